import { describe, expect, it } from "vitest";
import { MAP_EXTENT } from "../../../../contract/edit-game";
import { sameStory } from "../story-draft";
import { bigStory } from "../story-fixtures";
import { placeScenes } from "./placement";

describe("placeScenes", () => {
  it("keeps moved scenes' places in whole units, and leaves the rest of the story as it was", () => {
    const story = bigStory(3, 3);
    const placed = placeScenes(
      story,
      new Map([
        ["c1-s0", { x: 10.4, y: -20.6 }],
        ["c1-s2", { x: 5e9, y: -5e9 }],
      ]),
    );
    expect(placed.chapters[1]!.scenes[0]!.position).toEqual({ x: 10, y: -21 });
    expect(placed.chapters[1]!.scenes[2]!.position).toEqual({ x: MAP_EXTENT, y: -MAP_EXTENT });
    expect(placed.chapters[0]).toBe(story.chapters[0]);
    expect(placed.chapters[1]!.scenes[1]).toBe(story.chapters[1]!.scenes[1]);
    // A place is a change to save; the same place again is none.
    expect(sameStory(story, placed)).toBe(false);
    expect(placeScenes(placed, new Map([["c1-s0", { x: 10, y: -21 }]]))).toBe(placed);
  });
});
