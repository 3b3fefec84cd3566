import { describe, expect, it } from "vitest";
import { writeScene } from "./scene";
import { ALL_GENRES, play, SAMPLE_GENRES, sampleGame, testGame, turnInput } from "./test-games";

/** Audit 6: every state change a scene proposes is narrated in that scene. */
const plain = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ");
const gameFor = (genre: string) => (SAMPLE_GENRES.includes(genre) ? sampleGame(genre) : testGame(genre));

function expectTold(prose: string, changes: ReturnType<typeof writeScene>["changes"], where: string) {
  const told = plain(prose);
  if (changes.location) {
    const name = plain(changes.location)
      .replace(/^ ?the /, "")
      .trim();
    expect(told, `${where}: location ${changes.location}`).toContain(name);
  }
  for (const a of changes.achievements ?? []) {
    const words = plain(a)
      .split(" ")
      .filter((w) => w.length > 3 && w !== "my");
    for (const w of words) expect(told, `${where}: achievement ${a}`).toContain(w);
  }
  for (const item of changes.addItems ?? [])
    expect(told, `${where}: item ${item.name}`).toContain(plain(item.name).trim());
}

describe("prose and state agree (audit 6)", () => {
  it("names the place it moves the player to, even for a look or a word", () => {
    for (const [genre, action] of [
      ["mystery", "Look at the broken pane"],
      ["sci-fi", "Talk to AUGUR about the signal"],
    ] as const) {
      for (const seed of ["a", "b", "c", "d"]) {
        const result = writeScene(turnInput(sampleGame(genre), { seed, sceneNumber: 2, action }));
        expectTold(result.prose, result.changes, `${genre}/${seed}`);
      }
    }
  });

  it("tells every location, achievement and item it proposes, across whole sessions", () => {
    for (const genre of ALL_GENRES) {
      for (const seed of ["a", "b"]) {
        for (const { result, input } of play(gameFor(genre), 12, seed)) {
          expectTold(result.prose, result.changes, `${genre}/${seed} scene ${input.sceneNumber}`);
        }
      }
    }
  });
});
