import { describe, expect, it } from "vitest";
import type { StoryBeats } from "../../db/schema";
import { chapterText } from "../../game/story-chapters";
import { withChapter } from "./story-writes";

const rows = [1, 2, 3].map((n) => ({ id: `c${n}`, chapterNumber: n, title: `Title ${n}` }));
const land = (story: StoryBeats | null, n: number, content = `Text of chapter ${n}.`) =>
  withChapter(story, rows, { ...(rows[n - 1] as (typeof rows)[number]), content });
const lastChoices = (story: StoryBeats, id: string) =>
  story.chapters.find((c) => c.id === id)?.scenes.at(-1)?.choices;

describe("withChapter: the generator's chapters landing in the story", () => {
  it("puts chapters that land out of order at their places, each leading on once the next exists", () => {
    let story = land({ chapters: [] }, 3);
    expect(lastChoices(story, "c3")).toEqual([]);
    story = land(story, 1);
    expect(story.chapters.map((c) => c.id)).toEqual(["c1", "c3"]);
    // Chapter 2 is not written yet: chapter 1 offers nothing until it is.
    expect(lastChoices(story, "c1")).toEqual([]);
    story = land(story, 2);
    expect(story.chapters.map((c) => c.id)).toEqual(["c1", "c2", "c3"]);
    expect(lastChoices(story, "c1")).toEqual([
      { id: "c1-next", text: "Continue to Chapter 2: Title 2", leadsToChapter: "c2" },
    ]);
    expect(lastChoices(story, "c2")).toEqual([
      { id: "c2-next", text: "Continue to Chapter 3: Title 3", leadsToChapter: "c3" },
    ]);
    expect(chapterText(story, "c2")).toBe("Text of chapter 2.");
  });

  it("keeps chapters the author added elsewhere in the story, and their order", () => {
    const mine = { id: "mine", title: "Prologue", scenes: [] };
    let story = land({ chapters: [mine] }, 2);
    story = land(story, 1);
    expect(story.chapters.map((c) => c.id)).toEqual(["mine", "c1", "c2"]);
  });

  it("leaves the chapter before alone when the author gave it choices of their own", () => {
    let story = land({ chapters: [] }, 1);
    const own = { id: "own", text: "Swim", leadsToChapter: null };
    story = {
      chapters: story.chapters.map((c) => ({
        ...c,
        scenes: c.scenes.map((s) => ({ ...s, choices: [own] })),
      })),
    };
    story = land(story, 2);
    expect(lastChoices(story, "c1")).toEqual([own]);
  });

  it("new prose rewrites the chapter's scenes; the same prose keeps the author's scene edits", () => {
    let story = land(land({ chapters: [] }, 1), 2);
    story = {
      chapters: story.chapters.map((c) =>
        c.id === "c2" ? { ...c, scenes: c.scenes.map((s) => ({ ...s, title: "Author's scene title" })) } : c,
      ),
    };
    const same = withChapter(story, rows, {
      id: "c2",
      chapterNumber: 2,
      title: "Renamed",
      content: "Text of chapter 2.",
    });
    expect(same.chapters[1]?.title).toBe("Renamed");
    expect(same.chapters[1]?.scenes[0]?.title).toBe("Author's scene title");
    const other = withChapter(story, rows, {
      id: "c2",
      chapterNumber: 2,
      title: "Title 2",
      content: "New words.",
    });
    expect(chapterText(other, "c2")).toBe("New words.");
    // Chapter 1 leads to chapter 2 under its (new) title.
    expect(lastChoices(same, "c1")?.[0]?.text).toBe("Continue to Chapter 2: Renamed");
  });
});
