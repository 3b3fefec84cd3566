import { describe, expect, it } from "vitest";
import type { ChapterInput } from "../narrator";
import { writeChapter } from "./chapters";
import { testGame } from "./test-games";

/**
 * The chapter writer names the author's world (issue 31, ADR 028, fifth session): the author's
 * people act and are remembered by name where the genre's stock people stood, the hero's role
 * is no refrain, and a long book keeps naming the author's places and things to its end.
 */
const game = testGame("mystery", {
  id: "game-chapter-people",
  title: "The Harbour Ledger",
  storyline:
    "Ada Vane, a harbour clerk, finds the tide ledger torn at Skellhaven. Silas Crane, the ferryman, swears he saw a lantern on Gannet Rock.",
  characters: [
    { id: "c1", name: "Ada Vane", role: "harbour clerk", characterType: "protagonist", description: "" },
    { id: "c2", name: "Silas Crane", role: "ferryman", characterType: "supporting", description: "" },
    { id: "c3", name: "Judith Orme", role: "harbourmaster", characterType: "mentor", description: "" },
  ],
  chapters: Array.from({ length: 10 }, (_, i) => ({
    chapterNumber: i + 1,
    title: `Chapter ${i + 1}`,
    outline: "Ada asks questions along the quay.",
    selectedCharacters: ["Ada Vane"],
    selectedLocation: i % 2 ? "Fish Market" : "Skellhaven",
  })),
});

const chapter = (n: number, over: Partial<ChapterInput> = {}): ChapterInput => ({
  game,
  chapterNumber: n,
  chapterTitle: `Chapter ${n}`,
  chapterDescription: "Ada asks questions along the quay.",
  selectedCharacters: ["Ada Vane"],
  selectedLocation: n % 2 ? "Fish Market" : "Skellhaven",
  previousChapters: [],
  nextChapters: [],
  ...over,
});

describe("the chapter writer names the author's people", () => {
  it("remembers the author's people who are not in the chapter by name", () => {
    const text = [1, 2, 3, 4].map((n) => writeChapter(chapter(n))).join("\n");
    // Neither is in these chapters, yet both belong to the story.
    expect(text).toMatch(/Silas Crane/);
    expect(text).toMatch(/Judith Orme/);
  });

  it("lets the author's people speak where the genre's stock locals spoke", () => {
    const speakers = [2, 3, 4, 5].flatMap((n) =>
      [
        ...writeChapter(chapter(n)).matchAll(
          /"\s+((?:the )?[A-Za-z]+(?: [A-Z][a-z]+)?) (?:says|murmurs|warns)\b/g,
        ),
      ].map((m) => m[1]),
    );
    expect(speakers.length).toBeGreaterThan(2);
    // Named in full once a paragraph, then by first name.
    expect(speakers.every((who) => /^(Silas( Crane)?|Judith( Orme)?)$/.test(who ?? ""))).toBe(true);
  });

  it("says the hero's role at most once a chapter", () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const text = writeChapter(chapter(n));
      expect(text.match(/harbour clerk/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it("never wishes for someone the chapter's outline has in it, and says a possessive role plainly", () => {
    const text = writeChapter(chapter(2, { chapterDescription: "Silas Crane rows Ada out to Gannet Rock." }));
    expect(text).not.toMatch(/If Silas Crane were here|Word of Silas Crane|leave word for Silas Crane/);
    const withRole = writeChapter(
      chapter(3, {
        game: {
          ...game,
          characters: [
            ...game.characters,
            { id: "c4", name: "Nora Vane", role: "her sister", characterType: "supporting", description: "" },
          ],
        },
        selectedCharacters: ["Ada Vane", "Nora Vane"],
      }),
    );
    expect(withRole).not.toMatch(/the (his|her|their) /);
  });

  it("knows a first name from the storyline is the cast member in the chapter", () => {
    const withSilas = { ...game, storyline: `${game.storyline} Silas rows the night ferry.` };
    for (const n of [2, 3, 4, 5]) {
      const text = writeChapter(
        chapter(n, { game: withSilas, selectedCharacters: ["Ada Vane", "Silas Crane"] }),
      );
      // Silas is here: he is never wished for, asked after or remembered as if elsewhere.
      expect(text).not.toMatch(
        /(Word of|seen|opinion about|leave word for|If|hear|what|asking about) Silas\b(?! Crane)/,
      );
    }
  });
});
