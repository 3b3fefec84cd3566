import { z } from "zod";

/**
 * The special passage `StoryTaleforge` (ADR 023): what Twee has no place for — chapter ids,
 * titles and order, scene and choice ids, where each choice leads (a scene, a chapter or an
 * ending), what taking a choice does (its effects), endings without a scene of their own, and
 * titles a passage name could not hold.
 * Passages and links stay the truth: this only adds to what they say.
 */
export const TALEFORGE_PASSAGE = "StoryTaleforge";

const leads = z.string().nullable().optional();

export const TaleforgeMeta = z.object({
  format: z.literal("taleforge-story"),
  version: z.literal(1),
  game: z
    .object({
      description: z.string().nullable().optional(),
      genre: z.string().optional(),
      storyline: z.string().optional(),
    })
    .optional(),
  chapters: z.array(z.object({ id: z.string(), title: z.string(), passages: z.array(z.string()) })),
  /** By passage name: the scene's id, its title when the name differs, its ending flag as saved. */
  scenes: z.record(
    z.string(),
    z.object({
      id: z.string(),
      title: z.string().optional(),
      isEndingScene: z.boolean().optional(),
      /** The scene's text, when reading the passage would not give it back (it holds `[[`). */
      text: z.string().optional(),
      /** The author placed the scene on the map: its passage's position is the scene's. */
      placed: z.boolean().optional(),
      /** Where it was placed, exactly (the passage's position is in Twine's whole pixels). */
      position: z.object({ x: z.number().finite(), y: z.number().finite() }).optional(),
      /** A scene still to write (a broken link's placeholder, a typed link's new scene). */
      toWrite: z.boolean().optional(),
    }),
  ),
  /** Absent when the story has no endings list (kept apart from an empty one). */
  endings: z
    .array(z.object({ id: z.string(), title: z.string(), passage: z.string().optional() }))
    .optional(),
  /**
   * The StoryData values Taleforge wrote itself (a game's own IFID, Harlowe, its tag colours):
   * an import keeps as the story's own (storyBeats.twee) only values that differ from these.
   */
  defaults: z
    .object({
      ifid: z.string().optional(),
      format: z.string().optional(),
      "format-version": z.string().optional(),
      "tag-colors": z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  /** By passage name, in order: `link` is the passage the choice's link names (null: none). */
  choices: z.record(
    z.string(),
    z.array(
      z.object({
        id: z.string(),
        link: z.string().nullable(),
        text: z.string().optional(),
        leadsToScene: leads,
        leadsToChapter: leads,
        leadsToEnding: leads,
        /**
         * What taking the choice does (contract ChoiceEffects; ADR 027): read on import against
         * the contract, so that a bad one is left out with a warning, not the whole passage.
         */
        effects: z.unknown().optional(),
      }),
    ),
  ),
});
export type TaleforgeMeta = z.infer<typeof TaleforgeMeta>;

/** Passage names special to Twee or to a story format: never a scene's name. */
export const SPECIAL_PASSAGES = new Set([
  "StoryTitle",
  "StoryData",
  TALEFORGE_PASSAGE,
  "StoryInit",
  "StoryCaption",
  "StoryMenu",
  "StoryBanner",
  "StorySubtitle",
  "StoryAuthor",
  "StoryInterface",
  "StoryShare",
  "PassageReady",
  "PassageDone",
  "PassageHeader",
  "PassageFooter",
]);

/** Tags that make a passage code, style or media, not story (Twine 2, SugarCube, Harlowe). */
export const SPECIAL_TAGS = new Set([
  "script",
  "init",
  "Twine.audio",
  "Twine.image",
  "Twine.video",
  "Twine.vtt",
  "stylesheet",
  "widget",
  "header",
  "footer",
  "startup",
  "debug-header",
  "debug-footer",
  "debug-startup",
  "Twine.private",
]);
