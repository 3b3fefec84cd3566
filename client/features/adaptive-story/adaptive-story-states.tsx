import { Home, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";
import { GameProblem as SharedProblem } from "../creation-common/game-problem";
import { StudioPage } from "../creation-common/studio-page";

const TITLE = "Adaptive Story";

/** The page's frame while the story loads: a few chapter cards' outlines. */
export function AdaptiveStorySkeleton({ gameId }: { gameId: string }) {
  return (
    <StudioPage
      title={TITLE}
      subtitle="Loading your story…"
      backHref={`/edit/${gameId}`}
      backLabel="Back to Edit Game"
      width="wide"
    >
      <div role="status" aria-label="Loading your story" className="grid gap-6">
        <Skeleton className="h-12 w-full max-w-lg rounded-xl" />
        {[1, 2, 3].map((n) => (
          <div
            key={n}
            className="rounded-2xl border border-ink-200 bg-white p-5 sm:p-6 dark:border-ink-800 dark:bg-ink-900"
          >
            <div className="flex items-center gap-3">
              <Skeleton className="size-9 rounded-full" />
              <Skeleton className="h-6 w-32" />
            </div>
            <div className="mt-5 grid gap-4">
              <Skeleton className="h-11" />
              <Skeleton className="h-20" />
            </div>
          </div>
        ))}
      </div>
    </StudioPage>
  );
}

/**
 * Spec 002 §2: "Game not found" with Go Home. Someone else's game says the same (the server
 * answers 404 for it too), so no one learns which ids exist.
 */
export function StoryGameNotFound() {
  return (
    <StoryProblem
      title="Game not found"
      text="This game doesn't exist, or it belongs to another account. It may have been deleted."
    />
  );
}

/** Any other failure to load: the same frame, and a way to retry. */
export function StoryLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StoryProblem title="This story could not be loaded" text="Please check your connection and try again.">
      <Button variant="secondary" size="lg" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </StoryProblem>
  );
}

function StoryProblem({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <SharedProblem
      page={{ title: TITLE, subtitle: "Plan your story chapter by chapter." }}
      title={title}
      text={text}
      actions={
        <>
          {children}
          <Button asChild size="lg">
            <Link href="/">
              <Home aria-hidden />
              Go Home
            </Link>
          </Button>
        </>
      }
    />
  );
}
