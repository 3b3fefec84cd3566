import { Skeleton } from "../../ui/skeleton";
import { GAME_NOT_FOUND_TEXT, GameProblem, LOAD_FAILED_TEXT } from "../creation-common/game-problem";
import { StudioPage } from "../creation-common/studio-page";

const TITLE = "Story Editor";
const PAGE = { title: TITLE, subtitle: "Edit your story scene by scene." };

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
