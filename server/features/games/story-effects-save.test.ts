import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "../../test-support/test-app";

/** Issue 29: a choice's effects saved by the Story Editor come back with the game, to be saved again. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const story = (effects: object) => ({
  chapters: [
    {
      id: "c1",
      title: "The Workshop",
      scenes: [
        {
          id: "s1",
          title: "The Bench",
          description: "Jane picks up the clockwork key.",
          choices: [{ id: "a", text: "Go out", leadsToScene: "s2", effects }],
        },
        { id: "s2", title: "The Street", description: "Rain.", choices: [] },
      ],
    },
  ],
});

describe("choice effects in the Story Editor's save", () => {
  it("are kept and sent back; ones the contract refuses are a 400 in its words", async () => {
    const owner = await signUp(t.app);
    const headers = { cookie: owner.cookie };
    const made = await t.app.inject({
      method: "POST",
      url: "/api/games",
      headers,
      payload: {
        title: "The Clockwork Key",
        genre: "fantasy",
        storyline: "Jane finds a key that winds the city's great clock.",
        characters: [
          { name: "Jane", role: "Apprentice", characterType: "protagonist", description: "Quick." },
        ],
      },
    });
    expect(made.statusCode).toBe(201);
    const url = `/api/games/${made.json().id}`;
    const effects = { addItems: ["clockwork key"], health: -5, experience: 10, achievement: "Finder" };
    const saved = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { storyBeats: story(effects) },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().storyBeats.chapters[0].scenes[0].choices[0].effects).toEqual(effects);
    const read = await t.app.inject({ method: "GET", url, headers });
    expect(read.json().storyBeats.chapters[0].scenes[0].choices[0].effects).toEqual(effects);

    const refused = await t.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: { storyBeats: story({ health: 500 }) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain("Health change must be a whole number from -100 to 100");
  });
});
