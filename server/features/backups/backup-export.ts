import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  characterEvents,
  characters,
  games,
  outlineChapters,
  storyChapters,
  storyJobs,
} from "../../db/schema";
import type { GameDocument } from "./backup-format";
import { exportRevisions } from "./backup-revisions";

/** The database or a transaction on it: a backup reads the user's games inside its own. */
export type Reader = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The ids of a user's games, in the archive's stable order (the same data gives the same bytes,
 * so an unchanged user is recognised by the hash). Only ids: each game is read on its own.
 */
export async function ownedGameIds(db: Reader, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.creatorId, userId))
    .orderBy(asc(games.createdAt), asc(games.id));
  return rows.map((r) => r.id);
}

/**
 * One game as the archive's document, or null when it is gone meanwhile. Only what the user
 * authored: played sessions, their turns and the events they recorded are players' data, and
 * stay out. A backup reads one game at a time (issue 28 F9), so that memory and the event
 * loop's work are bounded by a game, not by everything a user owns.
 */
export async function exportGame(db: Reader, gameId: string): Promise<GameDocument | null> {
  const [g] = await db.select().from(games).where(eq(games.id, gameId));
  if (!g) return null;
  const [cast, events, outline, [job], revisions] = await Promise.all([
    db
      .select()
      .from(characters)
      .where(eq(characters.gameId, gameId))
      .orderBy(asc(characters.position), asc(characters.createdAt), asc(characters.id)),
    db
      .select()
      .from(characterEvents)
      .where(and(eq(characterEvents.gameId, gameId), isNull(characterEvents.turnId)))
      .orderBy(asc(characterEvents.createdAt), asc(characterEvents.id)),
    db
      .select()
      .from(outlineChapters)
      .where(eq(outlineChapters.gameId, gameId))
      .orderBy(asc(outlineChapters.chapterNumber), asc(outlineChapters.id)),
    db
      .select()
      .from(storyJobs)
      .where(and(eq(storyJobs.gameId, gameId), eq(storyJobs.status, "completed"))),
    exportRevisions(db, gameId),
  ]);
  const written = job
    ? await db
        .select()
        .from(storyChapters)
        .where(eq(storyChapters.storyJobId, job.id))
        .orderBy(asc(storyChapters.chapterNumber))
    : [];

  return {
    game: {
      id: g.id,
      title: g.title,
      description: g.description,
      genre: g.genre,
      storyline: g.storyline,
      childMode: g.childMode,
      narrativePerspective: g.narrativePerspective,
      narrativeStyle: g.narrativeStyle,
      authorInfluence: g.authorInfluence,
      gameplayMode: g.gameplayMode,
      chapterCount: g.chapterCount,
      isPublic: g.isPublic,
      isDraft: g.isDraft,
      isPublished: g.isPublished,
      publishedAt: isoOrNull(g.publishedAt),
      allowRegeneration: g.allowRegeneration,
      hasStructuredStory: g.hasStructuredStory,
      useCompleteStorySystem: g.useCompleteStorySystem,
      storyBeats: g.storyBeats,
      plotLines: g.plotLines,
      shareSlug: g.shareSlug,
      createdAt: iso(g.createdAt),
      updatedAt: iso(g.updatedAt),
    },
    characters: cast.map(({ gameId: _, createdAt, ...c }) => ({
      ...c,
      createdAt: iso(createdAt),
    })),
    events: events.map(({ gameId: _, turnId: __, createdAt, ...e }) => ({
      ...e,
      createdAt: iso(createdAt),
    })),
    outlineChapters: outline.map(({ gameId: _, createdAt, updatedAt, ...c }) => ({
      ...c,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    })),
    completeStory: job
      ? {
          totalChapters: job.totalChapters,
          plan: job.plan,
          startedAt: iso(job.startedAt),
          finishedAt: isoOrNull(job.finishedAt),
          chapters: written.map((c) => ({
            chapterNumber: c.chapterNumber,
            title: c.title,
            content: c.content,
            imageUrl: c.imageUrl,
            seamed: c.seamed,
            createdAt: iso(c.createdAt),
            updatedAt: iso(c.updatedAt),
          })),
        }
      : null,
    // Only when there is History: a game without any keeps the bytes (and hash) it always had.
    ...(revisions.length > 0 ? { revisions } : {}),
  };
}

/** All of a user's games as documents, at once: for tests and small users only (a backup streams). */
export async function exportGames(db: Reader, userId: string): Promise<GameDocument[]> {
  const documents: GameDocument[] = [];
  for (const id of await ownedGameIds(db, userId)) {
    const doc = await exportGame(db, id);
    if (doc) documents.push(doc);
  }
  return documents;
}
