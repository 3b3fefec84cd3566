import { describe, expect, it } from "vitest";
import type { Story } from "../story-draft";
import { playtestPath, sceneOfRun } from "./playtest-scene";

const story: Story = {
  chapters: [
    {
      id: "c1",
      title: "Winter",
      scenes: [
        { id: "a", title: "The Gate", description: "", choices: [] },
        { id: "b", title: "The Well", description: "", choices: [] },
      ],
    },
    { id: "c2", title: "Spring", scenes: [{ id: "c", title: "The Gate", description: "", choices: [] }] },
  ],
  endings: [],
};

describe("the playtest's way back", () => {
  it("finds the run's scene by its chapter and title, else by title alone", () => {
    expect(sceneOfRun(story, { chapterTitle: "Spring", sceneTitle: "the gate " })).toBe("c");
    expect(sceneOfRun(story, { chapterTitle: "Winter", sceneTitle: "The Gate" })).toBe("a");
    expect(sceneOfRun(story, { chapterTitle: "Renamed", sceneTitle: "The Well" })).toBe("b");
  });

  it("names no scene for a run it cannot place", () => {
    expect(sceneOfRun(story, { chapterTitle: "Winter", sceneTitle: "Nowhere" })).toBeNull();
    expect(sceneOfRun(story, { sceneTitle: null })).toBeNull();
    expect(sceneOfRun(story, null)).toBeNull();
  });

  it("always starts a new run, from a scene when given one", () => {
    expect(playtestPath("vale", null)).toBe("/play/vale?preview=true&restart=1");
    expect(playtestPath("vale", "s 1")).toBe("/play/vale?preview=true&restart=1&scene=s%201");
  });
});
