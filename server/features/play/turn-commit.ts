import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { batcher } from "../../db/batcher";
import type { Db } from "../../db/client";
import { jsonbText } from "../../db/jsonb";
import { preparedPer, prepareNamed } from "../../db/prepared";
import type { TurnRow } from "./turn-chain";
import type { PlayedEvent } from "./turn-events";

export const AUTO_SAVES_KEPT = 10;

export type TurnCommit = {
  token: string;
  /** The turn the scene was written from: the commit is refused if the session moved on. */
  expectedTurnId: string;
  turn: TurnRow;
  /** A re-rolled scene: the turn it replaces, kept but marked superseded. */
  supersede?: string;
  /** A signed-in player's auto-save of the new turn; the newest AUTO_SAVES_KEPT are kept. */
  autoSaveName?: string;
  /** Whose session it was when read (null: a visitor's); refused if that changed since. */
  playerId: string | null;
  /** Who plays: refused unless the game is published or theirs, as `canPlay` says. */
  viewerId: string | null;
  /** What the scene did to the game's characters: stored with the turn, and only if it is. */
  events?: readonly PlayedEvent[];
};

/**
 * The statement behind commitTurn, built once. It takes a batch of turns as one JSON array, so
 * that turns finished at the same moment share a round trip, a plan and a commit; each turn
 * keeps its own conditions, and a refused one changes nothing of its own (the others still
 * commit). A turn's null `supersede`, `save_name` or `events` turns that part off. The
 * statement's snapshot does not see the new saves yet, so the prune keeps one fewer. A turn's
 * progression events (ADR 013) are written only with the turn itself, tied to it, and only for
 * characters of the session's game that still exist.
 */
const commitStatement = preparedPer((db) =>
  prepareNamed(
    db,
    "commit_turns",
    sql`
    with i as (
      select * from jsonb_to_recordset(${sql.placeholder("turns")}::jsonb) as x(
        id text, token text, expected text, player text, viewer text, parent text, scene int,
        action text, prose text, scene_title text, chapter_title text, choices jsonb,
        quick_actions jsonb, system_message text, state jsonb, progress int, memory jsonb,
        supersede text, save_id text, save_name text, events jsonb)
    ),
    moved as (
      update play_sessions s
      set current_turn_id = i.id, scene_number = i.scene, last_played_at = now(),
        redo_turn_ids = '[]'::jsonb
      from i
      where s.token = i.token and s.current_turn_id = i.expected
        and s.player_id is not distinct from i.player
        and exists (select 1 from games g where g.id = s.game_id
          and (g.is_published or g.creator_id = i.viewer))
      returning i.id
    ),
    written as (
      insert into turns (id, session_token, parent_turn_id, scene_number, action, prose, scene_title,
        chapter_title, choices, quick_actions, system_message, state, progress, memory)
      select i.id, i.token, i.parent, i.scene, i.action, i.prose, i.scene_title, i.chapter_title,
        i.choices, i.quick_actions, i.system_message, i.state, i.progress, i.memory
      from i join moved using (id)
      returning id
    ),
    superseded as (
      update turns t set superseded_at = now()
      from i join moved using (id)
      where t.id = i.supersede
    ),
    saved as (
      insert into saves (id, session_token, turn_id, save_name, scene_number, game_progress)
      select i.save_id, i.token, i.id, i.save_name, i.scene, i.progress
      from i join written using (id) where i.save_name is not null
    ),
    recorded as (
      insert into character_events (id, character_id, game_id, turn_id, event_type, event_description,
        impact_level, related_characters, scene_number)
      select e.event_id, c.id, c.game_id, i.id, e.event_type, e.description, e.impact, e.related, i.scene
      from i join written using (id)
      cross join lateral jsonb_to_recordset(i.events) as e(event_id text, character_id text,
        event_type text, description text, impact text, related jsonb)
      join play_sessions s on s.token = i.token
      join characters c on c.id = e.character_id and c.game_id = s.game_id
    ),
    pruned as (
      delete from saves s
      using (
        select id, row_number() over (
          partition by session_token order by created_at desc, scene_number desc) as newest
        from saves
        where session_token in (
          select i.token from i join written using (id) where i.save_name is not null)
      ) kept
      where s.id = kept.id and kept.newest >= ${AUTO_SAVES_KEPT}
    )
    select id from written`,
  ),
);

const asJson = (c: TurnCommit) => ({
  id: c.turn.id,
  token: c.token,
  expected: c.expectedTurnId,
  player: c.playerId,
  viewer: c.viewerId,
  parent: c.turn.parentTurnId,
  scene: c.turn.sceneNumber,
  action: c.turn.action,
  prose: c.turn.prose,
  scene_title: c.turn.sceneTitle,
  chapter_title: c.turn.chapterTitle,
  choices: c.turn.choices,
  quick_actions: c.turn.quickActions,
  system_message: c.turn.systemMessage,
  state: c.turn.state,
  progress: c.turn.progress,
  memory: c.turn.memory,
  supersede: c.supersede ?? null,
  save_id: c.autoSaveName ? randomUUID() : null,
  save_name: c.autoSaveName ?? null,
  // Null, not [], for the common turn without events: that part of the statement is then empty.
  events: c.events?.length
    ? c.events.map((e) => ({
        event_id: randomUUID(),
        character_id: e.characterId,
        event_type: e.eventType,
        description: e.description,
        impact: e.impactLevel,
        related: e.relatedCharacters,
      }))
    : null,
});

/**
 * Two batches at most in flight: PostgreSQL stays busy while the next batch gathers, and the
 * pool's other connections stay free for reads. Batches of at most 8 gave a lower p99 than 32
 * in the play bench (ADR 011).
 */
const commitQueue = preparedPer((db) =>
  batcher<TurnCommit>({
    flights: 2,
    maxItems: 8,
    // Two turns of one session are never in flight together: the second is refused after the
    // first, without waiting on its row lock.
    key: (c) => c.token,
    retryAlone: (error) => /^(22|23|40|54)/.test(sqlState(error)),
    run: async (commits) => {
      const result = await commitStatement(db).execute({ turns: jsonbText(commits.map(asJson)) });
      const stored = new Set((result.rows as Array<{ id: string }>).map((r) => r.id));
      return commits.map((c) => stored.has(c.turn.id));
    },
  }),
);

/** PostgreSQL's SQLSTATE of a failed statement; Drizzle keeps the driver's error as the cause. */
function sqlState(error: unknown): string {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return "";
}

/**
 * Stores a written turn atomically: the session's pointer moves only if it still points at
 * `expectedTurnId` (a second tab or a double click cannot fork the story), still has the owner
 * it was read with and its game is still playable by the viewer (the session may have been
 * read from this process's copy, session-cache.ts), and the turn, the superseded mark and the
 * auto-save are written only if it moved. One prepared statement, shared with the turns that
 * finish at the same moment (group commit, ADR 011). Returns false when refused.
 */
export function commitTurn(db: Db, c: TurnCommit): Promise<boolean> {
  return commitQueue(db)(c);
}
