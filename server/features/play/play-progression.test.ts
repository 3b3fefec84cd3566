import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TurnCharacterEvent } from "../../../contract/progression";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { characterEvents, characters, playSessions, turns } from "../../db/schema";
import { sendAction, startSession } from "../../test-support/play-requests";
import { createTestApp } from "../../test-support/test-app";
import { commitTurn } from "./turn-commit";

/**
 * Progression recorded in play (ADR 013): each turn's events about the game's characters are
 * stored by the statement that stores the turn, tied to it; a refused turn stores none, and a
 * rolled-back turn keeps its own while the scene played again records new ones.
 */
const event = (character: string, over: Partial<TurnCharacterEvent> = {}): TurnCharacterEvent => ({
  character,
  eventType: "relationship",
  impactLevel: "minor",
  description: `Something happened to ${character.trim()}.`,
  relatedCharacters: [],
  ...over,
});

/** The embedded storyteller, with events as the action asks ("Report …"); its own otherwise. */
const SCRIPTED: Record<string, TurnCharacterEvent[]> = {
  "Begin the adventure": [event("Old Maud", { description: "Was there when the story began." })],
  "Report the meeting": [
    event("  old maud ", { relatedCharacters: ["WREN ASHDOWN", "A stranger", "Old Maud"] }),
    event("Nobody We Know"),
    event("Brother Aldric", { eventType: "emotional", impactLevel: "major" }),
  ],
  "Report a fight": [event("The Ashen King", { eventType: "physical", impactLevel: "moderate" })],
};
const embedded = createEmbeddedNarrator();
const narrator: Narrator = {
  ...embedded,
  takeTurn(input, options) {
    const stream = embedded.takeTurn(input, options);
    const scripted = SCRIPTED[input.action];
    if (!scripted) return stream;
    return { ...stream, outcome: stream.outcome.then((r) => ({ ...r, characterEvents: scripted })) };
  },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { narrator });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const act = async (token: string, action: string) => {
  const res = await sendAction(t.app, token, action);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { currentSceneNumber: number };
};
const currentTurnId = async (token: string) => {
  const [s] = await db().select().from(playSessions).where(eq(playSessions.token, token));
  return s?.currentTurnId ?? "";
};
const eventsOf = (turnId: string) =>
  db()
    .select({
      name: characters.name,
      gameId: characterEvents.gameId,
      eventType: characterEvents.eventType,
      impactLevel: characterEvents.impactLevel,
      description: characterEvents.eventDescription,
      related: characterEvents.relatedCharacters,
      scene: characterEvents.sceneNumber,
    })
    .from(characterEvents)
    .innerJoin(characters, eq(characters.id, characterEvents.characterId))
    .where(eq(characterEvents.turnId, turnId));

describe("progression recorded in play", () => {
  it("stores a turn's events with the turn, for the game's characters only, tied to its scene", async () => {
    const token = await startSession(t.app);
    // The opening is stored by its own transaction, with its events.
    expect(await eventsOf(await currentTurnId(token))).toEqual([
      expect.objectContaining({ name: "Old Maud", scene: 1, description: "Was there when the story began." }),
    ]);
    const { currentSceneNumber } = await act(token, "Report the meeting");
    const turnId = await currentTurnId(token);
    const stored = await eventsOf(turnId);
    expect(stored.map((e) => e.name).sort()).toEqual(["Brother Aldric", "Old Maud"]);
    for (const e of stored) {
      expect(e.scene).toBe(currentSceneNumber);
      expect(e.gameId).toBe("demo-adventure");
    }
    // Names as the game spells them; an invented one and the character itself are not relationships.
    expect(stored.find((e) => e.name === "Old Maud")).toMatchObject({
      eventType: "relationship",
      impactLevel: "minor",
      related: ["Wren Ashdown"],
      description: "Something happened to old maud.",
    });
    expect(stored.find((e) => e.name === "Brother Aldric")).toMatchObject({ impactLevel: "major" });
  });

  it("records what the embedded storyteller's own scenes do to the cast", async () => {
    const plain = await createTestApp();
    try {
      const token = await startSession(plain.app);
      const res = await sendAction(plain.app, token, "Talk to Old Maud");
      expect(res.statusCode).toBe(200);
      const rows = await plain.database.db
        .select({
          name: characters.name,
          turnId: characterEvents.turnId,
          description: characterEvents.eventDescription,
        })
        .from(characterEvents)
        .innerJoin(characters, eq(characters.id, characterEvents.characterId))
        .innerJoin(turns, eq(turns.id, characterEvents.turnId))
        .where(eq(turns.sessionToken, token));
      const maud = rows.filter((r) => r.name === "Old Maud");
      expect(maud.length).toBeGreaterThan(0);
      for (const r of maud) expect(r.description).toMatch(/Wren Ashdown/);
    } finally {
      await plain.close();
    }
  });

  it("stores nothing for a turn whose commit is refused", async () => {
    const token = await startSession(t.app);
    const current = await currentTurnId(token);
    const [from] = await db().select().from(turns).where(eq(turns.id, current));
    if (!from) throw new Error("no turn");
    const [maud] = await db()
      .select()
      .from(characters)
      .where(and(eq(characters.gameId, "demo-adventure"), eq(characters.name, "Old Maud")));
    const id = randomUUID();
    const committed = await commitTurn(db(), {
      token,
      expectedTurnId: randomUUID(),
      turn: { ...from, id, parentTurnId: from.id, sceneNumber: 2, supersededAt: null, createdAt: new Date() },
      playerId: null,
      viewerId: null,
      events: [
        {
          characterId: maud?.id ?? "",
          eventType: "relationship",
          impactLevel: "minor",
          description: "Never stored.",
          relatedCharacters: [],
        },
      ],
    });
    expect(committed).toBe(false);
    expect(await eventsOf(id)).toEqual([]);
    expect(
      await db().select().from(characterEvents).where(eq(characterEvents.eventDescription, "Never stored.")),
    ).toEqual([]);
  });

  it("keeps a rolled-back turn's events with it, and records the scene played again on its own", async () => {
    const token = await startSession(t.app);
    await act(token, "Report a fight");
    const first = await currentTurnId(token);
    expect(await eventsOf(first)).toHaveLength(1);

    const back = await t.app.inject({ method: "POST", url: `/api/sessions/${token}/rollback-scene` });
    expect(back.statusCode, back.body).toBe(200);
    await act(token, "Report a fight");
    const second = await currentTurnId(token);
    expect(second).not.toBe(first);

    expect(await eventsOf(first)).toHaveLength(1);
    expect(await eventsOf(second)).toEqual([expect.objectContaining({ name: "The Ashen King", scene: 2 })]);
    // What the progression dialog counts: the events of live turns only, one fight, not two.
    const live = await db()
      .select({ id: characterEvents.id })
      .from(characterEvents)
      .innerJoin(turns, eq(turns.id, characterEvents.turnId))
      .where(and(inArray(characterEvents.turnId, [first, second]), isNull(turns.supersededAt)));
    expect(live).toHaveLength(1);
  });
});
