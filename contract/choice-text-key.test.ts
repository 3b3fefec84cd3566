import { describe, expect, it } from "vitest";
import { choiceTextKey } from "./edit-game";

describe("choiceTextKey: how play tells a scene's choices apart", () => {
  it("ignores case, punctuation and spacing", () => {
    expect(choiceTextKey("Go north!")).toBe(choiceTextKey("  go   NORTH "));
  });

  it("keeps letters of every script, so texts in other languages stay distinct", () => {
    expect(choiceTextKey("Бежать")).not.toBe(choiceTextKey("Остаться"));
    expect(choiceTextKey("Ouvrir la porte")).toBe("ouvrir la porte");
    expect(choiceTextKey("扉を開ける")).not.toBe("");
  });

  it("gives a text of symbols only a key of its own", () => {
    expect(choiceTextKey("✨")).not.toBe(choiceTextKey("🔥"));
  });
});
