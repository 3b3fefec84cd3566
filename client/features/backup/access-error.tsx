import { LogIn, ShieldAlert } from "lucide-react";
import { BackupMessages } from "../../../contract/backups";
import { Button } from "../../ui/button";

export const BACKUP_LOGIN_PATH = `/api/login?returnTo=${encodeURIComponent("/backup")}`;

/** Spec 002 §2 and §8: the backup list's Access Error, with the way to sign in and come back. */
export function AccessError() {
  return (
    <section
      role="alert"
      aria-labelledby="access-error-title"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-white px-6 py-12 text-center dark:border-red-900 dark:bg-ink-900"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <ShieldAlert aria-hidden className="size-7" />
      </span>
      <h2
        id="access-error-title"
        className="mt-5 font-display font-semibold text-ink-950 text-xl dark:text-white"
      >
        {BackupMessages.accessTitle}
      </h2>
      <p className="mt-2 max-w-sm text-ink-600 text-sm dark:text-ink-300">{BackupMessages.access}</p>
      <Button asChild className="mt-6">
        <a href={BACKUP_LOGIN_PATH}>
          <LogIn aria-hidden />
          Sign In
        </a>
      </Button>
    </section>
  );
}
