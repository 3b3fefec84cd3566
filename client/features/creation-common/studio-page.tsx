import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";

type StudioPageProps = {
  title: string;
  subtitle: string;
  /** Where the back link goes; "/" on every creation screen (spec 001 §2). */
  backHref?: string;
  backLabel?: string;
  /** Beside the back link, for visitors: a sign-in link. */
  headerExtra?: ReactNode;
  children: ReactNode;
  width?: "narrow" | "wide";
};

/** The frame of the creation screens: the studio header, a back link, the page heading. */
export function StudioPage({
  title,
  subtitle,
  backHref = "/",
  backLabel = "Back to Studio",
  headerExtra,
  children,
  width = "narrow",
}: StudioPageProps) {
  return (
    <div className="min-h-dvh bg-ink-50 dark:bg-ink-950">
      <header className="border-ink-200 border-b bg-white/80 backdrop-blur dark:border-ink-800 dark:bg-ink-900/80">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link href="/" className="rounded-lg" aria-label="Taleforge home">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            {headerExtra}
            <Button asChild variant="ghost" size="sm">
              <Link href={backHref}>
                <ArrowLeft aria-hidden />
                {backLabel}
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main className={`mx-auto px-4 py-8 sm:px-6 sm:py-10 ${width === "wide" ? "max-w-6xl" : "max-w-4xl"}`}>
        <h1 className="font-display font-semibold text-3xl text-ink-950 tracking-tight sm:text-4xl dark:text-white">
          {title}
        </h1>
        <p className="mt-2 text-ink-600 dark:text-ink-300">{subtitle}</p>
        <div className="mt-8">{children}</div>
      </main>
    </div>
  );
}

/** A titled card of a form: a section with its own heading. */
export function FormCard({
  title,
  description,
  icon,
  actions,
  children,
}: {
  title: string;
  description?: string;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-7 dark:border-ink-800 dark:bg-ink-900"
    >
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          {icon ? (
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400 [&_svg]:size-5">
              {icon}
            </span>
          ) : null}
          <div>
            <h2
              id={id}
              className="font-display font-semibold text-ink-950 text-xl tracking-tight dark:text-white"
            >
              {title}
            </h2>
            {description ? (
              <p className="mt-0.5 text-ink-600 text-sm dark:text-ink-300">{description}</p>
            ) : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
