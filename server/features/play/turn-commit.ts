import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { preparedPer, prepareNamed } from "../../db/prepared";
import type { TurnRow } from "./turn-chain";

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
};

const p = (name: string) => sql.placeholder(name);

/**
 * The statement behind commitTurn, built once: a null `supersede` or `saveName` turns that part
 * off, so that one text serves every turn. The statement's snapshot does not see the new save
 * yet, so the prune keeps one fewer.
 */
const commitStatement = preparedPer((db) =>
  prepareNamed(
    db,
    "commit_turn",
    sql`
    with moved as (
      update play_sessions
      set current_turn_id = ${p("id")}, scene_number = ${p("sceneNumber")}, last_played_at = now()
      where token = ${p("token")} and current_turn_id = ${p("expectedTurnId")}
        and player_id is not distinct from ${p("playerId")}::text
        and exists (select 1 from games g where g.id = play_sessions.game_id
          and (g.is_published or g.creator_id = ${p("viewerId")}::text))
      returning token
    ),
    written as (
      insert into turns (id, session_token, parent_turn_id, scene_number, action, prose, scene_title,
        chapter_title, choices, quick_actions, system_message, state, progress, memory)
      select ${p("id")}, token, ${p("parentTurnId")}, ${p("sceneNumber")}, ${p("action")}, ${p("prose")},
        ${p("sceneTitle")}, ${p("chapterTitle")}, ${p("choices")}::jsonb, ${p("quickActions")}::jsonb,
        ${p("systemMessage")}, ${p("state")}::jsonb, ${p("progress")}, ${p("memory")}::jsonb
      from moved
      returning id
    ),
    superseded as (
      update turns set superseded_at = now()
      where id = ${p("supersede")}::text and exists (select 1 from moved)
    ),
    saved as (
      insert into saves (id, session_token, turn_id, save_name, scene_number, game_progress)
      select ${p("saveId")}, ${p("token")}, id, ${p("saveName")}::text, ${p("sceneNumber")}, ${p("progress")}
      from written where ${p("saveName")}::text is not null
    ),
    pruned as (
      delete from saves
      where ${p("saveName")}::text is not null and session_token = ${p("token")} and exists (select 1 from written)
      and id not in (
        select id from saves where session_token = ${p("token")}
        order by created_at desc, scene_number desc limit ${AUTO_SAVES_KEPT - 1})
    )
    select id from written`,
  ),
);

/**
 * Stores a written turn in one atomic statement: the session's pointer moves only if it still
 * points at `expectedTurnId` (a second tab or a double click cannot fork the story), still has
 * the owner it was read with and its game is still playable by the viewer (the session may have
 * been read from this process's copy, session-cache.ts), and the
 * turn, the superseded mark and the auto-save are written only if it moved. One round trip
 * instead of a transaction's five, and a prepared statement: this is on every turn's path.
 * Returns false when refused.
 */
export async function commitTurn(db: Db, c: TurnCommit): Promise<boolean> {
  const t = c.turn;
  const result = await commitStatement(db).execute({
    id: t.id,
    sceneNumber: t.sceneNumber,
    token: c.token,
    expectedTurnId: c.expectedTurnId,
    playerId: c.playerId,
    viewerId: c.viewerId,
    parentTurnId: t.parentTurnId,
    action: t.action,
    prose: t.prose,
    sceneTitle: t.sceneTitle,
    chapterTitle: t.chapterTitle,
    choices: JSON.stringify(t.choices),
    quickActions: JSON.stringify(t.quickActions),
    systemMessage: t.systemMessage,
    state: JSON.stringify(t.state),
    progress: t.progress,
    memory: JSON.stringify(t.memory),
    supersede: c.supersede ?? null,
    saveId: randomUUID(),
    saveName: c.autoSaveName ?? null,
  });
  return result.rows.length === 1;
}
