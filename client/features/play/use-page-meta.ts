import { useEffect } from "react";
import type { PlayGame } from "../../../contract/play";

/** The generated description when a game has none of its own (spec 000 §2). */
export function describeGame(game: Pick<PlayGame, "title" | "genre" | "description">): string {
  const own = game.description?.trim();
  if (own) return own;
  return `Play ${game.title}, an interactive ${game.genre} text adventure where every scene is written by AI for the choices you make.`;
}

/** Tells search engines not to index the page, for as long as the play screen is shown. */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** "{title} - Play Adventure" and the game's description; both put back on leaving. */
export function useGameMeta(game: Pick<PlayGame, "title" | "genre" | "description"> | undefined) {
  const title = game?.title;
  const description = game ? describeGame(game) : undefined;
  useEffect(() => {
    if (!title || !description) return;
    const previousTitle = document.title;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.append(meta);
    }
    const previousDescription = meta.content;
    document.title = `${title} - Play Adventure`;
    meta.content = description;
    return () => {
      document.title = previousTitle;
      if (created) meta.remove();
      else meta.content = previousDescription;
    };
  }, [title, description]);
}
