import { PLAY_STARTUP_ELEMENT_ID } from "../../../contract/constants";
import type { TranscriptResponse } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { recallRun, runKey } from "./local-runs";
import { readTranscript } from "./transcript-page";

/** A new session of a game: in the owner's preview or not, from the opening or from one scene. */
export type SessionStart = { slug: string; preview: boolean; scene: string | null };

/**
 * A visit to `/play/{slug}` starts a session as soon as the start-up script runs (main.tsx),
 * not once the play page's own code has loaded: the opening scene is what a player waits for,
 * and so the request runs while that code downloads. The play page takes the answer (once);
 * any other start, a retry or a later visit, sends its own request as before.
 */
let started: (SessionStart & { body: Promise<unknown>; at: number }) | null = null;

/**
 * A start-up read not taken this soon is dropped: the page it was for never came (a redirect,
 * an error, a link elsewhere), and a later visit must read the run as it then stands.
 */
export const STARTUP_READ_TTL_MS = 30_000;
const fresh = (read: { at: number } | null) => read !== null && Date.now() - read.at <= STARTUP_READ_TTL_MS;

export function requestSessionStart({ slug, preview, scene }: SessionStart): Promise<unknown> {
  return apiRequest("POST", "/api/sessions/start", {
    gameSlug: slug,
    previewMode: preview,
    // Preview from here: the Story Editor's link names the scene to open at.
    ...(scene ? { startScene: scene } : {}),
  }).then((res) => res.json());
}

/** What the play page will start for this address, or null (it resumes a session, or is no play page). */
export function sessionToStart(pathname: string, search: string): SessionStart | null {
  // Exactly the route's `/play/:slug`; an encoded slug is left to the page, which decodes it its own way.
  const match = /^\/play\/([^/%?#]+)$/.exec(pathname);
  if (!match?.[1]) return null;
  const params = new URLSearchParams(search);
  if (params.has("session")) return null;
  const start = {
    slug: match[1],
    preview: params.get("preview") === "true",
    scene: params.get("scene") || null,
  };
  // A run this browser holds is offered first ("Continue where you left off"): no new one yet.
  if (!start.scene && !params.has("restart") && recallRun(runKey(start.slug, start.preview))) return null;
  return start;
}

export function prestartSession(location: { pathname: string; search: string }) {
  const start = sessionToStart(location.pathname, location.search);
  if (!start) return;
  const body = requestSessionStart(start);
  // Not a failure of its own: the page that takes it reports it.
  body.catch(() => undefined);
  started = { ...start, body, at: Date.now() };
}

/**
 * The session started at start-up for this start, once; null if none was, it was taken, or it
 * is stale. A session from a scene is not one from the opening, nor a preview a play. A page
 * that starts a session resumes none: a run read at start-up is dropped.
 */
export function takePrestartedSession({ slug, preview, scene }: SessionStart): Promise<unknown> | null {
  resumed = null;
  if (!fresh(started)) started = null;
  if (!started || started.slug !== slug || started.preview !== preview || started.scene !== scene)
    return null;
  const { body } = started;
  started = null;
  return body;
}

/**
 * A run the address names (`?session=`, the spec's links) is read the same way: the session and
 * its newest transcript page are asked for at start-up, while the play page's code loads, not
 * once it has rendered. A 500-turn run's first paint waited on that round trip (issue 33).
 */
type Resumed = {
  token: string;
  session: Promise<unknown>;
  page: Promise<TranscriptResponse | null>;
  at: number;
  /** Both answers, once in: the page's first render shows the run with no loading state. */
  arrived?: { session: unknown; page: TranscriptResponse | null };
};
let resumed: Resumed | null = null;

/**
 * The run the server put in the link's HTML for this token (ADR 036): the same two answers, read
 * by the server as it sent the page. Once: the element goes with the first read.
 */
function embeddedResume(token: string): NonNullable<Resumed["arrived"]> | null {
  const element = typeof document === "undefined" ? null : document.getElementById(PLAY_STARTUP_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? "") as {
      token?: unknown;
      session?: unknown;
      page?: unknown;
    };
    if (data.token !== token || !data.session) return null;
    return { session: data.session, page: (data.page ?? null) as TranscriptResponse | null };
  } catch {
    // Not what the server writes: the page reads the run as it would without.
    return null;
  }
}

export function prefetchResume(location: { pathname: string; search: string }) {
  if (!/^\/play\/[^/%?#]+$/.test(location.pathname)) return;
  const params = new URLSearchParams(location.search);
  const token = params.get("session");
  // Loading a save changes the session (a POST): the page sends that itself.
  if (!token || params.has("loadSave")) return;
  const embedded = embeddedResume(token);
  if (embedded) {
    const { session, page } = embedded;
    resumed = {
      token,
      session: Promise.resolve(session),
      page: Promise.resolve(page),
      at: Date.now(),
      arrived: embedded,
    };
    return;
  }
  const session = apiRequest("GET", `/api/sessions/${encodeURIComponent(token)}`).then((res) => res.json());
  // Not a failure of its own: the page that takes it reports it.
  session.catch(() => undefined);
  const read: Resumed = { token, session, page: readTranscript(token).catch(() => null), at: Date.now() };
  resumed = read;
  void Promise.all([read.session, read.page]).then(
    ([answer, page]) => {
      read.arrived = { session: answer, page };
    },
    () => undefined,
  );
}

/**
 * Settles once the start-up read of the run is in (or has failed), or after `capMs`: main.tsx
 * renders then, so the first render holds the run rather than a skeleton and then the run.
 */
export function startupReadSettled(capMs: number): Promise<void> {
  const read = resumed;
  if (!read || read.arrived) return Promise.resolve();
  const settled = Promise.all([read.session, read.page]).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([settled, new Promise<void>((done) => setTimeout(done, capMs))]);
}

/** The start-up read of this token if both answers are already in, once; else null (the query reads it). */
export function takeArrivedResume(token: string): NonNullable<Resumed["arrived"]> | null {
  const read = fresh(resumed) ? resumed : null;
  if (!read?.arrived || read.token !== token) return null;
  resumed = null;
  return read.arrived;
}

/**
 * The session and transcript page read at start-up for this token, once; null if none were, or
 * they are stale. Asked for another token, the read is dropped: it was for a page that never came.
 */
export function takePrefetchedResume(token: string): Pick<Resumed, "session" | "page"> | null {
  const read = fresh(resumed) ? resumed : null;
  resumed = null;
  if (!read || read.token !== token) return null;
  return { session: read.session, page: read.page };
}
