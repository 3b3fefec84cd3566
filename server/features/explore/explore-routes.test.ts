import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPLORE_PAGE_SIZE, type ExploreResponse, type ExploreSort } from "../../../contract/explore";
import { games, type StoryBeats } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { ExploreService } from "./explore-service";

let t: Awaited<ReturnType<typeof createTestApp>>;
let creator: { id: string };
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedUp = await signUp(t.app, { firstName: "Nia" });
  creator = signedUp.user;
  cookie = signedUp.cookie;
});
afterAll(async () => {
  await t.close();
});

/** A genre of this test's own: test files sharing one PostgreSQL never see each other's games. */
const ownGenre = () => `e34a-${randomBytes(4).toString("hex")}`;

let published = Date.parse("2026-06-01T00:00:00Z");
async function insertGame(values: Partial<typeof games.$inferInsert> = {}) {
  const id = randomUUID();
  published += 60_000;
  await t.database.db.insert(games).values({
    id,
    creatorId: creator.id,
    title: "The Clockwork Tide",
    genre: "steampunk",
    description: "A city of brass and fog.",
    shareSlug: `tide-${id.slice(0, 8)}`,
    isPublic: true,
    isPublished: true,
    isDraft: false,
    publishedAt: new Date(published),
    ...values,
  });
  return id;
}

async function explore(query: Record<string, string>, who?: string) {
  const res = await t.app.inject({ url: "/api/explore", query, headers: who ? { cookie: who } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ExploreResponse;
}
const ids = (page: ExploreResponse) => page.games.map((g) => g.id);

describe("GET /api/explore: what the gallery lists", () => {
  it("lists public published games to visitors and signed-in users; never private, draft or unlisted ones", async () => {
    const genre = ownGenre();
    const listed = await insertGame({ genre, title: "Listed" });
    const privateOne = await insertGame({ genre, isPublic: false });
    const draft = await insertGame({ genre, isPublished: false, isDraft: true, publishedAt: null });
    const unlisted = await insertGame({ genre, unlistedAt: new Date(), unlistedReason: "Spam or scam" });

    for (const who of [undefined, cookie]) {
      const page = await explore({ genre }, who);
      expect(ids(page)).toEqual([listed]);
      expect(ids(page)).not.toContain(privateOne);
      expect(ids(page)).not.toContain(draft);
      expect(ids(page)).not.toContain(unlisted);
    }
    const [card] = (await explore({ genre })).games;
    expect(card).toMatchObject({ title: "Listed", creatorName: "Nia", playCount: 0, coverUrl: null });
  });

  it("lists the seeded demo adventure, named for the site", async () => {
    const page = await explore({ q: "lantern hollow vale" });
    expect(page.games.find((g) => g.shareSlug === "demo-adventure")?.creatorName).toBe("Taleforge");
  });

  it("searches the words of title and description, stemmed (PostgreSQL full-text search)", async () => {
    const genre = ownGenre();
    const word = `zq${randomBytes(3).toString("hex")}`;
    const inTitle = await insertGame({ genre, title: `The ${word} Engineers` });
    const inDescription = await insertGame({
      genre,
      description: `Brass ${word} and fog over the harbours.`,
    });
    await insertGame({ genre, title: "Nothing of the kind" });

    expect(ids(await explore({ genre, q: word })).sort()).toEqual([inTitle, inDescription].sort());
    // "engineer" finds "Engineers", "harbour" finds "harbours".
    expect(ids(await explore({ genre, q: `${word} engineer` }))).toEqual([inTitle]);
    expect(ids(await explore({ genre, q: `harbour ${word}` }))).toEqual([inDescription]);
    expect(ids(await explore({ genre, q: "no-such-word-anywhere" }))).toEqual([]);
  });

  it("filters by genre and for child-safe games", async () => {
    const genre = ownGenre();
    const child = await insertGame({ genre, childMode: true });
    const grown = await insertGame({ genre, childMode: false });
    await insertGame({ genre: ownGenre() });
    expect(ids(await explore({ genre })).sort()).toEqual([child, grown].sort());
    expect(ids(await explore({ genre, childSafe: "true" }))).toEqual([child]);
    expect(ids(await explore({ genre, childSafe: "false" })).sort()).toEqual([child, grown].sort());
  });

  it("sorts by newest, most played and most finished", async () => {
    const genre = ownGenre();
    const a = await insertGame({ genre, playCount: 5, finishCount: 1 });
    const b = await insertGame({ genre, playCount: 9, finishCount: 0 });
    const c = await insertGame({ genre, playCount: 1, finishCount: 4 });
    expect(ids(await explore({ genre }))).toEqual([c, b, a]);
    expect(ids(await explore({ genre, sort: "most-played" }))).toEqual([b, a, c]);
    expect(ids(await explore({ genre, sort: "most-finished" }))).toEqual([c, a, b]);
  });

  it("pages with an opaque cursor: every game once, in order, however many share a key", async () => {
    const genre = ownGenre();
    const made: string[] = [];
    // Equal play counts: the id breaks the tie, and no page repeats or skips one.
    for (let i = 0; i < EXPLORE_PAGE_SIZE * 2 + 3; i += 1)
      made.push(await insertGame({ genre, playCount: i % 3 }));
    for (const sort of ["newest", "most-played", "most-finished"] as ExploreSort[]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: ExploreResponse = await explore({ genre, sort, ...(cursor ? { cursor } : {}) });
        expect(page.games.length).toBeLessThanOrEqual(EXPLORE_PAGE_SIZE);
        seen.push(...ids(page));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen.length).toBe(made.length);
      expect(new Set(seen)).toEqual(new Set(made));
    }
    // Newest first, exactly.
    const first = await explore({ genre });
    expect(ids(first)).toEqual([...made].reverse().slice(0, EXPLORE_PAGE_SIZE));
  });

  it("refuses a cursor it did not make, or one of another sort (400 with a message)", async () => {
    const genre = ownGenre();
    for (let i = 0; i < EXPLORE_PAGE_SIZE + 1; i += 1) await insertGame({ genre });
    const { nextCursor } = await explore({ genre });
    expect(nextCursor).toBeTruthy();
    const queries: Array<Record<string, string>> = [
      { cursor: "not-a-cursor" },
      { cursor: Buffer.from('["newest","yesterday","x"]').toString("base64url") },
      // Parseable by Date.parse, not by PostgreSQL; a count past an integer.
      { cursor: Buffer.from('["newest","1","x"]').toString("base64url") },
      { cursor: Buffer.from('["most-played","9999999999","x"]').toString("base64url"), sort: "most-played" },
      { cursor: nextCursor ?? "", sort: "most-played" },
      { sort: "oldest" },
      { childSafe: "maybe" },
    ];
    for (const query of queries) {
      const res = await t.app.inject({ url: "/api/explore", query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("counts a player's start, not the creator's preview", async () => {
    const genre = ownGenre();
    const id = await insertGame({ genre });
    const [game] = await t.database.db.select().from(games).where(eq(games.id, id));
    if (!game) throw new Error("no game");
    const start = (who: string | undefined, previewMode: boolean) =>
      t.app.inject({
        method: "POST",
        url: "/api/sessions/start",
        payload: { gameSlug: game.shareSlug, previewMode },
        headers: who ? { cookie: who } : {},
      });
    expect((await start(undefined, false)).statusCode).toBe(200);
    expect((await start(undefined, false)).statusCode).toBe(200);
    expect((await start(cookie, true)).statusCode).toBe(200);
    expect((await explore({ genre })).games[0]?.playCount).toBe(2);
  });
});

describe("finished runs", () => {
  // Two scenes: the opening, and an ending one choice away.
  const beats: StoryBeats = {
    chapters: [
      {
        id: "c1",
        title: "The Gate",
        scenes: [
          {
            id: "s1",
            title: "Before the Gate",
            description: "Rain hammers the iron gate of Blackmere.",
            choices: [{ id: "a", text: "Open the gate", leadsToScene: "s2" }],
          },
          {
            id: "s2",
            title: "Home",
            description: "Your sister pulls you in.",
            isEndingScene: true,
            choices: [],
          },
        ],
      },
    ],
    endings: [{ id: "s2", title: "Home" }],
  };
  const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, payload });

  it("counts a run once when it reaches an ending, however often it is rolled back and ended again", async () => {
    const genre = ownGenre();
    const id = await insertGame({ genre, useCompleteStorySystem: true, storyBeats: beats });
    const finished = async () => (await explore({ genre })).games[0]?.finishCount;
    const token = (await post("/api/sessions/start", { gameSlug: `game-${id}` })).json()
      .sessionToken as string;
    expect(await finished()).toBe(0);
    expect((await post(`/api/sessions/${token}/action`, { action: "Open the gate" })).statusCode).toBe(200);
    expect(await finished()).toBe(1);
    expect((await post(`/api/sessions/${token}/rollback-scene`)).statusCode).toBe(200);
    expect((await post(`/api/sessions/${token}/action`, { action: "Open the gate" })).statusCode).toBe(200);
    expect(await finished()).toBe(1);
    // Another player's run is another finish.
    const second = (await post("/api/sessions/start", { gameSlug: `game-${id}` })).json()
      .sessionToken as string;
    await post(`/api/sessions/${second}/action`, { action: "Open the gate" });
    expect(await finished()).toBe(2);
    expect((await explore({ genre })).games[0]?.playCount).toBe(2);
  });
});

describe("the list query uses the gallery's indexes", () => {
  // A test database holds a few dozen games, where a sequential scan is cheapest; with it priced
  // out, the plan shows whether an index answers the query's shape (no index: still a Seq Scan).
  async function plan(filters: Parameters<ExploreService["query"]>[0], at?: { key: string; id: string }) {
    const query = new ExploreService(t.database.db).query(filters, at).toSQL();
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const inlined = sql.join(
        query.sql.split(/\$\d+/).flatMap((part, i) => {
          const out = [sql.raw(part)];
          if (i < query.params.length) out.push(sql`${query.params[i]}`);
          return out;
        }),
      );
      const result = await tx.execute(sql`explain ${inlined}`);
      const rows = (result as unknown as { rows: Array<Record<string, string>> }).rows;
      return rows.map((r) => Object.values(r)[0]).join("\n");
    });
  }

  it.each([
    ["newest", "games_explore_newest_idx"],
    ["most-played", "games_explore_played_idx"],
    ["most-finished", "games_explore_finished_idx"],
  ] as const)("sort %s reads %s, and so does its next page", async (sort, index) => {
    const first = await plan({ sort });
    console.log(`EXPLAIN /api/explore?sort=${sort}\n${first}`);
    expect(first).toContain(index);
    expect(first).not.toMatch(/Seq Scan on "?games"?/);
    const key = sort === "newest" ? "2026-06-01T00:00:00.000000Z" : "3";
    const next = await plan({ sort, genre: "fantasy" }, { key, id: "m" });
    expect(next).toContain(index);
  });

  it("a search reads the full-text index", async () => {
    const searched = await plan({ sort: "newest", q: "clockwork tide" });
    console.log(`EXPLAIN /api/explore?q=clockwork+tide\n${searched}`);
    expect(searched).toMatch(/games_explore_(search|newest)_idx/);
    expect(searched).not.toMatch(/Seq Scan on "?games"?/);
  });
});
