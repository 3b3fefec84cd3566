import { z } from "zod";
import {
  CHARACTER_TYPES_CREATE,
  CHARACTER_TYPES_EDIT,
  GENRES_ALL,
  GENRES_CREATE,
  GENRES_QUICK_START,
  GENRES_SEQUEL,
  STORY_WRITERS,
  TITLE_MAX,
} from "./constants";
import { CHARACTER_AGE, CHARACTER_TYPES, GameplayMode, NarrativePerspective } from "./creation";
import { StoryTwee } from "./open-formats";

/**
 * Edit Game's calls (spec 002 §5, §7): the whole game saved at once (PUT), the written story
 * saved by the Story Editor (PATCH), and one character added from the creation dialog (POST).
 * The messages are the spec's words; the server answers a 400 with the first one.
 */

export const EDIT_MESSAGES = {
  titleRequired: "Game title is required",
  descriptionRequired: "Game description is required",
  genreRequired: "Genre is required",
  storylineRequired: "Storyline is required",
  charactersRequired: "At least one character is required",
  characterName: "Character name is required",
  characterRole: "Character role is required",
  characterDescription: "Character description is required",
  characterType: "Character type is required",
  // The character creation dialog's.
  nameAndRole: "Name and role are required.",
  fictionalDetails: "Personality and background are required for fictional characters.",
  plotLineTitle: "Plot line title is required",
  tooManyCharacters: "A game can have at most 30 characters",
  tooManyPlotLines: "A game can have at most 20 plot lines",
  /** A character id the game does not have (deleted meanwhile, or another game's). */
  unknownCharacter: "Unknown character",
} as const;

/** A missing (or wrongly typed) field says the same as a blank one. */
const required = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === "invalid_type" ? message : undefined),
});
const tooLong = (label: string, max: number) => `${label} is too long (${max} characters at most)`;
const requiredText = (max: number, message: string, label: string) =>
  z.string(required(message)).trim().min(1, message).max(max, tooLong(label, max));
const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, tooLong(label, max)).nullable().optional();

/**
 * Every genre any screen offers: the edit form lists the spec's 33 (§9), but a game made on
 * the create or Quick Start screen keeps its own ("sci-fi", "superhero") until changed.
 */
export const KNOWN_GENRES: readonly string[] = [
  ...new Set<string>([...GENRES_ALL, ...GENRES_CREATE, ...GENRES_SEQUEL, ...GENRES_QUICK_START]),
];
const knownGenres = new Set(KNOWN_GENRES);

/** The edit form's 31 types, plus those of older screens a saved game may still carry. */
export const EDITABLE_CHARACTER_TYPES: readonly string[] = [
  ...new Set<string>([...CHARACTER_TYPES_EDIT, ...CHARACTER_TYPES_CREATE, ...CHARACTER_TYPES]),
];
const characterTypes = new Set(EDITABLE_CHARACTER_TYPES);

const characterType = z
  .string(required(EDIT_MESSAGES.characterType))
  .trim()
  .min(1, EDIT_MESSAGES.characterType)
  .refine((t) => characterTypes.has(t), "Unknown character type");

const characterDetails = {
  isRealPerson: z.boolean().default(false),
  age: z
    .number({ error: "Age must be a whole number from 0 to 200" })
    .int("Age must be a whole number from 0 to 200")
    .min(CHARACTER_AGE.min, "Age must be a whole number from 0 to 200")
    .max(CHARACTER_AGE.max, "Age must be a whole number from 0 to 200")
    .nullable()
    .optional(),
  height: optionalText(40, "Height"),
  eyeColor: optionalText(40, "Eye color"),
  hairColor: optionalText(40, "Hair color"),
  physique: optionalText(80, "Physique"),
  personality: optionalText(500, "Personality"),
  background: optionalText(1500, "Background"),
};

/**
 * A character as Edit Game saves it. `id` names a character already saved (its progression is
 * kept); a character without one is new. An id the game does not have is refused.
 */
export const EditCharacter = z.object({
  id: z.string().trim().min(1).max(100).optional(),
  name: requiredText(80, EDIT_MESSAGES.characterName, "Name"),
  role: requiredText(120, EDIT_MESSAGES.characterRole, "Role"),
  characterType,
  description: requiredText(3000, EDIT_MESSAGES.characterDescription, "Description"),
  ...characterDetails,
});
export type EditCharacter = z.input<typeof EditCharacter>;

export const PlotLinePriority = z.enum(["critical", "major", "optional"]);

export const PlotLine = z.object({
  title: requiredText(150, EDIT_MESSAGES.plotLineTitle, "Plot line title"),
  description: z.string().trim().max(2000, tooLong("Plot line description", 2000)).default(""),
  userDescription: z.string().trim().max(2000, tooLong("Your notes", 2000)).optional(),
  targetEnding: z.string().trim().max(500, tooLong("Target ending", 500)).optional(),
  keyEvents: z
    .array(z.string().trim().min(1).max(300, tooLong("A key event", 300)))
    .max(20, "A plot line can have at most 20 key events")
    .default([]),
  characters: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  ending: z.string().trim().max(500, tooLong("Ending", 500)).optional(),
  priority: PlotLinePriority.default("major"),
  isActive: z.boolean().default(true),
});
export type PlotLine = z.input<typeof PlotLine>;

/** The longest text Edit Game saves in each of the game's own fields. */
export const GAME_TEXT_LIMITS = { title: TITLE_MAX, description: 2000, storyline: 5000 } as const;

/** PUT /api/games/{id}: every field of spec 002 §7, saved in one transaction. */
export const UpdateGameRequest = z.object({
  title: requiredText(GAME_TEXT_LIMITS.title, EDIT_MESSAGES.titleRequired, "Title"),
  description: requiredText(GAME_TEXT_LIMITS.description, EDIT_MESSAGES.descriptionRequired, "Description"),
  genre: z
    .string(required(EDIT_MESSAGES.genreRequired))
    .trim()
    .min(1, EDIT_MESSAGES.genreRequired)
    .refine((g) => knownGenres.has(g), "Unknown genre"),
  storyline: requiredText(GAME_TEXT_LIMITS.storyline, EDIT_MESSAGES.storylineRequired, "Storyline"),
  characters: z
    .array(EditCharacter, required(EDIT_MESSAGES.charactersRequired))
    .min(1, EDIT_MESSAGES.charactersRequired)
    .max(30, EDIT_MESSAGES.tooManyCharacters)
    .refine(
      (cast) => new Set(cast.flatMap((c) => (c.id ? [c.id] : []))).size === cast.filter((c) => c.id).length,
      "A character is listed twice",
    ),
  plotLines: z.array(PlotLine).max(20, EDIT_MESSAGES.tooManyPlotLines).default([]),
  isPublic: z.boolean().default(false),
  /** Child-friendly mode (issue 30 item 3); left as it is when not sent. */
  childMode: z.boolean().optional(),
  allowRegeneration: z.boolean().default(true),
  narrativeStyle: z.string().trim().max(200, tooLong("Narrative style", 200)).default("adventurous"),
  gameplayMode: GameplayMode.default("interactive"),
  narrativePerspective: NarrativePerspective.default("third_person"),
  authorInfluence: optionalText(200, "Author influence"),
});
export type UpdateGameRequest = z.input<typeof UpdateGameRequest>;

/** Spec 002 §9: the narrative styles Edit Game offers; any other text is kept as written. */
export const NARRATIVE_STYLES = [
  "adventurous",
  "dramatic",
  "humorous",
  "dark",
  "whimsical",
  "mysterious",
  "romantic",
  "epic",
  "gritty",
  "lighthearted",
] as const;

// ---- POST /api/games/{id}/characters ---------------------------------------------------------

/**
 * The character creation dialog (spec 002 §2, §5): name and role always; a fictional person
 * also needs personality and background; a real person's description is their biography.
 */
export const AddCharacterRequest = z
  .object({
    name: z.string(required(EDIT_MESSAGES.nameAndRole)).trim().min(1, EDIT_MESSAGES.nameAndRole).max(80),
    role: z.string(required(EDIT_MESSAGES.nameAndRole)).trim().min(1, EDIT_MESSAGES.nameAndRole).max(120),
    characterType: characterType.default("supporting"),
    description: optionalText(3000, "Description"),
    ...characterDetails,
  })
  .superRefine((c, ctx) => {
    if (!c.isRealPerson && (!c.personality?.trim() || !c.background?.trim())) {
      ctx.addIssue({
        code: "custom",
        message: EDIT_MESSAGES.fictionalDetails,
        path: [c.personality?.trim() ? "background" : "personality"],
      });
    }
  });
export type AddCharacterRequest = z.input<typeof AddCharacterRequest>;

// ---- PATCH /api/games/{id} (the Story Editor's save) ------------------------------------------

export const STORY_LIMITS = {
  chapters: 100,
  scenesPerChapter: 200,
  choicesPerScene: 10,
  endings: 50,
} as const;

/**
 * How play tells a scene's choices apart: the player's action is matched to a choice's text
 * after this (server/game/story-walk.ts), so two texts with the same key would be one choice.
 */
export const choiceTextKey = (text: string) => {
  // Letters and digits of any script ("Бежать" must not match "Остаться"); a text of symbols
  // only ("✨") is its own key rather than an empty one every such text would share.
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  return words || text.trim();
};

/** The longest text the Story Editor saves in each field of the written story. */
export const STORY_TEXT_LIMITS = {
  chapterTitle: 200,
  sceneTitle: 200,
  sceneText: 20_000,
  choiceText: 300,
  endingTitle: 200,
} as const;
const T = STORY_TEXT_LIMITS;

const storyId = z.string().trim().min(1, "Every id must be non-empty").max(100);

/** Items a choice gives or takes: names as the inventory shows them. */
export const EFFECT_LIMITS = { items: 10, itemName: 80, delta: 100, achievement: 120 } as const;
const E = EFFECT_LIMITS;
const itemName = z
  .string()
  .trim()
  .min(1, "Item name is required")
  .max(E.itemName, tooLong("Item name", E.itemName));
const delta = (label: string) => {
  const message = `${label} must be a whole number from -${E.delta} to ${E.delta}`;
  return z.number({ error: message }).int(message).min(-E.delta, message).max(E.delta, message);
};
/**
 * What taking a choice does to the player (issue 29): the author's, set in the Story Editor's
 * choice form and applied by play — never inferred from the text.
 */
export const ChoiceEffects = z.object({
  addItems: z.array(itemName).max(E.items, `A choice can give at most ${E.items} items`).optional(),
  removeItems: z.array(itemName).max(E.items, `A choice can take at most ${E.items} items`).optional(),
  health: delta("Health change").optional(),
  experience: delta("Experience change").optional(),
  achievement: z
    .string()
    .trim()
    .min(1, "Achievement name is required")
    .max(E.achievement, tooLong("Achievement", E.achievement))
    .optional(),
});
export type ChoiceEffects = z.infer<typeof ChoiceEffects>;

/** Which tool last wrote a game's story (the banner on the Story Builder and Story Editor). */
export { STORY_WRITERS };
export const StoryWriter = z.enum(STORY_WRITERS);
export type StoryWriter = z.infer<typeof StoryWriter>;
export const STORY_WRITER_NAMES: Record<StoryWriter, string> = {
  "story-editor": "the Story Editor",
  "generate-story": "Generate Complete Story",
  outline: "the Story Builder's outline",
  "complete-story": "the Complete Story Generator",
  import: "a Twine import",
  restore: "a backup restore",
};

/**
 * The Story Map's canvas, in its own units: generous (hundreds of cards each way), and bounded so
 * that one scene placed far away (a hostile file, a stray Twine drag) leaves the map usable.
 */
export const MAP_EXTENT = 100_000;
const mapCoordinate = z.number().finite().min(-MAP_EXTENT).max(MAP_EXTENT);
export const MapPosition = z.object({ x: mapCoordinate, y: mapCoordinate });
export type MapPosition = z.infer<typeof MapPosition>;

const StoryChoice = z.object({
  id: storyId,
  text: z
    .string()
    .trim()
    .min(1, "Choice text is required")
    .max(T.choiceText, tooLong("Choice text", T.choiceText)),
  leadsToScene: storyId.nullable().optional(),
  leadsToChapter: storyId.nullable().optional(),
  leadsToEnding: storyId.nullable().optional(),
  effects: ChoiceEffects.optional(),
});
const StoryScene = z.object({
  id: storyId,
  title: z
    .string()
    .trim()
    .min(1, "Scene title is required")
    .max(T.sceneTitle, tooLong("Scene title", T.sceneTitle)),
  description: z.string().trim().max(T.sceneText, tooLong("Scene text", T.sceneText)),
  isEndingScene: z.boolean().optional(),
  choices: z.array(StoryChoice).max(STORY_LIMITS.choicesPerScene, "A scene can have at most 10 choices"),
  /** Where the author placed the scene on the Story Map (free placement; a Twee passage's position). */
  position: MapPosition.optional(),
  /** A placeholder made for a link to a scene not yet written (a typed link, an import's broken link). */
  toWrite: z.boolean().optional(),
});
const StoryChapter = z.object({
  id: storyId,
  title: z
    .string()
    .trim()
    .min(1, "Chapter title is required")
    .max(T.chapterTitle, tooLong("Chapter title", T.chapterTitle)),
  scenes: z.array(StoryScene).max(STORY_LIMITS.scenesPerChapter, "A chapter can have at most 200 scenes"),
});

/** The written story; every id unique, every choice leading somewhere that exists. */
export const StoryBeats = z
  .object({
    chapters: z.array(StoryChapter).max(STORY_LIMITS.chapters, "A story can have at most 100 chapters"),
    endings: z
      .array(
        z.object({
          id: storyId,
          title: z
            .string()
            .trim()
            .min(1, "Ending title is required")
            .max(T.endingTitle, tooLong("Ending title", T.endingTitle)),
        }),
      )
      .max(STORY_LIMITS.endings, "A story can have at most 50 endings")
      .optional(),
    /** What a Twee import held that Taleforge does not play, kept for the next export (ADR 023). */
    twee: StoryTwee.optional(),
    /** Which tool last wrote the story; the server sets it on every write. */
    writtenBy: StoryWriter.optional(),
  })
  .superRefine((story, ctx) => {
    const seen = (label: string) => {
      const ids = new Set<string>();
      return (id: string, path: (string | number)[]) => {
        if (ids.has(id)) ctx.addIssue({ code: "custom", message: `Duplicate ${label} id "${id}"`, path });
        ids.add(id);
        return ids;
      };
    };
    const chapterIds = seen("chapter");
    const sceneIds = seen("scene");
    const choiceIds = seen("choice");
    const endingIds = seen("ending");
    story.chapters.forEach((chapter, c) => {
      chapterIds(chapter.id, ["chapters", c, "id"]);
      chapter.scenes.forEach((scene, s) => {
        sceneIds(scene.id, ["chapters", c, "scenes", s, "id"]);
        const texts = new Set<string>();
        scene.choices.forEach((choice, k) => {
          choiceIds(choice.id, ["chapters", c, "scenes", s, "choices", k, "id"]);
          const key = choiceTextKey(choice.text);
          if (texts.has(key))
            ctx.addIssue({
              code: "custom",
              message: `Choice "${choice.text}" in scene "${scene.title}" has the same text as another choice in that scene`,
              path: ["chapters", c, "scenes", s, "choices", k, "text"],
            });
          texts.add(key);
        });
      });
    });
    story.endings?.forEach((ending, e) => {
      endingIds(ending.id, ["endings", e, "id"]);
    });
    const chapters = new Set(story.chapters.map((c) => c.id));
    const scenes = new Set(story.chapters.flatMap((c) => c.scenes.map((s) => s.id)));
    const endings = new Set(story.endings?.map((e) => e.id) ?? []);
    story.chapters.forEach((chapter, c) => {
      chapter.scenes.forEach((scene, s) => {
        scene.choices.forEach((choice, k) => {
          const path = ["chapters", c, "scenes", s, "choices", k];
          const where = `Choice "${choice.text}" in scene "${scene.title}"`;
          if (choice.leadsToScene && !scenes.has(choice.leadsToScene))
            ctx.addIssue({ code: "custom", message: `${where} leads to a scene that does not exist`, path });
          if (choice.leadsToChapter && !chapters.has(choice.leadsToChapter))
            ctx.addIssue({
              code: "custom",
              message: `${where} leads to a chapter that does not exist`,
              path,
            });
          if (choice.leadsToEnding && !endings.has(choice.leadsToEnding))
            ctx.addIssue({
              code: "custom",
              message: `${where} leads to an ending that does not exist`,
              path,
            });
        });
      });
    });
  });
export type StoryBeats = z.input<typeof StoryBeats>;

export const PatchStoryBeatsRequest = z.object({
  storyBeats: StoryBeats,
});
export type PatchStoryBeatsRequest = z.input<typeof PatchStoryBeatsRequest>;
