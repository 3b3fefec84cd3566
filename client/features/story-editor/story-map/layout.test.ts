import { describe, expect, it } from "vitest";
import { addChoice, type Story } from "../story-draft";
import { bigStory } from "../story-fixtures";
import { cardShape, wrappedLines } from "./card-shape";
import { type Box, CARD_WIDTH, CHAPTER_HEADER, CHAPTER_PAD, ChapterCache, layoutStory } from "./layout";

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("layoutStory", () => {
  it("lays each chapter's scenes left to right inside its box, the boxes in columns without overlap", () => {
    const story = bigStory(12, 4);
    const { chapters, scenes } = layoutStory(story);
    const boxes = story.chapters.map((c) => chapters.get(c.id) as Box);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
    for (const chapter of story.chapters) {
      const box = chapters.get(chapter.id) as Box;
      const cards = chapter.scenes.map((s) => scenes.get(s.id) as Box);
      for (const card of cards) {
        // In the story's coordinates: inside the box, below its label.
        expect(card.x).toBeGreaterThanOrEqual(box.x);
        expect(card.y).toBeGreaterThanOrEqual(box.y + CHAPTER_HEADER);
        expect(card.x + card.width).toBeLessThanOrEqual(box.x + box.width);
        expect(card.y + card.height).toBeLessThanOrEqual(box.y + box.height);
      }
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++) expect(overlaps(cards[i]!, cards[j]!)).toBe(false);
      // A run of scenes reads left to right.
      expect(cards[1]!.x).toBeGreaterThan(cards[0]!.x);
    }
  });

  it("puts a long story's chapters in columns, so the whole is about as wide as tall, not a tower", () => {
    const { chapters } = layoutStory(bigStory(40, 10));
    const all = [...chapters.values()];
    const width = Math.max(...all.map((b) => b.x + b.width)) - Math.min(...all.map((b) => b.x));
    const height = Math.max(...all.map((b) => b.y + b.height)) - Math.min(...all.map((b) => b.y));
    expect(width / height).toBeGreaterThan(0.8);
    expect(width / height).toBeLessThan(3);
    // Reading order holds: each column top to bottom, columns left to right.
    const first = chapters.get("c0") as Box;
    const second = chapters.get("c1") as Box;
    expect(second.y).toBeGreaterThan(first.y);
    expect((chapters.get("c39") as Box).x).toBeGreaterThan(first.x);
  });

  it("draws a placed scene where it was put, and grows its chapter's box to hold it; the others stay", () => {
    const story = bigStory(3, 4);
    const before = layoutStory(story);
    const boxBefore = before.chapters.get("c1") as Box;
    const far = { x: boxBefore.x + boxBefore.width + 900, y: boxBefore.y - 700 };
    story.chapters[1]!.scenes[2] = { ...story.chapters[1]!.scenes[2]!, position: far };
    const after = layoutStory(story);
    const card = after.scenes.get("c1-s2") as Box;
    expect({ x: card.x, y: card.y }).toEqual(far);
    const box = after.chapters.get("c1") as Box;
    expect(box.x).toBe(boxBefore.x);
    expect(box.y).toBe(far.y - CHAPTER_HEADER);
    expect(box.x + box.width).toBe(far.x + CARD_WIDTH + CHAPTER_PAD);
    expect(box.y + box.height).toBe(boxBefore.y + boxBefore.height);
    // Its chapter's other scenes, and the other chapters, keep their places.
    expect(after.scenes.get("c1-s1")).toEqual(before.scenes.get("c1-s1"));
    expect(after.chapters.get("c2")).toEqual(before.chapters.get("c2"));
  });

  it("moves a chapter's box with its scenes when all of them were placed elsewhere", () => {
    const story = bigStory(2, 2);
    story.chapters[0]!.scenes = story.chapters[0]!.scenes.map((s, i) => ({
      ...s,
      position: { x: -5000 + i * 300, y: 8000 },
    }));
    const box = layoutStory(story).chapters.get("c0") as Box;
    expect(box).toMatchObject({ x: -5000 - CHAPTER_PAD, y: 8000 - CHAPTER_HEADER });
  });

  it("sizes cards by their choices and their words, wrapping long titles and labels", () => {
    const story = bigStory(1, 2);
    const { scenes, shapes } = layoutStory(story);
    const card = scenes.get("c0-s0") as Box;
    expect(card.width).toBe(CARD_WIDTH);
    const short = shapes.get("c0-s0")!;
    expect(short.rows).toHaveLength(4); // three choices and "new choice"
    expect(card.height).toBe(short.height);
    story.chapters[0]!.scenes[0] = {
      ...story.chapters[0]!.scenes[0]!,
      title: "Make for the Bridge before the Tide Comes In",
      choices: [{ id: "k", text: "Make for the bridge while the water is still low", leadsToScene: "c0-s1" }],
    };
    const long = layoutStory(story).shapes.get("c0-s0")!;
    expect(long.header).toBeGreaterThan(short.header);
    expect(long.rows[0]).toBeGreaterThan(short.rows[0]!);
  });

  it("puts endings that are not scenes in a column after the chapters, beside the first chapter reaching them", () => {
    const story = bigStory(6, 6);
    const { chapters, endings } = layoutStory(story);
    expect([...endings.keys()]).toEqual(["end-lost"]); // end-home is an ending scene: drawn as its card
    const lost = endings.get("end-lost") as Box;
    const right = Math.max(...[...chapters.values()].map((b) => b.x + b.width));
    expect(lost.x).toBeGreaterThan(right);
    expect(lost.y).toBe(chapters.get("c0")?.y);
    expect(lost.x).toBeGreaterThan(Math.max(...[...chapters.values()].map((b) => b.x)));
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

  it("counts wrapped lines word by word, breaking a word longer than a line, up to a limit", () => {
    expect(wrappedLines("Make for the Bridge", 10, 3)).toBe(2);
    expect(wrappedLines("short", 10, 3)).toBe(1);
    expect(wrappedLines("", 10, 3)).toBe(1);
    expect(wrappedLines("a".repeat(25), 10, 5)).toBe(3);
    expect(wrappedLines("word ".repeat(10_000), 10, 3)).toBe(3);
    expect(cardShape("T", []).rows).toHaveLength(1);
  });

  it("re-lays out only the chapter a change touched", () => {
    const story = bigStory(3, 5);
    const cache = new ChapterCache();
    const before = layoutStory(story, cache);
    const changed = addChoice(story, "c1-s0", { kind: "scene", id: "c1-s4" }, "Run").story;
    expect(cache.laidOut).toBe(3);
    const after = layoutStory(changed, cache);
    expect(cache.laidOut).toBe(4);
    expect(after.scenes.get("c0-s2")).toEqual(before.scenes.get("c0-s2"));
    expect(after.scenes.get("c1-s0")?.height).toBeGreaterThan(before.scenes.get("c1-s0")?.height ?? 0);
  });

  // How long it takes is measured by bench/story-map.ts, not asserted here.
  it("lays out 40 chapters of 10 scenes, each card inside its chapter's box", () => {
    const layout = layoutStory(bigStory(40, 10));
    expect(layout.scenes.size).toBe(400);
  });
});
