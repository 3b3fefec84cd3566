import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterEvents, characters, outlineChapters } from "../../db/schema";
import { findGameById, loadGameBible } from "../../game/game-bible";
import { sendAction, startSession } from "../../test-support/play-requests";
import { createTestApp, signUp } from "../../test-support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Inject = { method: "GET" | "POST" | "PUT" | "PATCH"; url: string; payload?: object; cookie?: string };
const call = ({ method, url, payload, cookie }: Inject) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

type Character = {
  id: string;
  name: string;
  role: string;
  characterType: string;
  description: string | null;
};

/** A game of a new user's, made through the create screen's call. */
async function ownedGame() {
  const owner = await signUp(t.app);
  const res = await call({
    method: "POST",
    url: "/api/games",
    cookie: owner.cookie,
    payload: {
      title: "The Lantern of Hollow Vale",
      genre: "fantasy",
      storyline: "Wren must relight the great lantern before the longest night.",
      characters: [
        { name: "Wren", role: "Lamplighter", characterType: "protagonist", description: "A quiet girl." },
        { name: "Old Maud", role: "Keeper", description: "Keeps the lantern." },
      ],
    },
  });
  expect(res.statusCode).toBe(201);
  const game = res.json() as { id: string; shareSlug: string; characters: Character[] };
  return { ...owner, game, url: `/api/games/${game.id}` };
}

/** The whole Edit Game form for a game, its characters as they are. */
function form(cast: Character[]) {
  return {
    title: "The Lantern Rekindled",
    description: "A lamplighter's last night.",
    genre: "steampunk",
    storyline: "Wren climbs the clock tower to relight the lantern.",
    characters: cast.map(({ id, name, role, characterType, description }) => ({
      id,
      name,
      role,
      characterType,
      description: description ?? `${name} as the story has them.`,
    })),
    plotLines: [],
    isPublic: false,
    allowRegeneration: true,
    narrativeStyle: "adventurous",
    gameplayMode: "interactive",
    narrativePerspective: "third_person",
    authorInfluence: null,
  };
}

const castOf = async (gameId: string) =>
  (await t.database.db.select().from(characters).where(eq(characters.gameId, gameId))).sort(
    (a, b) => a.position - b.position,
  );

describe("PUT /api/games/{id}", () => {
  it("gives play the active plot lines with key events (issue 31)", async () => {
    const { cookie, game, url } = await ownedGame();
    const plotLines = [
      { title: "Relight the lantern", keyEvents: ["The climb", "The spark"], priority: "critical" },
      { title: "Shelved", keyEvents: ["Never"], isActive: false },
      { title: "No events yet" },
    ];
    const res = await call({ method: "PUT", url, payload: { ...form(game.characters), plotLines }, cookie });
    expect(res.statusCode).toBe(200);
    const row = await findGameById(t.database.db, game.id);
    const bible = await loadGameBible(t.database.db, row as NonNullable<typeof row>);
    expect(bible.plotLines).toEqual([
      { title: "Relight the lantern", keyEvents: ["The climb", "The spark"], priority: "critical" },
    ]);
  });

  it("saves every field, and GET reads them back; the share slug stays", async () => {
    const { cookie, game, url } = await ownedGame();
    const payload = {
      ...form(game.characters),
      plotLines: [
        {
          title: "  Relight the lantern ",
          description: "The tower's flame",
          userDescription: "Keep it tense",
          targetEnding: "Dawn",
          keyEvents: ["The climb", "The spark"],
          characters: ["Wren"],
          ending: "The vale is lit",
          priority: "critical",
          isActive: false,
        },
        { title: "Maud's secret" },
      ],
      isPublic: true,
      allowRegeneration: false,
      narrativeStyle: "dark",
      gameplayMode: "story-only",
      narrativePerspective: "first_person",
      authorInfluence: "Ursula K. Le Guin",
    };
    const res = await call({ method: "PUT", url, payload, cookie });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      title: "The Lantern Rekindled",
      description: "A lamplighter's last night.",
      genre: "steampunk",
      storyline: payload.storyline,
      isPublic: true,
      allowRegeneration: false,
      narrativeStyle: "dark",
      gameplayMode: "story-only",
      narrativePerspective: "first_person",
      authorInfluence: "Ursula K. Le Guin",
      shareSlug: game.shareSlug,
    });
    expect(saved.plotLines).toEqual([
      { ...payload.plotLines[0], title: "Relight the lantern" },
      {
        title: "Maud's secret",
        description: "",
        keyEvents: [],
        characters: [],
        priority: "major",
        isActive: true,
      },
    ]);
    expect(saved.characters.map((c: Character) => c.id)).toEqual(game.characters.map((c) => c.id));
    expect((await call({ method: "GET", url, cookie })).json()).toEqual(saved);
  });

  it("keeps a character that stays by its id, with its events; deletes the removed, inserts the new", async () => {
    const { cookie, game, url } = await ownedGame();
    const [wren, maud] = game.characters as [Character, Character];
    const event = (characterId: string) => ({
      id: randomUUID(),
      characterId,
      gameId: game.id,
      eventType: "personal",
      eventDescription: "Something happened",
      impactLevel: "minor",
    });
    await t.database.db.insert(characterEvents).values([event(wren.id), event(maud.id)]);

    const payload = form([{ ...wren, description: "Braver now." }]);
    payload.characters.unshift({
      id: undefined as unknown as string,
      name: "Ada Lovelace",
      role: "Inventor",
      characterType: "mentor",
      description: "Counts in the dark.",
    });
    const res = await call({ method: "PUT", url, payload, cookie });
    expect(res.statusCode).toBe(200);
    const [ada, kept] = res.json().characters;
    expect(kept).toMatchObject({ id: wren.id, description: "Braver now.", baseDescription: "A quiet girl." });
    expect(ada).toMatchObject({ name: "Ada Lovelace", baseDescription: "Counts in the dark." });
    expect(ada.id).not.toBe(wren.id);

    const cast = await castOf(game.id);
    expect(cast.map((c) => [c.name, c.position])).toEqual([
      ["Ada Lovelace", 0],
      ["Wren", 1],
    ]);
    const events = await t.database.db
      .select()
      .from(characterEvents)
      .where(eq(characterEvents.gameId, game.id));
    expect(events.map((e) => e.characterId)).toEqual([wren.id]);
  });

  it("follows a renamed character into the plot lines and outline chapters that pick them", async () => {
    const { cookie, game, url } = await ownedGame();
    const [wren, maud] = game.characters as [Character, Character];
    const chapterId = randomUUID();
    await t.database.db.insert(outlineChapters).values({
      id: chapterId,
      gameId: game.id,
      chapterNumber: 1,
      title: "The clock tower",
      selectedCharacters: ["Wren", "Old Maud"],
    });
    const payload = { ...form([{ ...wren, name: "Wren Ashdown" }, maud]) } as Record<string, unknown>;
    payload.plotLines = [{ title: "Relight the lantern", characters: ["Wren", "Old Maud"] }];
    const res = await call({ method: "PUT", url, payload, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().plotLines[0].characters).toEqual(["Wren Ashdown", "Old Maud"]);
    const [chapter] = await t.database.db
      .select()
      .from(outlineChapters)
      .where(eq(outlineChapters.id, chapterId));
    expect(chapter?.selectedCharacters).toEqual(["Wren Ashdown", "Old Maud"]);
  });

  it("stores a real person's description and none of the detail fields", async () => {
    const { cookie, game, url } = await ownedGame();
    const payload = form(game.characters);
    Object.assign(payload.characters[1] as object, { isRealPerson: true, age: 40, eyeColor: "grey" });
    Object.assign(payload.characters[0] as object, { age: 12, eyeColor: "green", personality: "Shy" });
    const [wren, maud] = (await call({ method: "PUT", url, payload, cookie })).json().characters;
    expect(wren).toMatchObject({ isRealPerson: false, age: 12, eyeColor: "green", personality: "Shy" });
    expect(maud).toMatchObject({
      isRealPerson: true,
      age: null,
      eyeColor: null,
      description: "Keeps the lantern.",
    });
  });

  it("answers each of the spec's validation messages with a 400, and saves nothing", async () => {
    const { cookie, game, url } = await ownedGame();
    const valid = form(game.characters);
    const first = valid.characters[0] as Record<string, unknown>;
    const withCharacter = (change: Record<string, unknown>) => ({
      ...valid,
      characters: [{ ...first, ...change }, ...valid.characters.slice(1)],
    });
    const without = (value: Record<string, unknown>, key: string) => {
      const { [key]: _, ...rest } = value;
      return rest;
    };
    const cases: Array<[object, string]> = [
      [{ ...valid, title: " " }, "Game title is required"],
      [without(valid, "title"), "Game title is required"],
      [{ ...valid, description: "" }, "Game description is required"],
      [{ ...valid, genre: "" }, "Genre is required"],
      [without(valid, "genre"), "Genre is required"],
      [{ ...valid, genre: "opera" }, "Unknown genre"],
      [{ ...valid, storyline: "  " }, "Storyline is required"],
      [{ ...valid, characters: [] }, "At least one character is required"],
      [without(valid, "characters"), "At least one character is required"],
      [withCharacter({ name: "" }), "Character name is required"],
      [withCharacter({ role: " " }), "Character role is required"],
      [withCharacter({ description: "" }), "Character description is required"],
      [{ ...valid, characters: [without(first, "description")] }, "Character description is required"],
      [withCharacter({ characterType: "" }), "Character type is required"],
      [{ ...valid, characters: [without(first, "characterType")] }, "Character type is required"],
      [{ ...valid, plotLines: [{ title: "" }] }, "Plot line title is required"],
    ];
    for (const [payload, message] of cases) {
      const res = await call({ method: "PUT", url, payload, cookie });
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ message });
    }
    const wrongType = await call({ method: "PUT", url, payload: { ...valid, isPublic: "yes" }, cookie });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe("Is public: must be true or false");
    const malformed = await t.app.inject({
      method: "PUT",
      url,
      payload: '{"title": "Half',
      headers: { cookie, "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/JSON/);
    expect((await call({ method: "GET", url, cookie })).json().title).toBe("The Lantern of Hollow Vale");
  });

  it("refuses another game's character id and writes nothing at all", async () => {
    const mine = await ownedGame();
    const theirs = await ownedGame();
    const payload = form([...mine.game.characters, theirs.game.characters[0] as Character]);
    payload.title = "Stolen";
    const res = await call({ method: "PUT", url: mine.url, payload, cookie: mine.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Unknown character" });
    expect((await call({ method: "GET", url: mine.url, cookie: mine.cookie })).json().title).toBe(
      "The Lantern of Hollow Vale",
    );
    expect((await castOf(theirs.game.id)).map((c) => c.gameId)).toEqual([theirs.game.id, theirs.game.id]);
    expect(await castOf(mine.game.id)).toHaveLength(2);
  });

  it("keeps a lone surrogate out of the way of the jsonb column", async () => {
    const { cookie, game, url } = await ownedGame();
    const payload = { ...form(game.characters), plotLines: [{ title: "Cut \ud83c" }] };
    const res = await call({ method: "PUT", url, payload, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().plotLines[0].title).toBe("Cut \ufffd");
  });

  it("is played at once: the next turn sees the edited settings", async () => {
    const { cookie, game, url } = await ownedGame();
    const token = await startSession(t.app, game.shareSlug, cookie);
    expect((await sendAction(t.app, token, "Look around", cookie)).statusCode).toBe(200);
    const payload = { ...form(game.characters), allowRegeneration: false };
    expect((await call({ method: "PUT", url, payload, cookie })).statusCode).toBe(200);
    const regenerate = await call({ method: "POST", url: `/api/sessions/${token}/regenerate`, cookie });
    expect(regenerate.statusCode).toBe(403);
  });

  it("turns child-friendly mode on and off, and leaves it alone when not sent (issue 30 item 3)", async () => {
    const { cookie, game, url } = await ownedGame();
    const childMode = async () => (await call({ method: "GET", url, cookie })).json().childMode;
    expect(await childMode()).toBe(false);
    expect(
      (await call({ method: "PUT", url, payload: { ...form(game.characters), childMode: true }, cookie }))
        .statusCode,
    ).toBe(200);
    expect(await childMode()).toBe(true);
    expect((await call({ method: "PUT", url, payload: form(game.characters), cookie })).statusCode).toBe(200);
    expect(await childMode()).toBe(true);
    expect(
      (await call({ method: "PUT", url, payload: { ...form(game.characters), childMode: false }, cookie }))
        .statusCode,
    ).toBe(200);
    expect(await childMode()).toBe(false);
  });
});

const story = {
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: [
        {
          id: "s1",
          title: "Before the Gate",
          description: "Rain on the iron gate.",
          choices: [
            { id: "a", text: "Open it", leadsToScene: "s2" },
            { id: "b", text: "Go home", leadsToEnding: "e1" },
          ],
        },
        { id: "s2", title: "Inside", description: "A courtyard.", choices: [], isEndingScene: true },
      ],
    },
  ],
  endings: [{ id: "e1", title: "Home" }],
};

describe("PATCH /api/games/{id}", () => {
  it("saves the written story, which play then walks; an empty one is not played so", async () => {
    const { cookie, game, url } = await ownedGame();
    const token = await startSession(t.app, game.shareSlug, cookie);
    await sendAction(t.app, token, "Look around", cookie);

    const res = await call({ method: "PATCH", url, payload: { storyBeats: story }, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      storyBeats: story,
      useCompleteStorySystem: true,
      shareSlug: game.shareSlug,
    });
    // Read back as saved, with the tool that wrote it (ADR 027's banner).
    expect((await call({ method: "GET", url, cookie })).json().storyBeats).toEqual({
      ...story,
      writtenBy: "story-editor",
    });
    // The session in play sees the story at once.
    const regenerate = await call({ method: "POST", url: `/api/sessions/${token}/regenerate`, cookie });
    expect(regenerate.statusCode).toBe(409);

    const empty = { chapters: [{ id: "c1", title: "The Gate", scenes: [] }] };
    const cleared = await call({ method: "PATCH", url, payload: { storyBeats: empty }, cookie });
    expect(cleared.json()).toMatchObject({ storyBeats: empty, useCompleteStorySystem: false });
  });

  it("saves a long story beyond the 1 MB other bodies are held to, as big as an imported one", async () => {
    const { cookie, url } = await ownedGame();
    const scenes = Array.from({ length: 120 }, (_, i) => ({
      id: `s${i}`,
      title: `Scene ${i}`,
      description: "The lantern flickers. ".repeat(900).trim(),
      choices: [],
    }));
    const long = { chapters: [{ id: "c1", title: "The long night", scenes }] };
    expect(JSON.stringify(long).length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await call({ method: "PATCH", url, payload: { storyBeats: long }, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().storyBeats.chapters[0].scenes).toHaveLength(120);
  });

  it("refuses a duplicate id, a choice leading nowhere or two choices alike, naming it", async () => {
    const { cookie, url } = await ownedGame();
    const [chapter] = story.chapters as [(typeof story.chapters)[number]];
    const [s1, s2] = chapter.scenes as [(typeof chapter.scenes)[number], (typeof chapter.scenes)[number]];
    const withScenes = (...scenes: object[]) => ({ ...story, chapters: [{ ...chapter, scenes }] });
    const choice = (target: object) => ({ ...s1, choices: [{ id: "x", text: "Onward", ...target }] });
    const cases: Array<[object, string]> = [
      [withScenes(s1, { ...s2, id: "s1" }), 'Duplicate scene id "s1"'],
      [
        withScenes(choice({ leadsToScene: "s9" }), s2),
        'Choice "Onward" in scene "Before the Gate" leads to a scene that does not exist',
      ],
      [
        withScenes(choice({ leadsToChapter: "c9" }), s2),
        'Choice "Onward" in scene "Before the Gate" leads to a chapter that does not exist',
      ],
      [
        withScenes(choice({ leadsToEnding: "e9" }), s2),
        'Choice "Onward" in scene "Before the Gate" leads to an ending that does not exist',
      ],
      // Play matches a choice by its text, ignoring case and punctuation: these two are one.
      [
        withScenes(
          {
            ...s1,
            choices: [
              { id: "x", text: "Open it", leadsToScene: "s2" },
              { id: "y", text: "open it!", leadsToEnding: "e1" },
            ],
          },
          s2,
        ),
        'Choice "open it!" in scene "Before the Gate" has the same text as another choice in that scene',
      ],
    ];
    for (const [storyBeats, message] of cases) {
      const res = await call({ method: "PATCH", url, payload: { storyBeats }, cookie });
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ message });
    }
    expect((await call({ method: "GET", url, cookie })).json().storyBeats).toBeNull();
  });
});

describe("PATCH /api/games/{id} over a saved story", () => {
  it("refuses a broken reference by its choice's text, and another user's cookies with 404, changing nothing", async () => {
    const { cookie, url } = await ownedGame();
    expect((await call({ method: "PATCH", url, payload: { storyBeats: story }, cookie })).statusCode).toBe(
      200,
    );
    const [chapter] = story.chapters as [(typeof story.chapters)[number]];
    const [s1, s2] = chapter.scenes as [(typeof chapter.scenes)[number], (typeof chapter.scenes)[number]];
    // The Story Editor deleted the scene "Open it" leads to, and nothing else.
    const broken = { ...story, chapters: [{ ...chapter, scenes: [s1, { ...s2, id: "s2-new" }] }] };

    const res = await call({ method: "PATCH", url, payload: { storyBeats: broken }, cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Choice "Open it" in scene "Before the Gate" leads to a scene that does not exist',
    });

    const other = await signUp(t.app);
    const edited = { ...story, endings: [{ id: "e1", title: "Somebody else's ending" }] };
    const theirs = await call({
      method: "PATCH",
      url,
      payload: { storyBeats: edited },
      cookie: other.cookie,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: "Game not found" });

    expect((await call({ method: "GET", url, cookie })).json()).toMatchObject({
      storyBeats: story,
      useCompleteStorySystem: true,
    });
  });
});

describe("ownership", () => {
  it("answers a visitor 401 before looking at the body, another user or a missing game 404", async () => {
    const { game, url } = await ownedGame();
    for (const method of ["PUT", "PATCH"] as const) {
      expect((await call({ method, url, payload: {} })).statusCode, method).toBe(401);
    }
    const other = await signUp(t.app);
    const cases: Inject[] = [
      { method: "PUT", url, payload: form(game.characters) },
      { method: "PATCH", url, payload: { storyBeats: story } },
      { method: "PUT", url: "/api/games/no-such-game", payload: form(game.characters) },
      { method: "PATCH", url: "/api/games/no-such-game", payload: { storyBeats: story } },
    ];
    for (const route of cases) {
      const res = await call({ ...route, cookie: other.cookie });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json()).toEqual({ message: "Game not found" });
    }
    expect((await castOf(game.id)).map((c) => c.name)).toEqual(["Wren", "Old Maud"]);
  });
});
