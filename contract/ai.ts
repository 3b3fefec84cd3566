import { z } from "zod";
import { CHAPTER_COUNT } from "./constants";
import { TurnCharacterEvent } from "./progression";

// ---- Shared story shapes -------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);

export const InventoryItem = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  description: z.string(),
  image: z.string().nullable().optional(),
});
export type InventoryItem = z.infer<typeof InventoryItem>;

/** Spec 000 §3. The engine (server/game/rules.ts) is the only writer of this. */
export const PlayerState = z.object({
  health: z.number().int(),
  maxHealth: z.number().int(),
  level: z.number().int(),
  experience: z.number().int(),
  inventory: z.array(InventoryItem),
  currentLocation: z.string(),
  achievements: z.array(z.string()),
});
export type PlayerState = z.infer<typeof PlayerState>;

export const DEFAULT_PLAYER_STATE: PlayerState = {
  health: 100,
  maxHealth: 100,
  level: 1,
  experience: 0,
  inventory: [],
  currentLocation: "Starting location",
  achievements: [],
};

/** What a narrator proposes; the rules engine validates and clamps it. */
export const StateChanges = z.object({
  healthDelta: z.number().int().min(-100).max(100).optional(),
  experienceDelta: z.number().int().min(0).max(500).optional(),
  addItems: z
    .array(
      z.object({ name: text(60).min(1), type: text(30).default("item"), description: text(300).default("") }),
    )
    .max(5)
    .optional(),
  removeItems: z.array(text(60)).max(5).optional(),
  achievements: z.array(text(80).min(1)).max(3).optional(),
  location: text(80).min(1).optional(),
  /** Added to the story's completion percent (0..100). */
  progressDelta: z.number().min(0).max(100).optional(),
});
export type StateChanges = z.infer<typeof StateChanges>;

/** The structured part of a turn, after the prose. */
export const TurnOutcome = z.object({
  sceneTitle: text(100).min(1),
  // Issue 3: "3–4 distinct choices that each make sense". A closing scene (health 0) has none,
  // but that one is the engine's (fallenScene), never a narrator's outcome.
  choices: z.array(text(120).min(1)).min(3).max(4),
  quickActions: z.array(text(40).min(1)).max(6),
  changes: StateChanges,
  systemMessage: z.string().nullable(),
  /**
   * The game's characters this scene touched, in the narrator's own words (ADR 013). A narrator
   * that reports none may leave it out.
   */
  characterEvents: z.array(TurnCharacterEvent).max(3).default([]),
});
export type TurnOutcome = z.infer<typeof TurnOutcome>;

/** A character as the AI drafts it (spec 001 §7). */
export const DraftCharacter = z.object({
  name: text(80).min(1),
  role: text(120).min(1),
  characterType: text(40).min(1),
  description: text(1500),
});
export type DraftCharacter = z.infer<typeof DraftCharacter>;

/** A character as the creation forms send it. */
export const CharacterInput = z.object({
  name: text(80).min(1, "Character name is required"),
  role: text(120).min(1, "Character role is required"),
  characterType: text(40).default("supporting"),
  description: text(3000).optional().nullable(),
  isRealPerson: z.boolean().default(false),
  age: z.number().int().min(0).max(200).nullable().optional(),
  height: text(40).nullable().optional(),
  eyeColor: text(40).nullable().optional(),
  hairColor: text(40).nullable().optional(),
  physique: text(80).nullable().optional(),
  personality: text(500).nullable().optional(),
  background: text(1500).nullable().optional(),
});
export type CharacterInput = z.input<typeof CharacterInput>;

export const OutlineChapter = z.object({
  chapterNumber: z.number().int().min(1),
  title: text(150).min(1),
  outline: text(3000),
  selectedCharacters: z.array(text(80)).max(20),
  selectedLocation: text(80),
});
export type OutlineChapter = z.infer<typeof OutlineChapter>;

const Genre = text(40).min(1, "Genre is required");
const chapterCount = z
  .number()
  .int()
  .min(CHAPTER_COUNT.min, "At least 5 chapters required")
  .max(CHAPTER_COUNT.max, "Maximum 100 chapters");

// ---- /api/ai requests and answers (spec 001 §7) ---------------------------------------------

export const CharactersRequest = z.object({
  storyline: text(5000).min(1, "A storyline is required to generate characters"),
  genre: Genre,
  childMode: z.boolean().default(false),
  count: z.number().int().min(1).max(8).default(3),
  /** The author's additional instructions: the built-in writer follows them, never pastes them. */
  instructions: text(2000).optional(),
});
export const CharactersResponse = z.object({ characters: z.array(DraftCharacter) });

export const OutlineRequest = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(100, "Title too long"),
  genre: Genre,
  childMode: z.boolean().default(false),
  chapterCount: chapterCount.default(CHAPTER_COUNT.default),
  storyline: text(5000).default(""),
  characters: z
    .array(CharacterInput.partial({ role: true, characterType: true }))
    .max(30)
    .default([]),
  /** The author's additional instructions: the built-in writer follows them, never pastes them. */
  instructions: text(2000).optional(),
});
export const OutlineResponse = z.object({
  chapters: z.array(OutlineChapter),
  mainCharacters: z.array(DraftCharacter),
  commonLocations: z.array(z.string()),
});
export type OutlineResult = z.infer<typeof OutlineResponse>;

export const BiographyRequest = z.object({ name: text(120).min(1, "Name is required") });
export const BiographyResponse = z.object({ biography: z.string() });

const OriginalCharacter = z.object({
  name: text(80).min(1),
  role: text(120).default(""),
  characterType: text(40).optional(),
  description: text(3000).nullable().optional(),
});

/**
 * A chapter of the original story as a sequel reads it. The Story Builder makes untitled
 * chapters (its three empty ones, an inserted one): such a chapter is sent as "Chapter N"
 * rather than refused (issue 30 item 4), by the client and, for any other caller, here.
 */
const OriginalChapter = OutlineChapter.partial({ selectedCharacters: true, selectedLocation: true })
  .extend({ title: text(150) })
  .transform((c) => ({ ...c, title: c.title || `Chapter ${c.chapterNumber}` }));

// Spec 001 §5, the sequel form's messages, word for word.
export const SequelOutlineRequest = z.object({
  title: z
    .string({ error: "Sequel title is required" })
    .trim()
    .min(1, "Sequel title is required")
    .max(100, "Title too long"),
  genre: z
    .string({ error: "Please select a genre for the sequel" })
    .trim()
    .min(1, "Please select a genre for the sequel")
    .max(40),
  childMode: z.boolean().default(false),
  sequelStoryline: z
    .string({ error: "Sequel storyline must be at least 20 characters" })
    .trim()
    .min(20, "Sequel storyline must be at least 20 characters")
    .max(2000, "Storyline too long"),
  chapterCount: chapterCount.default(40),
  originalTitle: text(100).min(1),
  originalChapters: z.array(OriginalChapter).max(100),
  originalCharacters: z.array(OriginalCharacter).max(50),
  originalLocations: z.array(text(80)).max(100).default([]),
});

export const SequelIdeasRequest = z.object({
  originalTitle: text(100).min(1),
  genre: Genre,
  originalChapters: z.array(OriginalChapter).max(100),
  originalCharacters: z.array(OriginalCharacter).max(50),
  childMode: z.boolean().default(false),
  userIdeas: text(2000).optional(),
});
/** Under 20 characters of ideas: suggestions; otherwise the ideas enhanced. */
export const SequelIdeasResponse = z.union([
  z.object({ suggestions: z.array(z.string()).min(1) }),
  z.object({ enhancedStoryline: z.string() }),
]);
export type SequelIdeasResult = z.infer<typeof SequelIdeasResponse>;
export const SEQUEL_IDEAS_THRESHOLD = 20;

export const AssistType = z.enum(["storyline", "characters", "scenes"]);
export const AssistRequest = z.object({
  type: AssistType,
  genre: Genre,
  storyline: text(5000).default(""),
  prompt: text(1000).optional(),
});
export const ContentResponse = z.object({ content: z.string() });

// ---- A complete branching story (GAPS.md "Story content"; stored as games.storyBeats) --------

export const StoryChoice = z.object({
  id: z.string().min(1),
  text: text(200).min(1),
  /** The scene this choice leads to; every choice of a non-ending scene has one. */
  leadsToScene: z.string().min(1),
  leadsToChapter: z.string().nullable().optional(),
  leadsToEnding: z.string().nullable().optional(),
});
export const StoryScene = z.object({
  id: z.string().min(1),
  title: text(120).min(1),
  description: text(8000).min(1),
  isEndingScene: z.boolean(),
  choices: z.array(StoryChoice).max(4),
});
export const StoryChapter = z.object({
  id: z.string().min(1),
  title: text(150).min(1),
  scenes: z.array(StoryScene).min(1),
});

/**
 * Chapters → scenes → choices, plus the endings. Every choice leads to a scene that exists,
 * an ending scene has no choices and any other scene has at least one, and there is at least
 * one ending: a player can never get stuck.
 */
export const CompleteStory = z
  .object({
    chapters: z.array(StoryChapter).min(1),
    endings: z.array(z.object({ id: z.string().min(1), title: text(150).min(1) })).min(1),
  })
  .superRefine((story, ctx) => {
    const scenes = new Map(story.chapters.flatMap((c) => c.scenes.map((s) => [s.id, s] as const)));
    const count = story.chapters.reduce((n, c) => n + c.scenes.length, 0);
    if (scenes.size !== count) ctx.addIssue({ code: "custom", message: "scene ids must be unique" });
    for (const scene of scenes.values()) {
      if (scene.isEndingScene && scene.choices.length > 0)
        ctx.addIssue({ code: "custom", message: `ending scene ${scene.id} must have no choices` });
      if (!scene.isEndingScene && scene.choices.length === 0)
        ctx.addIssue({ code: "custom", message: `scene ${scene.id} needs at least one choice` });
      for (const choice of scene.choices)
        if (!scenes.has(choice.leadsToScene))
          ctx.addIssue({ code: "custom", message: `choice ${choice.id} leads to a missing scene` });
    }
    for (const ending of story.endings)
      if (!scenes.get(ending.id)?.isEndingScene)
        ctx.addIssue({ code: "custom", message: `ending ${ending.id} is not an ending scene` });
  });
export type CompleteStory = z.infer<typeof CompleteStory>;
