import { describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE } from "../../../contract/ai";
import { writeScene } from "./scene";
import { settingOf } from "./setting";
import { play, sampleGame, testGame, turnInput } from "./test-games";

/** Audit 4: the game's own setting wins over the genre's stock places, items and threads. */
const hospital = testGame("mystery", {
  title: "Night Shift",
  description: "A hospital after midnight.",
  storyline: "A nurse uncovers a surgeon's secret on the night ward.",
  characters: [
    { name: "Mara", role: "Night nurse", characterType: "protagonist" },
    { name: "Dr. Hale", role: "Chief surgeon", characterType: "antagonist" },
  ],
  chapters: [],
});

const text = (game: Parameters<typeof play>[0], seed: string, scenes = 10) =>
  play(game, scenes, seed)
    .map(({ result }) => `${result.prose}\n${result.choices.join("\n")}`)
    .join("\n");

describe("the game's own setting (audit 4)", () => {
  it("reads the setting from the game's own words", () => {
    expect(settingOf(hospital)?.id).toBe("hospital");
    expect(settingOf(sampleGame("mystery"))?.id).toBe("glasshouse");
    expect(settingOf(sampleGame("romance"))?.id).toBe("bakery");
    expect(
      settingOf({ title: "Untitled", description: "", storyline: "Something happens." }),
    ).toBeUndefined();
  });

  it("leaves no revolver lying about a hospital, and keeps the story on its wards", () => {
    for (const seed of ["a", "b", "c"]) {
      const all = text(hospital, seed);
      expect(all, seed).not.toMatch(/revolver|pistol|knuckle-duster|switchblade/i);
      expect(all, seed).toMatch(/ward|operating theatre|records room|hospital chapel|service lift/);
    }
  });

  it("keeps a glasshouse murder out of a railway lost-property office", () => {
    for (const seed of ["a", "b", "c"])
      expect(text(sampleGame("mystery"), seed), seed).not.toMatch(/railway|lost-property/i);
  });

  it("offers only places of the game's own setting as the way on", () => {
    for (const genre of ["horror", "romance", "mystery"]) {
      const own = settingOf(sampleGame(genre))?.places ?? [];
      for (const seed of ["a", "b"]) {
        for (const { result } of play(sampleGame(genre), 8, seed)) {
          for (const choice of result.choices) {
            const where = /^Head for (.+)$/.exec(choice)?.[1];
            if (where) expect(own, `${genre}/${seed}: ${choice}`).toContain(where);
          }
        }
      }
    }
  });

  it("never brings a harbour into Florence, or a nursery to the harbour", () => {
    for (const seed of ["a", "b", "c"]) {
      expect(text(sampleGame("romance"), seed), seed).not.toMatch(/harbou?r/i);
      expect(text(sampleGame("horror"), seed), seed).not.toMatch(/nursery/i);
    }
  });

  it("never offers a room of some house as the way on from outdoors", () => {
    const plain = testGame("horror", {
      title: "Night Terrors",
      description: "Something is wrong.",
      storyline: "Ada must learn what happened.",
      characters: [{ name: "Ada", role: "Student", characterType: "protagonist" }],
      chapters: [],
    });
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const result = writeScene(
        turnInput(plain, {
          seed,
          sceneNumber: 3,
          action: "Look around",
          state: { ...DEFAULT_PLAYER_STATE, currentLocation: "Harbour" },
        }),
      );
      for (const choice of result.choices)
        expect(choice, seed).not.toMatch(/^Head for .*\b(stairs|nursery|attic|cellar)\b/);
    }
  });
});
