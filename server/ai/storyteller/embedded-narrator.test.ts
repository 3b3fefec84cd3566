import { describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE, type PlayerState, TurnOutcome } from "../../../contract/ai";
import { INVENTORY_LIMIT } from "../../../contract/constants";
import { narratorContract } from "../narrator-contract";
import * as actionLines from "./action-lines";
import { parseAction } from "./action-parser";
import { createEmbeddedNarrator } from "./embedded-narrator";
import { FAMILIES } from "./genres/catalogue";
import * as shared from "./genres/shared";
import { MEMORY_LIMITS } from "./memory";
import { KNOWN_SLOTS, slotsUsed } from "./render";
import { writeScene } from "./scene";
import { ALL_GENRES, narration, play, testGame, turnInput, words } from "./test-games";

narratorContract("embedded storyteller", createEmbeddedNarrator);

const item = (name: string, type = "item") => ({ id: name, name, type, description: "" });

/** Every string in a nested structure of arrays and records. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("embedded storyteller: vocabularies", () => {
  it("uses only slots the renderer fills, and well-formed verb pairs", () => {
    const templates = [
      ...strings(actionLines),
      ...strings(shared),
      ...FAMILIES.flatMap((f) =>
        strings([
          f.beats,
          f.darkBeats,
          f.lines,
          f.lore,
          Object.values(f.flavours).map((x) => [x.beats, x.darkBeats, x.lines, x.lore]),
        ]),
      ),
    ];
    expect(templates.length).toBeGreaterThan(500);
    for (const t of templates) {
      for (const slot of slotsUsed(t)) expect(KNOWN_SLOTS.has(slot), `${slot} in ${t}`).toBe(true);
      expect(t.replace(/\[[^\]|]*\|[^\]]*\]/g, ""), t).not.toMatch(/[[\]]/);
      // Nobody knows how a cast member is spoken of ("Old Maud" is a she), and the protagonist's
      // name said three times in one sentence reads like a list.
      const narration = t.replace(/"[^"]*"/g, "");
      expect(narration.split("{npc}").slice(1).join(" "), t).not.toMatch(/\b(they|them|their|themselves)\b/);
      expect(
        t.split(/[.!?]/).every((sentence) => sentence.split("{S}").length <= 3),
        t,
      ).toBe(true);
    }
  });

  it("keeps raw values (senses, places, items, names) free of template tokens", () => {
    for (const f of FAMILIES) {
      const raw = strings([
        f.places,
        f.senses,
        f.items,
        f.features,
        f.threats,
        f.gentleThreats,
        f.npcs,
        f.mysteries,
        f.foes,
        f.gentleFoes,
      ]);
      for (const value of raw) expect(value, f.id).not.toMatch(/[{}[\]]/);
    }
  });
});

describe("embedded storyteller: scenes", () => {
  it("is deterministic: the same input gives the same scene, another seed another", async () => {
    const narrator = createEmbeddedNarrator();
    const input = turnInput(testGame("fantasy"), { action: "Look around" });
    const a = await narrator.takeTurn(input).outcome;
    const b = await narrator.takeTurn(structuredClone(input)).outcome;
    expect(b).toEqual(a);
    const c = await narrator.takeTurn({ ...input, seed: "another" }).outcome;
    expect(c.prose).not.toEqual(a.prose);
  });

  it("streams word chunks whose concatenation is the prose", async () => {
    const stream = createEmbeddedNarrator().takeTurn(turnInput(testGame("mystery")));
    const chunks: string[] = [];
    for await (const chunk of stream.textStream) chunks.push(chunk);
    const result = await stream.outcome;
    expect(chunks.length).toBeGreaterThan(50);
    expect(chunks.join("")).toBe(result.prose);
  });

  it("writes 120–250 words, a valid outcome and 3–4 distinct, parseable choices in every genre", () => {
    for (const genre of ALL_GENRES) {
      for (const [perspective, childMode] of [
        ["second_person", false],
        ["first_person", true],
        ["third_person", false],
      ] as const) {
        const game = testGame(genre, { narrativePerspective: perspective, childMode });
        for (const { result, input } of play(game, 12, `seed-${genre}`)) {
          const where = `${genre}/${perspective}/${input.sceneNumber}/${input.action}`;
          expect(TurnOutcome.safeParse(result).success, where).toBe(true);
          expect(words(result.prose), where).toBeGreaterThanOrEqual(120);
          expect(words(result.prose), where).toBeLessThanOrEqual(250);
          expect(result.choices.length, where).toBeGreaterThanOrEqual(3);
          expect(result.choices.length, where).toBeLessThanOrEqual(4);
          expect(new Set(result.choices.map((c) => c.toLowerCase())).size, where).toBe(result.choices.length);
          for (const choice of result.choices)
            expect(parseAction(choice).verb, `${where}: ${choice}`).not.toBe("other");
          expect(result.prose, where).not.toMatch(/\{|\}|\[|\]|undefined|\s{3,}/);
          expect(result.systemMessage).toBeNull();
          expect(result.sceneTitle.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("takes an item the scene shows: prose names it and addItems carries it", () => {
    const first = writeScene(turnInput(testGame("fantasy")));
    const take = first.choices.find((c) => c.startsWith("Take the"));
    expect(take).toBeDefined();
    const name = (take as string).replace(/^Take the /, "");
    expect(first.prose.toLowerCase()).toContain(name);
    const next = writeScene(
      turnInput(testGame("fantasy"), {
        sceneNumber: 2,
        action: take as string,
        memory: first.memory,
        progress: 3,
      }),
    );
    expect(next.changes.addItems?.map((i) => i.name.toLowerCase())).toEqual([name]);
    expect(next.prose.toLowerCase()).toContain(`the ${name}`);
  });

  it("says so when the thing is not here, and adds nothing", () => {
    const result = writeScene(
      turnInput(testGame("fantasy"), { sceneNumber: 2, action: "Take the golden crown" }),
    );
    expect(result.changes.addItems).toBeUndefined();
    expect(result.prose).toMatch(/golden crown/);
    expect(result.prose).toMatch(/nothing like that here|no golden crown|empty-handed/);
  });

  it("lists the inventory, drops what is carried, and refuses a full pack in words", () => {
    const state: PlayerState = {
      ...DEFAULT_PLAYER_STATE,
      inventory: [item("Brass Key", "key"), item("Silver Key")],
    };
    const listed = writeScene(
      turnInput(testGame("fantasy"), { sceneNumber: 2, state, action: "Check inventory" }),
    );
    expect(listed.prose.toLowerCase()).toContain("brass key");
    expect(listed.prose.toLowerCase()).toContain("silver key");
    expect(listed.changes.addItems).toBeUndefined();

    const dropped = writeScene(
      turnInput(testGame("fantasy"), { sceneNumber: 2, state, action: "Drop the silver key" }),
    );
    expect(dropped.changes.removeItems).toEqual(["Silver Key"]);
    expect(dropped.prose.toLowerCase()).toContain("silver key");

    const first = writeScene(turnInput(testGame("fantasy")));
    const take = first.choices.find((c) => c.startsWith("Take the")) as string;
    const full: PlayerState = {
      ...DEFAULT_PLAYER_STATE,
      inventory: Array.from({ length: INVENTORY_LIMIT }, (_, i) => item(`Pebble ${i}`)),
    };
    const refused = writeScene(
      turnInput(testGame("fantasy"), { sceneNumber: 2, state: full, action: take, memory: first.memory }),
    );
    expect(refused.changes.addItems).toBeUndefined();
    expect(refused.prose).toMatch(/pack is (already )?full/);
    expect(refused.choices.some((c) => c.startsWith("Drop the"))).toBe(true);
  });

  it("hurts and rewards a fight, heals a rest, and moves on a journey", () => {
    const game = testGame("adventure");
    const fight = writeScene(turnInput(game, { sceneNumber: 3, action: "Attack the jaguar" }));
    expect(fight.changes.healthDelta).toBeLessThan(0);
    expect(fight.changes.experienceDelta).toBeGreaterThan(0);
    expect(fight.prose).toMatch(/jaguar/i);

    const hurt = { ...DEFAULT_PLAYER_STATE, health: 40 };
    const rest = writeScene(turnInput(game, { sceneNumber: 3, state: hurt, action: "Rest" }));
    expect(rest.changes.healthDelta).toBeGreaterThan(0);

    const go = writeScene(turnInput(game, { sceneNumber: 3, action: "Go to the lighthouse" }));
    expect(go.changes.location).toBe("Lighthouse");
    expect(go.prose).toMatch(/lighthouse/);
  });

  it("uses the protagonist's name in third person and I in first person", () => {
    for (const genre of ["fantasy", "noir", "romance", "western"]) {
      for (const { result } of play(testGame(genre, { narrativePerspective: "third_person" }), 8)) {
        expect(result.prose).toContain("Wren");
        expect(narration(result.prose)).not.toMatch(/\byou(r|rs|rself)?\b/i);
      }
      for (const { result } of play(testGame(genre, { narrativePerspective: "first_person" }), 8)) {
        expect(narration(result.prose)).toMatch(/\b(I|my|me)\b/);
        expect(narration(result.prose)).not.toMatch(/\byou(r|rs|rself)?\b/i);
      }
    }
    const nameless = testGame("fantasy", { narrativePerspective: "third_person", characters: [] });
    expect(writeScene(turnInput(nameless)).prose).toMatch(/the traveller/i);
  });

  it("keeps child mode gentle: no blocklisted words, soft damage", () => {
    const blocklist =
      /\b(blood\w*|kill\w*|dead|death|die[sd]?|dying|corpse|gore|murder\w*|knife|gun|pistol|revolver|wound\w*|stab\w*|bones?|skull|kiss\w*|sexy|naked|hanged|gibbet|plague|bodies)\b/i;
    for (const genre of ALL_GENRES) {
      const game = testGame(genre, { childMode: true });
      for (const seed of ["a", "b"]) {
        for (const { result } of play(game, 14, seed, [
          "Attack the goblin",
          "Search around",
          "Check inventory",
        ])) {
          expect(result.prose, genre).not.toMatch(blocklist);
          expect(result.choices.join(" "), genre).not.toMatch(blocklist);
          expect(result.changes.healthDelta ?? 0).toBeGreaterThanOrEqual(-10);
        }
      }
    }
  });

  it("can be played to the end: progress reaches 90% and 100%", () => {
    const run = play(testGame("horror"), 45, "long");
    const progress = run.map((p) => p.progress);
    expect(progress.some((p) => p >= 90)).toBe(true);
    expect(progress[progress.length - 1]).toBe(100);
    expect(run[run.length - 1]?.state.achievements).toContain("Journey's End");
    expect(Math.max(...run.map((p) => p.result.memory.chapter))).toBe(3);
  });

  it("keeps memory bounded however long the story runs", () => {
    const run = play(testGame("space-opera"), 150, "endless");
    const memory = run[run.length - 1]?.result.memory;
    expect(memory?.summary.length).toBeLessThanOrEqual(MEMORY_LIMITS.summaryChars);
    expect(memory?.summary.split("\n").length).toBeLessThanOrEqual(MEMORY_LIMITS.summaryLines);
    expect(memory?.beats.length).toBeLessThanOrEqual(MEMORY_LIMITS.beats);
    expect(memory?.threads.length).toBeLessThanOrEqual(MEMORY_LIMITS.threads);
    expect(memory?.places.length).toBeLessThanOrEqual(MEMORY_LIMITS.places);
  });

  it("answers free text gracefully, as an attempt", () => {
    const result = writeScene(
      turnInput(testGame("comedy"), { sceneNumber: 2, action: "I want to juggle three oranges" }),
    );
    expect(result.prose).toMatch(/juggle three oranges/);
    expect(result.prose).not.toMatch(/understand/i);
  });

  it("survives odd input: empty, unknown, injected or overlong actions, no cast, no chapters", () => {
    const odd = [
      "",
      "!!!",
      "take",
      "use",
      "go to the the the",
      "x".repeat(300),
      "{S} [a|b] {foe}",
      "ask maud about",
      "give the key to maud",
      "attack Old Maud",
      "drop everything",
      "open the door with the key",
    ];
    const hurt: PlayerState = {
      ...DEFAULT_PLAYER_STATE,
      health: 5,
      inventory: [item("Brass Key", "key"), item("Odd Thing", "")],
    };
    for (const genre of ["fantasy", "psychological", "unknown"]) {
      for (const [i, action] of odd.entries()) {
        const game = testGame(genre, i % 2 ? { characters: [], chapters: [] } : {});
        const result = writeScene(
          turnInput(game, {
            action,
            sceneNumber: 2 + i,
            progress: i * 9,
            state: i % 3 ? hurt : DEFAULT_PLAYER_STATE,
          }),
        );
        expect(TurnOutcome.safeParse(result).success).toBe(true);
        expect(words(result.prose)).toBeGreaterThanOrEqual(120);
        expect(result.prose).not.toMatch(/\{|\}|\[|\]|undefined|NaN/);
      }
    }
  });

  it("rejects the outcome and the stream when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const stream = createEmbeddedNarrator().takeTurn(turnInput(testGame("fantasy")), {
      signal: controller.signal,
    });
    await expect(stream.outcome).rejects.toThrow();
  });
});
