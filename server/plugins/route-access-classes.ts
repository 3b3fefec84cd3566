/**
 * Who may call each route, declared once per "METHOD /path" (issue 23; issue 30 item 6). The API
 * description derives the refusals each route can answer from it (api-responses.ts), and the
 * route × identity matrix (server/reliability/route-matrix.test.ts) calls every route as every
 * identity and checks the answers against it: a route missing here fails the matrix by name.
 */

/** The identities the matrix calls each route as. */
export type Identity = "owner" | "other" | "visitor" | "forged" | "ended" | "expired" | "wrongId";
/** A status, or any status of a class. */
export type Expected = number | "2xx" | "3xx";

/**
 * - public: anyone.
 * - signed-in: any signed-in user, on their own things; no one else (401).
 * - owner-only: the owner of the game, character, chapter or backup the path names; another user
 *   is told it does not exist (404, existence is not leaked), a visitor to sign in (401).
 * - session: whoever holds the token, but a signed-in player's session is theirs alone (404).
 * - signed-in-session: as session, and signed in too (401 first).
 * - admin: the operators named by ADMIN_EMAILS (the matrix's owner is one); to everyone else,
 *   signed in or not, the route does not exist (404).
 */
export type Access = "public" | "signed-in" | "owner-only" | "session" | "signed-in-session" | "admin";

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
  admin: { owner: "2xx", other: 404, visitor: 404, forged: 404, ended: 404, expired: 404 },
};

export type RouteAccessClass = {
  access: Access;
  /** Answers a redirect to everyone (sign-in, sign-out, the API reference). */
  redirects?: boolean;
  /** Answers that differ from the access class's. */
  expect?: Partial<Record<Identity, Expected>>;
};

export const ROUTE_ACCESS_CLASSES: Record<string, RouteAccessClass> = {
  "GET /healthz": { access: "public" },
  "GET /readyz": { access: "public" },
  "GET /api/openapi.json": { access: "public" },
  "GET /api/docs": { access: "public", redirects: true },
  "GET /api/docs/": { access: "public" },
  "GET /api/docs/js/scalar.js": { access: "public" },
  "GET /api/tts/voices": { access: "public" },
  "POST /api/tts/synthesize": { access: "session" },
  "POST /api/images/generate": { access: "session" },
  "GET /api/account/callback/:id": { access: "public", redirects: true },
  "POST /api/account/callback/:id": { access: "public", redirects: true },
  "GET /api/login": { access: "public", redirects: true },
  "GET /api/logout": { access: "public", redirects: true },
  "POST /api/logout": { access: "public", redirects: true },
  "GET /api/auth/user": { access: "signed-in" },
  "POST /api/auth/sign-up": { access: "public" },
  "POST /api/auth/sign-in": { access: "public" },
  "POST /api/ai/characters": { access: "signed-in" },
  "POST /api/ai/generate-story-outline": { access: "signed-in" },
  "POST /api/ai/fetch-biography": { access: "signed-in" },
  "POST /api/ai/generate-sequel-outline": { access: "signed-in" },
  "POST /api/ai/suggest-sequel-storyline": { access: "signed-in" },
  "POST /api/ai/generate": { access: "signed-in" },
  "POST /api/sessions/start": { access: "public", expect: { wrongId: 404 } },
  "GET /api/sessions/:sessionToken": { access: "session" },
  "POST /api/sessions/:sessionToken/load-save": { access: "session" },
  "POST /api/sessions/:sessionToken/claim": { access: "signed-in-session" },
  "GET /api/sessions/:sessionToken/saves": { access: "session" },
  "GET /api/sessions/:sessionToken/download-story": { access: "session" },
  "GET /api/sessions/download/:sessionToken": { access: "session" },
  "POST /api/sessions/:sessionToken/action": { access: "session" },
  "POST /api/sessions/:sessionToken/regenerate": { access: "session" },
  "POST /api/sessions/:sessionToken/next-chapter": { access: "session" },
  "POST /api/sessions/:sessionToken/rollback-scene": { access: "session" },
  "GET /api/sessions/:sessionToken/transcript": { access: "session" },
  "POST /api/sessions/:sessionToken/redo": { access: "session", expect: { owner: 409 } },
  "PUT /api/sessions/:sessionToken/scene": { access: "session" },
  "POST /api/anonymous-saves": { access: "session" },
  "POST /api/sessions/load-anonymous": { access: "public", expect: { wrongId: 404 } },
  "GET /api/saved-games": { access: "signed-in", expect: { other: 403 } },
  "POST /api/sessions/resume": { access: "signed-in-session" },
  "DELETE /api/sessions": { access: "signed-in-session" },
  "GET /api/games": { access: "signed-in" },
  "POST /api/games": { access: "signed-in" },
  "POST /api/games/quick-start": { access: "owner-only" },
  "POST /api/games/suggest-slug": { access: "owner-only" },
  "GET /api/games/:id": { access: "owner-only" },
  "PUT /api/games/:id": { access: "owner-only" },
  "PATCH /api/games/:id": { access: "owner-only" },
  "DELETE /api/games/:id": { access: "owner-only" },
  "DELETE /api/games/:id/scenes": { access: "owner-only" },
  "PATCH /api/games/:id/publish": { access: "owner-only" },
  "POST /api/games/:id/generate-story": { access: "owner-only" },
  "GET /api/games/:id/revisions": { access: "owner-only" },
  "GET /api/games/:id/revisions/:revisionId": { access: "owner-only" },
  "POST /api/games/:id/revisions/:revisionId/restore": { access: "owner-only" },
  "POST /api/games/:id/duplicate": { access: "owner-only" },
  "PATCH /api/games/:id/url": { access: "owner-only" },
  "POST /api/games/:id/characters": { access: "owner-only" },
  "POST /api/games/:id/story-outline": { access: "owner-only" },
  "GET /api/games/:id/story-outline-chapters": { access: "owner-only" },
  "POST /api/games/:id/story-outline-chapters": { access: "owner-only" },
  "POST /api/games/:id/story-outline-chapters/reorder": { access: "owner-only" },
  "POST /api/games/:id/story-outline-chapters/insert": { access: "owner-only" },
  "POST /api/games/:id/story-outline-chapters/remove-location": { access: "owner-only" },
  "DELETE /api/games/:id/story-outline-chapters/:chapterId": { access: "owner-only" },
  "POST /api/games/:id/generate-chapter": { access: "owner-only" },
  "POST /api/games/:id/regenerate-chapter": { access: "owner-only" },
  "POST /api/games/:id/rewrite-chapter-title": { access: "owner-only" },
  "POST /api/games/:id/generate-complete-story": { access: "owner-only" },
  "GET /api/games/:id/complete-story-progress": { access: "owner-only" },
  "GET /api/games/:id/complete-story-progress/stream": { access: "owner-only" },
  "DELETE /api/games/:id/complete-story": { access: "owner-only" },
  "PATCH /api/games/:id/complete-story/chapters/:chapterId": { access: "owner-only" },
  "POST /api/games/:id/complete-story/chapters/:chapterId/regenerate": { access: "owner-only" },
  "GET /api/story-chapters/:id/image": { access: "public", expect: { wrongId: 404 } },
  "GET /api/characters/:id/progression": { access: "owner-only" },
  "POST /api/characters/:id/add-event": { access: "owner-only" },
  "POST /api/characters/:id/reset-progression": { access: "owner-only" },
  "GET /api/games/:id/export": { access: "owner-only" },
  "GET /api/games/stats": { access: "signed-in" },
  "GET /api/games/:id/analytics": { access: "owner-only" },
  "POST /api/games/import": { access: "signed-in" },
  "GET /api/backup/list": { access: "signed-in" },
  "POST /api/backup/create": { access: "signed-in" },
  "GET /api/backup/download/:filename": { access: "owner-only" },
  "POST /api/backup/restore": { access: "signed-in" },
  "POST /api/backup/inspect": { access: "signed-in" },
  "GET /api/backup/contents/:filename": { access: "owner-only" },
  "POST /api/backup/restore/:filename": { access: "owner-only" },
  "GET /api/settings/ai": { access: "signed-in" },
  "PUT /api/settings/ai": { access: "signed-in" },
  "PUT /api/settings/ai/media": { access: "signed-in" },
  "DELETE /api/settings/ai": { access: "signed-in" },
  "POST /api/settings/ai/test": { access: "signed-in" },
  "GET /api/settings/ai/models": { access: "signed-in" },
  // Off unless AI_ALLOW_PRIVATE_URLS=true (the matrix's app): a 400 saying so, to the signed-in.
  "POST /api/settings/ai/detect": { access: "signed-in", expect: { owner: 400, other: 400 } },
  "GET /api/explore": { access: "public" },
  "POST /api/games/:slug/reports": { access: "public", expect: { wrongId: 404 } },
  "GET /api/admin/reports": { access: "admin" },
  "POST /api/admin/reports/:reportId/unlist": { access: "admin", expect: { wrongId: 404 } },
  "POST /api/admin/reports/:reportId/dismiss": { access: "admin", expect: { wrongId: 404 } },
};

/** What each identity gets from a route: its class's answers, then the route's own. */
export function expectedAnswers(declared: RouteAccessClass): Partial<Record<Identity, Expected>> {
  const redirect: Partial<Record<Identity, Expected>> = declared.redirects
    ? { owner: "3xx", other: "3xx", visitor: "3xx", forged: "3xx", ended: "3xx", expired: "3xx" }
    : {};
  return { ...EXPECTED[declared.access], ...redirect, ...declared.expect };
}
