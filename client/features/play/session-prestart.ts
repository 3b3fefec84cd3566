import { apiRequest } from "../../api/request";

/**
 * A visit to `/play/{slug}` starts a session as soon as the start-up script runs (main.tsx),
 * not once the play page's own code has loaded: the opening scene is what a player waits for,
 * and so the request runs while that code downloads. The play page takes the answer (once);
 * any other start, a retry or a later visit, sends its own request as before.
 */
let started: { slug: string; preview: boolean; body: Promise<unknown> } | null = null;

export function requestSessionStart(slug: string, preview: boolean): Promise<unknown> {
  return apiRequest("POST", "/api/sessions/start", { gameSlug: slug, previewMode: preview }).then((res) =>
    res.json(),
  );
}

/** What the play page will start for this address, or null (it resumes a session, or is no play page). */
export function sessionToStart(pathname: string, search: string): { slug: string; preview: boolean } | null {
  // Exactly the route's `/play/:slug`; an encoded slug is left to the page, which decodes it its own way.
  const match = /^\/play\/([^/%?#]+)$/.exec(pathname);
  if (!match?.[1]) return null;
  const params = new URLSearchParams(search);
  if (params.has("session")) return null;
  return { slug: match[1], preview: params.get("preview") === "true" };
}

export function prestartSession(location: { pathname: string; search: string }) {
  const start = sessionToStart(location.pathname, location.search);
  if (!start) return;
  const body = requestSessionStart(start.slug, start.preview);
  // Not a failure of its own: the page that takes it reports it.
  body.catch(() => undefined);
  started = { ...start, body };
}

/** The session started at start-up for this game, once; null if none was or it was taken. */
export function takePrestartedSession(slug: string, preview: boolean): Promise<unknown> | null {
  if (!started || started.slug !== slug || started.preview !== preview) return null;
  const { body } = started;
  started = null;
  return body;
}
