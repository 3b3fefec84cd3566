import { z } from "zod";
import { StoryWriter } from "./edit-game";

/**
 * The Adaptive Story page's Complete Story Generator (spec 002 §2, §3, §4, §5, §7, §8, §9;
 * ADR 018): a background job writes 5–10 long-form chapters, the page follows its progress,
 * then edits a chapter or has it rewritten with a direction.
 */

/** Spec 002 §9: complete generation covers 5 to 10 chapters, 8 when the total is unknown. */
export const COMPLETE_STORY_CHAPTERS = { min: 5, max: 10, unknown: 8 } as const;

/** Spec 002 §9: the page polls every 2 s, at most 150 times (5 minutes), then gives up. */
export const PROGRESS_POLL_MS = 2000;
export const PROGRESS_MAX_POLLS = 150;
/**
 * Progress streams one user may hold open at once (ADR 018): a few tabs' worth. The next is
 * refused with 429 and the page falls back to polling.
 */
export const PROGRESS_STREAMS_PER_USER = 4;

export const CHAPTER_TITLE_MAX = 150;
/** A long chapter is ~1,200 words (~7,500 characters); an author may write more by hand. */
export const CHAPTER_CONTENT_MAX = 30_000;
export const DIRECTION_MAX = 1000;

export const COMPLETE_STORY_MESSAGES = {
  /** §5 */
  directionRequired: "Please provide direction for regeneration.",
  /** §5 ("Empty edited content is rejected"). */
  contentEmpty: "Content cannot be empty.",
  titleRequired: "Chapter title is required.",
  chapterNotFound: "Chapter not found",
  /** The job's error when a model call kept failing after its retries. */
  chapterFailed: "The AI could not write chapter {n}. Please try again.",
  planFailed: "The AI could not plan the story. Please try again.",
  /** The job's error when something other than the model failed, after the job's own retries. */
  failed: "Story generation failed. Please try again.",
  /** 429 on the progress stream: every slot of the user's is taken. */
  tooManyStreams: `Too many progress streams are open for your account (at most ${PROGRESS_STREAMS_PER_USER}). Close another tab following a story and try again.`,
} as const;

/** Spec 002 §8: the page's toasts (titles, then descriptions). */
export const COMPLETE_STORY_TOASTS = {
  startFailed: { title: "Generation Failed", description: "Failed to start story generation" },
  timeout: {
    title: "Generation Timeout",
    description: "Story generation is taking longer than expected. Check back in a few minutes.",
  },
  saveFailed: { title: "Save Failed", description: "Failed to save chapter changes" },
  regenerationFailed: { title: "Regeneration Failed", description: "Failed to regenerate the chapter" },
} as const;

/**
 * idle: never generated (or cleared by Delete all scenes); the other three are the spec's
 * (§3: "generating, completed, error are shown").
 */
export const STORY_STATUSES = ["idle", "generating", "completed", "error"] as const;
export const StoryStatus = z.enum(STORY_STATUSES);
export type StoryStatus = z.infer<typeof StoryStatus>;

/** The revision that keeps the story a write replaced: the toast's Undo restores it (ADR 027). */
const undoRevisionId = z.string().nullable().optional();

/** Spec 002 §3, complete-story chapter. */
export const CompleteStoryChapter = z.object({
  id: z.string(),
  chapterNumber: z.number().int().min(1),
  title: z.string(),
  content: z.string(),
  /**
   * The chapter's picture (GET /api/story-chapters/{id}/image), drawn as it is written; null
   * while it is being drawn, or when drawing it failed (the chapter stands without one).
   */
  imageUrl: z.string().nullable(),
});
export type CompleteStoryChapter = z.infer<typeof CompleteStoryChapter>;

/** What an edit or a regeneration answers: the chapter, and the story it replaced (Undo). */
export const WrittenStoryChapter = CompleteStoryChapter.extend({ undoRevisionId });
export type WrittenStoryChapter = z.infer<typeof WrittenStoryChapter>;

/**
 * The game's written story as a whole (ADR 027), whichever tool wrote it: the page's banner names
 * it, and starting a fresh generation asks before replacing it.
 */
export const WrittenStorySummary = z.object({
  /** Null for a story written before tools were recorded. */
  writtenBy: StoryWriter.nullable(),
  chapters: z.number().int().min(0),
  scenes: z.number().int().min(0),
});
export type WrittenStorySummary = z.infer<typeof WrittenStorySummary>;

/** Spec 002 §3, complete-story progress: what POST generate, GET progress and the stream answer. */
export const CompleteStoryProgress = z.object({
  status: StoryStatus,
  /** 0–100; 100 only once completed. */
  progress: z.number().int().min(0).max(100),
  /**
   * The chapter being worked on, counted in order (the first not yet written), for "Chapter N
   * of M"; totalChapters once completed; 0 before anything started.
   */
  currentChapter: z.number().int().min(0),
  totalChapters: z.number().int().min(0),
  /** The chapters written so far, in order. */
  chapters: z.array(CompleteStoryChapter),
  error: z.string().nullable(),
  /** The game's written story (null: none yet); a chapter's `content` is as the story holds it. */
  story: WrittenStorySummary.nullable().optional(),
  /** Start (a fresh story) and delete: the story they replaced, for Undo. */
  undoRevisionId,
});
export type CompleteStoryProgress = z.infer<typeof CompleteStoryProgress>;

export const ChapterParams = z.object({
  id: z.string().trim().min(1).max(100),
  chapterId: z.string().trim().min(1).max(100),
});

/** GET /api/story-chapters/{id}/image: a complete-story chapter's picture. */
export const StoryChapterImageParams = z.object({ id: z.string().trim().min(1).max(100) });
/** Where a complete-story chapter's picture is served (its `imageUrl`, and play's chapter start). */
export const chapterImagePath = (chapterId: string) =>
  `/api/story-chapters/${encodeURIComponent(chapterId)}/image`;

/** A missing field says the same as a blank one, not Zod's type message. */
const required = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === "invalid_type" ? message : undefined),
});

/** PATCH /api/games/{id}/complete-story/chapters/{chapterId} */
export const UpdateStoryChapterRequest = z.object({
  title: z
    .string(required(COMPLETE_STORY_MESSAGES.titleRequired))
    .trim()
    .min(1, COMPLETE_STORY_MESSAGES.titleRequired)
    .max(CHAPTER_TITLE_MAX, `Chapter title is too long (${CHAPTER_TITLE_MAX} characters at most)`),
  content: z
    .string(required(COMPLETE_STORY_MESSAGES.contentEmpty))
    .trim()
    .min(1, COMPLETE_STORY_MESSAGES.contentEmpty)
    .max(CHAPTER_CONTENT_MAX, `Content is too long (${CHAPTER_CONTENT_MAX} characters at most)`),
});
export type UpdateStoryChapterRequest = z.infer<typeof UpdateStoryChapterRequest>;

/** POST /api/games/{id}/complete-story/chapters/{chapterId}/regenerate */
export const RegenerateStoryChapterRequest = z.object({
  direction: z
    .string(required(COMPLETE_STORY_MESSAGES.directionRequired))
    .trim()
    .min(1, COMPLETE_STORY_MESSAGES.directionRequired)
    .max(DIRECTION_MAX, `Direction is too long (${DIRECTION_MAX} characters at most)`),
});
export type RegenerateStoryChapterRequest = z.infer<typeof RegenerateStoryChapterRequest>;

/** Spec 002 §9: the total the page shows while the server has not said one. */
export function displayedTotal(progress: Pick<CompleteStoryProgress, "totalChapters">): number {
  return progress.totalChapters > 0 ? progress.totalChapters : COMPLETE_STORY_CHAPTERS.unknown;
}
