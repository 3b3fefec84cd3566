import { COMPLETE_STORY_CHAPTERS } from "../../../contract/complete-story";
import type { CallOptions, ChapterInput, GameBible, Narrator, SeamInput } from "../../ai/narrator";
import { planChapters } from "../../ai/story-graph";
import type { PlannedChapter } from "../../db/schema";

/**
 * What the Complete Story Generator writes from (ADR 018): how many chapters, their plan, and
 * what each chapter's writer is told. Pure, apart from the one narrator call that drafts a plan.
 */

const clamp = (n: number) => Math.min(COMPLETE_STORY_CHAPTERS.max, Math.max(COMPLETE_STORY_CHAPTERS.min, n));

/** Outline chapters an author planned: a title and something said of it. */
export function plannedOutline(bible: GameBible): PlannedChapter[] {
  return [...bible.chapters]
    .sort((a, b) => a.chapterNumber - b.chapterNumber)
    .filter((c) => c.title.trim() && c.outline.trim())
    .map((c) => ({
      chapterNumber: c.chapterNumber,
      title: c.title.trim(),
      outline: c.outline.trim(),
      selectedCharacters: c.selectedCharacters,
      selectedLocation: c.selectedLocation,
    }));
}

/**
 * 5–10 chapters (spec 002 §9): the author's outline when it has at least 5 planned chapters
 * (folded into 10 when longer), else the game's chapter count, else 8.
 */
export function storyChapterTotal(planned: number, gameChapterCount: number | null | undefined): number {
  if (planned >= COMPLETE_STORY_CHAPTERS.min) return clamp(planned);
  if (gameChapterCount && Number.isInteger(gameChapterCount) && gameChapterCount > 0)
    return clamp(gameChapterCount);
  return COMPLETE_STORY_CHAPTERS.unknown;
}

/**
 * The plan: the author's outline, folded to `total` chapters when longer; when shorter, its
 * chapters come first and the narrator's outline of the whole story fills the rest.
 */
export async function makePlan(
  narrator: Narrator,
  bible: GameBible,
  total: number,
  options: CallOptions,
): Promise<PlannedChapter[]> {
  const authored = plannedOutline(bible);
  if (authored.length >= total) return planChapters(authored, total);
  const drafted = await narrator.outline(
    {
      title: bible.title,
      genre: bible.genre,
      childMode: bible.childMode,
      chapterCount: total,
      storyline: bible.storyline || bible.description || bible.title,
      characters: bible.characters,
      plotLines: bible.plotLines,
    },
    options,
  );
  return [...authored, ...drafted.chapters.slice(authored.length)].slice(0, total).map((c, i) => ({
    chapterNumber: i + 1,
    title: c.title,
    outline: c.outline,
    selectedCharacters: c.selectedCharacters,
    selectedLocation: c.selectedLocation,
  }));
}

/** What came before a chapter, from the plan: its writer's "story so far". Newest kept whole. */
export function storySoFar(plan: PlannedChapter[], chapterNumber: number, maxChars = 3000): string {
  const lines = plan
    .filter((c) => c.chapterNumber < chapterNumber)
    .map((c) => `Chapter ${c.chapterNumber}, "${c.title}": ${c.outline.replace(/\s+/g, " ").trim()}`);
  let out = "";
  for (const line of lines.reverse()) {
    if (out.length + line.length + 1 > maxChars) break;
    out = out ? `${line}\n${out}` : line;
  }
  return out;
}

/** The game as a chapter's writer sees it: the plan is its chapter list. */
export function withPlan(bible: GameBible, plan: PlannedChapter[]): GameBible {
  return { ...bible, chapters: plan };
}

const later = (plan: PlannedChapter[], n: number) =>
  plan
    .filter((c) => c.chapterNumber > n)
    .map((c) => ({ chapterNumber: c.chapterNumber, title: c.title, outline: c.outline }));

/**
 * A chapter written beside the others: the whole plan (titles before it, outlines after it) and
 * a summary of its predecessors, whose text is not written yet.
 */
export function sideBySideInput(
  bible: GameBible,
  plan: PlannedChapter[],
  chapter: PlannedChapter,
): ChapterInput {
  return {
    game: withPlan(bible, plan),
    chapterNumber: chapter.chapterNumber,
    chapterTitle: chapter.title,
    chapterDescription: chapter.outline,
    selectedCharacters: chapter.selectedCharacters,
    selectedLocation: chapter.selectedLocation,
    previousChapters: plan
      .filter((c) => c.chapterNumber < chapter.chapterNumber)
      .map((c) => ({ chapterNumber: c.chapterNumber, title: c.title, content: "" })),
    nextChapters: later(plan, chapter.chapterNumber),
    storySoFar: storySoFar(plan, chapter.chapterNumber),
  };
}

/** A chapter rewritten once the story around it exists: the chapters before it as written. */
export function rewriteInput(
  bible: GameBible,
  plan: PlannedChapter[],
  chapter: { chapterNumber: number; title: string },
  written: Array<{ chapterNumber: number; title: string; content: string }>,
): ChapterInput {
  const planned = plan.find((c) => c.chapterNumber === chapter.chapterNumber);
  return {
    game: withPlan(bible, plan),
    chapterNumber: chapter.chapterNumber,
    chapterTitle: chapter.title,
    chapterDescription: planned?.outline ?? "",
    selectedCharacters: planned?.selectedCharacters ?? [],
    selectedLocation: planned?.selectedLocation ?? "",
    previousChapters: written
      .filter((c) => c.chapterNumber < chapter.chapterNumber)
      .sort((a, b) => a.chapterNumber - b.chapterNumber)
      .map((c) => ({ chapterNumber: c.chapterNumber, title: c.title, content: c.content })),
    nextChapters: later(plan, chapter.chapterNumber),
  };
}

const PARAGRAPH_BREAK = /\n\s*\n/;

/** A chapter's opening paragraph and the rest; no rest when it is one paragraph. */
export function splitOpening(content: string): { opening: string; rest: string } {
  const trimmed = content.trim();
  const at = trimmed.search(PARAGRAPH_BREAK);
  if (at < 0) return { opening: trimmed, rest: "" };
  return { opening: trimmed.slice(0, at).trim(), rest: trimmed.slice(at).replace(/^\s+/, "") };
}

/** The last paragraphs of a chapter, up to about `maxChars`. */
export function chapterEnding(content: string, maxChars = 1500): string {
  const paragraphs = content.trim().split(PARAGRAPH_BREAK);
  let out = "";
  for (const p of paragraphs.reverse()) {
    if (out && out.length + p.length > maxChars) break;
    out = out ? `${p.trim()}\n\n${out}` : p.trim();
  }
  return out.slice(-maxChars * 2);
}

export function seamInput(
  bible: GameBible,
  plan: PlannedChapter[],
  previous: { title: string; content: string },
  chapter: { chapterNumber: number; title: string; content: string },
): SeamInput | null {
  const { opening, rest } = splitOpening(chapter.content);
  if (!rest || !opening) return null;
  return {
    game: withPlan(bible, plan),
    chapterNumber: chapter.chapterNumber,
    chapterTitle: chapter.title,
    selectedLocation: plan.find((c) => c.chapterNumber === chapter.chapterNumber)?.selectedLocation ?? "",
    previousTitle: previous.title,
    previousEnding: chapterEnding(previous.content),
    opening,
  };
}
