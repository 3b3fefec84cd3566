import { Skeleton } from "../../ui/skeleton";
import { GAME_NOT_FOUND_TEXT, GameProblem, LOAD_FAILED_TEXT } from "../creation-common/game-problem";
import { StudioPage } from "../creation-common/studio-page";

const PAGE = { title: "Edit Game", subtitle: "Change your game's story, cast and settings." };

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

/** Spec 002 §2: "Game Not Found"; someone else's game says the same, so no one learns which ids exist. */
export function GameNotFound() {
  return <GameProblem page={PAGE} title="Game Not Found" text={GAME_NOT_FOUND_TEXT} home="Back to Games" />;
}

/** Any other failure to load (the server or the network): the same frame, and a way to retry. */
export function GameLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <GameProblem
      page={PAGE}
      title="This game could not be loaded"
      text={LOAD_FAILED_TEXT}
      home="Back to Games"
      onRetry={onRetry}
    />
  );
}
