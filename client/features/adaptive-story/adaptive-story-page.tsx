import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { GameDetail, OutlineChapterView } from "../../../contract/creation";
import { chaptersKey, gameKey } from "../creation-common/creation-api";
import { handleSessionExpired, isSessionExpired } from "../creation-common/creation-errors";
import { AdaptiveStory } from "./adaptive-story";
import { AdaptiveStorySkeleton, StoryGameNotFound, StoryLoadFailed } from "./adaptive-story-states";
import { useStoryProgress } from "./complete-story/use-complete-story";

/** A missing game, someone else's (the server hides it), or an id that cannot be one. */
const isNotFound = (error: Error) => /^(404|400): /.test(error.message);

/** `/adaptive-story/{gameId}`: the Adaptive Story page (spec 002 §2). */
export default function AdaptiveStoryPage({ params }: { params: { gameId: string } }) {
  const { gameId } = params;
  // Always read afresh: Edit Game or another tab may have changed the cast or the outline.
  const game = useQuery<GameDetail>({ queryKey: gameKey(gameId), refetchOnMount: "always" });
  const chapters = useQuery<OutlineChapterView[]>({
    queryKey: chaptersKey(gameId),
    refetchOnMount: "always",
    enabled: game.isSuccess,
  });
  // Whether a complete story exists decides which mode the page opens in (spec 002 §4).
  const story = useStoryProgress(gameId, { fresh: true, enabled: game.isSuccess });
  const error = game.error ?? chapters.error ?? story.error;
  useEffect(() => {
    if (error) handleSessionExpired(error);
  }, [error]);

  // Once the planner is shown it holds the outline: a later failed refetch does not replace it.
  const loaded = [game, chapters, story].every((q) => q.data !== undefined && q.isFetchedAfterMount);
  if (loaded && game.data && chapters.data)
    return <AdaptiveStory key={gameId} game={game.data} chapters={chapters.data} />;
  const fetching = game.isFetching || chapters.isFetching || story.isFetching;
  if (error && !fetching && !isSessionExpired(error)) {
    if (isNotFound(error)) return <StoryGameNotFound />;
    return (
      <StoryLoadFailed
        onRetry={() => {
          void game.refetch();
          void chapters.refetch();
          void story.refetch();
        }}
      />
    );
  }
  return <AdaptiveStorySkeleton gameId={gameId} />;
}
