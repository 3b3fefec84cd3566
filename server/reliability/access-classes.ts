import { randomBytes, randomUUID } from "node:crypto";
import type { World } from "./fixtures";

/** The identities of the route × identity matrix, the access classes and what each answers. */
export type Identity = "owner" | "other" | "visitor" | "forged" | "ended" | "expired" | "wrongId";
/** A status, or any status of a class. */
export type Expected = number | "2xx" | "3xx";

/** forged: a cookie never issued; ended: signed out; expired: past its time. The owner goes last. */
export const IDENTITIES: Identity[] = ["other", "visitor", "forged", "ended", "expired", "wrongId", "owner"];

/**
 * - public: anyone.
 * - signed-in: any signed-in user, on their own things; no one else (401).
 * - owner-only: the owner of the game, character, chapter or backup the path names; another user
 *   is told it does not exist (404, existence is not leaked), a visitor to sign in (401).
 * - session: whoever holds the token, but a signed-in player's session is theirs alone (404).
 * - signed-in-session: as session, and signed in too (401 first).
 */
export type Access = "public" | "signed-in" | "owner-only" | "session" | "signed-in-session";

export const EXPECTED: Record<Access, Partial<Record<Identity, Expected>>> = {
  public: { owner: "2xx", other: "2xx", visitor: "2xx", forged: "2xx", ended: "2xx", expired: "2xx" },
  "signed-in": { owner: "2xx", other: "2xx", visitor: 401, forged: 401, ended: 401, expired: 401 },
  "owner-only": {
    owner: "2xx",
    other: 404,
    visitor: 401,
    forged: 401,
    ended: 401,
    expired: 401,
    wrongId: 404,
  },
  session: { owner: "2xx", other: 404, visitor: 404, forged: 404, ended: 404, expired: 404, wrongId: 404 },
  "signed-in-session": {
    owner: "2xx",
    other: 404,
    visitor: 401,
    forged: 401,
    ended: 401,
    expired: 401,
    wrongId: 404,
  },
};

export type RouteAccess = {
  access: Access;
  /** Why the route is declared as it is, where that is not plain. */
  note?: string;
  /** Path parameters; by default `:id` is the game, `:sessionToken` the session, `:filename` the backup. */
  params?: (w: World) => Record<string, string>;
  query?: (w: World) => Record<string, string>;
  /** A valid body, so that access and not validation decides the answer. */
  body?: (w: World) => unknown;
  contentType?: string;
  /** Answers that differ from the access class's. */
  expect?: Partial<Record<Identity, Expected>>;
  /** The route changes or removes what it names: it gets a world of its own. */
  fresh?: boolean;
  /** The route ends the session it is called with: the owner calls it from a second one. */
  endsSession?: boolean;
  /**
   * The route answers server-sent events when asked (a scene as it is written): the matrix calls
   * it both ways, reading a streamed answer's status from its `error` event.
   */
  streams?: boolean;
};

/** Ids and tokens of the right shape that name nothing: the "wrongId" identity's world. */
export function wrongWorld(w: World): World {
  return {
    ...w,
    gameId: randomUUID(),
    shareSlug: `no-such-game-${randomBytes(4).toString("hex")}`,
    characterId: randomUUID(),
    chapterId: randomUUID(),
    storyChapterId: randomUUID(),
    revisionId: randomUUID(),
    sessionToken: randomBytes(24).toString("hex"),
    autoSaveId: randomUUID(),
    saveCode: "SAVE-ZZZZ22ZZZZ22",
    backupFilename: `taleforge-backup-${randomBytes(4).toString("hex")}.zip`,
  };
}

/** The same answer for every identity but wrongId. */
export function all(expected: Expected): Partial<Record<Identity, Expected>> {
  return {
    owner: expected,
    other: expected,
    visitor: expected,
    forged: expected,
    ended: expected,
    expired: expected,
  };
}
