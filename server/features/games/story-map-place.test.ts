import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../../test-support/test-app";

/** Issue 35: a scene's place on the Story Map and its "to write" mark come back with the game. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const story = (position: object) => ({
  chapters: [
    {
      id: "c1",
      title: "The Harbour",
      scenes: [
        {
          id: "s1",
          title: "The Quay",
          description: "Gulls over the nets.",
          position,
          choices: [{ id: "a", text: "Row out", leadsToScene: "s2" }],
        },
        { id: "s2", title: "The Lighthouse", description: "", toWrite: true, choices: [] },
      ],
    },
  ],
});

describe("a scene's place on the Story Map", () => {
  it("is kept and sent back with the mark of a scene to write; a place off the map is a 400", async () => {
    const owner = await signUp(t.app);
    const headers = { cookie: owner.cookie };
    const made = await t.app.inject({
      method: "POST",
      url: "/api/games",
      headers,
      payload: {
        title: "The Harbour Light",
        genre: "mystery",
        storyline: "Ada keeps the harbour light the night the ships stop coming.",
        characters: [{ name: "Ada", role: "Keeper", characterType: "protagonist", description: "Patient." }],
      },
    });
    expect(made.statusCode).toBe(201);
    const url = `/api/games/${made.json().id}`;
    const saved = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { storyBeats: story({ x: -120, y: 4500 }) },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await t.app.inject({ method: "GET", url, headers })).json();
    const [quay, lighthouse] = read.storyBeats.chapters[0].scenes;
    expect(quay.position).toEqual({ x: -120, y: 4500 });
    expect(quay.toWrite).toBeUndefined();
    expect(lighthouse).toMatchObject({ toWrite: true });
    expect(lighthouse.position).toBeUndefined();

    const far = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { storyBeats: story({ x: 1e9, y: 0 }) },
    });
    expect(far.statusCode).toBe(400);
  });
});
