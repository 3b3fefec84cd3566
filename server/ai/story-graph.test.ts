import { describe, expect, it } from "vitest";
import { assembleStory, planChapters, type StoryDraft } from "./story-graph";

const scene = (title: string, choices: Array<[string, number | null]>, isEnding = false) => ({
  title,
  description: `${title}: the lamps gutter and the tide comes in.`,
  isEnding,
  choices: choices.map(([text, toScene]) => ({ text, toScene })),
});

describe("assembling a complete story", () => {
  it("links choices to later scenes or the next chapter, and ends the last scene", () => {
    const draft: StoryDraft = {
      chapters: [
        {
          title: "One",
          scenes: [
            scene("Gate", [
              ["Left", 2],
              ["Right", 3],
            ]),
            scene("Left path", [["On", null]]),
            scene("Right path", []),
          ],
        },
        {
          title: "Two",
          scenes: [
            scene("Hall", [
              ["Fight", 2],
              ["Flee", null],
            ]),
            scene("Duel", [["Win", null]]),
          ],
        },
      ],
    };
    const story = assembleStory(draft);
    const [one, two] = story.chapters;
    expect(one?.scenes[0]?.choices.map((c) => c.leadsToScene)).toEqual(["ch1-s2", "ch1-s3"]);
    expect(one?.scenes[1]?.choices[0]).toMatchObject({ leadsToScene: "ch2-s1", leadsToChapter: "ch2" });
    // A scene with no choices that is not an ending continues.
    expect(one?.scenes[2]?.choices).toEqual([
      expect.objectContaining({ text: "Continue", leadsToScene: "ch2-s1" }),
    ]);
    // "Next chapter" from the last chapter goes on to the next scene; the last scene ends.
    expect(two?.scenes[0]?.choices.map((c) => c.leadsToScene)).toEqual(["ch2-s2", "ch2-s2"]);
    expect(two?.scenes[1]).toMatchObject({ isEndingScene: true, choices: [] });
    expect(two?.scenes[0]?.choices[0]?.leadsToEnding).toBe("ch2-s2");
    expect(story.endings).toEqual([{ id: "ch2-s2", title: "Duel" }]);
  });

  it("repairs backward and broken links, drops unreachable scenes and duplicate choices", () => {
    const story = assembleStory({
      chapters: [
        {
          title: "Loop",
          scenes: [
            scene("Start", [
              ["Again", 1],
              ["again!", 3],
              ["Nowhere", 99],
            ]),
            scene("Never reached", [["x", null]]),
            scene("Early end", [["ignored", null]], true),
            scene("Also unreached", []),
          ],
        },
        { title: "Final", scenes: [scene("Finale", [])] },
      ],
    });
    const start = story.chapters[0]?.scenes[0];
    expect(start?.choices.map((c) => [c.text, c.leadsToScene])).toEqual([
      ["Again", "ch1-s2"],
      ["Nowhere", "ch1-s2"],
    ]);
    expect(story.chapters[0]?.scenes.map((s) => s.id)).toEqual(["ch1-s1", "ch1-s2"]);
    expect(story.chapters).toHaveLength(2);
    expect(story.endings.map((e) => e.id)).toEqual(["ch2-s1"]);
  });

  it("refuses a draft with nothing playable, and folds a long outline into fewer chapters", () => {
    expect(() => assembleStory({ chapters: [{ title: "Empty", scenes: [] }] })).toThrow();
    const outline = Array.from({ length: 10 }, (_, i) => ({
      chapterNumber: i + 1,
      title: `Part ${i + 1}`,
      outline: `Event ${i + 1}.`,
      selectedCharacters: [`Person ${i % 3}`],
      selectedLocation: `Place ${i + 1}`,
    }));
    const plan = planChapters(outline, 4);
    expect(plan.map((c) => c.title)).toEqual(["Part 1", "Part 3", "Part 6", "Part 8"]);
    expect(plan[0]?.outline).toBe("Event 1. Event 2.");
    expect(plan.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4]);
    expect(planChapters(outline.slice(0, 2), 4)).toHaveLength(2);
  });
});
