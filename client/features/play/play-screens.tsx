import { ArrowLeft, BookX, RefreshCw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { errorMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { useGoBack } from "./use-go-back";

/** Spec 000 §2: the loading screen while the AI writes the opening scene. */
export function LoadingScreen() {
  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgba(245,165,36,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(109,95,163,0.4),transparent_60%)]"
      />
      <header className="relative px-6 py-5">
        <Logo tone="light" />
      </header>
      <main className="relative flex flex-1 items-center justify-center px-6 pb-24">
        <div role="status" className="max-w-md text-center">
          <div aria-hidden className="relative mx-auto size-20">
            <span className="absolute inset-0 animate-ping rounded-full bg-ember-500/25 motion-reduce:animate-none" />
            <span className="absolute inset-3 rounded-full bg-ember-500/30 blur-md" />
            <span className="absolute inset-6 rounded-full bg-ember-400 shadow-[0_0_40px_10px_rgba(245,165,36,0.55)]" />
          </div>
          <h1 className="mt-10 font-display font-semibold text-3xl tracking-tight sm:text-4xl">
            AI is Crafting Your Adventure
          </h1>
          <p className="mt-4 text-ink-200 leading-relaxed">
            The storyteller is setting the scene, the characters and your first choices. This takes 10-20
            seconds.
          </p>
        </div>
      </main>
    </div>
  );
}

export function MessageScreen({
  icon,
  eyebrow,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
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
            {icon}
          </span>
          <p className="mt-6 font-semibold text-ember-700 text-sm uppercase tracking-widest dark:text-ember-400">
            {eyebrow}
          </p>
          <h1 className="mt-2 font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
            {title}
          </h1>
          <div className="mt-3 text-ink-600 leading-relaxed dark:text-ink-300">{children}</div>
          <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
        </div>
      </main>
    </div>
  );
}

/** Spec 000 §2: Game not found, with a Go Back button. */
export function GameNotFoundScreen({ sessionMissing, slug }: { sessionMissing: boolean; slug: string }) {
  const goBack = useGoBack();
  return (
    <MessageScreen
      icon={<BookX aria-hidden className="size-8" />}
      eyebrow="404"
      title="Game not found"
      actions={
        <>
          <Button size="lg" onClick={goBack}>
            <ArrowLeft aria-hidden />
            Go Back
          </Button>
          {sessionMissing ? (
            <Button asChild size="lg" variant="secondary">
              <a href={`/play/${encodeURIComponent(slug)}`}>Start a New Game</a>
            </Button>
          ) : null}
        </>
      }
    >
      {sessionMissing
        ? "This saved session no longer exists. You can start the adventure again from the beginning."
        : "This adventure doesn't exist, or it hasn't been published yet. Check the link you were given."}
    </MessageScreen>
  );
}

/** Spec 000 §2: "Loading Game" with Reload Game when the session data is incomplete. */
export function IncompleteScreen() {
  return (
    <MessageScreen
      icon={<RefreshCw aria-hidden className="size-8" />}
      eyebrow="Almost there"
      title="Loading Game"
      actions={
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          Reload Game
        </Button>
      }
    >
      The game session data is incomplete. Reload the game to try again.
    </MessageScreen>
  );
}

/** Any other failure to open the session: say what the server said, offer another try. */
export function SessionErrorScreen({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const goBack = useGoBack();
  return (
    <MessageScreen
      icon={<TriangleAlert aria-hidden className="size-8" />}
      eyebrow="Something went wrong"
      title="The story couldn't begin"
      actions={
        <>
          <Button size="lg" onClick={onRetry}>
            <RefreshCw aria-hidden />
            Try Again
          </Button>
          <Button size="lg" variant="secondary" onClick={goBack}>
            <ArrowLeft aria-hidden />
            Go Back
          </Button>
        </>
      }
    >
      {errorMessage(error)}
    </MessageScreen>
  );
}
