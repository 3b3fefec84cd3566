import { describe, expect, it } from "vitest";
import { PRESET_LOCATIONS } from "../../../contract/constants";
import type { ChapterInput } from "../narrator";
import { CHAPTER_WORDS, writeChapter } from "./chapters";
import { testGame, words } from "./test-games";

/** The Adaptive Story planner's chapters (ADR 017): the chapter's own place and people. */
const input = (over: Partial<ChapterInput> = {}): ChapterInput => ({
  game: testGame("fantasy", { narrativePerspective: "third_person" }),
  chapterNumber: 2,
  chapterTitle: "The Reading Room",
  chapterDescription:
    "Wren looks for the flint that can relight the lantern. Maud warns her that riders are near.",
  selectedCharacters: ["Old Maud"],
  selectedLocation: "Library",
  previousChapters: [{ chapterNumber: 1, title: "The Dark Lantern", content: "…" }],
  nextChapters: [{ chapterNumber: 3, title: "The Ashen Court", outline: "Wren faces the king." }],
  ...over,
});

describe("embedded storyteller: a planner's chapter", () => {
  it("stays under the roof of an indoor preset: no grass, no stars", () => {
    for (const selectedLocation of ["Library", "Coffee Shop", "Office", "Museum", "Hospital"]) {
      for (const chapterNumber of [1, 2, 3]) {
        const text = writeChapter(input({ selectedLocation, chapterNumber }));
        expect(text.toLowerCase()).toContain(`the ${selectedLocation.toLowerCase()}`);
        // (The genre's threat may still bring the cold in with it: "a grey wolf with frost in its coat".)
        expect(text).not.toMatch(/\b(grass|stars|meadow|campfire|moss)\b/i);
      }
    }
  });

  it("writes a chapter of its length at every preset location", () => {
    for (const selectedLocation of PRESET_LOCATIONS) {
      const text = writeChapter(input({ selectedLocation }));
      expect(words(text)).toBeGreaterThanOrEqual(CHAPTER_WORDS.min);
      expect(words(text)).toBeLessThanOrEqual(CHAPTER_WORDS.max);
    }
  });

  it("meets a chosen antagonist rather than travelling with them, and no one speaks of them as absent", () => {
    for (const chapterNumber of [1, 2, 3, 4]) {
      const text = writeChapter(
        input({
          chapterNumber,
          selectedCharacters: ["Old Maud", "The Ashen King"],
          selectedLocation: "Forest",
        }),
      );
      expect(text).toContain("the Ashen King");
      expect(text).not.toMatch(/Ashen King (has come along|is here too|watches from nearby)/);
      expect(text).not.toMatch(/Somewhere, the Ashen King/);
      expect(text).not.toMatch(/remember the Ashen King|never name the Ashen King/);
    }
  });
});
