import { z } from "zod";
import type { StoryBeats } from "./edit-game";

/**
 * Story revisions (issue 29, ADR 027): every write that changes a game's written story keeps the
 * story as it was first, so that any write can be undone.
 */

/** Kept per game: the newest 50, and every one from the last 30 days (whichever keeps more). */
export const REVISIONS_KEPT = 50;
export const REVISIONS_KEPT_DAYS = 30;
/**
 * Bytes of kept stories per user, whatever their age: past it the oldest go first, but a game's
 * newest revision is always kept (so the last write can always be undone).
 */
export const REVISION_BYTES_PER_USER_MAX = 256 * 1024 * 1024;

export const RevisionSummary = z.object({
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  changed: z.number().int().min(0),
  /** Scenes only moved on the Story Map (issue 35): their text, choices and all else the same. Absent in older revisions. */
  moved: z.number().int().min(0).optional(),
});
export type RevisionSummary = z.infer<typeof RevisionSummary>;

/** One line of the History panel. */
export const RevisionItem = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** What made the write that replaced this story, e.g. "Story Editor save". */
  madeBy: z.string(),
  /** What that write did, going from this story to the next. */
  summary: RevisionSummary,
  /** Scenes in the story kept. */
  sceneCount: z.number().int().min(0),
});
export type RevisionItem = z.infer<typeof RevisionItem>;

/** GET /api/games/{id}/revisions — newest first. */
export const RevisionList = z.object({ revisions: z.array(RevisionItem) });
export type RevisionList = z.infer<typeof RevisionList>;

/** GET /api/games/{id}/revisions/{revisionId} — the story as it was (null: there was none). */
export const Revision = RevisionItem.extend({
  /**
   * As it was stored: a story some earlier version wrote need not pass today's Story Editor
   * checks, and reading it must not fail for that (PATCH validates what comes back).
   */
  story: z
    .custom<StoryBeats>(
      (v) => typeof v === "object" && v !== null && Array.isArray((v as StoryBeats).chapters),
    )
    .nullable(),
});
export type Revision = z.input<typeof Revision>;

export const RevisionParams = z.object({
  id: z.string().trim().min(1).max(100),
  revisionId: z.string().trim().min(1).max(100),
});

/**
 * POST /api/games/{id}/revisions/{revisionId}/restore — the story is back; the story it replaced
 * is itself kept (`undoRevisionId`), so a restore can be undone too.
 */
export const RestoreRevisionResponse = z.object({
  sceneCount: z.number().int().min(0),
  undoRevisionId: z.string().nullable(),
});
export type RestoreRevisionResponse = z.infer<typeof RestoreRevisionResponse>;

/**
 * JSON with keys sorted and undefined members left out: jsonb hands keys back in its own order,
 * so two equal stories (or scenes) may differ as text. The server's "did the write change the
 * story" and the History panel's "what differs" compare with it.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .filter((k) => v[k] !== undefined)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

export const RevisionMessages = {
  notFound: "Revision not found",
  restored: "Story restored",
  generating:
    "The Complete Story Generator is still writing this story. Stop it on the Story Builder page, then restore.",
} as const;
