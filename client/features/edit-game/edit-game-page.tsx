import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { GameDetail, OutlineChapterView } from "../../../contract/creation";
import { chaptersKey, gameKey } from "../creation-common/creation-api";
import { handleSessionExpired, isSessionExpired } from "../creation-common/creation-errors";
import { EditGameForm } from "./edit-game-form";
import { EditGameSkeleton, GameLoadFailed, GameNotFound } from "./edit-game-states";

/** A missing game, someone else's (the server hides it), or an id that cannot be one. */
const isNotFound = (error: Error) => /^(404|400): /.test(error.message);

/** `/edit/{id}`: Edit Game (spec 002 §2). */
export default function EditGamePage({ params }: { params: { id: string } }) {
  const { id } = params;
  // Always read afresh: a creation flow or Quick Start may have just rewritten this game, and
  // the form starts from what it reads.
  const game = useQuery<GameDetail>({ queryKey: gameKey(id), refetchOnMount: "always" });
  const chapters = useQuery<OutlineChapterView[]>({
    queryKey: chaptersKey(id),
    refetchOnMount: "always",
    enabled: game.isSuccess,
  });
  useEffect(() => {
    if (game.error) handleSessionExpired(game.error);
  }, [game.error]);

  // While a retry is on its way, or sign-in is about to be asked for, the skeleton stays.
  if (game.error && !game.isFetching && !isSessionExpired(game.error)) {
    if (isNotFound(game.error)) return <GameNotFound />;
    return <GameLoadFailed onRetry={() => void game.refetch()} />;
  }
  // The outline is waited for too, so that its card does not push the form down once shown;
  // failing to read it only leaves it out.
  const outlineSettled = chapters.isFetchedAfterMount || chapters.isError;
  if (!game.data || !game.isFetchedAfterMount || !outlineSettled) return <EditGameSkeleton />;
  return <EditGameForm key={id} game={game.data} chapters={chapters.data ?? []} />;
}
