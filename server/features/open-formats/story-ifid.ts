import { createHash } from "node:crypto";

/**
 * A game's IFID (ADR 023): a UUID v4 in Twine's uppercase form, derived from the game's id, so
 * that every export of one game names the same story and no column is needed to keep it.
 */
export function storyIfid(gameId: string): string {
  const bytes = createHash("sha256").update(`taleforge-ifid:${gameId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString("hex").toUpperCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
