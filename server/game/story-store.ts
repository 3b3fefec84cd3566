import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { StoryWriter } from "../../contract/edit-game";
import {
  canonicalJson,
  REVISION_BYTES_PER_USER_MAX,
  REVISIONS_KEPT,
  REVISIONS_KEPT_DAYS,
  type RevisionSummary,
} from "../../contract/story-revisions";
import type { Db } from "../db/client";
import { jsonbText } from "../db/jsonb";
import { games, type StoryBeats, storyRevisions } from "../db/schema";
import { JSON_STEP, setStoryBeatsInSteps } from "../db/staged-json";

/**
 * The one written story of a game (ADR 027): `games.story_beats`, which play, the Story Editor,
 * the Story Map, export, backups and the dashboard read. Every tool that writes it — the Story
 * Editor, Generate Complete Story, the outline planner, the Complete Story Generator, Delete all
 * scenes, a restore of a revision — writes through `writeStory`, which first keeps the story as
 * it was (a revision), so that every write can be undone.
 */

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Scene = StoryBeats["chapters"][number]["scenes"][number];

export type StoryWrite = {
  gameId: string;
  /** The story after the write; null clears it (Delete all scenes). */
  next: StoryBeats | null;
  /** What made the write, as the History panel names it: "Story Editor save". */
  madeBy: string;
  /** Which tool's story it now is (the banner); kept from `next.writtenBy` when not given. */
  writtenBy?: StoryWriter;
  /**
   * A burst of small writes (a chapter typed into, a generator landing chapter after chapter)
   * keeps one revision, not one per write: when the game's newest revision was made by the same
   * `madeBy` within this many milliseconds, it already holds the story from before the burst.
   */
  coalesceMs?: number;
};

export type StoryWritten = {
  /** The revision that keeps the story as it was (the Undo), or null when nothing changed. */
  revisionId: string | null;
  summary: RevisionSummary;
  sceneCount: number;
};

export const hasScenes = (beats: StoryBeats | null | undefined) =>
  Boolean(beats?.chapters.some((c) => c.scenes.length > 0));

export const countScenes = (beats: StoryBeats | null | undefined) =>
  beats?.chapters.reduce((n, c) => n + c.scenes.length, 0) ?? 0;

function scenesById(beats: StoryBeats | null): Map<string, Scene> {
  const out = new Map<string, Scene>();
  for (const chapter of beats?.chapters ?? []) for (const scene of chapter.scenes) out.set(scene.id, scene);
  return out;
}

/** What a write does, scene by scene: new ids, ids gone, same ids with other content, and same ids only moved on the map. */
export function diffStories(before: StoryBeats | null, after: StoryBeats | null): RevisionSummary {
  const was = scenesById(before);
  const now = scenesById(after);
  let added = 0;
  let changed = 0;
  let moved = 0;
  for (const [id, scene] of now) {
    const old = was.get(id);
    if (!old) added++;
    else if (canonicalJson(old) !== canonicalJson(scene)) {
      // Only its place on the Story Map differs: said as a move, not as a change of the scene.
      if (canonicalJson({ ...old, position: null }) === canonicalJson({ ...scene, position: null })) moved++;
      else changed++;
    }
  }
  let removed = 0;
  for (const id of was.keys()) if (!now.has(id)) removed++;
  return { added, removed, changed, ...(moved ? { moved } : {}) };
}

/** The game's story, read under a lock that every writer takes (so two writes queue). */
export async function lockStory(tx: Tx, gameId: string) {
  const [row] = await tx
    .select({ storyBeats: games.storyBeats, creatorId: games.creatorId })
    .from(games)
    .where(eq(games.id, gameId))
    .for("update");
  return row;
}

/**
 * Writes a game's story, keeping the one it replaces as a revision first. Call inside a
 * transaction: the revision and the write commit together, or neither does.
 */
export async function writeStory(tx: Tx, write: StoryWrite): Promise<StoryWritten> {
  const row = await lockStory(tx, write.gameId);
  const before = row?.storyBeats ?? null;
  const writtenBy = write.writtenBy ?? write.next?.writtenBy;
  const next = write.next && writtenBy ? { ...write.next, writtenBy } : write.next;
  const sceneCount = countScenes(next);
  const json = next === null ? null : jsonbText(next);
  if (!row || canonicalJson(next) === canonicalJson(before))
    return { revisionId: null, summary: { added: 0, removed: 0, changed: 0 }, sceneCount };
  const recent = write.coalesceMs
    ? await recentRevision(tx, write.gameId, write.madeBy, write.coalesceMs)
    : null;
  const revisionId = recent ?? randomUUID();
  // A coalesced revision keeps the story from before the burst: its summary is the whole burst's.
  const summary = recent ? diffStories(await revisionStory(tx, recent), next) : diffStories(before, next);
  if (recent) await tx.update(storyRevisions).set({ summary }).where(eq(storyRevisions.id, recent));
  // The old story is copied by the database, row to row: a large story never crosses into
  // JavaScript twice (PGlite runs on the event loop, ADR 026).
  if (!recent)
    await tx.execute(sql`
    insert into story_revisions (id, game_id, user_id, made_by, summary, story, scene_count, bytes, created_at)
    select ${revisionId}, id, creator_id, ${write.madeBy}, ${JSON.stringify(summary)}::jsonb, story_beats,
      ${countScenes(before)}, coalesce(octet_length(story_beats::text), 0), clock_timestamp()
    from games where id = ${write.gameId}`);
  if (json !== null && json.length > JSON_STEP) {
    await setStoryBeatsInSteps(tx, write.gameId, json);
    await tx
      .update(games)
      .set({ useCompleteStorySystem: sceneCount > 0, updatedAt: new Date() })
      .where(eq(games.id, write.gameId));
  } else {
    await tx
      .update(games)
      .set({
        storyBeats: json === null ? null : sql`${json}::jsonb`,
        useCompleteStorySystem: sceneCount > 0,
        updatedAt: new Date(),
      })
      .where(eq(games.id, write.gameId));
  }
  await pruneRevisions(tx, write.gameId, row.creatorId);
  return { revisionId, summary, sceneCount };
}

/** The game's newest revision when `madeBy` made it within `withinMs`. */
async function recentRevision(tx: Tx, gameId: string, madeBy: string, withinMs: number) {
  const [row] = await tx
    .select({ id: storyRevisions.id, madeBy: storyRevisions.madeBy, createdAt: storyRevisions.createdAt })
    .from(storyRevisions)
    .where(eq(storyRevisions.gameId, gameId))
    .orderBy(desc(storyRevisions.createdAt), desc(storyRevisions.id))
    .limit(1);
  // A revision dated ahead (a restored archive from a clock that ran fast) is never "recent".
  const age = row ? Date.now() - row.createdAt.getTime() : -1;
  return row && row.madeBy === madeBy && age >= 0 && age < withinMs ? row.id : null;
}

async function revisionStory(tx: Tx, revisionId: string) {
  const [row] = await tx
    .select({ story: storyRevisions.story })
    .from(storyRevisions)
    .where(eq(storyRevisions.id, revisionId));
  return row?.story ?? null;
}

/**
 * Keeps a game's newest REVISIONS_KEPT and every one from the last REVISIONS_KEPT_DAYS; then,
 * past REVISION_BYTES_PER_USER_MAX for the user, the oldest go — never a game's newest one.
 */
export async function pruneRevisions(
  tx: Tx,
  gameId: string,
  userId: string | null,
  maxBytes = REVISION_BYTES_PER_USER_MAX,
): Promise<void> {
  await tx.execute(sql`
    delete from story_revisions where id in (
      select id from (
        select id, created_at, row_number() over (order by created_at desc, id desc) as n
        from story_revisions where game_id = ${gameId}
      ) ranked
      where n > ${REVISIONS_KEPT} and created_at < now() - make_interval(days => ${REVISIONS_KEPT_DAYS})
    )`);
  if (!userId) return;
  await tx.execute(sql`
    delete from story_revisions where id in (
      select id from (
        select id,
          row_number() over (partition by game_id order by created_at desc, id desc) as game_rank,
          sum(bytes) over (order by created_at desc, id desc) as running
        from story_revisions where user_id = ${userId}
      ) ranked
      where game_rank > 1 and running > ${maxBytes}
    )`);
}

/** A game's revisions, newest first, without their stories. */
export function listRevisions(db: Db | Tx, gameId: string) {
  return db
    .select({
      id: storyRevisions.id,
      createdAt: storyRevisions.createdAt,
      madeBy: storyRevisions.madeBy,
      summary: storyRevisions.summary,
      sceneCount: storyRevisions.sceneCount,
    })
    .from(storyRevisions)
    .where(eq(storyRevisions.gameId, gameId))
    .orderBy(desc(storyRevisions.createdAt), desc(storyRevisions.id));
}

export async function findRevision(db: Db | Tx, gameId: string, revisionId: string) {
  const [row] = await db
    .select()
    .from(storyRevisions)
    .where(and(eq(storyRevisions.gameId, gameId), eq(storyRevisions.id, revisionId)));
  return row;
}
