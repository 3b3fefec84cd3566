import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiModelError } from "../../ai/ai-errors";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { games } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

/** The embedded storyteller, except that biographies fail while `failing` is set. */
function biographyControl() {
  const inner = createEmbeddedNarrator();
  const control = { failing: false };
  const narrator: Narrator = {
    ...inner,
    biography: (input, options) =>
      control.failing
        ? Promise.reject(new AiModelError("The AI service failed to answer. Please try again."))
        : inner.biography(input, options),
  };
  return { narrator, control };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const bio = biographyControl();
beforeAll(async () => {
  t = await createTestApp({}, { narrator: bio.narrator });
});
afterAll(async () => {
  await t.close();
});

const hero = { name: "Wren", role: "Lamplighter", characterType: "protagonist" };
const valid = {
  title: "The Lantern of Hollow Vale",
  genre: "fantasy",
  storyline: "Wren must relight the great lantern before the longest night.",
  characters: [hero],
};

type Inject = { method: "GET" | "POST"; url: string; payload?: object; cookie?: string };
const call = ({ method, url, payload, cookie }: Inject) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const create = (payload: object, cookie: string) =>
  call({ method: "POST", url: "/api/games", payload, cookie });

async function gamesOf(userId: string) {
  return t.database.db.select().from(games).where(eq(games.creatorId, userId));
}

describe("POST /api/games", () => {
  it("creates a draft with its characters, the spec's defaults and a share slug", async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await create(
      {
        ...valid,
        characters: [hero, { name: "Old Maud", role: "Keeper of the lantern", age: 71, eyeColor: "grey" }],
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const game = res.json();
    expect(game).toMatchObject({
      title: valid.title,
      genre: "fantasy",
      storyline: valid.storyline,
      childMode: false,
      narrativePerspective: "third_person",
      gameplayMode: "interactive",
      isLinear: false,
      chapterCount: 20,
      hasStructuredStory: false,
      isDraft: true,
      isPublished: false,
      creatorId: user.id,
    });
    expect(game.shareSlug).toMatch(/^the-lantern-of-hollow-vale-[a-z0-9]{6}$/);
    expect(game.characters).toHaveLength(2);
    expect(game.characters[0]).toMatchObject({ name: "Wren", characterType: "protagonist" });
    expect(game.characters[1]).toMatchObject({
      name: "Old Maud",
      characterType: "supporting",
      isRealPerson: false,
      age: 71,
      eyeColor: "grey",
    });

    const read = await call({ method: "GET", url: `/api/games/${game.id}`, cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(game);
  });

  it("keeps the story settings it is given; an unparsable chapter count falls back to 20", async () => {
    const { cookie } = await signUp(t.app);
    const res = await create(
      {
        ...valid,
        childMode: true,
        narrativePerspective: "first_person",
        authorInfluence: "Ursula K. Le Guin",
        isLinear: true,
        chapterCount: "lots",
        hasStructuredStory: true,
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      childMode: true,
      narrativePerspective: "first_person",
      authorInfluence: "Ursula K. Le Guin",
      gameplayMode: "linear",
      isLinear: true,
      chapterCount: 20,
      hasStructuredStory: true,
    });
    expect((await create({ ...valid, chapterCount: "40" }, cookie)).json().chapterCount).toBe(40);
  });

  it("answers each of the spec's validation messages with a 400", async () => {
    const { cookie, user } = await signUp(t.app);
    const cases: Array<[object, string]> = [
      [{ ...valid, title: "  " }, "Title is required"],
      [{ ...valid, title: "x".repeat(101) }, "Title too long"],
      [{ ...valid, genre: "" }, "Genre is required"],
      [{ ...valid, storyline: "Too short" }, "Storyline must be at least 10 characters"],
      [{ ...valid, characters: [] }, "At least one character is required"],
      [{ ...valid, chapterCount: 4 }, "At least 5 chapters required"],
      [{ ...valid, chapterCount: 101 }, "Maximum 100 chapters"],
      [{ ...valid, characters: [{ ...hero, name: " " }] }, "Character name is required"],
      [{ ...valid, characters: [{ ...hero, role: "" }] }, "Character role is required"],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload, cookie);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`(^|: )${message}$`));
    }
    expect(
      (await create({ ...valid, characters: [{ ...hero, characterType: "villain" }] }, cookie)).statusCode,
    ).toBe(400);
    expect(await gamesOf(user.id)).toHaveLength(0);
  });

  it("says the same words when a field is missing altogether, not Zod's type wording", async () => {
    const { cookie, user } = await signUp(t.app);
    const without = <T extends object>(value: T, key: keyof T) => {
      const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      delete copy[key as string];
      return copy;
    };
    const cases: Array<[object, string]> = [
      [without(valid, "title"), "Title is required"],
      [without(valid, "genre"), "Genre is required"],
      [without(valid, "storyline"), "Storyline must be at least 10 characters"],
      [without(valid, "characters"), "At least one character is required"],
      [{ ...valid, characters: [without(hero, "name")] }, "Character name is required"],
      [{ ...valid, characters: [without(hero, "role")] }, "Character role is required"],
      [{ ...valid, title: 42 }, "Title is required"],
      [{ ...valid, characters: [{ ...hero, age: -5 }] }, "Age must be a whole number from 0 to 200"],
      [{ ...valid, characters: [{ ...hero, age: 250 }] }, "Age must be a whole number from 0 to 200"],
      [
        { ...valid, characters: [{ ...hero, height: "x".repeat(41) }] },
        "Height is too long (40 characters at most)",
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload, cookie);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(message);
    }
    expect(await gamesOf(user.id)).toHaveLength(0);
    const quick = await call({ method: "POST", url: "/api/games/quick-start", payload: {}, cookie });
    expect(quick.json().message).toBe("Genre is required");
  });

  it("writes a sequel's outline with the game in one call, or nothing at all", async () => {
    const { cookie, user } = await signUp(t.app);
    const chapter = (n: number) => ({
      chapterNumber: n,
      title: `Return ${n}`,
      outline: `The crew returns, step ${n}.`,
      selectedCharacters: ["Wren"],
      selectedLocation: "The Weir",
    });
    const refused = await create({ ...valid, outline: [chapter(1), { ...chapter(2), title: "" }] }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(await gamesOf(user.id)).toHaveLength(0);

    const res = await create({ ...valid, chapterCount: 5, outline: [1, 2, 3, 4, 5].map(chapter) }, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hasStructuredStory: true, chapterCount: 5 });
    const chapters = await call({
      method: "GET",
      url: `/api/games/${res.json().id}/story-outline-chapters`,
      cookie,
    });
    expect(chapters.json().map((c: { chapterNumber: number; title: string }) => c.title)).toEqual([
      "Return 1",
      "Return 2",
      "Return 3",
      "Return 4",
      "Return 5",
    ]);
    expect(await gamesOf(user.id)).toHaveLength(1);
  });

  it("gives a real person with no description a biography, and no detail fields", async () => {
    const { cookie } = await signUp(t.app);
    const res = await create(
      {
        ...valid,
        characters: [
          hero,
          { name: "Ada Lovelace", role: "Inventor", isRealPerson: true, age: 36, hairColor: "brown" },
          {
            name: "Charles Babbage",
            role: "Engineer",
            isRealPerson: true,
            description: "Given by the author.",
          },
        ],
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const [, ada, charles] = res.json().characters;
    expect(ada.description).toMatch(/Ada Lovelace appears in this story/);
    expect(ada).toMatchObject({ isRealPerson: true, age: null, hairColor: null });
    expect(charles.description).toBe("Given by the author.");
  });

  it("creates nothing when a biography cannot be fetched", async () => {
    const { cookie, user } = await signUp(t.app);
    bio.control.failing = true;
    try {
      const res = await create(
        { ...valid, characters: [hero, { name: "Ada Lovelace", role: "Inventor", isRealPerson: true }] },
        cookie,
      );
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(
        "Biography Fetch Failed: Could not fetch biographies for real persons. Please try again.",
      );
      // A fictional cast needs no biography, so it is created as usual.
      expect((await create(valid, cookie)).statusCode).toBe(201);
    } finally {
      bio.control.failing = false;
    }
    expect(await gamesOf(user.id)).toHaveLength(1);
  });
});

describe("ownership", () => {
  it("answers a visitor 401 before looking at the body, and another user 404", async () => {
    const { cookie } = await signUp(t.app);
    const id = (await create(valid, cookie)).json().id as string;
    const routes: Inject[] = [
      { method: "POST", url: "/api/games", payload: {} },
      { method: "POST", url: "/api/games/quick-start", payload: {} },
      { method: "GET", url: `/api/games/${id}` },
      { method: "POST", url: `/api/games/${id}/story-outline`, payload: {} },
      { method: "GET", url: `/api/games/${id}/story-outline-chapters` },
    ];
    for (const route of routes) {
      const res = await call(route);
      expect(res.statusCode, route.url).toBe(401);
    }

    const other = await signUp(t.app);
    const chapter = {
      chapterNumber: 1,
      title: "One",
      outline: "",
      selectedCharacters: [],
      selectedLocation: "",
    };
    const theirs: Inject[] = [
      { method: "GET", url: `/api/games/${id}` },
      { method: "POST", url: `/api/games/${id}/story-outline`, payload: { chapters: [chapter] } },
      { method: "GET", url: `/api/games/${id}/story-outline-chapters` },
      { method: "POST", url: "/api/games/quick-start", payload: { genre: "fantasy", gameId: id } },
      { method: "GET", url: "/api/games/no-such-game" },
    ];
    for (const route of theirs) {
      const res = await call({ ...route, cookie: other.cookie });
      expect(res.statusCode, route.url).toBe(404);
      expect(res.json()).toEqual({ message: "Game not found" });
    }
  });
});

describe("story outlines", () => {
  const chapters = [
    {
      chapterNumber: 3,
      title: "The Dark Lantern",
      outline: "Wren finds it cold.",
      selectedCharacters: ["Wren"],
      selectedLocation: "Forest",
    },
    {
      chapterNumber: 9,
      title: "The Long Night",
      outline: "The spirits rise.",
      selectedCharacters: [],
      selectedLocation: "Park",
    },
  ];

  it("saves the chapters in order, marks the game structured, and replaces an earlier plan", async () => {
    const { cookie } = await signUp(t.app);
    const id = (await create(valid, cookie)).json().id as string;
    const empty = await call({ method: "GET", url: `/api/games/${id}/story-outline-chapters`, cookie });
    expect(empty.json()).toEqual([]);

    const saved = await call({
      method: "POST",
      url: `/api/games/${id}/story-outline`,
      payload: { chapters },
      cookie,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().chapters.map((c: { chapterNumber: number }) => c.chapterNumber)).toEqual([1, 2]);

    const list = (
      await call({ method: "GET", url: `/api/games/${id}/story-outline-chapters`, cookie })
    ).json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      chapterNumber: 1,
      title: "The Dark Lantern",
      outline: "Wren finds it cold.",
      selectedCharacters: ["Wren"],
      selectedLocation: "Forest",
      content: null,
      isGenerated: false,
    });
    expect((await call({ method: "GET", url: `/api/games/${id}`, cookie })).json().hasStructuredStory).toBe(
      true,
    );

    await call({
      method: "POST",
      url: `/api/games/${id}/story-outline`,
      payload: { chapters: [chapters[1]] },
      cookie,
    });
    const replaced = (
      await call({ method: "GET", url: `/api/games/${id}/story-outline-chapters`, cookie })
    ).json();
    expect(replaced.map((c: { title: string }) => c.title)).toEqual(["The Long Night"]);
  });

  it("refuses an empty or malformed outline with a 400", async () => {
    const { cookie } = await signUp(t.app);
    const id = (await create(valid, cookie)).json().id as string;
    const url = `/api/games/${id}/story-outline`;
    const none = await call({ method: "POST", url, payload: { chapters: [] }, cookie });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/At least one chapter is required$/);
    const untitled = await call({
      method: "POST",
      url,
      payload: { chapters: [{ ...chapters[0], title: "" }] },
      cookie,
    });
    expect(untitled.statusCode).toBe(400);
  });
});

describe("POST /api/games/quick-start", () => {
  it("writes a new open-ended story from the defaults", async () => {
    const { cookie } = await signUp(t.app);
    const res = await call({
      method: "POST",
      url: "/api/games/quick-start",
      payload: { genre: "superhero" },
      cookie,
    });
    expect(res.statusCode).toBe(200);
    const { id, title } = res.json();
    expect(title.length).toBeGreaterThan(0);
    const game = (await call({ method: "GET", url: `/api/games/${id}`, cookie })).json();
    expect(game).toMatchObject({
      title,
      genre: "superhero",
      childMode: false,
      hasStructuredStory: false,
      chapterCount: 20,
    });
    expect(game.narrativeStyle).toMatch(/forgiving/);
    expect(game.storyline.length).toBeGreaterThan(100);
    expect(game.characters).toHaveLength(4);
    expect(game.characters[0].characterType).toBe("protagonist");
    expect(game.storyline).toContain(game.characters[0].name);
    const chapters = await call({ method: "GET", url: `/api/games/${id}/story-outline-chapters`, cookie });
    expect(chapters.json()).toEqual([]);
  });

  it("plans a limited arc as a structured story, and follows the other choices", async () => {
    const { cookie } = await signUp(t.app);
    const payload = {
      genre: "mystery",
      difficulty: "hard",
      childMode: true,
      storyStructure: "limited_arc",
      allowInventory: true,
      enableStats: true,
    };
    const { id } = (await call({ method: "POST", url: "/api/games/quick-start", payload, cookie })).json();
    const game = (await call({ method: "GET", url: `/api/games/${id}`, cookie })).json();
    expect(game).toMatchObject({ childMode: true, hasStructuredStory: true, chapterCount: 10 });
    expect(game.narrativeStyle).toMatch(/unforgiving/);
    const chapters = (
      await call({ method: "GET", url: `/api/games/${id}/story-outline-chapters`, cookie })
    ).json();
    expect(chapters.map((c: { chapterNumber: number }) => c.chapterNumber)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it("rewrites the owner's game in place with gameId, keeping its title and link", async () => {
    const { cookie } = await signUp(t.app);
    const original = (await create(valid, cookie)).json();
    const res = await call({
      method: "POST",
      url: "/api/games/quick-start",
      payload: { genre: "horror", gameId: original.id },
      cookie,
    });
    expect(res.json()).toEqual({ id: original.id, title: original.title });
    const first = (await call({ method: "GET", url: `/api/games/${original.id}`, cookie })).json();
    expect(first).toMatchObject({ genre: "horror", shareSlug: original.shareSlug });
    expect(first.storyline).not.toBe(original.storyline);
    expect(first.characters.map((c: { name: string }) => c.name)).not.toContain("Wren");

    await call({
      method: "POST",
      url: "/api/games/quick-start",
      payload: { genre: "horror", gameId: original.id },
      cookie,
    });
    const second = (await call({ method: "GET", url: `/api/games/${original.id}`, cookie })).json();
    expect(second.storyline).not.toBe(first.storyline);
  });

  it("replaces a written story too when it rewrites a game", async () => {
    const { cookie } = await signUp(t.app);
    const original = (await create(valid, cookie)).json();
    const written = await call({ method: "POST", url: `/api/games/${original.id}/generate-story`, cookie });
    expect(written.statusCode).toBe(200);
    await call({
      method: "POST",
      url: "/api/games/quick-start",
      payload: { genre: "mystery", gameId: original.id },
      cookie,
    });
    const [row] = await t.database.db.select().from(games).where(eq(games.id, original.id));
    expect(row?.storyBeats).toBeNull();
    expect(row?.useCompleteStorySystem).toBe(false);
    expect(row?.plotLines).toEqual([]);
  });

  it("requires a genre and known options", async () => {
    const { cookie } = await signUp(t.app);
    const missing = await call({ method: "POST", url: "/api/games/quick-start", payload: {}, cookie });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Genre is required");
    const blank = await call({
      method: "POST",
      url: "/api/games/quick-start",
      payload: { genre: " " },
      cookie,
    });
    expect(blank.json().message).toBe("Genre is required");
    const wrong = await call({
      method: "POST",
      url: "/api/games/quick-start",
      payload: { genre: "fantasy", difficulty: "nightmare" },
      cookie,
    });
    expect(wrong.statusCode).toBe(400);
  });
});
