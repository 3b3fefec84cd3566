import { describe, expect, it } from "vitest";
import { speechText } from "./speech-text";

describe("text made fit to be read aloud", () => {
  it("drops markdown marks and keeps the words", () => {
    expect(speechText("## The Gate\n\n**Nell** says: _run_, `now`!")).toBe("The Gate.\nNell says: run, now!");
    expect(speechText("- take the lamp\n- go north\n1. wait")).toBe("take the lamp.\ngo north.\nwait.");
    expect(speechText("> An old verse\n---\nSee [the map](https://x.example/map) ![a key](k.png)")).toBe(
      "An old verse.\nSee the map a key.",
    );
  });

  it("reads emphasis as the play screen does: the marks go, each word whole (ADR 035)", () => {
    expect(speechText("It was *almost* dawn; un*frigging*believable, ***Run!***")).toBe(
      "It was almost dawn; unfriggingbelievable, Run!",
    );
    expect(speechText("The __brass__ key, 2*3*4 and _quiet_.")).toBe("The brass key, 2 3 4 and quiet.");
  });

  it("says symbols as words and leaves out what would be spelt", () => {
    expect(speechText("Salt & iron — 50% of it, room #3 🗝️")).toBe(
      "Salt and iron, 50 percent of it, room number 3.",
    );
    expect(speechText("a <b>bold</b> * claim | {x} = y")).toBe("a bold claim x y.");
    expect(speechText("“Wait…” she said")).toBe('"Wait… " she said.');
  });

  it("leaves nothing of text that is only marks", () => {
    expect(speechText("** -- ** ___")).toBe("");
    expect(speechText("   \n  ")).toBe("");
  });
});
