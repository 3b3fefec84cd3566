import { describe, expect, it } from "vitest";
import { MAP_EXTENT } from "../../../../contract/edit-game";
import { type Story, sameStory } from "../story-draft";
import { bigStory } from "../story-fixtures";
import { type Box, layoutStory } from "./layout";
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

  it("pins the moved scene's unplaced siblings where they are drawn, so a later layout change keeps them together", () => {
    const story = bigStory(3, 3);
    const drawn = layoutStory(story).scenes;
    const placed = placeScenes(story, new Map([["c1-s1", { x: 4000, y: 50 }]]), drawn);
    const sibling = drawn.get("c1-s0") as Box;
    expect(placed.chapters[1]!.scenes[0]!.position).toEqual({ x: sibling.x, y: sibling.y });
    expect(placed.chapters[1]!.scenes[1]!.position).toEqual({ x: 4000, y: 50 });
    expect(placed.chapters[1]!.scenes[2]!.position).toBeDefined();
    // Other chapters stay on the automatic layout.
    expect(placed.chapters[0]).toBe(story.chapters[0]);
    // The first chapter grows taller (more scenes), which moves the next chapter's corner down:
    // the placed chapter's scenes stay where they were.
    const grown: Story = { ...placed, chapters: [bigStory(1, 9).chapters[0]!, ...placed.chapters.slice(1)] };
    const before = layoutStory(placed).scenes;
    const after = layoutStory(grown).scenes;
    for (const id of ["c1-s0", "c1-s1", "c1-s2"]) expect(after.get(id)).toEqual(before.get(id));
  });
});
