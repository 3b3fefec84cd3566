import { z } from "zod";

/** The public gallery, GET /api/explore (issue 34): published games their creators made public. */

export const EXPLORE_SORTS = ["newest", "most-played", "most-finished"] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
export const EXPLORE_PAGE_SIZE = 12;
export const EXPLORE_QUERY_MAX = 100;
/** A card's description is cut to this many characters (with an ellipsis). */
export const EXPLORE_DESCRIPTION_CHARS = 200;

export const ExploreQuery = z.object({
  q: z
    .string()
    .trim()
    .max(EXPLORE_QUERY_MAX, `Search must be at most ${EXPLORE_QUERY_MAX} characters`)
    .optional(),
  genre: z.string().trim().max(50, "Genre must be at most 50 characters").optional(),
  sort: z
    .enum(EXPLORE_SORTS, { error: "sort must be newest, most-played or most-finished" })
    .default("newest"),
  /** "true": only games made for children (child mode). */
  childSafe: z.enum(["true", "false"], { error: "childSafe must be true or false" }).optional(),
  /** The opaque `nextCursor` of the page before. */
  cursor: z.string().max(300, "Invalid cursor").optional(),
});
export type ExploreQuery = z.input<typeof ExploreQuery>;

export const ExploreGame = z.object({
  id: z.string(),
  shareSlug: z.string(),
  title: z.string(),
  genre: z.string(),
  /** Cut to EXPLORE_DESCRIPTION_CHARS; null when the creator wrote none. */
  description: z.string().nullable(),
  creatorName: z.string(),
  childMode: z.boolean(),
  /** Play sessions players started (the creator's previews not counted). */
  playCount: z.number().int().min(0),
  /** Of those, runs that reached an ending or the story's last stretch. */
  finishCount: z.number().int().min(0),
  /** The opening chapter's picture; null: the client draws the genre's art. */
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type ExploreGame = z.infer<typeof ExploreGame>;

export const ExploreResponse = z.object({
  games: z.array(ExploreGame),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ExploreResponse = z.infer<typeof ExploreResponse>;

export const ExploreMessages = {
  badCursor: "Invalid cursor: start the list again",
} as const;
