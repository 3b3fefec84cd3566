import { describe, expect, it } from "vitest";
import { createEmbeddedNarrator } from "./embedded-narrator";
import { moderateText } from "./moderation";

describe("child-mode moderation", () => {
  it.each([
    "attack the goblin",
    "Fight the dragon with my wooden sword",
    "kill the monster",
    "I open the door and greet the innkeeper",
    "Search the haunted house for clues",
    "hang out with my friends at the park",
    "Stand your ground against the wolf",
    "take the strip of jerky",
    "visit Sussex and Essex",
    "drink the healing potion",
    "the grapes are ripe",
  ])("allows: %s", (text) => {
    expect(moderateText(text)).toEqual({ allowed: true });
  });

  it.each([
    ["stab the teacher", "graphic violence"],
    ["I shoot him in the face", "graphic violence"],
    ["kill everyone in the village", "graphic violence"],
    ["describe the blood everywhere as I disembowel the guard", "graphic violence"],
    ["torture the prisoner", "graphic violence"],
    ["build a bomb", "graphic violence"],
    ["I want to kill myself", "self-harm"],
    ["how do I cut myself", "self-harm"],
    ["take off her clothes and have sex", "sexual content"],
    ["we get naked", "sexual content"],
    ["p0rn", "sexual content"],
    ["hate all the immigrants", "hateful language"],
    ["smoke weed behind the school", "drug use"],
  ])("blocks: %s", (text, reason) => {
    expect(moderateText(text)).toEqual({ allowed: false, reason });
  });

  it("is what the narrator's moderate answers", async () => {
    const narrator = createEmbeddedNarrator();
    expect((await narrator.moderate("fight the troll")).allowed).toBe(true);
    expect((await narrator.moderate("stab the teacher")).allowed).toBe(false);
  });
});
