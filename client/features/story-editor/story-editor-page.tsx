import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearch } from "wouter";
import type { GameDetail } from "../../../contract/creation";
import { gameKey } from "../creation-common/creation-api";
import { handleSessionExpired, isSessionExpired } from "../creation-common/creation-errors";
import { StoryEditor } from "./story-editor";
import { StoryEditorSkeleton, StoryGameNotFound, StoryLoadFailed } from "./story-editor-states";

/** A missing game, someone else's (the server hides it), or an id that cannot be one. */
const isNotFound = (error: Error) => /^(404|400): /.test(error.message);

/** `/story-editor/{gameId}`: the Story Editor (spec 002 §2). */
export default function StoryEditorPage({ params }: { params: { gameId: string } }) {
  const { gameId } = params;
  // Always read afresh: Generate Complete Story may have just rewritten the story.
  const game = useQuery<GameDetail>({ queryKey: gameKey(gameId), refetchOnMount: "always" });
  // Bumped when the story is written anew on the server: the editor starts over from it.
  const [version, setVersion] = useState(0);
  // `?panel=history` opens the History panel; once the story is written anew (a restore), the
  // editor starts over on its scenes.
  const historyFirst = new URLSearchParams(useSearch()).get("panel") === "history";
  const reread = async () => {
    await game.refetch();
    setVersion((v) => v + 1);
  };
  useEffect(() => {
    if (game.error) handleSessionExpired(game.error);
  }, [game.error]);

  if (game.error && !game.isFetching && !isSessionExpired(game.error)) {
    if (isNotFound(game.error)) return <StoryGameNotFound />;
    return <StoryLoadFailed onRetry={() => void game.refetch()} />;
  }
  // Once shown, the editor holds the draft: a later refetch does not replace it.
  if (!game.data || !game.isFetchedAfterMount) return <StoryEditorSkeleton gameId={gameId} />;
  return (
    <StoryEditor
      key={`${gameId}:${version}`}
      game={game.data}
      onStoryWritten={reread}
      initialView={historyFirst && version === 0 ? "history" : "scenes"}
    />
  );
}
