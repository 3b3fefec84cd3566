import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import { STORY_WRITERS } from "../../../contract/constants";
import type { GameDetail, OutlineChapterView } from "../../../contract/creation";
import { storyKind, storyShape } from "../../../contract/story-kind";
import type { Db } from "../../db/client";
import { characters, outlineChapters } from "../../db/schema";
import type { GameRow } from "../../game/game-bible";

type CharacterRow = typeof characters.$inferSelect;
type ChapterRow = typeof outlineChapters.$inferSelect;

export function characterView(c: CharacterRow): GameDetail["characters"][number] {
  return {
    id: c.id,
    name: c.name,
    role: c.role,
    characterType: c.characterType,
    description: c.description,
    baseDescription: c.baseDescription,
    currentStatus: c.currentStatus,
    lastUpdatedScene: c.lastUpdatedScene,
    isRealPerson: c.isRealPerson,
    age: c.age,
    height: c.height,
    eyeColor: c.eyeColor,
    hairColor: c.hairColor,
    physique: c.physique,
    personality: c.personality,
    background: c.background,
  };
}

export function chapterView(c: ChapterRow): OutlineChapterView {
  return {
    id: c.id,
    chapterNumber: c.chapterNumber,
    title: c.title,
    outline: c.outline,
    selectedCharacters: c.selectedCharacters,
    selectedLocation: c.selectedLocation,
    content: c.content,
    isGenerated: c.isGenerated,
    actionOptions: c.actionOptions,
  };
}

/** The game as its owner reads it back (GET /api/games/{id}). */
export function gameDetail(game: GameRow, cast: CharacterRow[]): z.input<typeof GameDetail> {
  // The story is loaded here anyway: counted from it, as the list counts it in SQL.
  const shape = storyShape(game.storyBeats);
  return {
    id: game.id,
    creatorId: game.creatorId,
    title: game.title,
    description: game.description,
    genre: game.genre,
    storyline: game.storyline,
    childMode: game.childMode,
    narrativePerspective: game.narrativePerspective,
    narrativeStyle: game.narrativeStyle,
    authorInfluence: game.authorInfluence,
    gameplayMode: game.gameplayMode,
    isLinear: game.gameplayMode === "linear",
    chapterCount: game.chapterCount,
    isPublic: game.isPublic,
    isDraft: game.isDraft,
    isPublished: game.isPublished,
    publishedAt: game.publishedAt?.toISOString() ?? null,
    allowRegeneration: game.allowRegeneration,
    hasStructuredStory: game.hasStructuredStory,
    useCompleteStorySystem: game.useCompleteStorySystem,
    storyBeats: knownWriter(game.storyBeats),
    storyKind: storyKind(shape),
    storyChapterCount: shape.chapters,
    sceneCount: shape.scenes,
    plotLines: game.plotLines,
    shareSlug: game.shareSlug,
    restoredFromBackupAt: game.restoredFrom?.backupCreatedAt ?? null,
    createdAt: game.createdAt.toISOString(),
    updatedAt: game.updatedAt.toISOString(),
    characters: cast.map(characterView),
  };
}

export async function loadCharacters(db: Db, gameId: string): Promise<CharacterRow[]> {
  return db.select().from(characters).where(eq(characters.gameId, gameId)).orderBy(asc(characters.position));
}

export async function loadChapters(db: Db, gameId: string): Promise<ChapterRow[]> {
  return db
    .select()
    .from(outlineChapters)
    .where(eq(outlineChapters.gameId, gameId))
    .orderBy(asc(outlineChapters.chapterNumber));
}

/** The story as answered: a writer this version does not know (a newer one's) is no writer. */
function knownWriter(beats: GameRow["storyBeats"]): GameRow["storyBeats"] {
  if (!beats?.writtenBy || (STORY_WRITERS as readonly string[]).includes(beats.writtenBy))
    return beats ?? null;
  const { writtenBy: _, ...rest } = beats;
  return rest;
}
