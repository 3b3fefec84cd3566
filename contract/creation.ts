import { z } from "zod";
import { OutlineChapter } from "./ai";
import {
  CHAPTER_COUNT,
  CHARACTER_TYPES_CREATE,
  SEQUEL_CHAPTER_DEFAULT,
  STORY_WRITERS,
  TITLE_MAX,
} from "./constants";
import { StoryTwee } from "./open-formats";
import { StoryKind } from "./story-kind";

/**
 * The creation flows' calls (spec 001 §5, §7, §9): Create New Adventure, Quick Start, the
 * sequel's save, outlines, and the game read back with its characters. The messages are the
 * spec's words; the server answers a 400 with the first one.
 */

/**
 * A field that is missing (or not text) says the spec's "… is required", as a blank one does;
 * Zod's own "expected string, received undefined" names no field a user can see. Only the type
 * check gets it: length checks without a message keep their own wording.
 */
const required = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === "invalid_type" ? message : undefined),
});
/** "Height is too long (40 characters at most)": which field, and what fits. */
const tooLong = (label: string, max: number) => `${label} is too long (${max} characters at most)`;
const text = (max: number, missing?: string, label?: string) =>
  z
    .string(missing ? required(missing) : undefined)
    .trim()
    .max(max, label ? tooLong(label, max) : undefined);
const optionalText = (max: number, label?: string) => text(max, undefined, label).nullable().optional();

// ---- messages ------------------------------------------------------------------------------

export const MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: "Title too long",
  genreRequired: "Genre is required",
  storylineMin: "Storyline must be at least 10 characters",
  charactersRequired: "At least one character is required",
  chaptersMin: "At least 5 chapters required",
  chaptersMax: "Maximum 100 chapters",
  characterName: "Character name is required",
  characterRole: "Character role is required",
  // The sequel form's.
  sequelTitleRequired: "Sequel title is required",
  originalRequired: "Please select an original story",
  sequelStorylineMin: "Sequel storyline must be at least 20 characters",
  sequelStorylineMax: "Storyline too long",
  sequelGenreRequired: "Please select a genre for the sequel",
  sequelCharacterFields: "Please fill in name and role fields",
  sequelCharacterDescription: "Please fill in character description",
  characterAge: "Age must be a whole number from 0 to 200",
} as const;

export const STORYLINE_MIN = 10;
export const SEQUEL_STORYLINE_MIN = 20;
export const SEQUEL_STORYLINE_MAX = 2000;

/** Spec 001 §5: "an unparsable entry falls back to 20". */
export function parseChapterCount(value: unknown, fallback: number = CHAPTER_COUNT.default): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : fallback;
  if (typeof value === "string") {
    const parsed = Number.parseInt(value.trim(), 10);
    return Number.isNaN(parsed) ? fallback : parsed;
  }
  return fallback;
}

/** 5 to 100 chapters; a missing or unparsable entry becomes `fallback`. */
export const chapterCountSchema = (fallback: number = CHAPTER_COUNT.default) =>
  z.preprocess(
    (value) => parseChapterCount(value, fallback),
    z
      .number()
      .int()
      .min(CHAPTER_COUNT.min, MESSAGES.chaptersMin)
      .max(CHAPTER_COUNT.max, MESSAGES.chaptersMax),
  );

// ---- characters ----------------------------------------------------------------------------

/** Every type either screen offers: the create list, plus the sequel editor's "minor". */
export const CHARACTER_TYPES = [...CHARACTER_TYPES_CREATE, "minor"] as const;
export const CharacterType = z.enum(CHARACTER_TYPES);
export type CharacterType = z.infer<typeof CharacterType>;

export const CHARACTER_AGE = { min: 0, max: 200 } as const;

/** Each with a message a person can act on: the create form shows them beside the field. */
export const CharacterDetails = {
  age: z
    .number({ error: MESSAGES.characterAge })
    .int(MESSAGES.characterAge)
    .min(CHARACTER_AGE.min, MESSAGES.characterAge)
    .max(CHARACTER_AGE.max, MESSAGES.characterAge)
    .nullable()
    .optional(),
  height: optionalText(40, "Height"),
  eyeColor: optionalText(40, "Eye color"),
  hairColor: optionalText(40, "Hair color"),
  physique: optionalText(80, "Physique"),
  personality: optionalText(500, "Personality"),
  background: optionalText(1500, "Background"),
};

export const NewCharacter = z.object({
  name: text(80, MESSAGES.characterName, "Name").min(1, MESSAGES.characterName),
  role: text(120, MESSAGES.characterRole, "Role").min(1, MESSAGES.characterRole),
  characterType: CharacterType.default("supporting"),
  description: optionalText(3000, "Description"),
  isRealPerson: z.boolean().default(false),
  ...CharacterDetails,
});
export type NewCharacter = z.input<typeof NewCharacter>;

// ---- POST /api/games -----------------------------------------------------------------------

export const NarrativePerspective = z.enum(["first_person", "third_person"]);

export const CreateGameRequest = z.object({
  title: z
    .string(required(MESSAGES.titleRequired))
    .trim()
    .min(1, MESSAGES.titleRequired)
    .max(TITLE_MAX, MESSAGES.titleTooLong),
  genre: text(40, MESSAGES.genreRequired, "Genre").min(1, MESSAGES.genreRequired),
  storyline: text(5000, MESSAGES.storylineMin, "Storyline").min(STORYLINE_MIN, MESSAGES.storylineMin),
  childMode: z.boolean().default(false),
  narrativePerspective: NarrativePerspective.default("third_person"),
  authorInfluence: optionalText(200),
  isLinear: z.boolean().default(false),
  characters: z
    .array(NewCharacter, required(MESSAGES.charactersRequired))
    .min(1, MESSAGES.charactersRequired)
    .max(30),
  chapterCount: chapterCountSchema(),
  /** True when the game is created for an outline (Generate Outline, a sequel). */
  hasStructuredStory: z.boolean().default(false),
  /** The sequel's summary line; the create screen sends none. */
  description: optionalText(2000),
  /**
   * The sequel's chapter plan, written in the same transaction as the game: a failure leaves
   * no game without its outline, so trying again cannot make a second game (ADR 008).
   */
  outline: z
    .array(OutlineChapter)
    .min(1, "At least one chapter is required")
    .max(CHAPTER_COUNT.max)
    .optional(),
});
export type CreateGameRequest = z.input<typeof CreateGameRequest>;

// ---- POST /api/games/quick-start -----------------------------------------------------------

export const Difficulty = z.enum(["easy", "medium", "hard"]);
export const StoryStructure = z.enum(["expanding", "limited_arc"]);

export const QuickStartRequest = z.object({
  genre: text(40, MESSAGES.genreRequired).min(1, MESSAGES.genreRequired),
  difficulty: Difficulty.default("easy"),
  childMode: z.boolean().default(false),
  storyStructure: StoryStructure.default("expanding"),
  allowInventory: z.boolean().default(false),
  enableStats: z.boolean().default(false),
  /** Regenerate this game (the owner's) instead of creating a new one. */
  gameId: z.string().trim().min(1).max(100).optional(),
});
export type QuickStartRequest = z.input<typeof QuickStartRequest>;
export const QuickStartResponse = z.object({ id: z.string(), title: z.string() });

/** Chapters a limited-arc quick start plans; an expanding story grows as it is played. */
export const QUICK_START_ARC_CHAPTERS = 10;

// ---- outlines ------------------------------------------------------------------------------

export const StoryOutlineRequest = z.object({
  chapters: z.array(OutlineChapter).min(1, "At least one chapter is required").max(CHAPTER_COUNT.max),
});
export type StoryOutlineRequest = z.input<typeof StoryOutlineRequest>;

export const ActionOption = z.object({
  id: z.string(),
  text: z.string(),
  description: z.string().optional(),
  targetChapter: z.number().int().nullable().optional(),
});

export const OutlineChapterView = z.object({
  id: z.string(),
  chapterNumber: z.number().int(),
  title: z.string(),
  outline: z.string(),
  selectedCharacters: z.array(z.string()),
  selectedLocation: z.string(),
  content: z.string().nullable(),
  isGenerated: z.boolean(),
  actionOptions: z.array(ActionOption),
});
export type OutlineChapterView = z.infer<typeof OutlineChapterView>;
export const OutlineChaptersResponse = z.array(OutlineChapterView);
export const StoryOutlineResponse = z.object({ chapters: z.array(OutlineChapterView) });

// ---- GET /api/games/{id} -------------------------------------------------------------------

export const CharacterView = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  characterType: z.string(),
  description: z.string().nullable(),
  baseDescription: z.string().nullable(),
  currentStatus: z.string().nullable(),
  lastUpdatedScene: z.number().int().nullable(),
  isRealPerson: z.boolean(),
  age: z.number().int().nullable(),
  height: z.string().nullable(),
  eyeColor: z.string().nullable(),
  hairColor: z.string().nullable(),
  physique: z.string().nullable(),
  personality: z.string().nullable(),
  background: z.string().nullable(),
});
export type CharacterView = z.infer<typeof CharacterView>;

const StoryChoice = z.object({
  id: z.string(),
  text: z.string(),
  leadsToScene: z.string().nullable().optional(),
  leadsToChapter: z.string().nullable().optional(),
  leadsToEnding: z.string().nullable().optional(),
  /**
   * What taking the choice does (edit-game.ts ChoiceEffects, checked when saved): sent back so
   * that the Story Editor's next save keeps it.
   */
  effects: z
    .object({
      addItems: z.array(z.string()).optional(),
      removeItems: z.array(z.string()).optional(),
      health: z.number().optional(),
      experience: z.number().optional(),
      achievement: z.string().optional(),
    })
    .optional(),
});
export const StoryBeatsView = z.object({
  chapters: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      scenes: z.array(
        z.object({
          id: z.string(),
          title: z.string(),
          description: z.string(),
          isEndingScene: z.boolean().optional(),
          choices: z.array(StoryChoice),
          /** A placeholder for a typed link's scene not yet written (ADR 033). */
          toWrite: z.boolean().optional(),
        }),
      ),
    }),
  ),
  endings: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
  /** Kept for the Story Editor to send back untouched (ADR 023). */
  twee: StoryTwee.optional(),
  /** Which tool last wrote the story (ADR 027): the banner. */
  writtenBy: z.enum(STORY_WRITERS).optional(),
});

export const PlotLineView = z.object({
  title: z.string(),
  description: z.string(),
  userDescription: z.string().optional(),
  targetEnding: z.string().optional(),
  keyEvents: z.array(z.string()),
  characters: z.array(z.string()),
  ending: z.string().optional(),
  priority: z.enum(["critical", "major", "optional"]),
  isActive: z.boolean(),
});

export const GameplayMode = z.enum(["interactive", "linear", "story-only"]);

/** The whole game as its owner reads it back: settings, characters, story. */
export const GameDetail = z.object({
  id: z.string(),
  creatorId: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  genre: z.string(),
  storyline: z.string(),
  childMode: z.boolean(),
  narrativePerspective: z.string(),
  narrativeStyle: z.string(),
  authorInfluence: z.string().nullable(),
  gameplayMode: z.string(),
  isLinear: z.boolean(),
  chapterCount: z.number().int(),
  isPublic: z.boolean(),
  isDraft: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  allowRegeneration: z.boolean(),
  hasStructuredStory: z.boolean(),
  useCompleteStorySystem: z.boolean(),
  storyBeats: StoryBeatsView.nullable(),
  /** What players get, at a glance (issue 29): the kind and the written story's counts. */
  storyKind: StoryKind,
  storyChapterCount: z.number().int().min(0),
  sceneCount: z.number().int().min(0),
  plotLines: z.array(PlotLineView),
  shareSlug: z.string(),
  /** When the backup this game was restored from was made (ISO 8601); null when it was not restored. */
  restoredFromBackupAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  characters: z.array(CharacterView),
});
export type GameDetail = z.infer<typeof GameDetail>;

export const GameIdParams = z.object({ id: z.string().min(1).max(100) });

// ---- the sequel form (client-side; the save is POST /api/games) ----------------------------

export const SequelForm = z.object({
  originalGameId: z.string().min(1, MESSAGES.originalRequired),
  title: z.string().trim().min(1, MESSAGES.sequelTitleRequired).max(TITLE_MAX, MESSAGES.titleTooLong),
  genre: z.string().min(1, MESSAGES.sequelGenreRequired),
  chapterCount: chapterCountSchema(SEQUEL_CHAPTER_DEFAULT),
  sequelStoryline: z
    .string()
    .trim()
    .min(SEQUEL_STORYLINE_MIN, MESSAGES.sequelStorylineMin)
    .max(SEQUEL_STORYLINE_MAX, MESSAGES.sequelStorylineMax),
});
export type SequelForm = z.input<typeof SequelForm>;
