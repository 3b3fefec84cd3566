import type { Db } from "../../db/client";
import { findGameById, type GameRow } from "../../game/game-bible";
import type { LoadedSession } from "./session-access";

/**
 * Sessions being played right now, kept in this process so that a turn needs no reads of its
 * own: only its one write, which re-checks at commit what the cached copy assumed (ADR 009). A
 * stale copy, say after another server moved the session on, costs the player one "reload"
 * conflict, never a wrong story; a copy is read afresh after SESSION_FRESH_MS anyway. Games are
 * kept apart from sessions, one row per game at most GAME_FRESH_MS old, and read afresh once
 * per game: were each session to read its game again when it aged, the players who started
 * together would all read at once, and every turn would wait behind them (ADR 010).
 */
const GAME_FRESH_MS = 30_000;
/** 4–6 minutes, spread so that sessions started together are not read again together. */
const SESSION_FRESH_MS = 4 * 60_000;
const SESSION_FRESH_SPREAD_MS = 2 * 60_000;
const MAX_SESSIONS = 2_000;
const MAX_GAMES = 500;

type GameEntry = { row: GameRow; readAt: number };
type SessionEntry = { loaded: LoadedSession; staleAt: number };
type Cache = {
  /** Sessions in play by token; their `game` is filled in from `games` on every read. */
  sessions: Map<string, SessionEntry>;
  games: Map<string, GameEntry>;
  /** Games being read afresh: every turn that finds its game old waits for the same read. */
  reading: Map<string, Promise<GameRow | undefined>>;
};

// Per database, so that every app (and every test's app) has its own.
const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { sessions: new Map(), games: new Map(), reading: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** A remembered session with its game as fresh as GAME_FRESH_MS allows; undefined if none. */
export async function cachedSession(db: Db, token: string): Promise<LoadedSession | undefined> {
  const cache = cacheOf(db);
  const entry = cache.sessions.get(token);
  if (!entry) return undefined;
  if (Date.now() >= entry.staleAt) {
    cache.sessions.delete(token);
    return undefined;
  }
  const game = await freshGame(db, cache, entry.loaded.session.gameId);
  // The session may have been moved on or forgotten while its game was read.
  const loaded = cache.sessions.get(token)?.loaded;
  if (!loaded || !game) {
    cache.sessions.delete(token);
    return undefined;
  }
  return game === loaded.game ? loaded : { ...loaded, game };
}

async function freshGame(db: Db, cache: Cache, id: string): Promise<GameRow | undefined> {
  const kept = cache.games.get(id);
  if (kept && Date.now() - kept.readAt <= GAME_FRESH_MS) return kept.row;
  const pending = cache.reading.get(id);
  if (pending) return pending;
  const startedAt = Date.now();
  const reading = findGameById(db, id);
  cache.reading.set(id, reading);
  try {
    const row = await reading;
    // forgetGame ran during the read: the row may predate the edit, so it serves once, unkept.
    if (cache.reading.get(id) !== reading) return row;
    // A row kept meanwhile by a session read from the database is newer than this one.
    if ((cache.games.get(id)?.readAt ?? 0) > startedAt) return cache.games.get(id)?.row;
    if (row) keepGame(cache, row);
    else cache.games.delete(id);
    return row;
  } finally {
    if (cache.reading.get(id) === reading) cache.reading.delete(id);
  }
}

function keepGame(cache: Cache, row: GameRow): void {
  cache.games.delete(row.id);
  if (cache.games.size >= MAX_GAMES) cache.games.delete(cache.games.keys().next().value as string);
  cache.games.set(row.id, { row, readAt: Date.now() });
}

/** Keeps a session as just read from the database, its game with it. */
export function rememberSession(db: Db, loaded: LoadedSession): void {
  const cache = cacheOf(db);
  keepGame(cache, loaded.game);
  const staleAt = Date.now() + SESSION_FRESH_MS + Math.random() * SESSION_FRESH_SPREAD_MS;
  keep(cache, { loaded, staleAt });
}

/**
 * Moves a remembered session on to a committed turn; it keeps its age. A session forgotten
 * meanwhile stays forgotten: the next turn reads it afresh.
 */
export function rememberTurn(db: Db, moved: LoadedSession): void {
  const cache = cacheOf(db);
  const entry = cache.sessions.get(moved.session.token);
  if (entry) keep(cache, { loaded: moved, staleAt: entry.staleAt });
}

function keep(cache: Cache, entry: SessionEntry): void {
  const token = entry.loaded.session.token;
  // Re-inserted at the end: the Map's order is then least recently played first.
  cache.sessions.delete(token);
  if (cache.sessions.size >= MAX_SESSIONS)
    cache.sessions.delete(cache.sessions.keys().next().value as string);
  cache.sessions.set(token, entry);
}

/** Every change to a session other than a committed turn (rollback, a loaded save, a claim) forgets it. */
export function forgetSession(db: Db, token: string): void {
  cacheOf(db).sessions.delete(token);
}

/** The game was edited (Edit Game, the Story Editor): the next turn reads it afresh. */
export function forgetGame(db: Db, id: string): void {
  const cache = cacheOf(db);
  cache.games.delete(id);
  cache.reading.delete(id);
}
