import { sql } from "drizzle-orm";
import {
  ANALYTICS_DAYS,
  FREE_ACTION_MIN_RUNS,
  RANKED_RUNS,
  TOP_CHOICES_PER_SCENE,
  TOP_SCENES,
} from "../../../contract/analytics";
import type { Db } from "../../db/client";

/**
 * The SQL aggregates behind a game's analytics panel (issue 34). Every query starts from the
 * game's sessions by `play_sessions_game_idx` and reaches turns by their session (`turns_session_idx`,
 * which carries each turn's progress and chapter), so a game's panel reads its own rows only, however
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

export type ChapterRuns = { chapter: number; runs: number; turns: number; scenes: number; finished: number };

/**
 * One pass over the game's runs, grouped by the furthest chapter each reached: how many, their
 * turns (scenes after the opening, rolled back or not: each was played), the scenes they are at,
 * and how many finished — reached an ending (progress 100) or the story's last chapter. Each run's
 * turns are read from turns_session_idx alone (it carries progress and chapter).
 */
export async function runsByChapter(db: Db, gameId: string, lastChapter: number): Promise<ChapterRuns[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.chapter, count(*)::int as runs, sum(r.turns)::int as turns, sum(s.scene_number)::int as scenes,
             count(*) filter (where r.progress >= 100
               or (${lastChapter}::int > 1 and r.chapter >= ${lastChapter}::int))::int as finished
      from play_sessions s
      cross join lateral (
        select count(*) filter (where t.scene_number > 1) as turns,
               coalesce(max(t.chapter), 1) as chapter, coalesce(max(t.progress), 0) as progress
        from turns t where t.session_token = s.token
      ) r
      where s.game_id = ${gameId} and not s.preview_mode
      group by r.chapter`),
  );
  return rows.map((r) => ({
    chapter: Number(r.chapter),
    runs: Number(r.runs),
    turns: Number(r.turns),
    scenes: Number(r.scenes),
    finished: Number(r.finished),
  }));
}

/** Players: signed-in ones once each, a visitor's run as one (from the runs alone). */
export async function uniquePlayers(db: Db, gameId: string): Promise<number> {
  const [row] = rowsOf<{ players: number }>(
    await db.execute(sql`
      select count(distinct coalesce(s.player_id, s.token))::int as players
      from play_sessions s where s.game_id = ${gameId} and not s.preview_mode`),
  );
  return Number(row?.players ?? 0);
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
 * Every action of the latest RANKED_RUNS runs after the opening, beside the scene it answered (its parent turn): an action equal
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
        from (
          select token from play_sessions
          where game_id = ${gameId} and not preview_mode
          order by created_at desc limit ${RANKED_RUNS}
        ) s
        join turns t on t.session_token = s.token and t.scene_number > 1
        join turns p on p.id = t.parent_turn_id
        -- The offered choice this action is, whatever its case (a typed "open the gate" follows it too).
        left join lateral (
          select coalesce(c.value->>'text', c.value #>> '{}') as text
          from jsonb_array_elements(case when jsonb_typeof(p.choices) = 'array' then p.choices else '[]'::jsonb end) c(value)
          where lower(coalesce(c.value->>'text', c.value #>> '{}')) = lower(t.action)
          limit 1
        ) ch on true
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
      select count(*)::int as plays,
             count(*) filter (where r.progress >= 100
               or (g.last_chapter > 1 and r.chapter >= g.last_chapter))::int as finished
      from (select g.id, ${LAST_CHAPTER} as last_chapter from games g where g.creator_id = ${userId}) g
      join play_sessions s on s.game_id = g.id and not s.preview_mode
      cross join lateral (
        select coalesce(max(t.chapter), 1) as chapter, coalesce(max(t.progress), 0) as progress
        from turns t where t.session_token = s.token
      ) r`),
  );
  return { plays: Number(row?.plays ?? 0), finished: Number(row?.finished ?? 0) };
}
