import { Skeleton } from "../../ui/skeleton";
import { GAME_NOT_FOUND_TEXT, GameProblem, LOAD_FAILED_TEXT } from "../creation-common/game-problem";
import { StudioPage } from "../creation-common/studio-page";

const TITLE = "Adaptive Story";
const PAGE = { title: TITLE, subtitle: "Plan your story chapter by chapter." };

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

/** Spec 002 §2: "Game not found"; someone else's game says the same, so no one learns which ids exist. */
export function StoryGameNotFound() {
  return <GameProblem page={PAGE} title="Game not found" text={GAME_NOT_FOUND_TEXT} />;
}

/** Any other failure to load (the server or the network): the same frame, and a way to retry. */
export function StoryLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <GameProblem
      page={PAGE}
      title="This story could not be loaded"
      text={LOAD_FAILED_TEXT}
      onRetry={onRetry}
    />
  );
}
