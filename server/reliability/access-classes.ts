import { randomBytes, randomUUID } from "node:crypto";
import type { Identity } from "../plugins/route-access-classes";
import type { World } from "./fixtures";

export {
  type Access,
  EXPECTED,
  type Expected,
  expectedAnswers,
  type Identity,
} from "../plugins/route-access-classes";

/** The order the matrix calls a route in: the owner goes last. */
export const IDENTITIES: Identity[] = ["other", "visitor", "forged", "ended", "expired", "wrongId", "owner"];

/**
 * How the tests call a route: who may call it is declared in the app itself
 * (server/plugins/route-access-classes.ts); this is the valid request that lets access, not
 * validation, decide the answer.
 */
export type RouteAccess = {
  /** Why the route is declared as it is, where that is not plain. */
  note?: string;
  /** Path parameters; by default `:id` is the game, `:sessionToken` the session, `:filename` the backup. */
  params?: (w: World) => Record<string, string>;
  query?: (w: World) => Record<string, string>;
  /** A valid body, so that access and not validation decides the answer. */
  body?: (w: World) => unknown;
  contentType?: string;
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
    reportId: randomUUID(),
  };
}
