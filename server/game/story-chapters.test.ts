import { describe, expect, it } from "vitest";
import { StoryBeats as StoryBeatsSchema } from "../../contract/edit-game";
import type { StoryBeats } from "../db/schema";
import {
  chapterSceneId,
  chapterText,
  cleanChoices,
  dropChapter,
  proseChapter,
  proseParts,
  putChapter,
} from "./story-chapters";

const paragraph = (n: number, words = 400) => `Paragraph ${n}: ${"tide ".repeat(words).trim()}.`;

describe("prose chapters as story chapters (ADR 027)", () => {
  it("makes one scene of a chapter's prose, its choices on the last scene", () => {
    const chapter = proseChapter({
      id: "c1",
      title: "The Lighthouse",
      content: "The lamp is dark.\n\nSalt crusts the glass.",
      choices: [{ id: "o1", text: "Climb the stair", leadsToChapter: "c2" }],
    });
    expect(chapter.scenes).toHaveLength(1);
    expect(chapter.scenes[0]).toMatchObject({
      id: chapterSceneId("c1"),
      title: "The Lighthouse",
      description: "The lamp is dark.\n\nSalt crusts the glass.",
      choices: [{ text: "Climb the stair", leadsToChapter: "c2" }],
    });
  });

  it("has no scenes while the chapter has no prose", () => {
    expect(proseChapter({ id: "c1", title: "Planned", content: "  ", choices: [] }).scenes).toEqual([]);
    expect(proseChapter({ id: "c1", title: "", content: null, choices: [] }).title).toBe("Untitled chapter");
  });

  it("cuts prose longer than a scene holds at paragraph breaks, parts linked by Continue", () => {
    const content = Array.from({ length: 14 }, (_, i) => paragraph(i + 1)).join("\n\n");
    const parts = proseParts(content);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("\n\n")).toBe(content);
    const chapter = proseChapter({ id: "c9", title: "Long", content, choices: [] });
    expect(chapter.scenes.map((s) => s.id)).toEqual(parts.map((_, i) => chapterSceneId("c9", i + 1)));
    expect(chapter.scenes[0]?.choices).toEqual([
      expect.objectContaining({ text: "Continue", leadsToScene: chapterSceneId("c9", 2) }),
    ]);
    // What the Story Editor saves must pass its own checks.
    expect(StoryBeatsSchema.safeParse({ chapters: [chapter] }).success).toBe(true);
    expect(chapterText({ chapters: [chapter] }, "c9")).toBe(content);
  });

  it("keeps choices the contract accepts: unique by play's key, at most ten, none empty", () => {
    const choices = cleanChoices([
      { id: "a", text: "Open the door" },
      { id: "b", text: "open the door!" },
      { id: "c", text: "   " },
      ...Array.from({ length: 12 }, (_, i) => ({ id: `x${i}`, text: `Choice ${i}` })),
    ]);
    expect(choices.map((c) => c.id)).toEqual(["a", ...Array.from({ length: 9 }, (_, i) => `x${i}`)]);
  });

  it("puts a chapter in place of its id, or at a position; drops one and unlinks choices into it", () => {
    const story: StoryBeats = {
      chapters: [
        proseChapter({
          id: "c1",
          title: "One",
          content: "First.",
          choices: [{ id: "k", text: "On", leadsToChapter: "c2" }],
        }),
        proseChapter({ id: "c2", title: "Two", content: "Second.", choices: [] }),
      ],
    };
    const edited = putChapter(
      story,
      proseChapter({ id: "c2", title: "Two", content: "Second, again.", choices: [] }),
    );
    expect(chapterText(edited, "c2")).toBe("Second, again.");
    const inserted = putChapter(
      story,
      proseChapter({ id: "c0", title: "Zero", content: "Before.", choices: [] }),
      0,
    );
    expect(inserted.chapters.map((c) => c.id)).toEqual(["c0", "c1", "c2"]);
    const dropped = dropChapter(story, "c2");
    expect(dropped.chapters.map((c) => c.id)).toEqual(["c1"]);
    expect(dropped.chapters[0]?.scenes[0]?.choices[0]?.leadsToChapter).toBeNull();
    // The input is never changed in place.
    expect(story.chapters).toHaveLength(2);
  });
});
