import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExploreResponse } from "../../../contract/explore";
import type { GameSummary } from "../../../contract/games";
import { REPORT_NOTE_MAX, ReportMessages } from "../../../contract/reports";
import { games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: { id: string };
let creatorCookie: string;
let adminCookie: string;
let otherCookie: string;
beforeAll(async () => {
  // Two reports an hour per address: the third is refused.
  t = await createTestApp({ REPORTS_PER_HOUR: "2" });
  const signedUp = await signUp(t.app, { firstName: "Nia" });
  creator = signedUp.user;
  creatorCookie = signedUp.cookie;
  const admin = await signUp(t.app, { firstName: "Opal" });
  adminCookie = admin.cookie;
  // As ADMIN_EMAILS names operators (read at each request, so one signed up here can be).
  t.config.adminEmails.push(admin.email.toLowerCase());
  otherCookie = (await signUp(t.app, { firstName: "Mallory" })).cookie;
});
afterAll(async () => {
  await t.close();
});

/** Each report comes from an address of its own, unless the test is about the limit. */
let lastOctet = 0;
const freshAddress = () => `10.34.${Math.floor(lastOctet / 250)}.${(lastOctet++ % 250) + 1}`;

async function insertGame(values: Partial<typeof games.$inferInsert> = {}) {
  const id = randomUUID();
  const genre = `e34a-${randomBytes(4).toString("hex")}`;
  const shareSlug = `reported-${id.slice(0, 8)}`;
  await t.database.db.insert(games).values({
    id,
    creatorId: creator.id,
    title: "The Reported Tide",
    genre,
    shareSlug,
    isPublic: true,
    isPublished: true,
    isDraft: false,
    publishedAt: new Date(),
    ...values,
  });
  return { id, genre, shareSlug };
}

const report = (slug: string, payload: object, remoteAddress = freshAddress()) =>
  t.app.inject({ method: "POST", url: `/api/games/${slug}/reports`, payload, remoteAddress });
const asAdmin = (method: "GET" | "POST", url: string, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {} });
const openReports = async () =>
  (await asAdmin("GET", "/api/admin/reports")).json().reports as Array<{
    id: string;
    reason: string;
    note: string | null;
    game: { id: string; title: string; unlisted: boolean };
  }>;
const listed = async (genre: string) =>
  ((await t.app.inject({ url: "/api/explore", query: { genre } })).json() as ExploreResponse).games.map(
    (g) => g.id,
  );

describe("POST /api/games/{slug}/reports", () => {
  it("takes a visitor's report of a published game, with a reason from the list and a note", async () => {
    const game = await insertGame();
    const res = await report(game.shareSlug, { reason: "Hate or harassment", note: "  Slurs in scene 2.  " });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(ReportMessages.received);
    const mine = (await openReports()).find((r) => r.game.id === game.id);
    expect(mine).toMatchObject({
      reason: "Hate or harassment",
      note: "Slurs in scene 2.",
      game: { unlisted: false },
    });
  });

  it("refuses a reason not on the list, a note over the limit, a draft and an unknown game", async () => {
    const game = await insertGame();
    const draft = await insertGame({ isPublished: false, isDraft: true });
    for (const [slug, payload, status] of [
      [game.shareSlug, { reason: "I do not like it" }, 400],
      [game.shareSlug, {}, 400],
      [game.shareSlug, { reason: "Other", note: "x".repeat(REPORT_NOTE_MAX + 1) }, 400],
      [draft.shareSlug, { reason: "Other" }, 404],
      ["no-such-game-zz", { reason: "Other" }, 404],
    ] as const) {
      const res = await report(slug, payload);
      expect(res.statusCode, `${slug} ${JSON.stringify(payload).slice(0, 60)}`).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    expect(
      (await report(game.shareSlug, { reason: "Other", note: "x".repeat(REPORT_NOTE_MAX) })).statusCode,
    ).toBe(201);
  });

  it("limits reports per address (REPORTS_PER_HOUR): the next is a 429 saying when to try again", async () => {
    const game = await insertGame();
    const address = "10.99.0.7";
    expect((await report(game.shareSlug, { reason: "Spam or scam" }, address)).statusCode).toBe(201);
    expect((await report(game.shareSlug, { reason: "Spam or scam" }, address)).statusCode).toBe(201);
    const refused = await report(game.shareSlug, { reason: "Spam or scam" }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many reports from your address\. Try again in \d+ seconds\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back by that one.
    expect((await report(game.shareSlug, { reason: "Spam or scam" })).statusCode).toBe(201);
  });
});

describe("/api/admin/reports: operators only", () => {
  it("is not there for visitors or signed-in users who are not operators (404)", async () => {
    const game = await insertGame();
    await report(game.shareSlug, { reason: "Copyright" });
    const [first] = await openReports();
    if (!first) throw new Error("no open report");
    for (const cookie of ["", otherCookie, creatorCookie]) {
      expect((await asAdmin("GET", "/api/admin/reports", cookie)).statusCode).toBe(404);
      expect((await asAdmin("POST", `/api/admin/reports/${first.id}/unlist`, cookie)).statusCode).toBe(404);
      expect((await asAdmin("POST", `/api/admin/reports/${first.id}/dismiss`, cookie)).statusCode).toBe(404);
    }
    expect((await openReports()).some((r) => r.id === first.id)).toBe(true);
  });

  it("unlists: the game leaves the gallery at once, its reports close, and its creator is told why", async () => {
    const game = await insertGame();
    await report(game.shareSlug, { reason: "Violence or gore beyond its rating" });
    await report(game.shareSlug, { reason: "Other" });
    expect(await listed(game.genre)).toEqual([game.id]);
    const mine = (await openReports()).filter((r) => r.game.id === game.id);
    expect(mine).toHaveLength(2);
    const first = mine[0];
    if (!first) throw new Error("no report");

    const res = await asAdmin("POST", `/api/admin/reports/${first.id}/unlist`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ReportMessages.unlisted);
    expect(await listed(game.genre)).toEqual([]);
    expect((await openReports()).filter((r) => r.game.id === game.id)).toEqual([]);
    // Decided once: the same report again is not found.
    expect((await asAdmin("POST", `/api/admin/reports/${first.id}/unlist`)).statusCode).toBe(404);

    const cards = (await asAdmin("GET", "/api/games", creatorCookie)).json() as GameSummary[];
    expect(cards.find((c) => c.id === game.id)?.unlistedReason).toBe("Violence or gore beyond its rating");
    // A copy keeps the moderators' decision (made public, it is still not listed).
    const copy = await t.app.inject({
      method: "POST",
      url: `/api/games/${game.id}/duplicate`,
      payload: { newTitle: "The Reported Tide, again" },
      headers: { cookie: creatorCookie },
    });
    expect(copy.statusCode, copy.body).toBe(200);
    const copies = (await asAdmin("GET", "/api/games", creatorCookie)).json() as GameSummary[];
    expect(copies.find((c) => c.id === copy.json().id)?.unlistedReason).toBe(
      "Violence or gore beyond its rating",
    );
    // Still playable by its link: only the gallery lists it no more.
    const started = await t.app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: game.shareSlug },
    });
    expect(started.statusCode).toBe(200);
  });

  it("dismisses: the report closes, the game stays listed", async () => {
    const game = await insertGame();
    await report(game.shareSlug, { reason: "Spam or scam" });
    const mine = (await openReports()).find((r) => r.game.id === game.id);
    if (!mine) throw new Error("no report");
    const res = await asAdmin("POST", `/api/admin/reports/${mine.id}/dismiss`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ReportMessages.dismissed);
    expect((await openReports()).some((r) => r.id === mine.id)).toBe(false);
    expect(await listed(game.genre)).toEqual([game.id]);
    const cards = (await asAdmin("GET", "/api/games", creatorCookie)).json() as GameSummary[];
    expect(cards.find((c) => c.id === game.id)?.unlistedReason).toBeNull();
    expect((await asAdmin("POST", `/api/admin/reports/${randomUUID()}/dismiss`)).statusCode).toBe(404);
  });
});
