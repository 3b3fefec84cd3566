import { describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE } from "../../../contract/ai";
import { parseAction } from "./action-parser";
import { inStoryPerson } from "./questions";
import { writeScene } from "./scene";
import { testGame, turnInput } from "./test-games";

/** Audit 5: a reply addresses what was asked; "use X on Y" acts on Y. */
const key = { id: "k", name: "Iron Key", type: "key", description: "" };
const scene = (
  action: string,
  perspective: "first_person" | "second_person" | "third_person" = "second_person",
) =>
  writeScene(
    turnInput(testGame("fantasy", { narrativePerspective: perspective, chapters: [] }), {
      sceneNumber: 3,
      action,
      state: { ...DEFAULT_PLAYER_STATE, inventory: [key], currentLocation: "Forest" },
      memory: {
        summary: "",
        places: ["Forest"],
        met: [],
        itemsSeen: {},
        threads: [],
        beats: ["arrival"],
        chapter: 1,
      },
    }),
  );
const lead = (prose: string) => prose.split("\n\n")[0] ?? "";

describe("questions and uses (audit 5)", () => {
  it("parses a question put to someone", () => {
    expect(parseAction("Ask Tobias where my brother is")).toMatchObject({
      verb: "talk",
      object: "tobias",
      question: "where my brother is",
    });
    expect(parseAction("Ask Capt. Reyes why she lied")).toMatchObject({
      object: "capt reyes",
      question: "why she lied",
    });
  });

  it("tells the question in the story's person", () => {
    const voice = (perspective: "first_person" | "second_person" | "third_person") => ({
      perspective,
      name: "Wren",
    });
    expect(inStoryPerson("where my brother is", voice("second_person"))).toBe("where your brother is");
    expect(inStoryPerson("where my brother is", voice("first_person"))).toBe("where my brother is");
    expect(inStoryPerson("why I was sent", voice("second_person"))).toBe("why you were sent");
    expect(inStoryPerson("why I was sent", voice("third_person"))).toBe("why Wren was sent");
  });

  it("answers the asked question, about the asked topic", () => {
    for (const seed of ["a", "b", "c"]) {
      const prose = lead(
        writeScene(
          turnInput(testGame("fantasy", { chapters: [] }), {
            seed,
            sceneNumber: 3,
            action: "Ask Old Maud where my brother is",
            state: { ...DEFAULT_PLAYER_STATE, currentLocation: "Forest" },
          }),
        ).prose,
      );
      expect(prose, seed).toMatch(/Old Maud (?:and ask )?where your brother is/);
      expect(prose, seed).toMatch(/"Your brother\?/);
    }
    expect(lead(scene("Ask Maud why the lantern went out", "third_person").prose)).toMatch(
      /Wren (?:asks|turns to) Old Maud.*why the lantern went out[\s\S]*"(?:Why\?|You want the why)/,
    );
  });

  it("uses a key on the gate the player named, not on the place's own feature", () => {
    for (const action of ["Use the key on the gate", "Unlock the gate with the key"]) {
      const prose = lead(scene(action).prose);
      expect(prose, action).toMatch(/the gate/);
      expect(prose, action).toMatch(/iron key/);
    }
  });
});
