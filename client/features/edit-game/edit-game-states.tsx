import { ArrowLeft, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";
import { GameProblem as SharedProblem } from "../creation-common/game-problem";
import { StudioPage } from "../creation-common/studio-page";

/** The page's frame while the game loads: the cards' outlines, so nothing jumps when it arrives. */
export function EditGameSkeleton() {
  return (
    <StudioPage title="Edit Game" subtitle="Loading your game…">
      <div role="status" aria-label="Loading your game" className="grid gap-6">
        {[5, 4, 3].map((rows) => (
          <div
            key={rows}
            className="rounded-2xl border border-ink-200 bg-white p-5 sm:p-7 dark:border-ink-800 dark:bg-ink-900"
          >
            <div className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-xl" />
              <Skeleton className="h-6 w-48" />
            </div>
            <div className="mt-6 grid gap-4">
              {Array.from({ length: rows }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
                <Skeleton key={i} className="h-11" />
              ))}
            </div>
          </div>
        ))}
      </div>
    </StudioPage>
  );
}

/**
 * Spec 002 §2: "Game Not Found" with Back to Games. Someone else's game says the same (the
 * server answers 404 for it too), so no one learns which ids exist.
 */
export function GameNotFound() {
  return (
    <GameProblem
      title="Game Not Found"
      text="This game doesn't exist, or it belongs to another account. It may have been deleted."
    />
  );
}

/** Any other failure to load (the server or the network): the same frame, and a way to retry. */
export function GameLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <GameProblem title="This game could not be loaded" text="Please check your connection and try again.">
      <Button variant="secondary" size="lg" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </GameProblem>
  );
}

function GameProblem({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <SharedProblem
      page={{ title: "Edit Game", subtitle: "Change your game's story, cast and settings." }}
      title={title}
      text={text}
      actions={
        <>
          {children}
          <Button asChild size="lg">
            <Link href="/">
              <ArrowLeft aria-hidden />
              Back to Games
            </Link>
          </Button>
        </>
      }
    />
  );
}
