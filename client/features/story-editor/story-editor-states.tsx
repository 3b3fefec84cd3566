import { Home, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";
import { GameProblem } from "../creation-common/game-problem";
import { StudioPage } from "../creation-common/studio-page";

const TITLE = "Story Editor";

/** Spec 002 §2: Back goes to /edit-game/{id} (which opens Edit Game). */
export const backHref = (gameId: string) => `/edit-game/${encodeURIComponent(gameId)}`;

/** The two panels' outlines while the story loads. */
export function StoryEditorSkeleton({ gameId }: { gameId: string }) {
  return (
    <StudioPage
      title={TITLE}
      subtitle="Loading your story…"
      backHref={backHref(gameId)}
      backLabel="Back to Edit Game"
      width="wide"
    >
      <div role="status" aria-label="Loading your story" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="grid content-start gap-3">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className="h-12 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </StudioPage>
  );
}

/** Someone else's game says the same as a missing one: no one learns which ids exist. */
export function StoryGameNotFound() {
  return (
    <StoryProblem
      title="Game not found"
      text="This game doesn't exist, or it belongs to another account. It may have been deleted."
    />
  );
}

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
    <GameProblem
      page={{ title: TITLE, subtitle: "Edit your story scene by scene." }}
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
