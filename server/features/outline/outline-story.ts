import { STORY_LIMITS, STORY_TEXT_LIMITS } from "../../../contract/edit-game";
import type { outlineChapters, StoryBeats } from "../../db/schema";
import {
  chapterText,
  cleanChoices,
  outlineChoices,
  proseChapter,
  relinkStory,
} from "../../game/story-chapters";
import { hasScenes } from "../../game/story-store";

/**
 * The outline planner's chapters as chapters of the game's one written story (ADR 027). The
 * planner writes the story; what it keeps beyond it (outline, people, place, isGenerated) stays
 * in `outline_chapters`. Pure functions: the services call them inside their transaction.
 */

export type OutlineRow = typeof outlineChapters.$inferSelect;
type Chapter = StoryBeats["chapters"][number];
type Scene = Chapter["scenes"][number];
type Choice = Scene["choices"][number];

/** The story is the planner's to lay out whole: it wrote it, or nobody wrote any scene yet. */
export const isOutlineStory = (beats: StoryBeats | null | undefined) =>
  !beats || !hasScenes(beats) || beats.writtenBy === "outline";

/** Prose compared as the story holds it: paragraphs trimmed, one blank line between. */
export const sameProse = (a: string | null | undefined, b: string | null | undefined) =>
  paragraphs(a) === paragraphs(b);
const paragraphs = (text: string | null | undefined) =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .join("\n\n");

/**
 * The planner's choice ids (`outlineChoices`): `{chapterId}-{optionId}` for an action option,
 * `{chapterId}-next` for "Continue".
 */
const optionChoiceId = (chapterId: string, optionId: string) => `${chapterId}-${optionId}`;
const continueChoiceId = (chapterId: string) => `${chapterId}-next`;
/** The ids the planner's choices of this chapter may have: as against the author's own choices. */
const plannerIds = (row: OutlineRow, old?: OutlineRow) =>
  new Set([
    continueChoiceId(row.id),
    ...[...row.actionOptions, ...(old?.actionOptions ?? [])].map((o) => optionChoiceId(row.id, o.id)),
  ]);

/** The story chapter's title for an outline title, as `proseChapter` clips it. */
export const storyTitle = (title: string) =>
  (title.trim() || "Untitled chapter").slice(0, STORY_TEXT_LIMITS.chapterTitle);

/**
 * The choices at the end of outline chapter `index` (rows in order, numbered 1..n): its action
 * options, each leading to its target chapter, else the next; or "Continue to Chapter N" when it
 * has none; the last chapter without options ends there. The start-up upgrade makes the same.
 */
export const plannerChoices = (rows: OutlineRow[], index: number): Choice[] => outlineChoices(rows, index);

/**
 * The chapter with the planner's choices (ids in `planner`) replaced, in the scene that holds
 * them, else the last; the author's own choices stay after them.
 */
function withChoices(chapter: Chapter, choices: Choice[], planner: Set<string>): Chapter {
  const holding = chapter.scenes.findIndex((s) => s.choices.some((c) => planner.has(c.id)));
  const at = holding >= 0 ? holding : chapter.scenes.length - 1;
  if (at < 0) return chapter;
  const scenes = chapter.scenes.map((scene, i) =>
    i === at
      ? { ...scene, choices: cleanChoices([...choices, ...scene.choices.filter((c) => !planner.has(c.id))]) }
      : scene,
  );
  return { ...chapter, scenes };
}

/** The chapter renamed; its first scene too when it still bore the old title. */
function renamed(chapter: Chapter, from: string, to: string): Chapter {
  const title = storyTitle(to);
  if (chapter.title === title) return chapter;
  const old = storyTitle(from);
  const scenes = chapter.scenes.map((s, i) => (i === 0 && s.title === old ? { ...s, title } : s));
  return { ...chapter, title, scenes };
}

/**
 * The story's chapters of the outline's ids in the outline's order, in the places those chapters
 * hold (the Story Editor's own chapters keep theirs); an outline chapter the story lacks goes in
 * after the outline chapter before it.
 */
export function orderStory(story: StoryBeats, order: string[]): StoryBeats {
  const rank = new Map(order.map((id, i) => [id, i]));
  const present = story.chapters.filter((c) => rank.has(c.id));
  const sorted = [...present].sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  let k = 0;
  const chapters = story.chapters.map((c) => (rank.has(c.id) ? (sorted[k++] as Chapter) : c));
  return { ...story, chapters };
}

/** Puts `chapter` (not in the story) after the outline chapter before it that the story has. */
function insertInOrder(story: StoryBeats, chapter: Chapter, order: string[]): StoryBeats {
  const at = order.indexOf(chapter.id);
  const chapters = [...story.chapters];
  const positionOf = (id: string | undefined) => (id ? chapters.findIndex((c) => c.id === id) : -1);
  for (let i = at - 1; i >= 0; i--) {
    const p = positionOf(order[i]);
    if (p >= 0) {
      chapters.splice(p + 1, 0, chapter);
      return { ...story, chapters };
    }
  }
  for (let i = at + 1; i < order.length; i++) {
    const p = positionOf(order[i]);
    if (p >= 0) {
      chapters.splice(p, 0, chapter);
      return { ...story, chapters };
    }
  }
  chapters.push(chapter);
  return { ...story, chapters };
}

export type OutlineStoryWrite = {
  /** The story before the write. */
  before: StoryBeats | null;
  /** The outline before and after the write, each in order (1..n). */
  oldRows: OutlineRow[];
  rows: OutlineRow[];
  /** The chapter whose prose was saved, with the prose sent; a save without it changes no scenes. */
  prose?: { id: string; content: string | null };
  /** Whether the story is the outline's to lay out whole; `isOutlineStory(before)` when not given. */
  own?: boolean;
};

/**
 * The story after a planner write. Prose that differs from what the story holds rewrites that
 * chapter's scenes; the same prose leaves the author's scene edits alone. Titles and the
 * planner's choices follow the outline where the planner changed them. While the story is the
 * outline's (or empty), every outline chapter is a story chapter (empty ones without scenes), so
 * a choice to a chapter not yet written stays valid; another tool's story only takes the chapters
 * it already has and the one whose prose was saved. Null: nothing to write (no story, no scenes).
 */
export function plannerStory({
  before,
  oldRows,
  rows,
  prose,
  own = isOutlineStory(before),
}: OutlineStoryWrite): StoryBeats | null {
  const order = rows.map((r) => r.id);
  const outlineIds = new Set([...order, ...oldRows.map((r) => r.id)]);
  const oldById = new Map(oldRows.map((r, i) => [r.id, { row: r, index: i }]));
  let story: StoryBeats = before ? { ...before, chapters: [...before.chapters] } : { chapters: [] };
  // Outline chapters gone from the outline leave the story.
  story.chapters = story.chapters.filter((c) => !outlineIds.has(c.id) || order.includes(c.id));

  const inStory = new Set(story.chapters.map((c) => c.id));
  for (const [index, row] of rows.entries()) {
    const old = oldById.get(row.id);
    const choices = plannerChoices(rows, index);
    const current = story.chapters.find((c) => c.id === row.id);
    const rewrite = prose?.id === row.id && !sameProse(prose.content, chapterText(before, row.id));
    const wanted = own || inStory.has(row.id) || (rewrite && Boolean(prose?.content?.trim()));
    if (!wanted) continue;
    if (!current || rewrite) {
      // New to the story, or new prose: the chapter as its prose makes it.
      const content = rewrite ? (prose?.content ?? null) : null;
      const made = proseChapter({ id: row.id, title: row.title, content, choices });
      if (current) story.chapters = story.chapters.map((c) => (c.id === row.id ? made : c));
      else if (story.chapters.length < STORY_LIMITS.chapters) story = insertInOrder(story, made, order);
      continue;
    }
    let chapter = current;
    if (!old || old.row.title !== row.title) chapter = renamed(chapter, old?.row.title ?? "", row.title);
    const was = old ? plannerChoices(oldRows, old.index) : null;
    if (JSON.stringify(was) !== JSON.stringify(choices))
      chapter = withChoices(chapter, choices, plannerIds(row, old?.row));
    if (chapter !== current) story.chapters = story.chapters.map((c) => (c.id === row.id ? chapter : c));
  }
  story = relinkStory(orderStory(story, order));
  if (!before && !hasScenes(story)) return null;
  return story;
}
