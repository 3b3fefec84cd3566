import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";

/**
 * Who asks for a scene (ADR 014): the client's address group (an IPv4 address, or an IPv6 /64)
 * and the play session it names, if any. Play's budget shares are kept per address and per
 * session, but the narrator's task is run deep inside the play service, far from the request:
 * the request's context carries them there, so the play code need not pass them through.
 */
export type PlayClient = {
  address: string;
  session?: string;
  /** The signed-in user, if any: a creator playing their own game spends no share. */
  viewer: () => Promise<{ id: string } | null>;
};

export const playClients = new AsyncLocalStorage<PlayClient>();

/**
 * A share's key for an address or a session. Hashed: the budget table should hold neither an
 * address nor a session token (the token is the session's only credential).
 */
export const shareKey = (kind: "a" | "s", value: string) =>
  `${kind}:${createHash("sha256").update(value).digest("base64url").slice(0, 22)}`;
