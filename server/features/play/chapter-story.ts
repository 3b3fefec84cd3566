import type { PlayerState } from "../../../contract/ai";
import type { BibleChapter, GameBible, StoryMemory } from "../../ai/narrator";
import { applyChanges } from "../../game/rules";
import type { WrittenScene } from "./written-story";

/**
 * Playing a game whose chapters are written (ADR 018): a complete story's chapters, or an
 * outline's generated content. A chapter is shown as written when the player reaches it — the
 * opening, Next Chapter, or a choice that leads to it — with no model call; what the player does
 * inside it is answered by the narrator, which has the chapter's text in its context, and the
 * chapter's choices are offered again.
 */

/** Memory of a scene that shows a written chapter, so that it is known as one. */
export type ChapterMemory = StoryMemory & { writtenChapter?: number };

const EXPERIENCE_PER_CHAPTER = 10;

const hasText = (chapter: BibleChapter | undefined) => Boolean(chapter?.content?.trim());

/** The game's chapters, when at least one of them is written. */
export function chapterStory(bible: GameBible): BibleChapter[] | null {
  return bible.chapters.some(hasText) ? bible.chapters : null;
}

/** Whether the chapter at this index (0-based) can be shown as written. */
export const isWritten = (chapters: BibleChapter[], index: number) => hasText(chapters[index]);

/** Progress by chapters reached: 0 at the first, 100 at the last. */
export function chapterProgress(chapters: BibleChapter[], index: number): number {
  return chapters.length > 1 ? Math.round((index / (chapters.length - 1)) * 100) : 100;
}

/** The chapter's choices: its action options, else one that goes on to the next chapter. */
export function chapterChoices(
  chapters: BibleChapter[],
  index: number,
): Array<{ text: string; hasScene: true }> {
  const options = (chapters[index]?.actionOptions ?? []).filter((o) => o.text.trim());
  if (options.length) return options.map((o) => ({ text: o.text.trim(), hasScene: true }));
  const next = chapters[index + 1];
  return next ? [{ text: continueText(next), hasScene: true }] : [];
}

const continueText = (next: BibleChapter) =>
  `Continue to Chapter ${next.chapterNumber}: ${next.title.trim()}`;

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The chapter (0-based) a player's action leads to, when it is one of the chapter's choices. */
export function followChapterChoice(chapters: BibleChapter[], index: number, action: string): number | null {
  const said = normalise(action);
  if (!said) return null;
  const option = (chapters[index]?.actionOptions ?? []).find((o) => normalise(o.text) === said);
  const next = chapters[index + 1];
  let target: number | null = null;
  if (option) {
    const byNumber = option.targetChapter
      ? chapters.findIndex((c) => c.chapterNumber === option.targetChapter)
      : index + 1;
    target = byNumber;
  } else if (next && normalise(continueText(next)) === said) target = index + 1;
  return target !== null && target >= 0 && target < chapters.length ? target : null;
}

/** A written chapter as the scene a player reaches, with the experience and progress it brings. */
export function chapterScene(
  chapters: BibleChapter[],
  index: number,
  state: PlayerState,
  memory: StoryMemory,
  progress: number,
): WrittenScene {
  const chapter = chapters[index] as BibleChapter;
  const target = chapterProgress(chapters, index);
  const applied = applyChanges(
    state,
    { experienceDelta: EXPERIENCE_PER_CHAPTER, progressDelta: Math.max(0, target - progress) },
    progress,
  );
  const chapterMemory: ChapterMemory = { ...memory, chapter: index + 1, writtenChapter: index + 1 };
  return {
    refused: false,
    prose: (chapter.content ?? "").trim(),
    sceneTitle: chapter.title,
    chapterTitle: chapter.title,
    choices: chapterChoices(chapters, index),
    quickActions: [],
    state: applied.state,
    progress: Math.round(applied.progress),
    memory: chapterMemory,
  };
}

/** The chapter (0-based) a session is in. */
export function currentChapterOf(chapters: BibleChapter[], memory: StoryMemory): number {
  const n = Number.isFinite(memory.chapter) ? Math.trunc(memory.chapter) : 1;
  return Math.min(Math.max(n, 1), Math.max(chapters.length, 1)) - 1;
}
