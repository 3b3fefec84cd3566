import { describe, expect, it } from "vitest";
import { addChoice, type Story } from "../story-draft";
import { bigStory } from "../story-fixtures";
import { type Box, CARD_WIDTH, ChapterCache, layoutStory, sceneCardHeight } from "./layout";

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("layoutStory", () => {
  it("lays each chapter's scenes left to right inside its box, the boxes stacked without overlap", () => {
    const story = bigStory(3, 4);
    const { chapters, scenes } = layoutStory(story);
    const boxes = story.chapters.map((c) => chapters.get(c.id) as Box);
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height);
    }
    for (const chapter of story.chapters) {
      const box = chapters.get(chapter.id) as Box;
      const cards = chapter.scenes.map((s) => scenes.get(s.id) as Box);
      for (const card of cards) {
        // Relative to the box: inside it, below its label.
        expect(card.x).toBeGreaterThanOrEqual(0);
        expect(card.y).toBeGreaterThan(0);
        expect(card.x + card.width).toBeLessThanOrEqual(box.width);
        expect(card.y + card.height).toBeLessThanOrEqual(box.height);
      }
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++) expect(overlaps(cards[i]!, cards[j]!)).toBe(false);
      // A run of scenes reads left to right.
      expect(cards[1]!.x).toBeGreaterThan(cards[0]!.x);
    }
  });

  it("sizes cards by their choices", () => {
    const story = bigStory(1, 2);
    const card = layoutStory(story).scenes.get("c0-s0") as Box;
    expect(card.width).toBe(CARD_WIDTH);
    expect(card.height).toBe(sceneCardHeight(3));
  });

  it("puts endings that are not scenes in a column after the chapters, beside the first chapter reaching them", () => {
    const story = bigStory(6, 6);
    const { chapters, endings } = layoutStory(story);
    expect([...endings.keys()]).toEqual(["end-lost"]); // end-home is an ending scene: drawn as its card
    const lost = endings.get("end-lost") as Box;
    const right = Math.max(...[...chapters.values()].map((b) => b.x + b.width));
    expect(lost.x).toBeGreaterThan(right);
    expect(lost.y).toBe(chapters.get("c0")?.y);
  });

  it("lays out an unreached ending and an empty chapter too", () => {
    const story: Story = {
      chapters: [{ id: "a", title: "A", scenes: [] }],
      endings: [{ id: "e", title: "E" }],
    };
    const { chapters, endings } = layoutStory(story);
    expect(chapters.get("a")?.height).toBeGreaterThan(0);
    expect(endings.get("e")).toBeDefined();
  });

  it("re-lays out only the chapter a change touched", () => {
    const story = bigStory(3, 5);
    const cache = new ChapterCache();
    const before = layoutStory(story, cache);
    const changed = addChoice(story, "c1-s0", { kind: "scene", id: "c1-s4" }, "Run").story;
    const after = layoutStory(changed, cache);
    expect(after.scenes.get("c0-s2")).toBe(before.scenes.get("c0-s2"));
    expect(after.scenes.get("c1-s0")).not.toBe(before.scenes.get("c1-s0"));
  });

  // How long it takes is measured by bench/story-map.ts, not asserted here.
  it("lays out 40 chapters of 10 scenes, each card inside its chapter's box", () => {
    const layout = layoutStory(bigStory(40, 10));
    expect(layout.scenes.size).toBe(400);
  });
});
