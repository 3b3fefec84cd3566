import { Compass, Home } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";

export default function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-ink-50 dark:bg-ink-950">
      <header className="mx-auto w-full max-w-6xl px-6 py-5">
        <Link href="/" className="inline-block rounded-lg">
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-20">
        <div className="max-w-md text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
            <Compass aria-hidden className="size-8" />
          </span>
          <p className="mt-6 font-semibold text-ember-700 text-sm uppercase tracking-widest dark:text-ember-400">
            404
          </p>
          <h1 className="mt-2 font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
            Page not found
          </h1>
          <p className="mt-3 text-ink-600 leading-relaxed dark:text-ink-300">
            This path leads nowhere — the page may have moved, or the link may be mistyped.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/">
              <Home aria-hidden />
              Go to the home page
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
