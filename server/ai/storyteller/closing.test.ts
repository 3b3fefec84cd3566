import { describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE } from "../../../contract/ai";
import { fallenScene } from "../../game/rules";
import { writeScene } from "./scene";
import { ALL_GENRES, testGame, turnInput } from "./test-games";

/** Audit 8: the scene that takes health to 0 reads as an ending, never as a cliffhanger. */
const ONWARD =
  /not finished with|what happens next|up to you|next part of the story|waiting to see|if you dare/i;

describe("the closing scene at health 0 (audit 8)", () => {
  it("ends the scene instead of hooking the next one, in every genre and person", () => {
    for (const genre of ALL_GENRES) {
      for (const narrativePerspective of ["first_person", "second_person", "third_person"] as const) {
        const input = turnInput(testGame(genre, { narrativePerspective }), {
          sceneNumber: 3,
          action: "Attack the wolf",
          state: { ...DEFAULT_PLAYER_STATE, health: 2 },
        });
        const result = writeScene(input);
        const where = `${genre}/${narrativePerspective}`;
        expect(2 + (result.changes.healthDelta ?? 0), where).toBeLessThanOrEqual(0);
        expect(result.prose, where).not.toMatch(ONWARD);
        expect(result.prose, where).toMatch(/the point goes out\.$/);
        const closing = fallenScene(result.prose, narrativePerspective);
        expect(closing.prose, where).toMatch(/Roll back to the previous scene/);
        expect(closing.choices).toEqual([]);
      }
    }
  });

  it("drops a narrator's look-ahead lines before the ending text (any adapter)", () => {
    const closing = fallenScene(
      "You run for the quay. Dr. Hale shouts after you.\n\nThe harbour is not finished with you yet. What happens next is up to you.",
    );
    expect(closing.prose).toContain("Dr. Hale shouts after you.");
    expect(closing.prose).not.toMatch(ONWARD);
    expect(closing.prose).toMatch(/start a new adventure\.$/);
    expect(fallenScene("I fall.", "first_person").prose).toMatch(/My strength gives out/);
  });
});
