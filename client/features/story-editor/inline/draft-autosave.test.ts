import { describe, expect, it } from "vitest";
import {
  AUTOSAVE_PREFIX,
  clearAutosave,
  type DraftStorage,
  readAutosave,
  savedSince,
  storyPrint,
  writeAutosave,
} from "./draft-autosave";

function memory(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

const beats = {
  chapters: [
    {
      id: "ch1",
      title: "Winter",
      scenes: [
        { id: "s1", title: "Gate", description: "Snow [[Go|Hall]]", choices: [{ id: "c1", text: "Go" }] },
      ],
    },
  ],
  endings: [{ id: "e1", title: "Spring" }],
};

describe("draft autosave", () => {
  it("keeps a draft per game and gives it back, with when it was kept", () => {
    const storage = memory();
    expect(writeAutosave(storage, "g1", beats, "b1", 1234)).toBe(true);
    expect(readAutosave(storage, "g1")).toEqual({ savedAt: 1234, beats, base: "b1" });
    expect(readAutosave(storage, "g2")).toBeNull();
    clearAutosave(storage, "g1");
    expect(readAutosave(storage, "g1")).toBeNull();
  });

  it("ignores what it did not write: broken JSON, another shape, wrong types", () => {
    const storage = memory();
    for (const stored of [
      "{not json",
      "[]",
      JSON.stringify({ savedAt: "today", beats }),
      JSON.stringify({ savedAt: 1, beats: { chapters: [{ id: 1, title: "x", scenes: [] }] } }),
      JSON.stringify({ savedAt: 1, beats: { chapters: [{ id: "c", title: "x", scenes: [{ id: "s" }] }] } }),
    ]) {
      storage.items.set(`${AUTOSAVE_PREFIX}g1`, stored);
      expect(readAutosave(storage, "g1")).toBeNull();
    }
  });

  it("says so when the browser will not keep it", () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    expect(writeAutosave(full, "g1", beats, "b1")).toBe(false);
  });

  it("tells a story saved elsewhere since the draft began by its fingerprint", () => {
    const other = { ...beats, endings: [{ id: "e1", title: "Summer" }] };
    expect(storyPrint(beats)).toBe(storyPrint(structuredClone(beats)));
    expect(storyPrint(other)).not.toBe(storyPrint(beats));
    const kept = { savedAt: 1, beats, base: storyPrint(beats) };
    expect(savedSince(kept, storyPrint(beats))).toBe(false);
    expect(savedSince(kept, storyPrint(other))).toBe(true);
    // A draft kept before drafts had a base: unknown, so not claimed.
    expect(savedSince({ savedAt: 1, beats }, storyPrint(other))).toBe(false);
  });
});
