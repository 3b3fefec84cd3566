import { Archive, LogIn } from "lucide-react";
import { Button } from "../../ui/button";
import { StudioPage } from "../creation-common/studio-page";
import { BACKUP_LOGIN_PATH } from "./access-error";

/**
 * `/backup` for a signed-out visitor (issue 30 item 2): an invitation to sign in, not an error —
 * nothing went wrong yet. The Access Error is for a session that ends while the page is in use.
 */
export default function BackupSignedOut() {
  return (
    <StudioPage
      title="Backup Manager"
      subtitle="Keep copies of your games and bring lost ones back."
      backLabel="Home"
    >
      <section
        aria-labelledby="backup-sign-in-title"
        className="flex flex-col items-center rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center dark:border-ink-700 dark:bg-ink-900"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-ink-100 text-ink-700 dark:bg-ink-800 dark:text-ink-200">
          <Archive aria-hidden className="size-7" />
        </span>
        <h2
          id="backup-sign-in-title"
          className="mt-5 font-display font-semibold text-ink-950 text-xl dark:text-white"
        >
          Sign in to see your backups
        </h2>
        <p className="mt-2 max-w-sm text-ink-600 text-sm dark:text-ink-300">
          Backups are copies of your games, made every 6 hours and whenever you ask. Sign in to download one,
          make one now, or restore a game.
        </p>
        <Button asChild className="mt-6">
          <a href={BACKUP_LOGIN_PATH}>
            <LogIn aria-hidden />
            Sign In
          </a>
        </Button>
      </section>
    </StudioPage>
  );
}
