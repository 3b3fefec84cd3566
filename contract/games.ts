import { z } from "zod";
import { StoryWriter } from "./edit-game";
import { StoryKind } from "./story-kind";

/** Spec 000 §3, "Game (dashboard)": what a card on Your Creative Studio shows. */
export const GameSummary = z.object({
  id: z.string(),
  title: z.string(),
  genre: z.string(),
  description: z.string().nullable(),
  shareSlug: z.string(),
  isDraft: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  childMode: z.boolean(),
  /** Scenes of the written story, whichever tool wrote it (0 when there are none). */
  sceneCount: z.number().int().min(0),
  /** Chapters of the written story (0 when there is none): what a generator would replace. */
  storyChapterCount: z.number().int().min(0),
  /** Which tool last wrote the story (ADR 027); null when none is recorded or there is no story. */
  writtenBy: StoryWriter.nullable(),
  /** What players get (issue 29): free play, written chapters or branching scenes. */
  storyKind: StoryKind,
  /** When the backup this game was restored from was made (ISO 8601); null when it was not restored. */
  restoredFromBackupAt: z.string().nullable(),
  /** Set when the site's moderators took the game out of the gallery (issue 34): the report's reason. */
  unlistedReason: z.string().nullable(),
});
export type GameSummary = z.infer<typeof GameSummary>;

export const GameList = z.array(GameSummary);

export const GameIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** POST /api/games/{id}/generate-story */
export const GenerateStoryResponse = z.object({
  sceneCount: z.number().int().min(1),
  /** The revision keeping the story this replaced: the toast's Undo restores it (ADR 027). */
  undoRevisionId: z.string().nullable().optional(),
});
export type GenerateStoryResponse = z.infer<typeof GenerateStoryResponse>;

/** DELETE /api/games/{id} and /api/games/{id}/scenes */
export const DeletedResponse = z.object({
  message: z.string(),
  /** Delete all scenes keeps the story as a revision: the toast's Undo restores it (ADR 027). */
  undoRevisionId: z.string().nullable().optional(),
});
export type DeletedResponse = z.infer<typeof DeletedResponse>;

export const TITLE_MAX = 100;

/** POST /api/games/{id}/duplicate — the dialog's New Game Title (spec 000 §5). */
export const DuplicateGameBody = z.object({
  newTitle: z
    .string({ error: "New game title is required" })
    .trim()
    .min(1, "New game title is required")
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`),
});
export const DuplicateGameResponse = z.object({ id: z.string(), title: z.string() });
export type DuplicateGameResponse = z.infer<typeof DuplicateGameResponse>;

/** The name part of a custom URL, before the server cleans it (GAPS.md "links"). */
export const CUSTOM_SLUG_INPUT_MAX = 120;

/** PATCH /api/games/{id}/url */
export const CustomUrlBody = z.object({
  customSlug: z
    .string({ error: "Custom URL is required" })
    .trim()
    .min(1, "Custom URL is required")
    .max(CUSTOM_SLUG_INPUT_MAX, `Custom URL must be at most ${CUSTOM_SLUG_INPUT_MAX} characters`),
});
export const CustomUrlResponse = z.object({ slug: z.string(), game: GameSummary });
export type CustomUrlResponse = z.infer<typeof CustomUrlResponse>;

/** POST /api/games/suggest-slug — keyed by title and the typed slug (spec 000 §4). */
export const SuggestSlugBody = z
  .object({
    title: z.string().trim().max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`).default(""),
    customSlug: z
      .string()
      .trim()
      .max(CUSTOM_SLUG_INPUT_MAX, `Custom URL must be at most ${CUSTOM_SLUG_INPUT_MAX} characters`)
      .default(""),
    /** The game being renamed: its own current name counts as available. */
    gameId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => b.title.length > 0 || b.customSlug.length > 0, {
    message: "A title or custom URL is required",
  });

export const MAX_SLUG_SUGGESTIONS = 5;

export const SlugSuggestion = z.object({
  displayName: z.string(),
  /** The name part; the game's unique identifier is added after it. */
  slug: z.string(),
  available: z.boolean(),
});
export type SlugSuggestion = z.infer<typeof SlugSuggestion>;
export const SuggestSlugResponse = z.object({
  alternatives: z.array(SlugSuggestion).max(MAX_SLUG_SUGGESTIONS),
});
export type SuggestSlugResponse = z.infer<typeof SuggestSlugResponse>;

/** Messages the dashboard's server answers with; tests and the client share them. */
export const GamesMessages = {
  slugTaken: "That URL is already taken. Try one of the suggested URLs.",
  slugEmpty: "Custom URL must contain letters or numbers",
  gameDeleted: "Game deleted",
  scenesDeleted: "Scenes deleted",
} as const;
