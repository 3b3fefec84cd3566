import { describe, expect, it } from "vitest";
import type { ChapterInput } from "../narrator";
import { absentByAsking } from "./absence-clashes";
import { writeChapter } from "./chapters";
import { testGame } from "./test-games";

/**
 * Instructions of absence reach the chapters' stock (issue 31, ADR 028, sixth session): "no
 * aliens" was kept by the outline while a chapter's threat was a many-legged alien.
 */
describe("instructions of absence", () => {
  it("rules out the kinds an author names after 'no' or 'without'", () => {
    const text = "give her a robot; no aliens, and keep it without any magic or ghosts";
    expect(absentByAsking("a many-legged alien skittering along the ceiling", text)).toBe(true);
    expect(absentByAsking("a spectral figure at the window", text)).toBe(true);
    expect(absentByAsking("a rune carved in the hatch", text)).toBe(true);
    expect(absentByAsking("a rogue maintenance drone", text)).toBe(false);
    expect(absentByAsking("a many-legged alien", "a story about aliens")).toBe(false);
  });

  it("keeps the genre's alien threats out of a sci-fi book whose author said no aliens", () => {
    // The game keeps no assistant instructions: the author says it in the description.
    const game = (id: string, description?: string) =>
      testGame("sci-fi", {
        id,
        title: "The Quiet Array",
        storyline: "Signals engineer Priya Ranganathan keeps the listening post Halden Array running alone.",
        ...(description ? { description } : {}),
        chapters: Array.from({ length: 8 }, (_, i) => ({
          chapterNumber: i + 1,
          title: `Chapter ${i + 1}`,
          outline: "Priya checks the relay dish.",
          selectedCharacters: [],
          selectedLocation: "Halden Array",
        })),
      });
    const book = (g: ReturnType<typeof game>) =>
      Array.from({ length: 8 }, (_, i) =>
        writeChapter({
          game: g,
          chapterNumber: i + 1,
          chapterTitle: `Chapter ${i + 1}`,
          chapterDescription: "Priya checks the relay dish.",
          selectedCharacters: [],
          selectedLocation: "Halden Array",
          previousChapters: [],
          nextChapters: [],
        } satisfies ChapterInput),
      ).join("\n");
    // Without the instruction the genre's stock has its aliens in some books; with it, in none.
    const ids = ["absence-1", "absence-2", "absence-3", "absence-4", "absence-5", "absence-6"];
    expect(ids.some((id) => /\balien/i.test(book(game(id))))).toBe(true);
    for (const id of ids)
      expect(book(game(id, "A lonely listening post, and no aliens."))).not.toMatch(/\balien/i);
  });
});
