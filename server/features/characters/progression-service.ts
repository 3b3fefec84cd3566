import { randomUUID } from "node:crypto";
import { and, desc, eq, getTableColumns, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type AddEventRequest,
  type EventType,
  IMPACT_LEVELS,
  IMPACT_POINTS,
  type ImpactLevel,
  PROGRESSION_MESSAGES,
  type ProgressionData,
  type ProgressionEvent,
  RECENT_EVENTS_SHOWN,
} from "../../../contract/progression";
import type { Db } from "../../db/client";
import { jsonbSafe } from "../../db/jsonb";
import { characterEvents, characters, games, turns } from "../../db/schema";
import { notFound } from "../../errors";

export type CharacterRow = typeof characters.$inferSelect;
type EventRow = typeof characterEvents.$inferSelect;
export type AddEventInput = z.output<typeof AddEventRequest>;

const MAX_SCORE = 100;
const MAJOR_LEVELS: readonly ImpactLevel[] = ["major", "life-changing"];

/**
 * The character when its game is the user's. Another user's character is a 404 like a missing
 * one (GAPS.md); routes check the visitor's 401 before they get here.
 */
export async function findOwnedCharacter(db: Db, characterId: string, userId: string): Promise<CharacterRow> {
  const [row] = await db
    .select({ character: characters, creatorId: games.creatorId })
    .from(characters)
    .innerJoin(games, eq(games.id, characters.gameId))
    .where(eq(characters.id, characterId));
  if (!row || row.creatorId !== userId) throw notFound(PROGRESSION_MESSAGES.characterNotFound);
  return row.character;
}

/**
 * ADR 013: an author's event (no turn) always counts, a played one while its turn is live. A
 * rollback or a regenerated scene supersedes the turn, and its events drop out with it.
 * Queries using this join turns on the event's turn.
 */
const liveEventsOf = (characterId: string) =>
  and(
    eq(characterEvents.characterId, characterId),
    or(isNull(characterEvents.turnId), isNull(turns.supersededAt)),
  );

const isMajor = sql`${characterEvents.impactLevel} in (${sql.join(
  MAJOR_LEVELS.map((level) => sql`${level}`),
  sql`, `,
)})`;

/** Newest first; events recorded in the same statement are in a fixed, if arbitrary, order. */
const newestFirst = [desc(characterEvents.createdAt), desc(characterEvents.id)];

/**
 * Everything the overview shows, over the live events, in one aggregate row: counts per
 * impact level (score and major events follow), distinct related names, the newest status
 * and the highest scene.
 */
function overviewQuery(db: Db, character: CharacterRow) {
  const perLevel = Object.fromEntries(
    IMPACT_LEVELS.map((level) => [
      level,
      sql<number>`(count(*) filter (where ${characterEvents.impactLevel} = ${level}))::int`,
    ]),
  ) as Record<ImpactLevel, SQL<number>>;
  return db
    .select({
      ...perLevel,
      total: sql<number>`count(*)::int`,
      // The aggregate belongs to this query; the subquery only unnests what it gathered.
      relationships: sql<number>`(
        select count(distinct lower(r.name))
        from jsonb_array_elements(coalesce(jsonb_agg(${characterEvents.relatedCharacters}), '[]'::jsonb)) as a(list),
          jsonb_array_elements_text(a.list) as r(name)
        where lower(r.name) <> lower(${character.name})
      )::int`,
      // The newest major or life-changing event's words, else the newest event's.
      currentStatus: sql<
        string | null
      >`(array_agg(${characterEvents.eventDescription} order by ${isMajor} desc, ${characterEvents.createdAt} desc, ${characterEvents.id} desc))[1]`,
      lastScene: sql<number | null>`max(${characterEvents.sceneNumber})`,
    })
    .from(characterEvents)
    .leftJoin(turns, eq(turns.id, characterEvents.turnId))
    .where(liveEventsOf(character.id));
}

function eventView(e: EventRow): ProgressionEvent {
  return {
    id: e.id,
    eventType: e.eventType as EventType,
    eventDescription: e.eventDescription,
    impactLevel: e.impactLevel as ImpactLevel,
    relatedCharacters: e.relatedCharacters,
    sceneNumber: e.sceneNumber,
    timestamp: e.createdAt.toISOString(),
    source: e.turnId === null ? "author" : "play",
  };
}

/** GET /api/characters/{id}/progression: computed when read, so it never drifts from the list. */
export async function progressionOf(db: Db, character: CharacterRow): Promise<ProgressionData> {
  const [[overview], recent] = await Promise.all([
    overviewQuery(db, character),
    db
      .select(getTableColumns(characterEvents))
      .from(characterEvents)
      .leftJoin(turns, eq(turns.id, characterEvents.turnId))
      .where(liveEventsOf(character.id))
      .orderBy(...newestFirst)
      .limit(RECENT_EVENTS_SHOWN),
  ]);
  const count = (level: ImpactLevel) => Number(overview?.[level] ?? 0);
  const points = IMPACT_LEVELS.reduce((sum, level) => sum + count(level) * IMPACT_POINTS[level], 0);
  const lastScene = overview?.lastScene;
  return {
    character: {
      id: character.id,
      name: character.name,
      description: character.description,
      baseDescription: character.baseDescription,
      currentStatus: overview?.currentStatus ?? null,
      lastUpdatedScene: lastScene === null || lastScene === undefined ? null : Number(lastScene),
    },
    progressionScore: Math.min(MAX_SCORE, points),
    relationshipCount: Number(overview?.relationships ?? 0),
    majorEventCount: MAJOR_LEVELS.reduce((sum, level) => sum + count(level), 0),
    totalEvents: Number(overview?.total ?? 0),
    recentEvents: recent.map(eventView),
  };
}

/** POST /api/characters/{id}/add-event: the author's event, tied to no turn. */
export async function addEvent(db: Db, character: CharacterRow, input: AddEventInput): Promise<void> {
  await db.insert(characterEvents).values({
    id: randomUUID(),
    characterId: character.id,
    gameId: character.gameId,
    turnId: null,
    eventType: input.eventType,
    eventDescription: input.eventDescription,
    impactLevel: input.impactLevel,
    relatedCharacters: jsonbSafe(input.relatedCharacters),
    sceneNumber: input.sceneNumber ?? null,
  });
}

/** POST /api/characters/{id}/reset-progression: every event goes; the descriptions stay. */
export async function resetProgression(db: Db, character: CharacterRow): Promise<void> {
  await db.delete(characterEvents).where(eq(characterEvents.characterId, character.id));
}
