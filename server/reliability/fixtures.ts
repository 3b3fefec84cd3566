import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { characters, gameReports, games, outlineChapters, session } from "../db/schema";
import { insertGame, planned, startUrl, waitForStory } from "../features/complete-story/test-support";
import type { createTestApp } from "../test-support/test-app";
import { signUp } from "../test-support/test-app";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Injectable = TestApp["app"];

export const OWNER_PASSWORD = "analytical-1843";

/** The cookie of a session that existed once: signed up, then signed out. */
async function endedSessionCookie(app: Injectable) {
  const { cookie } = await signUp(app, { firstName: "Gone" });
  const res = await app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
  if (res.statusCode >= 400) throw new Error(`sign-out failed: ${res.statusCode} ${res.body}`);
  return cookie;
}

/** The cookie of a session whose time ran out (moved into the past, as 30 days would). */
async function expiredSessionCookie(t: TestApp) {
  const { cookie, user } = await signUp(t.app, { firstName: "Late" });
  await t.database.db
    .update(session)
    .set({ expiresAt: new Date(Date.now() - 86_400_000) })
    .where(eq(session.userId, user.id));
  return cookie;
}

/** A session cookie that was never issued: right name, random value. */
export const forgedCookie = () => `taleforge.session_token=${randomBytes(24).toString("base64url")}.x`;

export type People = Awaited<ReturnType<typeof signUpPeople>>;

/** The signed-in identities of the matrix (signed up once: a password hash is slow on purpose). */
export async function signUpPeople(t: TestApp) {
  const owner = await signUp(t.app, { firstName: "Olive", password: OWNER_PASSWORD });
  const other = await signUp(t.app, { firstName: "Mallory" });
  return {
    owner,
    other,
    endedCookie: await endedSessionCookie(t.app),
    expiredCookie: await expiredSessionCookie(t),
  };
}

/** A second session of the owner's, for a route that ends the one it is called with. */
export async function signInAgain(app: Injectable, email: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    payload: { email, password: OWNER_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * Everything of the owner's that a path can name: a published game with characters, outline
 * chapters and a complete story, a signed-in play session one turn in with a save code, and a
 * backup (with its archive, for the restore), or `backupOf`'s.
 */
export async function buildWorld(
  t: TestApp,
  people: People,
  backupOf?: { backupFilename: string; archive: Buffer },
) {
  const { app, database } = t;
  const cookie = people.owner.cookie;
  const call = async (method: "GET" | "POST", url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie } });
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const gameId = await insertGame(database.db, people.owner.user.id, { chapterCount: 3 }, planned(3));
  const [game] = await database.db.select().from(games).where(eq(games.id, gameId));
  const [character] = await database.db
    .select()
    .from(characters)
    .where(eq(characters.gameId, gameId))
    .orderBy(asc(characters.position));
  const [chapter] = await database.db
    .select()
    .from(outlineChapters)
    .where(eq(outlineChapters.gameId, gameId))
    .orderBy(asc(outlineChapters.chapterNumber));
  if (!game || !character || !chapter) throw new Error("fixture game incomplete");

  await call("POST", startUrl(gameId));
  const story = await waitForStory(app, gameId, cookie);
  const storyChapterId = story.chapters[0]?.id;
  if (story.status !== "completed" || !storyChapterId) throw new Error("fixture story not written");

  // A Story Editor save keeps the story before it as a revision (ADR 027).
  const saved = await app.inject({
    method: "PATCH",
    url: `/api/games/${gameId}`,
    payload: { storyBeats: { chapters: [{ id: "c1", title: "The First Lock", scenes: [] }] } },
    headers: { cookie },
  });
  if (saved.statusCode !== 200) throw new Error(`fixture story save: ${saved.statusCode} ${saved.body}`);
  const revisionId = (await call("GET", `/api/games/${gameId}/revisions`)).json().revisions[0]?.id as string;
  if (!revisionId) throw new Error("fixture revision not kept");

  const sessionToken = (await call("POST", "/api/sessions/start", { gameSlug: game.shareSlug })).json()
    .sessionToken as string;
  await call("POST", `/api/sessions/${sessionToken}/action`, { action: "look around" });
  // The owner is signed in: that turn left an auto-save (its scene is the current one).
  const autoSaveId = (await call("GET", `/api/sessions/${sessionToken}/saves`)).json().saves[0]?.id as string;
  const saveCode = (
    await call("POST", "/api/anonymous-saves", { sessionToken, saveName: "Before the lock" })
  ).json().saveCode as string;

  // A visitor's report of the game: the operators' queue has one to unlist or dismiss.
  const reported = await app.inject({
    method: "POST",
    url: `/api/games/${game.shareSlug}/reports`,
    payload: { reason: "Spam or scam" },
  });
  if (reported.statusCode !== 201) throw new Error(`fixture report: ${reported.statusCode} ${reported.body}`);
  const [report] = await database.db
    .select({ id: gameReports.id })
    .from(gameReports)
    .where(eq(gameReports.gameId, gameId));
  if (!report) throw new Error("fixture report not kept");

  // Backups are limited to a few a minute: a second world shares the first one's.
  const backupFilename =
    backupOf?.backupFilename ?? ((await call("POST", "/api/backup/create")).json().filename as string);
  const archive =
    backupOf?.archive ?? (await call("GET", `/api/backup/download/${backupFilename}`)).rawPayload;

  return {
    ownerId: people.owner.user.id,
    gameId,
    shareSlug: game.shareSlug,
    characterId: character.id,
    characterName: character.name,
    chapterId: chapter.id,
    storyChapterId,
    revisionId,
    sessionToken,
    autoSaveId,
    saveCode,
    reportId: report.id,
    backupFilename,
    archive,
  };
}
