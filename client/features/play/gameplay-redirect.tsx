import { Redirect, useSearch } from "wouter";

/** `/gameplay?gameId={id}`: an older link to a game's preview (spec 000 §2). */
export default function GameplayRedirect() {
  const gameId = new URLSearchParams(useSearch()).get("gameId")?.trim();
  if (!gameId) return <Redirect to="/" replace />;
  return <Redirect to={`/play/game-${encodeURIComponent(gameId)}?preview=true`} replace />;
}
