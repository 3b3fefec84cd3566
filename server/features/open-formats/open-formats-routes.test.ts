import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { parseTwee } from "extwee";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, ImportMessages } from "../../../contract/open-formats";
import { games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";
import { shareSlug } from "../games/share-slug";
import { SAMPLE_GAME, SAMPLE_STORY } from "./open-formats-test-support";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function seedGame(creatorId: string) {
  const id = randomUUID();
  await t.database.db.insert(games).values({
    id,
    creatorId,
    title: `${SAMPLE_GAME.title}: Ember/Ash`,
    description: SAMPLE_GAME.description,
    genre: "fantasy",
    storyline: SAMPLE_GAME.storyline,
    useCompleteStorySystem: true,
    storyBeats: SAMPLE_STORY,
    shareSlug: shareSlug(SAMPLE_GAME.title),
  });
  return id;
}

const exportCall = (id: string, format: string, cookie?: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/games/${id}/export?format=${format}`,
    headers: cookie ? { cookie } : {},
  });
const importCall = (body: string | Buffer, cookie?: string, type = "text/plain") =>
  t.app.inject({
    method: "POST",
    url: "/api/games/import",
    payload: Buffer.from(body),
    headers: { "content-type": type, ...(cookie ? { cookie } : {}) },
  });
const gamesOf = async (userId: string) =>
  t.database.db.select().from(games).where(eq(games.creatorId, userId));

describe("export", () => {
  it("gives the owner Twee 3 and a playable HTML file as downloads named for the game", async () => {
    const { cookie, user } = await signUp(t.app, { firstName: "Ines", lastName: "Marlow" });
    const id = await seedGame(user.id);

    const twee = await exportCall(id, "twee", cookie);
    expect(twee.statusCode, twee.body).toBe(200);
    expect(twee.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(twee.headers["content-disposition"]).toBe(
      `attachment; filename="The Lantern of Hollow Vale EmberAsh.twee"; filename*=UTF-8''The%20Lantern%20of%20Hollow%20Vale%20EmberAsh.twee`,
    );
    expect(twee.headers["cache-control"]).toBe("private, no-store");
    expect(twee.body.startsWith(":: StoryTitle\nThe Lantern of Hollow Vale: Ember/Ash\n")).toBe(true);
    expect(parseTwee(twee.body).passages).toHaveLength(7);

    const html = await exportCall(id, "html", cookie);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(html.headers["content-disposition"]).toContain(
      'filename="The Lantern of Hollow Vale EmberAsh.html"',
    );
    expect(html.body).toMatch(/^<!doctype html>/);
    expect(html.body).toContain('"author":"Ines Marlow"');
  });

  it("is the owner's only: another user gets 404, a visitor 401, a bad format 400", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await seedGame(owner.user.id);
    expect((await exportCall(id, "twee", other.cookie)).statusCode).toBe(404);
    expect((await exportCall(randomUUID(), "html", other.cookie)).statusCode).toBe(404);
    expect((await exportCall(id, "twee")).statusCode).toBe(401);
    const bad = await exportCall(id, "pdf", owner.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe("import", () => {
  it("makes a good file a new draft whose storyBeats hold its passages, and reports what it did", async () => {
    const { cookie, user } = await signUp(t.app);
    const source = readFileSync(new URL("./fixtures/lighthouse.twee", import.meta.url), "utf8");
    const res = await importCall(source, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      title: "The Lighthouse Keeper",
      passages: 8,
      chapters: 2,
      unreachable: ["Driftwood Cove"],
    });
    expect(report.warnings).toContain(
      'Line 34: in "Lighthouse Door", conditional text, its first branch kept: <<if $lamp>> (line 35)',
    );
    const [game] = await gamesOf(user.id);
    expect(game).toMatchObject({
      id: report.id,
      title: "The Lighthouse Keeper",
      isDraft: true,
      isPublished: false,
      useCompleteStorySystem: true,
      genre: "adventure",
    });
    expect(game?.storyBeats?.chapters[0]?.scenes[0]?.title).toBe("Shore");
    // It plays: the dashboard lists it with its scenes.
    const list = await t.app.inject({ method: "GET", url: "/api/games", headers: { cookie } });
    expect(list.json()[0]).toMatchObject({ id: report.id, sceneCount: 8, isDraft: true });
  });

  it("takes back its own export: the same story, and a Twine 2 HTML file too", async () => {
    const { cookie, user } = await signUp(t.app);
    const id = await seedGame(user.id);
    const twee = (await exportCall(id, "twee", cookie)).body;
    const back = await importCall(twee, cookie, "application/octet-stream");
    expect(back.statusCode, back.body).toBe(200);
    const [copy] = (await gamesOf(user.id)).filter((g) => g.id === back.json().id);
    expect(copy?.storyBeats).toEqual({ ...SAMPLE_STORY, writtenBy: "import" });
    expect(copy).toMatchObject({
      genre: "fantasy",
      description: SAMPLE_GAME.description,
      storyline: SAMPLE_GAME.storyline,
    });

    const html = parseTwee(twee).toTwine2HTML();
    const fromHtml = await importCall(html, cookie, "text/html");
    expect(fromHtml.statusCode, fromHtml.body).toBe(200);
    expect(fromHtml.json()).toMatchObject({ passages: 5, chapters: 3 });
  });

  it("makes a game that Edit Game and the Story Editor save again, keeping what Twee holds", async () => {
    const { cookie } = await signUp(t.app);
    const title = Array.from({ length: 40 }, () => "lantern").join(" ");
    const source = readFileSync(new URL("./fixtures/lighthouse.twee", import.meta.url), "utf8").replace(
      "The Lighthouse Keeper",
      title,
    );
    const res = await importCall(source, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id;
    const detail = (
      await t.app.inject({ method: "GET", url: `/api/games/${id}`, headers: { cookie } })
    ).json();
    expect(detail.title.length).toBeLessThanOrEqual(100);
    expect(detail.storyBeats.twee).toMatchObject({ format: "SugarCube", tags: { "scene-1": ["start"] } });

    // The Story Editor sends back the story it was given, `twee` included.
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/games/${id}`,
      headers: { cookie },
      payload: { storyBeats: detail.storyBeats },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    // The same story, now the Story Editor's (ADR 027).
    expect(detail.storyBeats.writtenBy).toBe("import");
    expect(patch.json().storyBeats).toEqual({ ...detail.storyBeats, writtenBy: "story-editor" });
    // Edit Game saves the game's own fields as imported (a cast is the creator's to add).
    const put = await t.app.inject({
      method: "PUT",
      url: `/api/games/${id}`,
      headers: { cookie },
      payload: {
        title: detail.title,
        description: detail.description,
        genre: detail.genre,
        storyline: detail.storyline,
        characters: [{ name: "Keeper", role: "Keeper", characterType: "protagonist", description: "Old." }],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const again = (await exportCall(id, "twee", cookie)).body;
    expect(again).toContain(":: StoryInit [init]\n<<set $lamp to false>>");
    expect(parseTwee(again)).toMatchObject({
      format: "SugarCube",
      IFID: "D674C58C-DEFA-4F70-B7A2-27742230C0FC",
    });
  });

  it("refuses a bad file with a 400 naming the line, and writes nothing", async () => {
    const { cookie, user } = await signUp(t.app);
    const cases: [string, string][] = [
      [":: Start\n[[Go->Next]]\n\n:: Next [open\ntext", 'Line 4: the tags of "Next" have no closing ]'],
      [":: A\none\n:: B\ntwo\n:: A\nagain", 'Line 5: the passage "A" is already defined on line 1'],
      [
        "Dear diary,\ntoday I wrote no passages.",
        "Line 1: no passage found: a Twee passage starts with a line `:: Name`",
      ],
      [
        ':: StoryData\n{"start": "Nowhere"}\n:: A\ntext',
        'Line 1: the start passage "Nowhere" does not exist',
      ],
    ];
    for (const [source, message] of cases) {
      const res = await importCall(source, cookie);
      expect(res.statusCode, source).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const empty = await importCall("", cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ImportMessages.empty);
    expect(await gamesOf(user.id)).toEqual([]);
  });

  it("refuses a file too large (413) or with too many passages (400), and a visitor (401)", async () => {
    const { cookie, user } = await signUp(t.app);
    const big = await importCall("x".repeat(IMPORT_LIMITS.maxBytes + 1), cookie);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(ImportMessages.tooLarge);
    const many = Array.from(
      { length: IMPORT_LIMITS.maxPassages + 1 },
      (_, i) => `:: P${i}\n[[P${i + 1}]]`,
    ).join("\n");
    const res = await importCall(many, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `Line ${IMPORT_LIMITS.maxPassages * 2 + 1}: ${ImportMessages.tooManyPassages}`,
    );
    expect(await gamesOf(user.id)).toEqual([]);
    expect((await importCall(":: A\ntext")).statusCode).toBe(401);
  });
});
