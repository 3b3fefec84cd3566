import { describe, expect, it } from "vitest";
import { vocabFor } from "./genres/catalogue";
import { play, sampleGame } from "./test-games";
import { sentences } from "./text";

/**
 * A thing's description is told once a session (issue 31's repeats): a second look at it, a
 * second find or taking it after looking says the look, not "Old, heavy and honest." again.
 */
describe("a second look says something new", () => {
  it("tells each thing's description at most once in a run of looking, searching and taking", () => {
    // The sample mystery's boiler room holds these three (seed "second-look").
    const names = ["ledger page", "lockpick set", "seed catalogue"];
    const actions = Array.from({ length: 28 }, (_, k) => {
      const name = names[Math.floor(k / 4) % names.length] as string;
      return [`Examine the ${name}`, `Look at the ${name}`, `Take the ${name}`, `Look at the ${name}`][
        k % 4
      ] as string;
    });
    const said = play(sampleGame("mystery"), 30, "x", actions).flatMap((p) => sentences(p.result.prose));
    const items = vocabFor("mystery").items.filter((i) => names.includes(i.name));
    expect(items.length).toBeGreaterThanOrEqual(2);
    // The run does look at them: at least one description is told.
    expect(items.some((i) => said.includes(i.description))).toBe(true);
    for (const item of items)
      expect(said.filter((s) => s === item.description).length, item.description).toBeLessThanOrEqual(1);
  });
});
