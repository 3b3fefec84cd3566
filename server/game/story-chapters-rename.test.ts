import { describe, expect, it } from "vitest";
import { chapterText, outlineStory, renameChapters } from "./story-chapters";

describe("renameChapters: a copied game's chapters keep their story", () => {
  it("renames the chapters, their prose scenes and choices, and every choice leading to them", () => {
    const story = outlineStory([
      {
        id: "a",
        chapterNumber: 1,
        title: "One",
        content: `${"x".repeat(19_990)}\n\n${"y".repeat(100)}`,
        actionOptions: [{ id: "o1", text: "Go on", targetChapter: 2 }],
      },
      { id: "b", chapterNumber: 2, title: "Two", content: "Second.", actionOptions: [] },
    ]);
    const mine = {
      id: "mine",
      title: "Mine",
      scenes: [
        {
          id: "m1",
          title: "M",
          description: "Hand.",
          choices: [
            { id: "k", text: "Back", leadsToScene: "a-text-2" },
            { id: "k2", text: "To two", leadsToChapter: "b" },
          ],
        },
      ],
    };
    const renamed = renameChapters(
      { ...story, chapters: [...story.chapters, mine] },
      new Map([
        ["a", "A"],
        ["b", "B"],
      ]),
    );
    expect(renamed.chapters.map((c) => c.id)).toEqual(["A", "B", "mine"]);
    expect(renamed.chapters[0]?.scenes.map((s) => s.id)).toEqual(["A-text", "A-text-2"]);
    expect(renamed.chapters[0]?.scenes[0]?.choices[0]).toMatchObject({
      id: "A-text-on",
      leadsToScene: "A-text-2",
    });
    expect(renamed.chapters[0]?.scenes[1]?.choices[0]).toMatchObject({ id: "A-o1", leadsToChapter: "B" });
    expect(renamed.chapters[2]?.scenes[0]?.choices).toEqual([
      { id: "k", text: "Back", leadsToScene: "A-text-2" },
      { id: "k2", text: "To two", leadsToChapter: "B" },
    ]);
    expect(chapterText(renamed, "B")).toBe("Second.");
  });
});
