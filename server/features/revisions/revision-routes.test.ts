import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RevisionItem, RevisionMessages } from "../../../contract/story-revisions";
import { storyJobs } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Inject = { method: "GET" | "POST" | "PATCH" | "DELETE"; url: string; payload?: object; cookie?: string };
const call = ({ method, url, payload, cookie }: Inject) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A story of `n` scenes in one chapter, each scene's text marked with `mark`. */
function story(n: number, mark = "first") {
  return {
    chapters: [
      {
        id: "c1",
        title: "The Gate",
        scenes: Array.from({ length: n }, (_, i) => ({
          id: `s${i + 1}`,
          title: `Scene ${i + 1}`,
          description: `Rain on the gate (${mark}).`,
          choices: [],
        })),
      },
    ],
  };
}

const gameFields = (title: string) => ({
  title,
  genre: "fantasy",
  storyline: "Wren must relight the great lantern before the longest night.",
  characters: [
    { name: "Wren", role: "Lamplighter", characterType: "protagonist", description: "A quiet girl." },
  ],
});

async function ownedGame() {
  const owner = await signUp(t.app);
  const res = await call({
    method: "POST",
    url: "/api/games",
    cookie: owner.cookie,
    payload: gameFields("The Lantern of Hollow Vale"),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  return { ...owner, id, url: `/api/games/${id}` };
}

const save = async (url: string, cookie: string, storyBeats: object) => {
  const res = await call({ method: "PATCH", url, payload: { storyBeats }, cookie });
  expect(res.statusCode).toBe(200);
};
const list = async (url: string, cookie: string) => {
  const res = await call({ method: "GET", url: `${url}/revisions`, cookie });
  expect(res.statusCode).toBe(200);
  return res.json().revisions as RevisionItem[];
};
const scenesOf = async (url: string, cookie: string) => {
  const game = (await call({ method: "GET", url, cookie })).json();
  return game.storyBeats?.chapters.flatMap((c: { scenes: { description: string }[] }) =>
    c.scenes.map((s) => s.description),
  ) as string[] | undefined;
};

describe("story revisions", () => {
  it("keeps the story before each write, newest first, with what made it and what it did", async () => {
    const { cookie, url } = await ownedGame();
    expect(await list(url, cookie)).toEqual([]);

    await save(url, cookie, story(2));
    await save(url, cookie, {
      chapters: [{ ...story(4).chapters[0], scenes: story(4, "second").chapters[0]?.scenes.slice(1) }],
    });
    const deleted = await call({ method: "DELETE", url: `${url}/scenes`, cookie });
    expect(deleted.statusCode).toBe(200);

    const revisions = await list(url, cookie);
    expect(revisions.map((r) => r.madeBy)).toEqual([
      "Delete all scenes",
      "Story Editor save",
      "Story Editor save",
    ]);
    // Delete all scenes replaced s2..s4; the second save added s3 and s4, changed s2, removed s1;
    // the first save added two scenes to no story at all.
    expect(revisions.map((r) => r.summary)).toEqual([
      { added: 0, removed: 3, changed: 0 },
      { added: 2, removed: 1, changed: 1 },
      { added: 2, removed: 0, changed: 0 },
    ]);
    expect(revisions.map((r) => r.sceneCount)).toEqual([3, 2, 0]);
    const times = revisions.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(deleted.json().undoRevisionId).toBe(revisions[0]?.id);

    const one = await call({ method: "GET", url: `${url}/revisions/${revisions[1]?.id}`, cookie });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ ...revisions[1], story: story(2) });
    const first = await call({ method: "GET", url: `${url}/revisions/${revisions[2]?.id}`, cookie });
    expect(first.json().story).toBeNull();
  });

  it("restores a revision, and the restore is itself undoable", async () => {
    const { cookie, url } = await ownedGame();
    await save(url, cookie, story(2, "hand-written"));
    await save(url, cookie, story(3, "generated"));
    const [kept] = await list(url, cookie);

    const restored = await call({ method: "POST", url: `${url}/revisions/${kept?.id}/restore`, cookie });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().sceneCount).toBe(2);
    expect(await scenesOf(url, cookie)).toEqual([
      "Rain on the gate (hand-written).",
      "Rain on the gate (hand-written).",
    ]);
    const [restoreRevision] = await list(url, cookie);
    expect(restoreRevision?.id).toBe(restored.json().undoRevisionId);
    expect(restoreRevision?.madeBy).toMatch(
      /^Restore of the story kept \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/,
    );
    expect(restoreRevision).toMatchObject({ sceneCount: 3, summary: { added: 0, removed: 1, changed: 2 } });

    const undone = await call({
      method: "POST",
      url: `${url}/revisions/${restoreRevision?.id}/restore`,
      cookie,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().sceneCount).toBe(3);
    expect(await scenesOf(url, cookie)).toEqual(Array(3).fill("Rain on the gate (generated)."));
    expect(undone.json().undoRevisionId).toEqual(expect.any(String));
  });

  it("undoing the first write clears the story again", async () => {
    const { cookie, url } = await ownedGame();
    await save(url, cookie, story(1));
    const [first] = await list(url, cookie);
    expect(first?.sceneCount).toBe(0);
    const res = await call({ method: "POST", url: `${url}/revisions/${first?.id}/restore`, cookie });
    expect(res.json()).toMatchObject({ sceneCount: 0, undoRevisionId: expect.any(String) });
    expect((await call({ method: "GET", url, cookie })).json().storyBeats).toBeNull();
  });

  it("refuses with a 409 while the Complete Story Generator is still writing the story", async () => {
    const { cookie, url, id } = await ownedGame();
    await save(url, cookie, story(1));
    const [first] = await list(url, cookie);
    await t.database.db
      .insert(storyJobs)
      .values({ id: randomUUID(), gameId: id, status: "generating", totalChapters: 3 });
    const res = await call({ method: "POST", url: `${url}/revisions/${first?.id}/restore`, cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: RevisionMessages.generating });
    expect(await scenesOf(url, cookie)).toHaveLength(1);
  });

  it("a save that changes nothing keeps no revision", async () => {
    const { cookie, url } = await ownedGame();
    await save(url, cookie, story(2));
    await save(url, cookie, story(2));
    expect(await list(url, cookie)).toHaveLength(1);
  });

  it("is the owner's only: 401 for a visitor, 404 for another user's game or an unknown revision", async () => {
    const { cookie, url } = await ownedGame();
    await save(url, cookie, story(1));
    const [revision] = await list(url, cookie);
    const paths = [`${url}/revisions`, `${url}/revisions/${revision?.id}`];

    for (const path of paths) expect((await call({ method: "GET", url: path })).statusCode).toBe(401);
    const visitorRestore = await call({ method: "POST", url: `${url}/revisions/${revision?.id}/restore` });
    expect(visitorRestore.statusCode).toBe(401);

    const other = await signUp(t.app);
    for (const path of paths) {
      const res = await call({ method: "GET", url: path, cookie: other.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Game not found");
    }
    const stolen = await call({
      method: "POST",
      url: `${url}/revisions/${revision?.id}/restore`,
      cookie: other.cookie,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe("Game not found");

    const unknown = await call({ method: "GET", url: `${url}/revisions/no-such-revision`, cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Revision not found");
    const unknownRestore = await call({
      method: "POST",
      url: `${url}/revisions/no-such-revision/restore`,
      cookie,
    });
    expect(unknownRestore.statusCode).toBe(404);
    expect(unknownRestore.json().message).toBe("Revision not found");

    // A revision of the owner's other game is not this game's.
    const second = await call({
      method: "POST",
      url: "/api/games",
      cookie,
      payload: gameFields("A Second Lantern"),
    });
    const secondUrl = `/api/games/${second.json().id}`;
    for (const path of [
      `${secondUrl}/revisions/${revision?.id}`,
      `${secondUrl}/revisions/${revision?.id}/restore`,
    ]) {
      const res = await call({ method: path.endsWith("restore") ? "POST" : "GET", url: path, cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe("Revision not found");
    }
    // Nothing was restored by the refused calls: the one save's revision is all there is.
    expect(await list(url, cookie)).toHaveLength(1);
  });
});
