import { z } from "zod";
import { PlayerState } from "./ai";
import { ActiveWriter } from "./ai-settings";
import { SCENE_EDIT_MAX_CHARS } from "./constants";

export const ACTION_MAX_CHARS = 500;

/** Spec 000 §3: a plain string, or an object; objects with hasScene false are hidden. */
export const Choice = z.union([
  z.string(),
  z.object({
    text: z.string(),
    outcome: z.string().optional(),
    characterImpact: z.string().optional(),
    type: z.string().optional(),
    hasScene: z.boolean().optional(),
  }),
]);
export type Choice = z.infer<typeof Choice>;

export const ActionHistoryEntry = z.object({
  id: z.string(),
  playerAction: z.string(),
  gameResponse: z.string(),
});

/**
 * Every answer that carries a session or a scene stays small whatever the story's size (issue 28
 * F10): the current scene, its choices, the recent history cut short, and a summary of the story.
 */
export const PLAY_SUMMARY_CHAPTERS = 100;
export const PLAY_SUMMARY_TITLE_CHARS = 80;
/** Recent Actions shows a past scene's first 100 characters (spec 000 §2): more is not sent. */
export const HISTORY_RESPONSE_CHARS = 1000;

/** The game as the play screen needs it (spec 000 §3, "Game (play)"). */
export const PlayGame = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  genre: z.string(),
  creatorId: z.string().nullable(),
  creatorName: z.string(),
  childMode: z.boolean(),
  gameplayMode: z.enum(["interactive", "linear", "story-only"]),
  useCompleteStorySystem: z.boolean(),
  hasStructuredStory: z.boolean(),
  allowRegeneration: z.boolean(),
  shareSlug: z.string(),
  /**
   * Who writes this game's scenes (issue 32): its creator's own connection, else the site's
   * writer — the built-in offline storyteller when neither has a model. Play's About names it.
   */
  writer: ActiveWriter.optional(),
  /** The written story, summed up: play is sent one scene at a time, never the whole story. */
  storyBeats: z
    .object({
      /** Its first PLAY_SUMMARY_CHAPTERS chapters, each title cut to PLAY_SUMMARY_TITLE_CHARS. */
      chapters: z.array(z.object({ title: z.string(), sceneCount: z.number().int() })),
      chapterCount: z.number().int(),
      sceneCount: z.number().int(),
    })
    .nullable(),
});
export type PlayGame = z.infer<typeof PlayGame>;

const SceneFields = {
  playerState: PlayerState,
  gameProgress: z.number(),
  actionHistory: z.array(ActionHistoryEntry),
  choices: z.array(Choice),
  quickActions: z.array(z.string()),
  currentSceneNumber: z.number().int(),
  chapterTitle: z.string().nullable(),
  sceneTitle: z.string().nullable(),
  systemMessage: z.string().nullable(),
  /**
   * The run is over at this scene (the player fell, or a written story reached an ending): the
   * server refuses any further action, so the play screen offers Roll Back and a new game.
   */
  ended: z.boolean(),
  /**
   * The picture of the chapter this scene opens, when the story came from the Complete Story
   * Generator (issue 30 item 7); null elsewhere. It may be missing (drawing it failed): a 404.
   */
  chapterImageUrl: z.string().nullable().optional(),
  /**
   * Redo can bring back a scene Roll back left (issue 33): true until the player takes a new
   * action. Sent with the session and with Redo's own answer; absent elsewhere (false).
   */
  canRedo: z.boolean().optional(),
};

export const SessionData = z.object({
  game: PlayGame,
  currentScene: z.string(),
  sessionToken: z.string(),
  /** The owner's preview of a game (`?preview=true`): not listed in Continue Playing. */
  previewMode: z.boolean(),
  ...SceneFields,
});
export type SessionData = z.infer<typeof SessionData>;

/** POST /api/sessions/{token}/claim: the signed-in player takes the session they played as a visitor. */
export const ClaimSessionResponse = z.object({ claimed: z.literal(true) });

export const ActionResponse = z.object({ sceneDescription: z.string(), ...SceneFields });
export type ActionResponse = z.infer<typeof ActionResponse>;

export const NextChapterResponse = ActionResponse.extend({ advancedToBeat: z.string() });
export const RollbackResponse = z.object({ newSceneNumber: z.number().int() });

export { SCENE_EDIT_MAX_CHARS };

/** PUT /api/sessions/{t}/scene: the player's own words for the latest scene, for this run only. */
export const EditSceneBody = z.object({
  text: z
    .string({ error: "Scene text is required" })
    .trim()
    .min(1, "Scene text is required")
    .max(SCENE_EDIT_MAX_CHARS, `Scene text must be at most ${SCENE_EDIT_MAX_CHARS} characters`),
});

/** The run on screen (issue 33 item 2): one page of the scenes before a scene, oldest first. */
export const TRANSCRIPT_PAGE_MAX = 100;
export const TranscriptQuery = z.object({
  /** Scenes numbered below this one; by default, those before the current scene. */
  before: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(TRANSCRIPT_PAGE_MAX).default(50),
});
export const TranscriptScene = z.object({
  id: z.string(),
  sceneNumber: z.number().int(),
  /** The player's action that led to this scene; null for the opening. */
  action: z.string().nullable(),
  sceneTitle: z.string().nullable(),
  chapterTitle: z.string().nullable(),
  text: z.string(),
});
export type TranscriptScene = z.infer<typeof TranscriptScene>;
export const TranscriptResponse = z.object({
  scenes: z.array(TranscriptScene),
  /** Earlier scenes remain: ask again with `before` set to the first scene's number. */
  hasMore: z.boolean(),
});
export type TranscriptResponse = z.infer<typeof TranscriptResponse>;

const sessionToken = z
  .string({
    // A missing token and a token of the wrong type are different mistakes: name each.
    error: (issue) =>
      issue.input === undefined ? "sessionToken is required" : "sessionToken is not a valid session token",
  })
  .min(20, "sessionToken is not a valid session token")
  .max(100, "sessionToken is not a valid session token");

export const StartSessionBody = z.object({
  gameSlug: z.string({ error: "gameSlug is required" }).trim().min(1, "gameSlug is required").max(120),
  previewMode: z.boolean().optional().default(false),
  /** Preview from here: the owner's preview opens at this scene of the saved written story. */
  startScene: z.string().trim().min(1, "startScene is empty").max(100, "startScene is too long").optional(),
});

export const ActionBody = z.object({
  action: z
    .string({ error: "Action is required" })
    .trim()
    .min(1, "Action is required")
    .max(ACTION_MAX_CHARS, `Action must be at most ${ACTION_MAX_CHARS} characters`),
});

export const SessionTokenParams = z.object({ sessionToken });

// ---- Saves ----------------------------------------------------------------------------------

export const SAVE_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const SAVE_CODE_DAYS = 30;
/**
 * A code is `SAVE-` and 12 characters of the 32 above: 60 bits, so that guessing one is hopeless
 * without any site-wide limit that a guesser could trip against everyone (ADR 015).
 */
export const SAVE_CODE_LENGTH = 12;
/** Codes made before codes grew to 12 characters had 6; they keep loading until they expire. */
export const LEGACY_SAVE_CODE_LENGTH = 6;
export const SAVE_CODE_PATTERN = /^SAVE-(?:[A-HJ-NP-Z2-9]{12}|[A-HJ-NP-Z2-9]{6})$/;
/** What a code field accepts: a code, with room for stray spaces trimmed before it is sent. */
export const SAVE_CODE_INPUT_MAX_CHARS = 20;

export const AutoSave = z.object({
  id: z.string(),
  saveName: z.string(),
  sceneNumber: z.number().int(),
  createdAt: z.string(),
  gameProgress: z.number(),
});
export const AutoSaves = z.object({ saves: z.array(AutoSave) });

export const AnonymousSaveBody = z.object({
  sessionToken,
  saveName: z.string().trim().min(1, "Save name is required").max(100, "Save name is too long"),
});
export const AnonymousSaveResponse = z.object({ saveCode: z.string(), expiresAt: z.string() });

export const LoadAnonymousBody = z.object({
  saveCode: z
    .string({ error: "Save code is required" })
    .trim()
    .toUpperCase()
    .min(1, "Save code is required")
    .max(SAVE_CODE_INPUT_MAX_CHARS, "Save code not found or expired"),
});
export const LoadAnonymousResponse = z.object({
  sessionToken: z.string(),
  message: z.string(),
  game: z.object({ slug: z.string(), title: z.string() }),
});

/** The spec's `GET /api/sessions/{t}?loadSave={id}`: accepted, but a read (it loads nothing). */
export const LoadSaveQuery = z.object({ loadSave: z.string().max(100).optional() });
/** POST /api/sessions/{t}/load-save: returns the session to one of its auto-saves. */
export const LoadSaveBody = z.object({
  saveId: z
    .string({ error: "saveId is required" })
    .trim()
    .min(1, "saveId is required")
    .max(100, "Save not found"),
});

// ---- Continue Playing (spec 001) ------------------------------------------------------------

export const SavedGame = z.object({
  sessionToken: z.string(),
  gameTitle: z.string(),
  gameGenre: z.string(),
  gameDescription: z.string().nullable(),
  gameProgress: z.number(),
  currentSceneNumber: z.number().int(),
  lastPlayedAt: z.string(),
  shareSlug: z.string(),
});
export type SavedGame = z.infer<typeof SavedGame>;

export const SavedGamesQuery = z.object({ playerId: z.string().max(100).optional() });
export const SessionTokenBody = z.object({ sessionToken });
export const ResumeResponse = z.object({
  sessionToken: z.string(),
  game: z.object({ title: z.string(), shareSlug: z.string() }),
});
export const DownloadQuery = z.object({ format: z.enum(["story", "json"]).default("story") });
