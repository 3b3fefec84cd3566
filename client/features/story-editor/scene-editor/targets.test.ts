import { describe, expect, it } from "vitest";
import { deleteScene, fromBeats } from "../story-draft";
import { describeTarget, parseTarget, targetGroups, targetValue } from "./targets";

const story = fromBeats({
  chapters: [
    {
      id: "ch1",
      title: "The Dark Lantern",
      scenes: [
        { id: "gate", title: "The Gate", description: "", choices: [] },
        { id: "tower", title: "The Tower", description: "", choices: [] },
      ],
    },
    {
      id: "ch2",
      title: "The Barrow Road",
      scenes: [{ id: "barrows", title: "The Barrows", description: "", choices: [] }],
    },
  ],
  endings: [{ id: "dawn", title: "Dawn returns" }],
});

describe("choice targets as select values", () => {
  it("round-trips every kind, and nowhere", () => {
    for (const target of [
      { kind: "scene", id: "scene-1732600000000" },
      { kind: "chapter", id: "ch:with:colons" },
      { kind: "ending", id: "dawn" },
    ] as const)
      expect(parseTarget(targetValue(target))).toEqual(target);
    expect(targetValue(null)).toBe("");
    expect(parseTarget("")).toBeNull();
    expect(parseTarget("nonsense:x")).toBeNull();
  });

  it("groups the scenes by chapter number, then the chapters and the endings", () => {
    const groups = targetGroups(story);
    expect(groups.scenes.map((o) => o.label)).toEqual([
      "The Gate (Chapter 1)",
      "The Tower (Chapter 1)",
      "The Barrows (Chapter 2)",
    ]);
    expect(groups.chapters.map((o) => o.label)).toEqual([
      "Chapter 1: The Dark Lantern",
      "Chapter 2: The Barrow Road",
    ]);
    expect(groups.endings).toEqual([{ value: "ending:dawn", label: "Dawn returns" }]);
  });
});

describe("where a choice leads, in words", () => {
  const to = (fields: object) => ({ id: "c", text: "Go", ...fields });
  it("names the scene with its chapter, the chapter, or the ending", () => {
    expect(describeTarget(story, to({ leadsToScene: "barrows" }))).toEqual({
      text: "→ Scene: The Barrows (Chapter 2)",
      tone: "ok",
    });
    expect(describeTarget(story, to({ leadsToChapter: "ch2" })).text).toBe("→ Chapter: The Barrow Road");
    expect(describeTarget(story, to({ leadsToEnding: "dawn" })).text).toBe("→ Ending: Dawn returns");
  });

  it("says when it leads nowhere, or to something deleted", () => {
    expect(describeTarget(story, to({}))).toEqual({ text: "Leads nowhere", tone: "nowhere" });
    expect(describeTarget(deleteScene(story, "tower"), to({ leadsToScene: "tower" }))).toEqual({
      text: "Missing scene",
      tone: "missing",
    });
    expect(describeTarget(story, to({ leadsToEnding: "gone" })).text).toBe("Missing ending");
  });
});
