import { eq } from "drizzle-orm";
import type { WrittenStorySummary } from "../../../contract/complete-story";
import { type StoryBeats, storyChapters } from "../../db/schema";
import {
  chapterText,
  continueChoice,
  proseChapter,
  putChapter,
  relinkStory,
} from "../../game/story-chapters";
import { countScenes, lockStory, type Tx, writeStory } from "../../game/story-store";

/**
 * The Complete Story Generator's chapters in the game's one written story (ADR 027): a fresh
 * generation empties the story (kept as a revision), each chapter is put in as it lands at its
 * place in the story, linked on to the next one, and edits and rewrites on the generator's page
 * rewrite the story's chapter. The `story_chapters` rows stay the generator's plan of record (the
 * seams compare against them); what a chapter says is what the story holds.
 */

export const GENERATOR = "Complete Story Generator";
/** One generation keeps one revision: the story from before it, however long the chapters take. */
export const GENERATION_COALESCE_MS = 6 * 60 * 60_000;

type Chapter = StoryBeats["chapters"][number];
type Choice = Chapter["scenes"][number]["choices"][number];
/** What the story needs of a generator's chapter row. */
export type ChapterRef = { id: string; chapterNumber: number; title: string };

/** A generation's chapters as the story's chapters are placed and linked by them. */
export function jobChapterRefs(tx: Tx, storyJobId: string): Promise<ChapterRef[]> {
  return tx
    .select({ id: storyChapters.id, chapterNumber: storyChapters.chapterNumber, title: storyChapters.title })
    .from(storyChapters)
    .where(eq(storyChapters.storyJobId, storyJobId));
}

export const editMadeBy = (n: number) => `Complete Story: edit chapter ${n}`;
export const regenerateMadeBy = (n: number) => `Regenerate chapter ${n}`;
export const DELETE_MADE_BY = "Complete Story: delete story";

/** What the page's banner and the "replace?" question say of the story. */
export function storySummary(beats: StoryBeats | null | undefined): WrittenStorySummary | null {
  if (!beats?.chapters.length) return null;
  return { writtenBy: beats.writtenBy ?? null, chapters: beats.chapters.length, scenes: countScenes(beats) };
}

/** A chapter's text as players read it: the story's, else (not in the story) the row's. */
export const shownText = (beats: StoryBeats | null | undefined, row: { id: string; content: string }) =>
  chapterText(beats, row.id) ?? row.content;

/** Prose as the story would hold it (paragraphs trimmed, a blank line between): for comparing. */
export const proseOf = (id: string, content: string) =>
  chapterText({ chapters: [proseChapter({ id, title: "", content, choices: [] })] }, id);

/** The chapter's title as the story holds it (renamed in the Story Editor), else the row's. */
export const shownTitle = (beats: StoryBeats | null | undefined, row: { id: string; title: string }) =>
  beats?.chapters.find((c) => c.id === row.id)?.title ?? row.title;

const isContinue = (fromId: string, choice: Choice) => choice.id === `${fromId}-next`;

/**
 * The chapter `fromId` leads on to `next`: its last scene's "Continue to Chapter N" is set (or
 * renamed), unless the author gave that scene choices of their own.
 */
function linkOn(story: StoryBeats, fromId: string, next: ChapterRef): StoryBeats {
  const at = story.chapters.findIndex((c) => c.id === fromId);
  const chapter = story.chapters[at];
  const last = chapter?.scenes.at(-1);
  if (!chapter || !last) return story;
  const own = last.choices.filter((c) => !isContinue(fromId, c));
  if (own.length) return story;
  const scenes = [...chapter.scenes];
  scenes[scenes.length - 1] = { ...last, choices: [continueChoice(fromId, next)] };
  const chapters = [...story.chapters];
  chapters[at] = { ...chapter, scenes };
  return { ...story, chapters };
}

/** Where chapter `n` of the generation goes: before the first later one in the story, else last. */
function positionOf(story: StoryBeats | null, rows: ChapterRef[], n: number): number | undefined {
  const later = new Set(rows.filter((r) => r.chapterNumber > n).map((r) => r.id));
  const at = story?.chapters.findIndex((c) => later.has(c.id)) ?? -1;
  return at >= 0 ? at : undefined;
}

/**
 * The story with the generator's chapter `row` saying `content`. A chapter already in the story
 * keeps its choices (the author's, or its "Continue"); a new one leads on to the next chapter
 * when that is in the story. The chapter before leads on to this one. With `content` the same
 * prose the story holds, the author's scene edits stay and only the title follows.
 */
export function withChapter(
  story: StoryBeats | null,
  rows: ChapterRef[],
  row: ChapterRef & { content: string },
): StoryBeats {
  const inStory = (r: ChapterRef | undefined) => Boolean(r && story?.chapters.some((c) => c.id === r.id));
  const next = rows.find((r) => r.chapterNumber === row.chapterNumber + 1);
  const previous = rows.find((r) => r.chapterNumber === row.chapterNumber - 1);
  const existing = story?.chapters.find((c) => c.id === row.id);
  const choices =
    existing?.scenes.at(-1)?.choices ?? (next && inStory(next) ? [continueChoice(row.id, next)] : []);
  const made = proseChapter({ id: row.id, title: row.title, content: row.content, choices });
  const same = existing?.scenes.length && chapterText(story, row.id) === proseOf(row.id, row.content);
  const chapter: Chapter =
    same && existing
      ? {
          ...existing,
          title: made.title,
          // The first scene is named for the chapter unless the author named it otherwise.
          scenes: existing.scenes.map((s, i) =>
            i === 0 && s.title === existing.title ? { ...s, title: made.scenes[0]?.title ?? s.title } : s,
          ),
        }
      : made;
  let out = putChapter(story, chapter, positionOf(story, rows, row.chapterNumber));
  if (next && inStory(next)) out = linkOn(out, row.id, next);
  if (previous && inStory(previous)) out = linkOn(out, previous.id, row);
  return out;
}

/**
 * Writes the generator's chapter into the story, inside the caller's transaction (with the row's
 * own write: both or neither). `only` skips the write unless the story's chapter still says that
 * (a seam does not overwrite an edit made in the Story Editor meanwhile).
 */
export async function writeChapter(
  tx: Tx,
  gameId: string,
  rows: ChapterRef[],
  row: ChapterRef & { content: string },
  write: { madeBy: string; coalesceMs?: number; only?: string | null },
) {
  const locked = await lockStory(tx, gameId);
  const story = locked?.storyBeats ?? null;
  if (write.only !== undefined && chapterText(story, row.id) !== write.only) return null;
  const next = withChapter(story, rows, row);
  return writeStory(tx, {
    gameId,
    next,
    madeBy: write.madeBy,
    writtenBy: story?.writtenBy ?? "complete-story",
    coalesceMs: write.coalesceMs,
  });
}

/** The story without the generation's chapters (Delete Story); no story at all when none are left. */
export async function dropChapters(tx: Tx, gameId: string, ids: string[]) {
  const locked = await lockStory(tx, gameId);
  const story = locked?.storyBeats ?? null;
  if (!story?.chapters.some((c) => ids.includes(c.id))) return null;
  const next = relinkStory({ ...story, chapters: story.chapters.filter((c) => !ids.includes(c.id)) });
  return writeStory(tx, {
    gameId,
    next: next.chapters.length || next.endings?.length ? next : null,
    madeBy: DELETE_MADE_BY,
  });
}
