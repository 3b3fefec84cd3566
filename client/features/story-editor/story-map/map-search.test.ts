import { describe, expect, it } from "vitest";
import type { Story } from "../story-draft";
import { bigStory } from "../story-fixtures";
import { NO_FILTER, searchScenes, shownScenes, storyTags } from "./map-search";
import { matchStatus } from "./map-toolbar";

const tagged = (): Story => {
  const story = bigStory(3, 3);
  story.chapters[1]!.scenes[1]!.description = "A lantern swings over the Café door.";
  story.chapters[2]!.scenes[0]!.title = "The Lantern Room";
  return { ...story, twee: { tags: { "c0-s1": ["dream", "night"], "c2-s0": ["night"] } } };
};

describe("map search and filter", () => {
  it("finds a word in a scene's title or text, any case, in story order", () => {
    const story = tagged();
    expect(searchScenes(story, "LANTERN", null)).toEqual(["c1-s1", "c2-s0"]);
    expect(searchScenes(story, "  café ", null)).toEqual(["c1-s1"]);
    expect(searchScenes(story, "Cafe\u0301", null)).toEqual(["c1-s1"]); // another Unicode form of é
    expect(searchScenes(story, "   ", null)).toEqual([]);
    expect(searchScenes(story, "no such words", null)).toEqual([]);
  });

  it("shows one chapter's scenes, or the tagged ones, or both conditions at once", () => {
    const story = tagged();
    expect(shownScenes(story, NO_FILTER)).toBeNull();
    expect([...(shownScenes(story, { chapterId: "c1", tag: null }) ?? [])]).toEqual([
      "c1-s0",
      "c1-s1",
      "c1-s2",
    ]);
    expect([...(shownScenes(story, { chapterId: null, tag: "night" }) ?? [])]).toEqual(["c0-s1", "c2-s0"]);
    expect([...(shownScenes(story, { chapterId: "c2", tag: "night" }) ?? [])]).toEqual(["c2-s0"]);
    expect([...(shownScenes(story, { chapterId: null, tag: "constructor" }) ?? [])]).toEqual([]);
  });

  it("searches only what the filter shows", () => {
    const story = tagged();
    expect(searchScenes(story, "lantern", shownScenes(story, { chapterId: "c2", tag: null }))).toEqual([
      "c2-s0",
    ]);
  });

  it("lists the story's tags once each, sorted", () => {
    expect(storyTags(tagged())).toEqual(["dream", "night"]);
    expect(storyTags(bigStory(1, 1))).toEqual([]);
  });

  it("says what the search found", () => {
    expect(matchStatus("", 0, -1)).toBe("");
    expect(matchStatus("x", 0, -1)).toBe("No matches");
    expect(matchStatus("x", 1, -1)).toBe("1 match");
    expect(matchStatus("x", 5, 1)).toBe("2 of 5");
  });
});
