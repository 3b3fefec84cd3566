import { randomBytes } from "node:crypto";
import { uniqueEmail } from "../test-support/test-app";
import { all, type RouteAccess } from "./access-classes";
import { OWNER_PASSWORD, type World } from "./fixtures";

/**
 * Who may call each route, declared once per "METHOD /path" (the route inventory's key), with a
 * valid sample request. The matrix test calls every route as each identity and compares with
 * the access class (access-classes.ts); a route missing here fails it by name.
 */

const chapter = { chapterNumber: 1, title: "The First Lock", outline: "Ada opens the first lock." };
const cast = [{ name: "Ada Quill", role: "Engineer", characterType: "protagonist" }];
const chapterRequest = {
  chapterNumber: 1,
  chapterTitle: "The First Lock",
  chapterDescription: "Ada opens the first lock of the tide engine.",
};
const storyChapter = (w: World) => ({ id: w.gameId, chapterId: w.storyChapterId });
const revision = (w: World) => ({ id: w.gameId, revisionId: w.revisionId });
const characterPath = (w: World) => ({ id: w.characterId });
const original = { originalTitle: "The Clockwork Tide", originalChapters: [], originalCharacters: [] };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // ---- served to anyone ----
  "GET /healthz": { access: "public" },
  "GET /readyz": { access: "public" },
  "GET /api/openapi.json": { access: "public" },
  "GET /api/docs": { access: "public", expect: all("3xx"), note: "redirects to /api/docs/" },
  "GET /api/docs/": { access: "public" },
  "GET /api/docs/js/scalar.js": { access: "public" },
  "GET /api/tts/voices": { access: "public" },
  "POST /api/tts/synthesize": {
    access: "session",
    note: "narrates the session's current scene (issue 28 F3); without a token only the voice preview, for anyone",
    body: (w) => ({ sessionToken: w.sessionToken, text: "The tide turns." }),
  },
  "POST /api/images/generate": {
    access: "session",
    note: "draws the session's current scene (issue 28 F3): whoever plays it may ask for its picture",
    body: (w) => ({ sessionToken: w.sessionToken, sceneText: "The tide engine hums in the dark hall." }),
  },
  "GET /api/account/callback/:id": {
    access: "public",
    params: () => ({ id: "oidc" }),
    expect: all("3xx"),
    note: "better-auth's OAuth callback; with no sign-in in progress it redirects to the error page",
  },
  "POST /api/account/callback/:id": {
    access: "public",
    params: () => ({ id: "oidc" }),
    expect: all("3xx"),
    note: "as GET (form_post)",
  },

  // ---- accounts ----
  "GET /api/login": { access: "public", expect: all("3xx"), note: "redirects to the sign-in page" },
  "GET /api/logout": { access: "public", expect: all("3xx") },
  "POST /api/logout": { access: "public", endsSession: true, expect: all("3xx") },
  "GET /api/auth/user": { access: "signed-in" },
  "POST /api/auth/sign-up": {
    access: "public",
    body: () => ({ firstName: "Nia", email: uniqueEmail("matrix"), password: "analytical-1843" }),
  },
  "POST /api/auth/sign-in": {
    access: "public",
    note: "the owner's own email and password, whoever sends them",
    body: () => ({ email: OWNER_EMAIL.value, password: OWNER_PASSWORD }),
  },

  // ---- the AI helpers of the create screens ----
  "POST /api/ai/characters": {
    access: "signed-in",
    body: () => ({ storyline: "A harbour engineer must stop the tide engines.", genre: "fantasy" }),
  },
  "POST /api/ai/generate-story-outline": {
    access: "signed-in",
    body: () => ({ title: "The Clockwork Tide", genre: "fantasy", chapterCount: 5 }),
  },
  "POST /api/ai/fetch-biography": { access: "signed-in", body: () => ({ name: "Ada Lovelace" }) },
  "POST /api/ai/generate-sequel-outline": {
    access: "signed-in",
    body: () => ({
      ...original,
      title: "The Iron Ebb",
      genre: "fantasy",
      chapterCount: 5,
      sequelStoryline: "Years later the tide engines wake again under the harbour.",
    }),
  },
  "POST /api/ai/suggest-sequel-storyline": {
    access: "signed-in",
    body: () => ({ ...original, genre: "fantasy" }),
  },
  "POST /api/ai/generate": { access: "signed-in", body: () => ({ type: "storyline", genre: "fantasy" }) },

  // ---- play ----
  "POST /api/sessions/start": {
    access: "public",
    note: "a published game is anyone's to play",
    body: (w) => ({ gameSlug: w.shareSlug }),
    expect: { wrongId: 404 },
  },
  "GET /api/sessions/:sessionToken": { access: "session" },
  "POST /api/sessions/:sessionToken/load-save": {
    access: "session",
    note: "auto-saves are a signed-in player's own; loading the current scene's save changes nothing",
    body: (w) => ({ saveId: w.autoSaveId }),
  },
  "POST /api/sessions/:sessionToken/claim": { access: "signed-in-session" },
  "GET /api/sessions/:sessionToken/saves": { access: "session" },
  "GET /api/sessions/:sessionToken/download-story": { access: "session" },
  "GET /api/sessions/download/:sessionToken": { access: "session" },
  "POST /api/sessions/:sessionToken/action": {
    access: "session",
    body: () => ({ action: "look around" }),
    streams: true,
  },
  "POST /api/sessions/:sessionToken/regenerate": { access: "session", streams: true },
  "POST /api/sessions/:sessionToken/next-chapter": { access: "session" },
  "POST /api/sessions/:sessionToken/rollback-scene": { access: "session" },
  "POST /api/anonymous-saves": {
    access: "session",
    body: (w) => ({ sessionToken: w.sessionToken, saveName: "Matrix save" }),
  },
  "POST /api/sessions/load-anonymous": {
    access: "public",
    note: "a save code is a secret to share: it starts a new session of the caller's",
    body: (w) => ({ saveCode: w.saveCode }),
    expect: { wrongId: 404 },
  },
  "GET /api/saved-games": {
    access: "signed-in",
    note: "a playerId in the address must be the caller's own",
    query: (w) => ({ playerId: w.ownerId }),
    expect: { other: 403 },
  },
  "POST /api/sessions/resume": {
    access: "signed-in-session",
    body: (w) => ({ sessionToken: w.sessionToken }),
  },
  "DELETE /api/sessions": {
    access: "signed-in-session",
    body: (w) => ({ sessionToken: w.sessionToken }),
    fresh: true,
  },

  // ---- the dashboard and creation ----
  "GET /api/games": { access: "signed-in" },
  "POST /api/games": {
    access: "signed-in",
    body: () => ({
      title: "The Clockwork Tide",
      genre: "fantasy",
      storyline: "A harbour engineer must stop the tide engines.",
      characters: cast,
      chapterCount: 5,
    }),
  },
  "POST /api/games/quick-start": {
    access: "owner-only",
    note: "with a gameId it rewrites that game, so the id must be the caller's",
    fresh: true,
    body: (w) => ({ genre: "fantasy", gameId: w.gameId }),
  },
  "POST /api/games/suggest-slug": {
    access: "owner-only",
    note: "with a gameId the game's own name counts as free, so the id must be the caller's",
    body: (w) => ({ title: "The Clockwork Tide", gameId: w.gameId }),
  },
  "GET /api/games/:id": { access: "owner-only" },
  "PUT /api/games/:id": {
    access: "owner-only",
    fresh: true,
    body: () => ({
      title: "The Clockwork Tide",
      description: "A city of brass and fog.",
      genre: "fantasy",
      storyline: "A harbour engineer must stop the tide engines.",
      characters: [{ ...cast[0], description: "A harbour engineer." }],
    }),
  },
  "PATCH /api/games/:id": { access: "owner-only", body: () => ({ storyBeats: { chapters: [] } }) },
  "DELETE /api/games/:id": { access: "owner-only", fresh: true },
  "DELETE /api/games/:id/scenes": { access: "owner-only", fresh: true },
  "PATCH /api/games/:id/publish": { access: "owner-only", fresh: true },
  "POST /api/games/:id/generate-story": { access: "owner-only", fresh: true },
  "GET /api/games/:id/revisions": { access: "owner-only" },
  "GET /api/games/:id/revisions/:revisionId": { access: "owner-only", params: revision },
  "POST /api/games/:id/revisions/:revisionId/restore": {
    access: "owner-only",
    fresh: true,
    params: revision,
  },
  "POST /api/games/:id/duplicate": {
    access: "owner-only",
    body: () => ({ newTitle: "The Clockwork Tide II" }),
  },
  "PATCH /api/games/:id/url": {
    access: "owner-only",
    fresh: true,
    body: () => ({ customSlug: `tide-${randomBytes(4).toString("hex")}` }),
  },
  "POST /api/games/:id/characters": {
    access: "owner-only",
    body: () => ({ name: "Baron Vex", role: "Tide lord", personality: "Cold", background: "Old money" }),
  },

  // ---- outline ----
  "POST /api/games/:id/story-outline": {
    access: "owner-only",
    fresh: true,
    body: () => ({
      chapters: [{ ...chapter, selectedCharacters: ["Ada Quill"], selectedLocation: "Harbour" }],
    }),
  },
  "GET /api/games/:id/story-outline-chapters": { access: "owner-only" },
  "POST /api/games/:id/story-outline-chapters": { access: "owner-only", fresh: true, body: () => chapter },
  "POST /api/games/:id/story-outline-chapters/reorder": {
    access: "owner-only",
    body: () => ({ fromIndex: 0, toIndex: 0 }),
  },
  "POST /api/games/:id/story-outline-chapters/insert": {
    access: "owner-only",
    fresh: true,
    body: () => ({ afterChapterNumber: 3 }),
  },
  "POST /api/games/:id/story-outline-chapters/remove-location": {
    access: "owner-only",
    fresh: true,
    body: () => ({ location: "Market" }),
  },
  "DELETE /api/games/:id/story-outline-chapters/:chapterId": {
    access: "owner-only",
    fresh: true,
    params: (w) => ({ id: w.gameId, chapterId: w.chapterId }),
  },
  "POST /api/games/:id/generate-chapter": { access: "owner-only", body: () => chapterRequest },
  "POST /api/games/:id/regenerate-chapter": { access: "owner-only", body: () => chapterRequest },
  "POST /api/games/:id/rewrite-chapter-title": {
    access: "owner-only",
    body: () => ({ chapterNumber: 1, currentTitle: "The First Lock" }),
  },

  // ---- the complete story ----
  "POST /api/games/:id/generate-complete-story": { access: "owner-only", fresh: true },
  "GET /api/games/:id/complete-story-progress": { access: "owner-only" },
  "GET /api/games/:id/complete-story-progress/stream": { access: "owner-only" },
  "DELETE /api/games/:id/complete-story": { access: "owner-only", fresh: true },
  "PATCH /api/games/:id/complete-story/chapters/:chapterId": {
    access: "owner-only",
    params: storyChapter,
    body: () => ({ title: "The First Lock", content: "Ada turned the great wheel." }),
  },
  "POST /api/games/:id/complete-story/chapters/:chapterId/regenerate": {
    access: "owner-only",
    params: storyChapter,
    body: () => ({ direction: "Darker" }),
  },

  // ---- characters ----
  "GET /api/characters/:id/progression": { access: "owner-only", params: characterPath },
  "POST /api/characters/:id/add-event": {
    access: "owner-only",
    params: characterPath,
    body: () => ({ eventType: "achievement", eventDescription: "Opened a lock", impactLevel: "minor" }),
  },
  "POST /api/characters/:id/reset-progression": { access: "owner-only", params: characterPath },

  // ---- open formats (ADR 023) ----
  "GET /api/games/:id/export": { access: "owner-only", query: () => ({ format: "twee" }) },
  "POST /api/games/import": {
    access: "signed-in",
    note: "a story file becomes a new draft of whoever uploads it",
    body: () => ":: StoryTitle\nThe Clockwork Tide\n\n:: Start\nThe tide engine wakes.\n",
    contentType: "text/plain",
  },

  // ---- backups ----
  "GET /api/backup/list": { access: "signed-in" },
  "POST /api/backup/create": { access: "signed-in" },
  "GET /api/backup/download/:filename": { access: "owner-only" },
  "POST /api/backup/restore": {
    access: "signed-in",
    note: "an archive is the uploader's data: whoever holds one may restore it into their account",
    body: (w) => w.archive,
    contentType: "application/zip",
  },
};

/** The owner's email, known once the people are signed up (sign-in's sample needs it). */
export const OWNER_EMAIL = { value: "" };
