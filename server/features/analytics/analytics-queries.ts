import { sql } from "drizzle-orm";
import {
  ANALYTICS_DAYS,
  FREE_ACTION_MIN_RUNS,
  TOP_CHOICES_PER_SCENE,
  TOP_SCENES,
} from "../../../contract/analytics";
import type { Db } from "../../db/client";

/**
 * The SQL aggregates behind a game's analytics panel (issue 34). Every query starts from the
 * game's sessions by `play_sessions_game_idx` and reaches turns by their session (`turns_session_idx`)
 * or a session's current turn (primary key), so a game's panel reads its own rows only, however
 * many turns other games have. The owner's previews are test runs: never counted.
 */

/** Turns a chapter move writes as the player's action (play-service.ts): not typed by anyone. */
const NEXT_CHAPTER_ACTION = "Continue to the next chapter:%";
/** Free actions read before the child-safe and privacy filters keep the few shown. */
export const FREE_ACTION_CANDIDATES = 60;

/**
 * The story's chapters as play moves through them (memory.chapter): a written story's, or the
 * outline's for a game played chapter by chapter; free play has none. Over the games row `g`.
 */
const WRITTEN = sql`g.use_complete_story_system and jsonb_typeof(g.story_beats->'chapters') = 'array'`;
export const CHAPTER_TITLES = sql`case
  when ${WRITTEN} then (select coalesce(jsonb_agg(c.value->>'title' order by c.n), '[]'::jsonb)
                        from jsonb_array_elements(g.story_beats->'chapters') with ordinality c(value, n))
  when g.has_structured_story then (select coalesce(jsonb_agg(o.title order by o.chapter_number), '[]'::jsonb)
                                    from outline_chapters o where o.game_id = g.id)
  else '[]'::jsonb end`;
const LAST_CHAPTER = sql`case
  when ${WRITTEN} then jsonb_array_length(g.story_beats->'chapters')
  when g.has_structured_story then (select count(*)::int from outline_chapters o where o.game_id = g.id)
  else 0 end`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type RunSummary = {
  plays: number;
  players: number;
  finished: number;
  avgScenes: number;
};

/**
 * Plays, players, finished runs and scenes per run, from each run's current turn: a run is
 * where its player left it (a roll back moves it back). `lastChapter` is the story's last.
 */
export async function runSummary(db: Db, gameId: string, lastChapter: number): Promise<RunSummary> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select count(*)::int as plays,
             count(distinct coalesce(s.player_id, s.token))::int as players,
             count(*) filter (where t.progress >= 100
               or (${lastChapter}::int > 1 and coalesce((t.memory->>'chapter')::int, 1) >= ${lastChapter}::int))::int as finished,
             coalesce(avg(s.scene_number), 0)::float8 as avg_scenes
      from play_sessions s
      left join turns t on t.id = s.current_turn_id
      where s.game_id = ${gameId} and not s.preview_mode`),
  );
  return {
    plays: Number(row?.plays ?? 0),
    players: Number(row?.players ?? 0),
    finished: Number(row?.finished ?? 0),
    avgScenes: Number(row?.avg_scenes ?? 0),
  };
}

/** Runs by the chapter their current scene is in. */
export async function runsByChapter(db: Db, gameId: string): Promise<Map<number, number>> {
  const rows = rowsOf<{ chapter: number; runs: number }>(
    await db.execute(sql`
      select greatest(coalesce((t.memory->>'chapter')::int, 1), 1) as chapter, count(*)::int as runs
      from play_sessions s
      left join turns t on t.id = s.current_turn_id
      where s.game_id = ${gameId} and not s.preview_mode
      group by 1`),
  );
  return new Map(rows.map((r) => [Number(r.chapter), Number(r.runs)]));
}

/** Turns answered (every scene after the opening, rolled back or not: each was played). */
export async function turnsPlayed(db: Db, gameId: string): Promise<number> {
  const [row] = rowsOf<{ turns: number }>(
    await db.execute(sql`
      select count(*)::int as turns
      from play_sessions s
      join turns t on t.session_token = s.token and t.scene_number > 1
      where s.game_id = ${gameId} and not s.preview_mode`),
  );
  return Number(row?.turns ?? 0);
}

/** Runs started per UTC day over the last ANALYTICS_DAYS days (days without plays absent). */
export async function playsPerDay(db: Db, gameId: string, today: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ day: string; plays: number }>(
    await db.execute(sql`
      select to_char((s.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as plays
      from play_sessions s
      where s.game_id = ${gameId} and not s.preview_mode
        and s.created_at >= (${today}::date - ${ANALYTICS_DAYS - 1}::int)::timestamp at time zone 'UTC'
      group by 1`),
  );
  return new Map(rows.map((r) => [String(r.day), Number(r.plays)]));
}

export type ChoiceRow = { scene: string; text: string; count: number };
export type FreeActionRow = { text: string; count: number; runs: number };

/**
 * Every action after the opening, beside the scene it answered (its parent turn): an action equal
 * to one of that scene's offered choices was chosen; anything else was typed. Both lists are
 * ranked in SQL, so only the few rows shown leave the database.
 */
export async function actionRankings(
  db: Db,
  gameId: string,
): Promise<{ choices: ChoiceRow[]; free: FreeActionRow[] }> {
  const rows = rowsOf<{ kind: string; scene: string | null; text: string; count: number; runs: number }>(
    await db.execute(sql`
      with acted as materialized (
        select coalesce(nullif(p.scene_title, ''), 'Scene ' || p.scene_number) as scene,
               t.action, t.session_token, ch.text as choice
        from play_sessions s
        join turns t on t.session_token = s.token and t.scene_number > 1
        join turns p on p.id = t.parent_turn_id
        -- The offered choice this action is, whatever its case (a typed "open the gate" follows it too).
        left join lateral (
          select coalesce(c.value->>'text', c.value #>> '{}') as text
          from jsonb_array_elements(case when jsonb_typeof(p.choices) = 'array' then p.choices else '[]'::jsonb end) c(value)
          where lower(coalesce(c.value->>'text', c.value #>> '{}')) = lower(t.action)
          limit 1
        ) ch on true
        where s.game_id = ${gameId} and not s.preview_mode
      ),
      choice_counts as (
        select scene, choice as text, count(*)::int as count
        from acted where choice is not null group by scene, choice
      ),
      scene_totals as (
        select scene, sum(count)::int as total from choice_counts group by scene
        order by total desc, scene limit ${TOP_SCENES}
      ),
      ranked as (
        select c.scene, c.text, c.count, st.total,
               row_number() over (partition by c.scene order by c.count desc, c.text) as rank
        from choice_counts c join scene_totals st using (scene)
      ),
      free as (
        select lower(btrim(action)) as text, count(*)::int as count,
               count(distinct session_token)::int as runs
        from acted
        where choice is null and action not like ${NEXT_CHAPTER_ACTION}
        group by 1
        having count(distinct session_token) >= ${FREE_ACTION_MIN_RUNS}
        order by count desc, runs desc, text
        limit ${FREE_ACTION_CANDIDATES}
      )
      select 'choice' as kind, scene, text, count, total as runs
      from ranked where rank <= ${TOP_CHOICES_PER_SCENE}
      union all
      select 'free', null, text, count, runs from free`),
  );
  const choices = rows
    .filter((r) => r.kind === "choice")
    .map((r) => ({ scene: String(r.scene), text: r.text, count: Number(r.count), total: Number(r.runs) }))
    .sort((a, b) => b.total - a.total || a.scene.localeCompare(b.scene) || b.count - a.count)
    .map(({ scene, text, count }) => ({ scene, text, count }));
  const free = rows
    .filter((r) => r.kind === "free")
    .map((r) => ({ text: r.text, count: Number(r.count), runs: Number(r.runs) }))
    .sort((a, b) => b.count - a.count || b.runs - a.runs || a.text.localeCompare(b.text));
  return { choices, free };
}

/** The dashboard's figures across a creator's games: runs started and runs finished. */
export async function creatorTotals(db: Db, userId: string): Promise<{ plays: number; finished: number }> {
  const [row] = rowsOf<{ plays: number; finished: number }>(
    await db.execute(sql`
      select count(s.token)::int as plays,
             count(s.token) filter (where t.progress >= 100
               or (g.last_chapter > 1 and coalesce((t.memory->>'chapter')::int, 1) >= g.last_chapter))::int as finished
      from (
        select g.id, ${LAST_CHAPTER} as last_chapter
        from games g where g.creator_id = ${userId}
      ) g
      join play_sessions s on s.game_id = g.id and not s.preview_mode
      left join turns t on t.id = s.current_turn_id`),
  );
  return { plays: Number(row?.plays ?? 0), finished: Number(row?.finished ?? 0) };
}
