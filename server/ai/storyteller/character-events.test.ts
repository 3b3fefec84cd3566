import { describe, expect, it } from "vitest";
import { TurnOutcome } from "../../../contract/ai";
import { EMPTY_MEMORY } from "../narrator";
import { writeScene } from "./scene";
import { play, SAMPLE_GENRES, sampleGame, testGame, turnInput } from "./test-games";

/** Progression events (ADR 013): what a scene did to the game's own characters, in its own words. */
const game = testGame("fantasy");
const scene = (action: string, over: Parameters<typeof turnInput>[1] = {}) =>
  writeScene(turnInput(game, { sceneNumber: 3, action, ...over }));

describe("embedded storyteller: character events", () => {
  it("reports a first talk with a cast member, deterministically, in its own words", () => {
    const action = "Ask Old Maud about the zebra umbrella";
    const result = scene("Talk to Old Maud");
    const maud = result.characterEvents.find((e) => e.character === "Old Maud");
    expect(maud).toMatchObject({
      eventType: "relationship",
      impactLevel: "minor",
      relatedCharacters: ["Wren"],
    });
    expect(maud?.description).toMatch(/^(Met Wren|Spoke with Wren for the first time)/);
    expect(scene("Talk to Old Maud").characterEvents).toEqual(result.characterEvents);

    // Once met, a talk is a talk; the player's topic is never in the creator's view.
    const later = scene(action, { memory: { ...EMPTY_MEMORY, met: ["Old Maud"] } }).characterEvents;
    const again = later.find((e) => e.character === "Old Maud");
    expect(again?.description).not.toMatch(/first time/);
    expect(again?.description).not.toMatch(/zebra|umbrella/i);
  });

  it("tells a fight with the villain late in the story from both sides", () => {
    const events = scene("Attack the Ashen King", { progress: 85 }).characterEvents;
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ character: "The Ashen King", eventType: "physical", impactLevel: "major" }),
        expect.objectContaining({ character: "Wren", eventType: "achievement", impactLevel: "major" }),
      ]),
    );
    const early = scene("Attack the Ashen King", { progress: 10 }).characterEvents;
    expect(early.find((e) => e.character === "The Ashen King")).toMatchObject({
      eventType: "relationship",
      impactLevel: "moderate",
    });
  });

  it("marks the protagonist's fall as life-changing", () => {
    const state = { ...turnInput(game).state, health: 3 };
    const events = scene("Attack the Ashen King", { state, progress: 85 }).characterEvents;
    expect(events[0]).toMatchObject({
      character: "Wren",
      eventType: "physical",
      impactLevel: "life-changing",
    });
  });

  it("names only the game's characters, at most 3 a turn and one each, never with the player's words", () => {
    let reported = 0;
    for (const genre of SAMPLE_GENRES) {
      const sample = sampleGame(genre);
      const cast = sample.characters.map((c) => c.name);
      for (const { input, result } of play(sample, 24, genre)) {
        expect(TurnOutcome.safeParse(result).success).toBe(true);
        const events = result.characterEvents;
        expect(events.length).toBeLessThanOrEqual(3);
        expect(new Set(events.map((e) => e.character)).size).toBe(events.length);
        for (const e of events) {
          reported++;
          expect(cast, genre).toContain(e.character);
          for (const other of e.relatedCharacters) expect(cast).toContain(other);
          expect(e.description).not.toContain(input.action);
        }
      }
    }
    expect(reported).toBeGreaterThan(SAMPLE_GENRES.length * 4);
  });

  it("reports nothing for a game without characters", () => {
    const lonely = testGame("fantasy", { characters: [], chapters: [] });
    for (const { result } of play(lonely, 8)) expect(result.characterEvents).toEqual([]);
  });
});
