import type { Db } from "../../db/client";
import type { LoadedSession } from "./session-access";

/**
 * Sessions being played right now, kept in this process so that a turn needs no reads: only its
 * one write, which re-checks at commit what the cached copy assumed (ADR 009). A stale copy, say
 * after another server moved the session on, costs the player one "reload" conflict, never a
 * wrong story. The game row in a copy is at most GAME_FRESH_MS old, as the game bible's is.
 */
const GAME_FRESH_MS = 30_000;
const MAX_SESSIONS = 2_000;

type Entry = { loaded: LoadedSession; gameReadAt: number };

// Per database, so that every app (and every test's app) has its own.
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export function cachedSession(db: Db, token: string): LoadedSession | undefined {
  const cache = cacheOf(db);
  const entry = cache.get(token);
  if (!entry) return undefined;
  if (Date.now() - entry.gameReadAt > GAME_FRESH_MS) {
    cache.delete(token);
    return undefined;
  }
  return entry.loaded;
}

/** Keeps a session as just read from the database. */
export function rememberSession(db: Db, loaded: LoadedSession): void {
  keep(cacheOf(db), { loaded, gameReadAt: Date.now() });
}

/**
 * Moves a remembered session on to a committed turn; its game row keeps its age. A session
 * forgotten meanwhile stays forgotten: the next turn reads it afresh.
 */
export function rememberTurn(db: Db, moved: LoadedSession): void {
  const cache = cacheOf(db);
  const entry = cache.get(moved.session.token);
  if (entry) keep(cache, { loaded: moved, gameReadAt: entry.gameReadAt });
}

function keep(cache: Map<string, Entry>, entry: Entry): void {
  const token = entry.loaded.session.token;
  // Re-inserted at the end: the Map's order is then least recently played first.
  cache.delete(token);
  if (cache.size >= MAX_SESSIONS) cache.delete(cache.keys().next().value as string);
  cache.set(token, entry);
}

/** Every change to a session other than a committed turn (rollback, a loaded save, a claim) forgets it. */
export function forgetSession(db: Db, token: string): void {
  cacheOf(db).delete(token);
}
