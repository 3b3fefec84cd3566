import { describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE, type PlayerState } from "../../contract/ai";
import { applyChanges, levelFor } from "./rules";

let n = 0;
const id = () => `id-${++n}`;
const item = (name: string) => ({ id: name, name, type: "item", description: "" });

describe("rules", () => {
  it("clamps health to 0..maxHealth and reports a death once", () => {
    const hurt = applyChanges(DEFAULT_PLAYER_STATE, { healthDelta: -250 }, 0, id);
    expect(hurt.state.health).toBe(0);
    expect(hurt.died).toBe(true);
    const healed = applyChanges({ ...DEFAULT_PLAYER_STATE, health: 95 }, { healthDelta: 40 }, 0, id);
    expect(healed.state.health).toBe(100);
    expect(healed.died).toBe(false);
    expect(applyChanges(hurt.state, { healthDelta: -5 }, 0, id).died).toBe(false);
  });

  it("gains a level for each 100 experience and ignores negative experience", () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(99)).toBe(1);
    expect(levelFor(100)).toBe(2);
    const r = applyChanges({ ...DEFAULT_PLAYER_STATE, experience: 90 }, { experienceDelta: 215 }, 0, id);
    expect(r.state.experience).toBe(305);
    expect(r.state.level).toBe(4);
    expect(r.levelsGained).toBe(3);
    expect(r.notes).toContain("You have reached level 4.");
    // StateChanges forbids negative experience; the engine must not trust that either.
    expect(
      applyChanges(DEFAULT_PLAYER_STATE, { experienceDelta: -50 } as never, 0, id).state.experience,
    ).toBe(0);
  });

  it("refuses an eleventh item and says so, never dropping it silently", () => {
    const full: PlayerState = {
      ...DEFAULT_PLAYER_STATE,
      inventory: Array.from({ length: 10 }, (_, i) => item(`Stone ${i}`)),
    };
    const r = applyChanges(full, { addItems: [{ name: "Silver Key", type: "key", description: "" }] }, 0, id);
    expect(r.state.inventory).toHaveLength(10);
    expect(r.refusedItems).toEqual(["Silver Key"]);
    expect(r.notes.join(" ")).toContain("leave the Silver Key behind");
  });

  it("makes room when the same turn drops something, and never duplicates an item", () => {
    const full: PlayerState = {
      ...DEFAULT_PLAYER_STATE,
      inventory: Array.from({ length: 10 }, (_, i) => item(`Stone ${i}`)),
    };
    const r = applyChanges(
      full,
      { removeItems: ["stone 3"], addItems: [{ name: "Map", type: "document", description: "Old" }] },
      0,
      id,
    );
    expect(r.state.inventory.map((i) => i.name)).toContain("Map");
    expect(r.state.inventory.map((i) => i.name)).not.toContain("Stone 3");
    const again = applyChanges(
      r.state,
      { addItems: [{ name: "map", type: "document", description: "" }] },
      0,
      id,
    );
    expect(again.state.inventory).toHaveLength(10);
    expect(again.refusedItems).toEqual([]);
  });

  it("keeps achievements unique, moves location, and clamps progress to 0..100", () => {
    const r = applyChanges(
      { ...DEFAULT_PLAYER_STATE, achievements: ["First Steps"] },
      { achievements: ["first steps", "Lantern Bearer"], location: "Forest", progressDelta: 30 },
      85,
      id,
    );
    expect(r.state.achievements).toEqual(["First Steps", "Lantern Bearer"]);
    expect(r.state.currentLocation).toBe("Forest");
    expect(r.progress).toBe(100);
  });

  it("does not change the state it was given", () => {
    const before = structuredClone(DEFAULT_PLAYER_STATE);
    applyChanges(
      DEFAULT_PLAYER_STATE,
      { healthDelta: -10, addItems: [{ name: "Rope", type: "tool", description: "" }] },
      0,
      id,
    );
    expect(DEFAULT_PLAYER_STATE).toEqual(before);
  });
});
