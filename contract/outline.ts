import { z } from "zod";
import { CHAPTER_COUNT } from "./constants";
import { OutlineChapterView } from "./creation";

/**
 * The Adaptive Story planner's calls (spec 002 §2, §3, §4, §5, §7; ADR 017): one chapter saved,
 * chapters moved, inserted and removed (each answering the renumbered list), a custom location
 * taken out of every chapter, and the AI's chapter, regenerated chapter and better title. The
 * messages are the spec's words; the server answers a 400 with the first one.
 */

export const OUTLINE_MESSAGES = {
  /** §5: Generate needs both. */
  chapterRequired: "Chapter title and outline are required.",
  /** §5: Enhance title needs a title. */
  titleRequired: "Please enter a chapter title first.",
  /** §5: an edited chapter may not be emptied. */
  contentEmpty: "Content cannot be empty.",
  /** §5: "Action text is required to save an action". */
  actionTextRequired: "Action text is required.",
  /** §5 (the Complete Story Generator's regenerate; the planner's direction is optional). */
  directionRequired: "Please provide direction for regeneration.",
  tooManyChapters: `An outline has at most ${CHAPTER_COUNT.max} chapters.`,
  positionOutOfRange: "There is no chapter at that position.",
  chapterNotFound: "Chapter not found",
  locationRequired: "Location is required",
} as const;

/** Spec 002 §9: 3 empty chapters when a game has none. */
export const DEFAULT_OUTLINE_CHAPTERS = 3;
/** Spec 002 §9: a chapter's content preview, and a chapter's excerpt where chapters are listed. */
export const CONTENT_PREVIEW_CHARS = 500;
export const LIST_EXCERPT_CHARS = 100;
/** Spec 002 §7: generate-chapter sees up to 5 following outlines. */
export const NEXT_CHAPTERS_MAX = 5;

export const CHAPTER_TITLE_MAX = 150;
export const CHAPTER_OUTLINE_MAX = 3000;
/** A long chapter is 1,200 words (~7,500 characters); an author may write more by hand. */
export const CHAPTER_CONTENT_MAX = 30_000;
export const LOCATION_MAX = 80;
export const ACTION_OPTIONS_MAX = 10;
export const ACTION_TEXT_MAX = 200;
export const ACTION_DESCRIPTION_MAX = 500;
export const DIRECTION_MAX = 1000;

const tooLong = (label: string, max: number) => `${label} is too long (${max} characters at most)`;
/** A missing field says the same as a blank one ("… is required"), not Zod's type message. */
const required = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === "invalid_type" ? message : undefined),
});

const chapterNumber = z.number().int().min(1).max(CHAPTER_COUNT.max);
const characterList = z.array(z.string().trim().min(1).max(80)).max(20);
const location = z.string().trim().max(LOCATION_MAX, tooLong("Location", LOCATION_MAX));

export const ActionOptionInput = z.object({
  id: z.string().trim().min(1).max(100),
  text: z
    .string(required(OUTLINE_MESSAGES.actionTextRequired))
    .trim()
    .min(1, OUTLINE_MESSAGES.actionTextRequired)
    .max(ACTION_TEXT_MAX, tooLong("Action text", ACTION_TEXT_MAX)),
  description: z
    .string()
    .trim()
    .max(ACTION_DESCRIPTION_MAX, tooLong("Action description", ACTION_DESCRIPTION_MAX))
    .optional(),
  /** The chapter this action leads to; none means the next one. */
  targetChapter: chapterNumber.nullable().optional(),
});
export type ActionOptionInput = z.input<typeof ActionOptionInput>;

// ---- POST /api/games/{id}/story-outline-chapters --------------------------------------------

/**
 * One chapter, created or updated: the chapter with this `id`, else the one at `chapterNumber`.
 * A number past the end appends (numbers stay 1..n); a game with no chapters starts from the 3
 * empty ones the planner shows.
 */
export const SaveOutlineChapterRequest = z.object({
  id: z.string().trim().min(1).max(100).optional(),
  chapterNumber,
  title: z.string().trim().max(CHAPTER_TITLE_MAX, tooLong("Chapter title", CHAPTER_TITLE_MAX)).default(""),
  outline: z
    .string()
    .trim()
    .max(CHAPTER_OUTLINE_MAX, tooLong("Chapter outline", CHAPTER_OUTLINE_MAX))
    .default(""),
  content: z
    .string()
    .max(CHAPTER_CONTENT_MAX, tooLong("Chapter content", CHAPTER_CONTENT_MAX))
    .nullable()
    .default(null),
  selectedCharacters: characterList.default([]),
  selectedLocation: location.default(""),
  isGenerated: z.boolean().default(false),
  actionOptions: z.array(ActionOptionInput).max(ACTION_OPTIONS_MAX).default([]),
  /**
   * What the save is (ADR 027), for the story's History: typing and edits ("Story Builder
   * edit", a burst kept as one revision), a generated chapter ("Story Builder: write chapter
   * N") or a regenerated one ("Regenerate chapter N").
   */
  reason: z.enum(["edit", "generate", "regenerate", "clear"]).default("edit"),
});
export type SaveOutlineChapterRequest = z.input<typeof SaveOutlineChapterRequest>;

/**
 * The saved chapter, its content as the story holds it; `undoRevisionId` is the revision that
 * keeps the story from before the save (the toast's Undo), null when the story did not change.
 */
export const SaveOutlineChapterResponse = OutlineChapterView.extend({
  undoRevisionId: z.string().nullable().optional(),
});
export type SaveOutlineChapterResponse = z.infer<typeof SaveOutlineChapterResponse>;

/**
 * Reorder, insert and remove answer the renumbered list (spec 002's shape); the revision that
 * keeps the story from before the write, when it changed, comes in this header.
 */
export const UNDO_REVISION_HEADER = "x-undo-revision-id";

export const ReorderChaptersRequest = z.object({
  fromIndex: z.number().int().min(0),
  toIndex: z.number().int().min(0),
});
export const InsertChapterRequest = z.object({ afterChapterNumber: z.number().int().min(0) });
export const RemoveLocationRequest = z.object({
  location: z
    .string(required(OUTLINE_MESSAGES.locationRequired))
    .trim()
    .min(1, OUTLINE_MESSAGES.locationRequired)
    .max(LOCATION_MAX),
});
export const ChapterIdParams = z.object({
  id: z.string().min(1).max(100),
  chapterId: z.string().min(1).max(100),
});

// ---- the AI's calls ------------------------------------------------------------------------

const requiredTitle = z
  .string(required(OUTLINE_MESSAGES.chapterRequired))
  .trim()
  .min(1, OUTLINE_MESSAGES.chapterRequired)
  .max(CHAPTER_TITLE_MAX, tooLong("Chapter title", CHAPTER_TITLE_MAX));
const requiredOutline = z
  .string(required(OUTLINE_MESSAGES.chapterRequired))
  .trim()
  .min(1, OUTLINE_MESSAGES.chapterRequired)
  .max(CHAPTER_OUTLINE_MAX, tooLong("Chapter outline", CHAPTER_OUTLINE_MAX));

const PreviousChapter = z.object({
  chapterNumber,
  title: z.string().trim().max(CHAPTER_TITLE_MAX).default(""),
  content: z.string().max(CHAPTER_CONTENT_MAX).nullable().default(""),
});
const NextChapter = z.object({
  chapterNumber,
  title: z.string().trim().max(CHAPTER_TITLE_MAX).default(""),
  outline: z.string().trim().max(CHAPTER_OUTLINE_MAX).default(""),
});

/** Spec 002 §7 `generate-chapter`: the chapter, what came before it, and up to 5 that follow. */
export const GenerateChapterRequest = z.object({
  chapterNumber,
  chapterTitle: requiredTitle,
  chapterDescription: requiredOutline,
  /** Names (or ids) of the game's characters in this chapter. */
  selectedCharacters: characterList.default([]),
  selectedLocation: location.default(""),
  previousChapters: z.array(PreviousChapter).max(CHAPTER_COUNT.max).default([]),
  nextChapters: z.array(NextChapter).max(NEXT_CHAPTERS_MAX).default([]),
  precedingChapterNumber: z.number().int().min(0).nullable().optional(),
});
export type GenerateChapterRequest = z.input<typeof GenerateChapterRequest>;

/** The planner's Regenerate: the same context, the current text, and an optional direction. */
export const RegenerateChapterRequest = GenerateChapterRequest.extend({
  currentContent: z.string().max(CHAPTER_CONTENT_MAX).default(""),
  direction: z.string().trim().max(DIRECTION_MAX, tooLong("Direction", DIRECTION_MAX)).default(""),
});
export type RegenerateChapterRequest = z.input<typeof RegenerateChapterRequest>;

export const ChapterContentResponse = z.object({ content: z.string() });

/** Spec 002 §7 `rewrite-chapter-title`. */
export const RewriteChapterTitleRequest = z.object({
  chapterNumber,
  currentTitle: z
    .string(required(OUTLINE_MESSAGES.titleRequired))
    .trim()
    .min(1, OUTLINE_MESSAGES.titleRequired)
    .max(CHAPTER_TITLE_MAX, tooLong("Chapter title", CHAPTER_TITLE_MAX)),
  chapterDescription: z.string().trim().max(CHAPTER_OUTLINE_MAX).default(""),
  previousChapters: z
    .array(PreviousChapter.partial({ content: true }))
    .max(CHAPTER_COUNT.max)
    .default([]),
});
export type RewriteChapterTitleRequest = z.input<typeof RewriteChapterTitleRequest>;
export const RewriteChapterTitleResponse = z.object({ newTitle: z.string() });
