import { randomBytes } from "node:crypto";
import { uniqueEmail } from "../test-support/test-app";
import type { RouteAccess } from "./access-classes";
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
  "GET /api/docs": { note: "redirects to /api/docs/" },
  "POST /api/tts/synthesize": {
    note: "narrates the session's current scene (issue 28 F3); without a token only the voice preview, for anyone",
    body: (w) => ({ sessionToken: w.sessionToken, text: "The tide turns." }),
  },
  "POST /api/images/generate": {
    note: "draws the session's current scene (issue 28 F3): whoever plays it may ask for its picture",
    body: (w) => ({ sessionToken: w.sessionToken, sceneText: "The tide engine hums in the dark hall." }),
  },
  "GET /api/account/callback/:id": {
    params: () => ({ id: "oidc" }),
    note: "better-auth's OAuth callback; with no sign-in in progress it redirects to the error page",
  },
  "POST /api/account/callback/:id": {
    params: () => ({ id: "oidc" }),
    note: "as GET (form_post)",
  },

  // ---- accounts ----
  "GET /api/login": { note: "redirects to the sign-in page" },
  "POST /api/logout": { endsSession: true },
  "POST /api/auth/sign-up": {
    body: () => ({ firstName: "Nia", email: uniqueEmail("matrix"), password: "analytical-1843" }),
  },
  "POST /api/auth/sign-in": {
    note: "the owner's own email and password, whoever sends them",
    body: () => ({ email: OWNER_EMAIL.value, password: OWNER_PASSWORD }),
  },

  // ---- the AI helpers of the create screens ----
  "POST /api/ai/characters": {
    body: () => ({ storyline: "A harbour engineer must stop the tide engines.", genre: "fantasy" }),
  },
  "POST /api/ai/generate-story-outline": {
    body: () => ({ title: "The Clockwork Tide", genre: "fantasy", chapterCount: 5 }),
  },
  "POST /api/ai/fetch-biography": { body: () => ({ name: "Ada Lovelace" }) },
  "POST /api/ai/generate-sequel-outline": {
    body: () => ({
      ...original,
      title: "The Iron Ebb",
      genre: "fantasy",
      chapterCount: 5,
      sequelStoryline: "Years later the tide engines wake again under the harbour.",
    }),
  },
  "POST /api/ai/suggest-sequel-storyline": {
    body: () => ({ ...original, genre: "fantasy" }),
  },
  "POST /api/ai/generate": { body: () => ({ type: "storyline", genre: "fantasy" }) },

  // ---- play ----
  "POST /api/sessions/start": {
    note: "a published game is anyone's to play",
    body: (w) => ({ gameSlug: w.shareSlug }),
  },
  "POST /api/sessions/:sessionToken/load-save": {
    note: "auto-saves are a signed-in player's own; loading the current scene's save changes nothing",
    body: (w) => ({ saveId: w.autoSaveId }),
  },
  "POST /api/sessions/:sessionToken/action": {
    body: () => ({ action: "look around" }),
    streams: true,
  },
  "POST /api/sessions/:sessionToken/regenerate": { streams: true },
  "GET /api/sessions/:sessionToken/transcript": { query: () => ({ limit: "10" }) },
  "POST /api/sessions/:sessionToken/redo": {
    note: "a world of its own, with nothing rolled back: the owner is told so (409)",
    fresh: true,
  },
  "PUT /api/sessions/:sessionToken/scene": {
    body: () => ({ text: "The lantern gutters; the matrix writes its own scene." }),
  },
  "POST /api/anonymous-saves": {
    body: (w) => ({ sessionToken: w.sessionToken, saveName: "Matrix save" }),
  },
  "POST /api/sessions/load-anonymous": {
    note: "a save code is a secret to share: it starts a new session of the caller's",
    body: (w) => ({ saveCode: w.saveCode }),
  },
  "GET /api/saved-games": {
    note: "a playerId in the address must be the caller's own",
    query: (w) => ({ playerId: w.ownerId }),
  },
  "POST /api/sessions/resume": {
    body: (w) => ({ sessionToken: w.sessionToken }),
  },
  "DELETE /api/sessions": {
    body: (w) => ({ sessionToken: w.sessionToken }),
    fresh: true,
  },

  // ---- the dashboard and creation ----
  "POST /api/games": {
    body: () => ({
      title: "The Clockwork Tide",
      genre: "fantasy",
      storyline: "A harbour engineer must stop the tide engines.",
      characters: cast,
      chapterCount: 5,
    }),
  },
  "POST /api/games/quick-start": {
    note: "with a gameId it rewrites that game, so the id must be the caller's",
    fresh: true,
    body: (w) => ({ genre: "fantasy", gameId: w.gameId }),
  },
  "POST /api/games/suggest-slug": {
    note: "with a gameId the game's own name counts as free, so the id must be the caller's",
    body: (w) => ({ title: "The Clockwork Tide", gameId: w.gameId }),
  },
  "PUT /api/games/:id": {
    fresh: true,
    body: () => ({
      title: "The Clockwork Tide",
      description: "A city of brass and fog.",
      genre: "fantasy",
      storyline: "A harbour engineer must stop the tide engines.",
      characters: [{ ...cast[0], description: "A harbour engineer." }],
    }),
  },
  "PATCH /api/games/:id": { body: () => ({ storyBeats: { chapters: [] } }) },
  "DELETE /api/games/:id": { fresh: true },
  "DELETE /api/games/:id/scenes": { fresh: true },
  "PATCH /api/games/:id/publish": { fresh: true },
  "POST /api/games/:id/generate-story": { fresh: true },
  "GET /api/games/:id/revisions/:revisionId": { params: revision },
  "POST /api/games/:id/revisions/:revisionId/restore": {
    fresh: true,
    params: revision,
  },
  "POST /api/games/:id/duplicate": {
    body: () => ({ newTitle: "The Clockwork Tide II" }),
  },
  "PATCH /api/games/:id/url": {
    fresh: true,
    body: () => ({ customSlug: `tide-${randomBytes(4).toString("hex")}` }),
  },
  "POST /api/games/:id/characters": {
    body: () => ({ name: "Baron Vex", role: "Tide lord", personality: "Cold", background: "Old money" }),
  },

  // ---- outline ----
  "POST /api/games/:id/story-outline": {
    fresh: true,
    body: () => ({
      chapters: [{ ...chapter, selectedCharacters: ["Ada Quill"], selectedLocation: "Harbour" }],
    }),
  },
  "POST /api/games/:id/story-outline-chapters": { fresh: true, body: () => chapter },
  "POST /api/games/:id/story-outline-chapters/reorder": {
    body: () => ({ fromIndex: 0, toIndex: 0 }),
  },
  "POST /api/games/:id/story-outline-chapters/insert": {
    fresh: true,
    body: () => ({ afterChapterNumber: 3 }),
  },
  "POST /api/games/:id/story-outline-chapters/remove-location": {
    fresh: true,
    body: () => ({ location: "Market" }),
  },
  "DELETE /api/games/:id/story-outline-chapters/:chapterId": {
    fresh: true,
    params: (w) => ({ id: w.gameId, chapterId: w.chapterId }),
  },
  "POST /api/games/:id/generate-chapter": { body: () => chapterRequest },
  "POST /api/games/:id/regenerate-chapter": { body: () => chapterRequest },
  "POST /api/games/:id/rewrite-chapter-title": {
    body: () => ({ chapterNumber: 1, currentTitle: "The First Lock" }),
  },

  // ---- the complete story ----
  "POST /api/games/:id/generate-complete-story": { fresh: true },
  "DELETE /api/games/:id/complete-story": { fresh: true },
  "PATCH /api/games/:id/complete-story/chapters/:chapterId": {
    params: storyChapter,
    body: () => ({ title: "The First Lock", content: "Ada turned the great wheel." }),
  },
  "POST /api/games/:id/complete-story/chapters/:chapterId/regenerate": {
    params: storyChapter,
    body: () => ({ direction: "Darker" }),
  },
  "GET /api/story-chapters/:id/image": {
    note: "a published game's chapter picture is anyone's, as play is; a draft's only its creator's (404)",
    params: (w) => ({ id: w.storyChapterId }),
  },

  // ---- characters ----
  "GET /api/characters/:id/progression": { params: characterPath },
  "POST /api/characters/:id/add-event": {
    params: characterPath,
    body: () => ({ eventType: "achievement", eventDescription: "Opened a lock", impactLevel: "minor" }),
  },
  "POST /api/characters/:id/reset-progression": { params: characterPath },

  // ---- open formats (ADR 023) ----
  "GET /api/games/:id/export": { query: () => ({ format: "twee" }) },
  "POST /api/games/import": {
    note: "a story file becomes a new draft of whoever uploads it",
    body: () => ":: StoryTitle\nThe Clockwork Tide\n\n:: Start\nThe tide engine wakes.\n",
    contentType: "text/plain",
  },

  // ---- backups ----
  "POST /api/backup/restore": {
    note: "an archive is the uploader's data: whoever holds one may restore it into their account",
    body: (w) => w.archive,
    contentType: "application/zip",
  },
  "POST /api/backup/inspect": {
    note: "looks into an uploaded archive: the uploader's data, as a restore",
    body: (w) => w.archive,
    contentType: "application/zip",
  },
  "POST /api/backup/restore/:filename": { body: () => ({}) },

  // ---- a creator's own model connection (issue 32) ----
  "PUT /api/settings/ai": { body: () => ({ provider: "embedded" }) },
  "PUT /api/settings/ai/media": { body: () => ({ voice: { provider: "site" } }) },
  "POST /api/settings/ai/test": { body: () => ({ provider: "embedded" }) },
  "GET /api/settings/ai/models": { query: () => ({ provider: "embedded" }) },

  // ---- the gallery and its reports (issue 34) ----
  "GET /api/explore": { query: () => ({ sort: "most-played" }) },
  "POST /api/games/:slug/reports": {
    note: "a published game is anyone's to play, and so to report",
    body: () => ({ reason: "Spam or scam", note: "Matrix report" }),
  },
  "POST /api/admin/reports/:reportId/unlist": { fresh: true },
  "POST /api/admin/reports/:reportId/dismiss": { fresh: true },
};

/** The owner's email, known once the people are signed up (sign-in's sample needs it). */
export const OWNER_EMAIL = { value: "" };
