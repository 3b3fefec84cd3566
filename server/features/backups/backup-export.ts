import { and, asc, eq, inArray, isNull } from "drizzle-orm";
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

/** The database or a transaction on it: a backup reads the user's games inside its own. */
export type Reader = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * A user's games as the archive's documents, in a stable order (the same data gives the same
 * bytes, so an unchanged user is recognised by the hash). Only what the user authored: played
 * sessions, their turns and the events they recorded are players' data, and stay out.
 */
export async function exportGames(db: Reader, userId: string): Promise<GameDocument[]> {
  const owned = await db
    .select()
    .from(games)
    .where(eq(games.creatorId, userId))
    .orderBy(asc(games.createdAt), asc(games.id));
  if (owned.length === 0) return [];
  const ids = owned.map((g) => g.id);

  const [cast, events, outline, jobs] = await Promise.all([
    db
      .select()
      .from(characters)
      .where(inArray(characters.gameId, ids))
      .orderBy(asc(characters.position), asc(characters.createdAt), asc(characters.id)),
    db
      .select()
      .from(characterEvents)
      .where(and(inArray(characterEvents.gameId, ids), isNull(characterEvents.turnId)))
      .orderBy(asc(characterEvents.createdAt), asc(characterEvents.id)),
    db
      .select()
      .from(outlineChapters)
      .where(inArray(outlineChapters.gameId, ids))
      .orderBy(asc(outlineChapters.chapterNumber), asc(outlineChapters.id)),
    db
      .select()
      .from(storyJobs)
      .where(and(inArray(storyJobs.gameId, ids), eq(storyJobs.status, "completed"))),
  ]);
  const written = jobs.length
    ? await db
        .select()
        .from(storyChapters)
        .where(
          inArray(
            storyChapters.storyJobId,
            jobs.map((j) => j.id),
          ),
        )
        .orderBy(asc(storyChapters.chapterNumber))
    : [];

  const castOf = groupBy(cast, (c) => c.gameId);
  const eventsOf = groupBy(events, (e) => e.gameId);
  const outlineOf = groupBy(outline, (c) => c.gameId);
  const jobOf = new Map(jobs.map((j) => [j.gameId, j]));
  const writtenOf = groupBy(written, (c) => c.storyJobId);

  return owned.map((g): GameDocument => {
    const job = jobOf.get(g.id);
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
      characters: (castOf.get(g.id) ?? []).map(({ gameId: _, createdAt, ...c }) => ({
        ...c,
        createdAt: iso(createdAt),
      })),
      events: (eventsOf.get(g.id) ?? []).map(({ gameId: _, turnId: __, createdAt, ...e }) => ({
        ...e,
        createdAt: iso(createdAt),
      })),
      outlineChapters: (outlineOf.get(g.id) ?? []).map(({ gameId: _, createdAt, updatedAt, ...c }) => ({
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
            chapters: (writtenOf.get(job.id) ?? []).map((c) => ({
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
    };
  });
}
