import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterEvents, playSessions, turns } from "../../db/schema";
import { createTestApp, signUp } from "../../test-support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (method: "GET" | "POST", url: string, payload?: object, cookie?: string) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A game of a new user's with Wren (described) and Maud; answers Wren's progression calls. */
async function wren() {
  const owner = await signUp(t.app);
  const game = (
    await call(
      "POST",
      "/api/games",
      {
        title: "The Lantern of Hollow Vale",
        genre: "fantasy",
        storyline: "Wren must relight the great lantern before the longest night.",
        characters: [
          { name: "Wren", role: "Lamplighter", description: "A quiet girl." },
          { name: "Old Maud", role: "Keeper" },
        ],
      },
      owner.cookie,
    )
  ).json() as { id: string; characters: Array<{ id: string }> };
  const id = game.characters[0]?.id as string;
  const { cookie } = owner;
  return {
    cookie,
    gameId: game.id,
    characterId: id,
    read: async () => (await call("GET", `/api/characters/${id}/progression`, undefined, cookie)).json(),
    add: (event: object) => call("POST", `/api/characters/${id}/add-event`, event, cookie),
    reset: () => call("POST", `/api/characters/${id}/reset-progression`, undefined, cookie),
  };
}

const event = (impactLevel: string, eventDescription: string, more: object = {}) => ({
  eventType: "personal",
  eventDescription,
  impactLevel,
  ...more,
});

describe("character progression", () => {
  it("starts empty, with the character's descriptions", async () => {
    const w = await wren();
    expect(await w.read()).toEqual({
      character: {
        id: w.characterId,
        name: "Wren",
        description: "A quiet girl.",
        baseDescription: "A quiet girl.",
        currentStatus: null,
        lastUpdatedScene: null,
      },
      progressionScore: 0,
      relationshipCount: 0,
      majorEventCount: 0,
      totalEvents: 0,
      recentEvents: [],
    });
  });

  it("counts score, relationships, major events, status and last scene as ADR 013 says", async () => {
    const w = await wren();
    const first = await w.add(
      event("minor", "Wren lights a candle", { relatedCharacters: ["Old Maud"], sceneNumber: 2 }),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      character: { currentStatus: "Wren lights a candle", lastUpdatedScene: 2 },
      progressionScore: 5,
      relationshipCount: 1,
      majorEventCount: 0,
      totalEvents: 1,
    });
    expect(first.json().recentEvents).toEqual([
      {
        id: expect.any(String),
        eventType: "personal",
        eventDescription: "Wren lights a candle",
        impactLevel: "minor",
        relatedCharacters: ["Old Maud"],
        sceneNumber: 2,
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        source: "author",
      },
    ]);

    await w.add(
      event("major", "Wren befriends the fox", {
        eventType: "relationship",
        relatedCharacters: ["Fennick", "old maud", "WREN"],
        sceneNumber: 7,
      }),
    );
    // A newer but smaller event does not replace the newest major one as the status.
    const third = (
      await w.add(event("moderate", "Wren weeps", { eventType: "emotional", sceneNumber: 3 }))
    ).json();
    expect(third).toMatchObject({
      character: { currentStatus: "Wren befriends the fox", lastUpdatedScene: 7 },
      progressionScore: 35,
      relationshipCount: 2,
      majorEventCount: 1,
      totalEvents: 3,
    });
    expect(third.recentEvents.map((e: { eventDescription: string }) => e.eventDescription)).toEqual([
      "Wren weeps",
      "Wren befriends the fox",
      "Wren lights a candle",
    ]);

    await w.add(event("life-changing", "Wren relights the lantern", { eventType: "achievement" }));
    await w.add(event("life-changing", "Wren becomes the keeper", { eventType: "job" }));
    const capped = await w.read();
    expect(capped).toMatchObject({
      character: { currentStatus: "Wren becomes the keeper", lastUpdatedScene: 7 },
      progressionScore: 100,
      majorEventCount: 3,
      totalEvents: 5,
    });
    expect(capped.recentEvents[0].sceneNumber).toBeNull();
  });

  it("shows the newest 20 events and counts them all", async () => {
    const w = await wren();
    await t.database.db.insert(characterEvents).values(
      Array.from({ length: 22 }, (_, i) => ({
        id: randomUUID(),
        characterId: w.characterId,
        gameId: w.gameId,
        eventType: "personal",
        eventDescription: `Day ${i + 1}`,
        impactLevel: "minor",
        createdAt: new Date(Date.UTC(2026, 0, i + 1)),
      })),
    );
    const data = await w.read();
    expect(data.totalEvents).toBe(22);
    expect(data.recentEvents).toHaveLength(20);
    expect(data.recentEvents[0].eventDescription).toBe("Day 22");
    expect(data.recentEvents[19].eventDescription).toBe("Day 3");
    expect(data.character.currentStatus).toBe("Day 22");
    expect(data.progressionScore).toBe(100);
  });

  it("refuses an event without its required fields, or with a bad scene number", async () => {
    const w = await wren();
    const required = "Required Fields Missing: Please fill in event type, description, and impact level";
    const scene = "Scene number must be a whole number from 0 to 100000";
    const { eventType: _, ...untyped } = event("minor", "Something");
    const cases: Array<[object, string]> = [
      [untyped, required],
      [{ ...event("minor", "Something"), eventType: "" }, required],
      [event("minor", "  "), required],
      [{ eventType: "personal", eventDescription: "Something" }, required],
      [event("", "Something"), required],
      [event("minor", "Something", { sceneNumber: 1.5 }), scene],
      [event("minor", "Something", { sceneNumber: -1 }), scene],
      [event("minor", "Something", { sceneNumber: "three" }), scene],
    ];
    for (const [payload, message] of cases) {
      const res = await w.add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await w.read()).totalEvents).toBe(0);
  });

  it("resets to no events, keeping the descriptions", async () => {
    const w = await wren();
    await w.add(event("major", "Wren is lost"));
    const res = await w.reset();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      character: { description: "A quiet girl.", baseDescription: "A quiet girl.", currentStatus: null },
      progressionScore: 0,
      totalEvents: 0,
      recentEvents: [],
    });
    expect((await w.read()).totalEvents).toBe(0);
  });

  it("counts a played event while its turn is live, and not once the turn is superseded", async () => {
    const w = await wren();
    const token = randomUUID();
    await t.database.db.insert(playSessions).values({ token, gameId: w.gameId });
    const turn = (sceneNumber: number, supersededAt: Date | null) => ({
      id: randomUUID(),
      sessionToken: token,
      sceneNumber,
      action: "Look around",
      prose: `Scene ${sceneNumber}`,
      state: {},
      memory: {},
      supersededAt,
    });
    const live = turn(4, null);
    const gone = turn(5, new Date());
    await t.database.db.insert(turns).values([live, gone]);
    const played = (turnId: string, sceneNumber: number, impactLevel: string, eventDescription: string) => ({
      id: randomUUID(),
      characterId: w.characterId,
      gameId: w.gameId,
      turnId,
      eventType: "relationship",
      eventDescription,
      impactLevel,
      relatedCharacters: [`Friend of scene ${sceneNumber}`],
      sceneNumber,
    });
    await t.database.db
      .insert(characterEvents)
      .values([
        played(live.id, 4, "moderate", "Wren meets the miller"),
        played(gone.id, 5, "life-changing", "Wren falls"),
      ]);

    const data = await w.read();
    expect(data).toMatchObject({
      character: { currentStatus: "Wren meets the miller", lastUpdatedScene: 4 },
      progressionScore: 10,
      relationshipCount: 1,
      majorEventCount: 0,
      totalEvents: 1,
    });
    expect(data.recentEvents).toEqual([expect.objectContaining({ source: "play", sceneNumber: 4 })]);

    // Reset drops the played events too.
    expect((await w.reset()).json().totalEvents).toBe(0);
  });

  it("answers a visitor 401 before looking at the body, another user or an unknown id 404", async () => {
    const w = await wren();
    const urls = (id: string) =>
      [
        ["GET", `/api/characters/${id}/progression`],
        ["POST", `/api/characters/${id}/add-event`],
        ["POST", `/api/characters/${id}/reset-progression`],
      ] as const;
    for (const [method, url] of urls(w.characterId)) {
      const res = await call(method, url, method === "POST" ? {} : undefined);
      expect(res.statusCode, url).toBe(401);
    }
    await w.add(event("minor", "Kept"));
    const other = await signUp(t.app);
    for (const id of [w.characterId, "no-such-character"]) {
      for (const [method, url] of urls(id)) {
        const res = await call(
          method,
          url,
          method === "POST" ? event("major", "Intruded") : undefined,
          other.cookie,
        );
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: "Character not found" });
      }
    }
    expect((await w.read()).totalEvents).toBe(1);
  });
});
