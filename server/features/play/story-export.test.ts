import { describe, expect, it } from "vitest";
import type { GameRow } from "../../game/game-bible";
import { storyText } from "./story-export";
import type { TurnRow } from "./turn-chain";

describe("storyText: the downloaded story", () => {
  it("has each scene's words as the screen shows them, without emphasis marks (ADR 035)", () => {
    const game = { title: "The Lantern", description: null } as GameRow;
    const turn = {
      sceneNumber: 1,
      sceneTitle: "The Gate",
      parentTurnId: null,
      action: "",
      prose: "It was *almost* dawn. The **brass key** turned; 2 * 3 bolts gave.",
      state: { health: 100, maxHealth: 100, level: 1, experience: 0, inventory: [], achievements: [] },
      progress: 0,
    } as unknown as TurnRow;
    const text = storyText(game, [turn]);
    expect(text).toContain("It was almost dawn. The brass key turned; 2 * 3 bolts gave.");
  });
});
