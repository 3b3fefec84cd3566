import { LogIn, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../ui/button";

const loginPath = (returnTo: string) => `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
export const BACKUP_LOGIN_PATH = loginPath("/backup");

const TONES = {
  error: {
    frame: "border-red-200 dark:border-red-900",
    badge: "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300",
  },
  invite: {
    frame: "border-ink-200 dark:border-ink-700",
    badge: "bg-ink-100 text-ink-700 dark:bg-ink-800 dark:text-ink-200",
  },
} as const;

/**
 * The backup page's card with the way to sign in and come back: the Access Error of a session
 * that ended (an alert), or the invitation a signed-out visitor sees (issue 30 item 2).
 */
export function SignInCard({
  id,
  icon: Icon,
  title,
  tone,
  returnTo = "/backup",
  children,
}: {
  id: string;
  /** Where signing in comes back to. */
  returnTo?: string;
  icon: LucideIcon;
  title: string;
  tone: keyof typeof TONES;
  children: ReactNode;
}) {
  const style = TONES[tone];
  return (
    <section
      role={tone === "error" ? "alert" : undefined}
      aria-labelledby={id}
      className={`flex flex-col items-center rounded-2xl border bg-white px-6 py-12 text-center dark:bg-ink-900 ${style.frame}`}
    >
      <span className={`flex size-14 items-center justify-center rounded-2xl ${style.badge}`}>
        <Icon aria-hidden className="size-7" />
      </span>
      <h2 id={id} className="mt-5 font-display font-semibold text-ink-950 text-xl dark:text-white">
        {title}
      </h2>
      <p className="mt-2 max-w-sm text-ink-600 text-sm dark:text-ink-300">{children}</p>
      <Button asChild className="mt-6">
        <a href={loginPath(returnTo)}>
          <LogIn aria-hidden />
          Sign In
        </a>
      </Button>
    </section>
  );
}
