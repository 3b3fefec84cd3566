import { and, asc, eq, getTableColumns } from "drizzle-orm";
import type { BibleChapter, GameBible } from "../ai/narrator";
import type { Db } from "../db/client";
import {
  characters,
  gameSlugs,
  games,
  outlineChapters,
  type StoryBeats,
  storyChapters,
  storyJobs,
} from "../db/schema";
import { chapterText } from "./story-chapters";

export type GameRow = typeof games.$inferSelect;

/** `/play/game-{id}` addresses a game by id; anything else is a share slug. */
export async function findGameBySlug(db: Db, slug: string): Promise<GameRow | undefined> {
  const byId = /^game-(.+)$/.exec(slug)?.[1];
  const [row] = await db
    .select()
    .from(games)
    .where(byId ? eq(games.id, byId) : eq(games.shareSlug, slug))
    .limit(1);
  if (row || byId) return row;
  // A link shared before the game's URL was changed (issue 30 item 1).
  const [moved] = await db
    .select({ game: getTableColumns(games) })
    .from(gameSlugs)
    .innerJoin(games, eq(games.id, gameSlugs.gameId))
    .where(eq(gameSlugs.slug, slug))
    .limit(1);
  return moved?.game;
}

export async function findGameById(db: Db, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id)).limit(1);
  return row;
}

const perspective = (value: string): GameBible["narrativePerspective"] =>
  value === "first_person" || value === "second_person" ? value : "third_person";

const mode = (value: string): GameBible["gameplayMode"] =>
  value === "linear" || value === "story-only" ? value : "interactive";

/**
 * Bibles by game, for a short while: every turn needs one, and a game's cast and plan change
 * rarely. An edit that bumps the game's updatedAt is seen at once, any other within BIBLE_TTL_MS.
 */
const BIBLE_TTL_MS = 30_000;
const BIBLE_CACHE_MAX = 500;
const bibles = new Map<string, { version: number; at: number; bible: GameBible }>();
/** Bibles being read: every turn that finds its game's bible old waits for the same read. */
const reading = new Map<string, { version: number; bible: Promise<GameBible> }>();

/** Everything a narrator needs to know about a game: its characters and chapters too. */
export async function loadGameBible(db: Db, game: GameRow): Promise<GameBible> {
  const version = game.updatedAt.getTime();
  const cached = bibles.get(game.id);
  if (cached && cached.version === version && Date.now() - cached.at < BIBLE_TTL_MS) return cached.bible;
  const pending = reading.get(game.id);
  if (pending && pending.version === version) return pending.bible;
  const bible: Promise<GameBible> = readGameBible(db, game).finally(() => {
    if (reading.get(game.id)?.bible === bible) reading.delete(game.id);
  });
  reading.set(game.id, { version, bible });
  const read = await bible;
  if (bibles.size >= BIBLE_CACHE_MAX) bibles.delete(bibles.keys().next().value as string);
  bibles.set(game.id, { version, at: Date.now(), bible: read });
  return read;
}

/**
 * A finished complete story's chapters (ADR 018): its plan's outline, places and people, and the
 * text as the game's one story holds it (ADR 027). None while it is being written.
 */
async function completeStoryChapters(
  db: Db,
  gameId: string,
  story: StoryBeats | null,
): Promise<BibleChapter[]> {
  const rows = await db
    .select({ chapter: storyChapters, plan: storyJobs.plan })
    .from(storyChapters)
    .innerJoin(storyJobs, eq(storyJobs.id, storyChapters.storyJobId))
    .where(and(eq(storyJobs.gameId, gameId), eq(storyJobs.status, "completed")))
    .orderBy(asc(storyChapters.chapterNumber));
  return rows.map(({ chapter, plan }, i) => {
    const planned = plan?.find((c) => c.chapterNumber === chapter.chapterNumber);
    return {
      chapterNumber: i + 1,
      title: chapter.title,
      outline: planned?.outline ?? "",
      selectedCharacters: planned?.selectedCharacters ?? [],
      selectedLocation: planned?.selectedLocation ?? "",
      content: chapterText(story, chapter.id),
    };
  });
}

async function readGameBible(db: Db, game: GameRow): Promise<GameBible> {
  const [cast, outline, story] = await Promise.all([
    db.select().from(characters).where(eq(characters.gameId, game.id)).orderBy(asc(characters.position)),
    db
      .select()
      .from(outlineChapters)
      .where(eq(outlineChapters.gameId, game.id))
      .orderBy(asc(outlineChapters.chapterNumber)),
    completeStoryChapters(db, game.id, game.storyBeats ?? null),
  ]);
  // A complete story is the game's chapters; the outline is its plan otherwise (the Adaptive
  // Story page lets a game have only one of the two written).
  const chapters: BibleChapter[] = story.length
    ? story
    : outline.map((c) => ({
        chapterNumber: c.chapterNumber,
        title: c.title,
        outline: c.outline,
        selectedCharacters: c.selectedCharacters,
        selectedLocation: c.selectedLocation,
        // What a chapter says is what the story holds (ADR 027), wherever it was edited.
        content: chapterText(game.storyBeats, c.id),
        actionOptions: c.actionOptions.map((o) => ({ text: o.text, targetChapter: o.targetChapter ?? null })),
      }));
  return {
    id: game.id,
    title: game.title,
    genre: game.genre,
    description: game.description,
    storyline: game.storyline,
    childMode: game.childMode,
    narrativePerspective: perspective(game.narrativePerspective),
    narrativeStyle: game.narrativeStyle,
    authorInfluence: game.authorInfluence,
    gameplayMode: mode(game.gameplayMode),
    characters: cast.map((c) => ({
      id: c.id,
      name: c.name,
      role: c.role,
      characterType: c.characterType,
      description: c.description,
    })),
    chapters,
    plotLines: (game.plotLines ?? [])
      .filter((p) => p.isActive !== false && p.keyEvents?.length)
      .map((p) => ({ title: p.title, priority: p.priority, keyEvents: p.keyEvents ?? [] })),
  };
}
