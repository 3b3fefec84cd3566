import { describe, expect, it } from "vitest";
import { assistStoryline, retold, titlePronoun } from "./assistant";

const assist = (genre: string, storyline: string, prompt = "") =>
  assistStoryline({ type: "storyline", genre, storyline, prompt } as Parameters<typeof assistStoryline>[0]);

describe("the assistant's own sentences stand in the author's world", () => {
  it("calls a hero by name, not by the job written before it", () => {
    const text = assist(
      "horror",
      "Night porter Arjun Mehta locks Greyfield Infirmary at ten, and every night the east stairwell has one more step.",
    );
    expect(text).toMatch(/\bArjun\b/);
    expect(text).not.toMatch(/\bNight (?:is|has|meets|must|can)\b/);
  });

  it("says where a thing the author asked for is to be reckoned with", () => {
    const text = assist(
      "mystery",
      "Harbourmaster Elin Voss keeps the tide tables at Skarholm Pier.",
      "Add a stolen sextant and a storm that cuts the phone line.",
    );
    for (const s of text.match(/[^.]*reckon with[^.]*\./g) ?? []) expect(s).toMatch(/Skarholm Pier/);
  });

  it("retells a quirk the author asked for in its own words, never six of theirs in a row", () => {
    expect(retold("with a habit of humming hymns under his breath while he works")).toBe(
      "who hums hymns under his breath",
    );
    expect(retold("with a cracked pocket watch that belonged to her grandfather")).toBe(
      "with her grandfather's cracked pocket watch",
    );
    expect(retold("with a dry sense of humour")).toBe("with a dry sense of humour");
    const text = assist(
      "mystery",
      "Sergeant Ada Lowe is sent to the signal box at Marsh End Halt.",
      "Give Ada a habit of humming hymns under her breath while she works.",
    );
    expect(text).toMatch(/Ada Lowe, who hums hymns/);
    expect(text).not.toMatch(/while she works/);
  });

  it("gives a person the pronoun their title says", () => {
    expect(titlePronoun("Mrs Fujiwara")).toBe("she");
    expect(titlePronoun("Mr. Puskás")).toBe("he");
    expect(titlePronoun("Brother Anselm")).toBe("he");
    expect(titlePronoun("Tomas Brandt")).toBeUndefined();
    expect(titlePronoun("Okafor")).toBeUndefined();
  });
});
