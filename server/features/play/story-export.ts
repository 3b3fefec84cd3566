import { strToU8, zipSync } from "fflate";
import type { PlayerState } from "../../../contract/ai";
import { plainEmphasis } from "../../../contract/scene-emphasis";
import type { GameRow } from "../../game/game-bible";
import type { TurnRow } from "./turn-chain";

/** File names keep letters, digits, spaces and a few marks: safe in every browser and OS. */
export function fileSafe(title: string): string {
  return (
    title
      .replace(/[^\p{L}\p{N} ._()-]+/gu, "")
      .trim()
      .slice(0, 80) || "Adventure"
  );
}

/** "attachment" with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** The story as a reader would want it: title, then each scene with the action that led to it. */
export function storyText(game: GameRow, chain: TurnRow[]): string {
  const lines = [game.title, "=".repeat(Math.min(60, game.title.length)), ""];
  if (game.description) lines.push(game.description, "");
  for (const turn of chain) {
    const heading = [`Scene ${turn.sceneNumber}`, turn.sceneTitle].filter(Boolean).join(": ");
    lines.push(heading, "-".repeat(Math.min(60, heading.length)));
    if (turn.parentTurnId) lines.push(`> ${turn.action}`, "");
    // Words as the screen shows them, without the emphasis marks (ADR 035).
    lines.push(plainEmphasis(turn.prose.trim()), "");
  }
  const last = chain.at(-1);
  if (last) {
    const s = last.state as PlayerState;
    lines.push(
      "Where the story stands",
      "---------------------",
      `Health ${s.health}/${s.maxHealth} · Level ${s.level} · Experience ${s.experience} · Progress ${last.progress}%`,
      `Inventory: ${s.inventory.map((i) => i.name).join(", ") || "empty"}`,
      `Achievements: ${s.achievements.join(", ") || "none yet"}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

export function progressJson(game: GameRow, chain: TurnRow[], superseded: TurnRow[]) {
  const scene = (t: TurnRow) => ({
    sceneNumber: t.sceneNumber,
    action: t.parentTurnId ? t.action : null,
    sceneTitle: t.sceneTitle,
    chapterTitle: t.chapterTitle,
    text: t.prose,
    playerState: t.state,
    progress: t.progress,
    playedAt: t.createdAt.toISOString(),
  });
  return {
    format: "taleforge-progress",
    version: 1,
    game: { title: game.title, genre: game.genre, description: game.description, shareSlug: game.shareSlug },
    scenes: chain.map(scene),
    /** Scenes left by a rollback, kept so that nothing played is lost. */
    rolledBack: superseded.map(scene),
  };
}

/** The story package: the readable story and the full progress, zipped. */
export function storyZip(game: GameRow, chain: TurnRow[], superseded: TurnRow[]): Uint8Array {
  return zipSync({
    [`${fileSafe(game.title)} - Story.txt`]: strToU8(storyText(game, chain)),
    "progress.json": strToU8(JSON.stringify(progressJson(game, chain, superseded), null, 2)),
  });
}
