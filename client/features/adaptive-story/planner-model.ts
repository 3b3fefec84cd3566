import { PRESET_LOCATIONS } from "../../../contract/constants";
import type { CharacterView, OutlineChapterView } from "../../../contract/creation";
import {
  CONTENT_PREVIEW_CHARS,
  DEFAULT_OUTLINE_CHAPTERS,
  type GenerateChapterRequest,
  LIST_EXCERPT_CHARS,
  NEXT_CHAPTERS_MAX,
  type SaveOutlineChapterRequest,
} from "../../../contract/outline";

/**
 * The Story Outline planner's model (spec 002 §2–§5, ADR 017), kept free of React so that it can
 * be tested alone: the chapters as the page holds them, what a generation is told, which
 * chapters Generate All writes, and when a mode is locked.
 */

/** A chapter on the page: the server's, or one of the 3 empty ones not yet saved (`id` ""). */
export type PlannerChapter = OutlineChapterView & {
  /** Stable across saves and moves: React's key and the element ids. */
  key: string;
};

export const isSaved = (c: PlannerChapter) => c.id !== "";

/** Spec 002 §9: with no chapters, the planner starts from 3 empty ones (saved once edited). */
export function defaultChapters(): PlannerChapter[] {
  return Array.from({ length: DEFAULT_OUTLINE_CHAPTERS }, (_, i) => emptyChapter(i + 1, `draft-${i + 1}`));
}

export function emptyChapter(chapterNumber: number, key: string): PlannerChapter {
  return {
    key,
    id: "",
    chapterNumber,
    title: "",
    outline: "",
    content: null,
    selectedCharacters: [],
    selectedLocation: "",
    isGenerated: false,
    actionOptions: [],
  };
}

/** The server's list as the page holds it: its chapters, or the 3 empty ones. */
export function fromServer(chapters: OutlineChapterView[]): PlannerChapter[] {
  return chapters.length ? chapters.map((c) => ({ ...c, key: c.id })) : defaultChapters();
}

/**
 * A renumbered list from the server (after a move, an insert, a removal) laid over the page's:
 * each chapter keeps its key (so focus and open panels stay with it), and a chapter still being
 * typed in keeps what was typed.
 */
export function mergeServerList(
  local: PlannerChapter[],
  server: OutlineChapterView[],
  typing: ReadonlySet<string> = new Set(),
): PlannerChapter[] {
  if (!server.length) return defaultChapters();
  const byId = new Map(local.filter(isSaved).map((c) => [c.id, c]));
  // The empty chapters the server has just made real were, for the page, the unsaved ones.
  const unsaved = new Map(local.filter((c) => !isSaved(c)).map((c) => [c.chapterNumber, c]));
  return server.map((c) => {
    let mine = byId.get(c.id);
    if (!mine) {
      mine = unsaved.get(c.chapterNumber);
      unsaved.delete(c.chapterNumber);
    }
    if (!mine) return { ...c, key: c.id };
    const kept = typing.has(mine.key) ? { title: mine.title, outline: mine.outline } : {};
    return { ...c, ...kept, key: mine.key };
  });
}

/** What the server is sent to save one chapter. */
export function saveRequest(c: PlannerChapter): SaveOutlineChapterRequest {
  return {
    ...(isSaved(c) ? { id: c.id } : {}),
    chapterNumber: c.chapterNumber,
    title: c.title.trim(),
    outline: c.outline.trim(),
    content: c.content,
    selectedCharacters: c.selectedCharacters,
    selectedLocation: c.selectedLocation.trim(),
    isGenerated: c.isGenerated,
    actionOptions: c.actionOptions.map((a) => ({
      id: a.id,
      text: a.text,
      ...(a.description?.trim() ? { description: a.description.trim() } : {}),
      targetChapter: a.targetChapter ?? null,
    })),
  };
}

export const hasContent = (c: Pick<OutlineChapterView, "content">) => Boolean(c.content?.trim());
/** Generate needs both (spec 002 §5). */
export const canGenerate = (c: Pick<OutlineChapterView, "title" | "outline">) =>
  c.title.trim() !== "" && c.outline.trim() !== "";

/**
 * Spec 002 §7's generate-chapter payload for the chapter at `index`: every earlier chapter (with
 * what has been written of it) and up to 5 later ones that have an outline.
 */
export function generationRequest(chapters: PlannerChapter[], index: number): GenerateChapterRequest {
  const chapter = chapters[index];
  if (!chapter) throw new Error(`No chapter at ${index}`);
  return {
    chapterNumber: chapter.chapterNumber,
    chapterTitle: chapter.title.trim(),
    chapterDescription: chapter.outline.trim(),
    selectedCharacters: chapter.selectedCharacters,
    selectedLocation: chapter.selectedLocation.trim(),
    previousChapters: chapters
      .slice(0, index)
      .filter((c) => c.title.trim() || hasContent(c))
      .map((c) => ({ chapterNumber: c.chapterNumber, title: c.title.trim(), content: c.content ?? "" })),
    nextChapters: chapters
      .slice(index + 1)
      .filter((c) => c.outline.trim())
      .slice(0, NEXT_CHAPTERS_MAX)
      .map((c) => ({ chapterNumber: c.chapterNumber, title: c.title.trim(), outline: c.outline.trim() })),
    precedingChapterNumber: index > 0 ? (chapters[index - 1]?.chapterNumber ?? null) : null,
  };
}

/** Generate All: every chapter with a title and an outline, first to last (spec 002 §2). */
export function generateAllQueue(chapters: PlannerChapter[]): string[] {
  return chapters.filter(canGenerate).map((c) => c.key);
}

// ---- characters and locations ----------------------------------------------------------

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A chapter names its people (ADR 017: names are what every narrator, duplicate and backup
 * reads); an id of one of the game's characters, as the spec describes them, counts too.
 */
export const isSelected = (selected: string[], c: Pick<CharacterView, "id" | "name">) =>
  selected.some((s) => s === c.id || same(s, c.name));

export function toggleCharacter(selected: string[], c: Pick<CharacterView, "id" | "name">): string[] {
  return isSelected(selected, c)
    ? selected.filter((s) => s !== c.id && !same(s, c.name))
    : [...selected, c.name];
}

/** Names a chapter keeps that are no longer the game's characters (renamed or removed). */
export function strangers(selected: string[], cast: Array<Pick<CharacterView, "id" | "name">>): string[] {
  return selected.filter((s) => !cast.some((c) => s === c.id || same(s, c.name)));
}

export const PRESETS: readonly string[] = PRESET_LOCATIONS;
export const isPreset = (location: string) => PRESETS.some((p) => same(p, location));

/** The creator's own locations in the outline, each once, in the order they first appear. */
export function customLocations(chapters: Array<Pick<OutlineChapterView, "selectedLocation">>): string[] {
  const found: string[] = [];
  for (const c of chapters) {
    const location = c.selectedLocation.trim();
    if (location && !isPreset(location) && !found.some((f) => same(f, location))) found.push(location);
  }
  return found;
}

/** The preset's own spelling for a typed location ("coffee shop" → "Coffee Shop"). */
export function canonicalLocation(location: string, known: string[]): string {
  const clean = location.replace(/\s+/g, " ").trim();
  return [...PRESETS, ...known].find((p) => same(p, clean)) ?? clean;
}

// ---- text --------------------------------------------------------------------------------

const clip = (text: string, max: number) => {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > max ? `${plain.slice(0, max).trimEnd()}…` : plain;
};
/** Spec 002 §9: a chapter's excerpt where chapters are listed. */
export const excerpt = (text: string) => clip(text, LIST_EXCERPT_CHARS);
/** Spec 002 §9: the first 500 characters of a chapter's content, paragraphs kept. */
export function preview(content: string): { text: string; truncated: boolean } {
  const trimmed = content.trim();
  if (trimmed.length <= CONTENT_PREVIEW_CHARS) return { text: trimmed, truncated: false };
  return { text: `${trimmed.slice(0, CONTENT_PREVIEW_CHARS).trimEnd()}…`, truncated: true };
}
export const wordCount = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

// ---- modes (spec 002 §4) ---------------------------------------------------------------------

export type StoryMode = "outline" | "complete";

export type ModeLock = {
  /** Story Outline cannot be chosen: complete-story chapters exist. */
  outlineLocked: boolean;
  /** The Complete Story Generator cannot be chosen: outline content exists. */
  completeLocked: boolean;
  /** Either one: the "Mode Selection Locked" banner shows. */
  locked: boolean;
};

export function modeLock({
  outlineContent,
  completeChapters,
}: {
  outlineContent: boolean;
  completeChapters: boolean;
}): ModeLock {
  // Both at once (written before this rule, or by another tab): each mode stays usable for
  // deleting its own content, so neither is locked out of reach.
  const both = outlineContent && completeChapters;
  const outlineLocked = completeChapters && !both;
  const completeLocked = outlineContent && !both;
  return { outlineLocked, completeLocked, locked: outlineLocked || completeLocked };
}

/** The mode a page opens in: Story Outline, unless only the complete story can be used. */
export const initialMode = (lock: ModeLock): StoryMode => (lock.outlineLocked ? "complete" : "outline");

export const newActionId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `action-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
