import { z } from "zod";
import { MAX_GAMES_PER_ARCHIVE } from "../../../contract/backups";
import { MapPosition } from "../../../contract/edit-game";
import { StoryTwee } from "../../../contract/open-formats";
import { REVISIONS_KEPT } from "../../../contract/story-revisions";

/**
 * The archive's documents, version 1 (ADR 022). These schemas check an uploaded archive's
 * structure — types and sane sizes — and never change a value: what was backed up is restored
 * as it was (the edit forms' own rules, trimming and defaults, are not applied here). Whatever
 * the database would refuse on import is refused here first, a 400 instead of a 500: a story's
 * chapter numbers are unique (story_chapters_job_number_idx), dates lie within the years it
 * stores, and no text holds a NUL (checked on the file's JSON text, backup-archive.ts).
 */
export const BACKUP_FORMAT = "taleforge-backup";
export const BACKUP_VERSION = 1;
/** Where an archive keeps its manifest, and its games' files, numbered from 001. */
export const MANIFEST_PATH = "manifest.json";
export const gamePath = (index: number) => `games/${String(index + 1).padStart(3, "0")}.json`;

const text = (max: number) => z.string().max(max);
const id = text(200);
/** Years 1000–9999 (UTC): PostgreSQL refuses year 0, and a five-digit year is not read back. */
const timestamp = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1000 && year <= 9999;
}, "Date out of range");
const count = z.number().int().min(-1_000_000).max(1_000_000);

/** The manifest: which files the archive holds and the SHA-256 of each. */
export const Manifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: timestamp,
  user: z.object({ id }),
  games: z.number().int().min(0).max(MAX_GAMES_PER_ARCHIVE),
  // A game's file may be well over a million bytes (long chapters): its size is not a `count`.
  // The array's bound stops Zod before it looks at a single element (issue 28, F1).
  files: z
    .array(
      z.object({
        path: text(200),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        bytes: z.number().int().min(0),
      }),
    )
    .max(MAX_GAMES_PER_ARCHIVE),
});
export type Manifest = z.infer<typeof Manifest>;

const Choice = z.object({
  id,
  text: text(2_000),
  leadsToScene: id.nullable().optional(),
  leadsToChapter: id.nullable().optional(),
  leadsToEnding: id.nullable().optional(),
  /** What taking the choice does to the player (ADR 027): the author's, kept as written. */
  effects: z
    .object({
      addItems: z.array(text(500)).max(100).optional(),
      removeItems: z.array(text(500)).max(100).optional(),
      health: count.optional(),
      experience: count.optional(),
      achievement: text(1_000).optional(),
    })
    .optional(),
});
const Scene = z.object({
  id,
  title: text(1_000),
  description: text(100_000),
  isEndingScene: z.boolean().optional(),
  choices: z.array(Choice).max(100),
  /** Where the author placed the scene on the Story Map, and whether it is still to write. */
  position: MapPosition.optional(),
  toWrite: z.boolean().optional(),
});
const StoryBeats = z.object({
  chapters: z.array(z.object({ id, title: text(1_000), scenes: z.array(Scene).max(1_000) })).max(1_000),
  endings: z
    .array(z.object({ id, title: text(1_000) }))
    .max(500)
    .optional(),
  /** A Twee import's special passages, tags and StoryData (ADR 023): the contract's schema checks only structure and size. */
  twee: StoryTwee.optional(),
  /** Which tool last wrote the story (ADR 027), for the banner. */
  writtenBy: text(50).optional(),
});

const PlotLine = z.object({
  title: text(1_000),
  description: text(10_000),
  userDescription: text(10_000).optional(),
  targetEnding: text(2_000).optional(),
  keyEvents: z.array(text(2_000)).max(200),
  characters: z.array(text(200)).max(200),
  ending: text(2_000).optional(),
  priority: z.enum(["critical", "major", "optional"]),
  isActive: z.boolean(),
});

export const GameData = z.object({
  id,
  title: text(1_000),
  description: text(20_000).nullable(),
  genre: text(100),
  storyline: text(50_000),
  childMode: z.boolean(),
  narrativePerspective: text(50),
  narrativeStyle: text(100),
  authorInfluence: text(10_000).nullable(),
  gameplayMode: text(50),
  chapterCount: count,
  isPublic: z.boolean(),
  isDraft: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: timestamp.nullable(),
  allowRegeneration: z.boolean(),
  hasStructuredStory: z.boolean(),
  useCompleteStorySystem: z.boolean(),
  storyBeats: StoryBeats.nullable(),
  plotLines: z.array(PlotLine).max(200),
  shareSlug: text(200),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const CharacterData = z.object({
  id,
  position: count,
  name: text(500),
  role: text(500),
  characterType: text(100),
  description: text(20_000).nullable(),
  baseDescription: text(20_000).nullable(),
  currentStatus: text(20_000).nullable(),
  lastUpdatedScene: count.nullable(),
  isRealPerson: z.boolean(),
  age: count.nullable(),
  height: text(200).nullable(),
  eyeColor: text(200).nullable(),
  hairColor: text(200).nullable(),
  physique: text(2_000).nullable(),
  personality: text(10_000).nullable(),
  background: text(20_000).nullable(),
  createdAt: timestamp,
});

/** A progression event the author added (played ones belong to their play sessions: ADR 022). */
export const EventData = z.object({
  id,
  characterId: id,
  eventType: text(100),
  eventDescription: text(10_000),
  impactLevel: text(100),
  relatedCharacters: z.array(text(200)).max(200),
  sceneNumber: count.nullable(),
  createdAt: timestamp,
});

export const OutlineChapterData = z.object({
  id,
  chapterNumber: count,
  title: text(1_000),
  outline: text(50_000),
  content: text(500_000).nullable(),
  selectedCharacters: z.array(text(200)).max(200),
  selectedLocation: text(500),
  isGenerated: z.boolean(),
  actionOptions: z
    .array(
      z.object({
        id,
        text: text(2_000),
        description: text(5_000).optional(),
        targetChapter: count.nullable().optional(),
      }),
    )
    .max(100),
  createdAt: timestamp,
  updatedAt: timestamp,
});

const PlannedChapter = z.object({
  chapterNumber: count,
  title: text(1_000),
  outline: text(50_000),
  selectedCharacters: z.array(text(200)).max(200),
  selectedLocation: text(500),
});

export const StoryChapterData = z.object({
  /** Its id where it was made, which the story's chapter of it carries (ADR 027); older archives have none. */
  id: text(100).optional(),
  chapterNumber: count,
  title: text(1_000),
  content: text(500_000),
  imageUrl: text(2_000).nullable(),
  seamed: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/**
 * A finished Complete Story (a generation still running or failed is not backed up). Its
 * chapters' numbers are unique, as story_chapters_job_number_idx requires.
 */
export const CompleteStoryData = z.object({
  totalChapters: count,
  plan: z.array(PlannedChapter).max(1_000).nullable(),
  startedAt: timestamp,
  finishedAt: timestamp.nullable(),
  chapters: z
    .array(StoryChapterData)
    .max(1_000)
    .refine((chapters) => new Set(chapters.map((c) => c.chapterNumber)).size === chapters.length, {
      message: "Duplicate story chapter number",
    }),
});

/**
 * A story the game kept before a write (ADR 027): what made the write, what it did, the story as
 * it was (null: there was none). Optional in the document, so archives made before it restore.
 */
export const RevisionData = z.object({
  createdAt: timestamp,
  madeBy: text(500),
  summary: z.object({ added: count.min(0), removed: count.min(0), changed: count.min(0) }),
  sceneCount: count.min(0),
  story: StoryBeats.nullable(),
});

/** One game's file: `games/{nnn}.json`. Its characters' ids are unique (events point at them). */
export const GameDocument = z
  .object({
    game: GameData,
    characters: z.array(CharacterData).max(1_000),
    events: z.array(EventData).max(100_000),
    outlineChapters: z.array(OutlineChapterData).max(1_000),
    completeStory: CompleteStoryData.nullable(),
    /** The game's newest revisions, newest first (backup-export.ts says how many). */
    revisions: z.array(RevisionData).max(REVISIONS_KEPT).optional(),
  })
  .refine((doc) => new Set(doc.characters.map((c) => c.id)).size === doc.characters.length, {
    message: "Duplicate character id",
  });
export type GameDocument = z.infer<typeof GameDocument>;
