import { describe, expect, it } from "vitest";
import { ALL_GENRES, play, SAMPLE_GENRES, sampleGame, testGame } from "./test-games";
import { sentences } from "./text";

/** Audit 7: stock lines in nearly every scene read as filler. */
const gameFor = (genre: string) => (SAMPLE_GENRES.includes(genre) ? sampleGame(genre) : testGame(genre));
const plain = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

describe("no filler repeated scene after scene (audit 7)", () => {
  it("never repeats a sentence of the scene before, in any genre", () => {
    for (const genre of ALL_GENRES) {
      for (const seed of ["a", "b"]) {
        let before = new Set<string>();
        for (const { result, input } of play(gameFor(genre), 12, seed)) {
          const now = sentences(result.prose).map(plain);
          for (const s of now)
            expect(before.has(s), `${genre}/${seed} scene ${input.sceneNumber}: ${s}`).toBe(false);
          before = new Set(now);
        }
      }
    }
  });

  it("has dropped the stock lines the audit found", () => {
    const banned =
      /Doubt comes and goes|A new day brings a new turn|counting something under the breath|Time moves on, and the tale/;
    for (const genre of ALL_GENRES) {
      for (const { result } of play(gameFor(genre), 12, "c")) expect(result.prose, genre).not.toMatch(banned);
    }
  });
});
