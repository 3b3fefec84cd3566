import type { StoryBeats } from "../../../../contract/edit-game";

/**
 * The Story Editor's unsaved draft, kept in this browser while it is unsaved (issue 35): a tab
 * closed or crashed loses nothing, and reopening the editor offers it back. One per game; it
 * goes once the story is saved or the draft is dropped.
 */
export const AUTOSAVE_PREFIX = "taleforge.story-draft.v1:";

/**
 * `base` fingerprints the saved story the draft's edits began from: another one now means the
 * story was saved elsewhere (another tab, another device) since, and the offer says so.
 */
export type Autosaved = { savedAt: number; beats: StoryBeats; base?: string };

/** The storage the draft is kept in: localStorage in the browser, a fake in tests. */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyOf = (gameId: string) => `${AUTOSAVE_PREFIX}${gameId}`;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
const allAre = (v: unknown, check: (x: unknown) => boolean) => Array.isArray(v) && v.every(check);

/** The shape the editor needs (ids and texts are strings, lists are lists); the save checks the rest. */
function isBeats(v: unknown): v is StoryBeats {
  if (!isRecord(v)) return false;
  const choice = (c: unknown) => isRecord(c) && typeof c.id === "string" && typeof c.text === "string";
  const scene = (s: unknown) =>
    isRecord(s) &&
    typeof s.id === "string" &&
    typeof s.title === "string" &&
    typeof s.description === "string" &&
    allAre(s.choices, choice);
  const chapter = (c: unknown) =>
    isRecord(c) && typeof c.id === "string" && typeof c.title === "string" && allAre(c.scenes, scene);
  const ending = (e: unknown) => isRecord(e) && typeof e.id === "string" && typeof e.title === "string";
  return allAre(v.chapters, chapter) && (v.endings === undefined || allAre(v.endings, ending));
}

/** The draft kept for this game, or null (none, or not one this editor wrote). */
export function readAutosave(storage: DraftStorage, gameId: string): Autosaved | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(gameId)) ?? "null");
    if (!isRecord(parsed) || typeof parsed.savedAt !== "number" || !isBeats(parsed.beats)) return null;
    const base = typeof parsed.base === "string" ? parsed.base : undefined;
    return { savedAt: parsed.savedAt, beats: parsed.beats, ...(base !== undefined && { base }) };
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser would not (storage full or disabled). */
export function writeAutosave(
  storage: DraftStorage,
  gameId: string,
  beats: StoryBeats,
  base: string,
  now = Date.now(),
) {
  try {
    storage.setItem(keyOf(gameId), JSON.stringify({ savedAt: now, beats, base }));
    return true;
  } catch {
    return false;
  }
}

/** A short fingerprint of a story (FNV-1a over its JSON): equal stories, equal prints. */
export function storyPrint(beats: StoryBeats): string {
  const text = JSON.stringify(beats);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** Whether the story was saved elsewhere after the draft began (a draft without a base: unknown, so no). */
export const savedSince = (kept: Autosaved, base: string) => kept.base !== undefined && kept.base !== base;

export function clearAutosave(storage: DraftStorage, gameId: string) {
  try {
    storage.removeItem(keyOf(gameId));
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** The browser's storage, or null where there is none (private modes that refuse it). */
export function browserStorage(): DraftStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
