import { describe, expect, it } from "vitest";
import { assistStoryline } from "./assistant";
import { premiseOf } from "./premise";
import { truecase, typedLowerCase } from "./truecase";

const assist = (genre: string, storyline: string, prompt = "") =>
  assistStoryline({ type: "storyline", genre, storyline, prompt } as Parameters<typeof assistStoryline>[0]);

describe("a premise typed in lower case gets its capitals back", () => {
  it("capitalises sentence starts, titles before names, and names English does not use as words", () => {
    expect(
      truecase(
        "winter, 1951. ferryman jonas ekdahl rows the post across to the island of utsira. sister brigid says the fog is early",
      ),
    ).toBe(
      "Winter, 1951. Ferryman Jonas Ekdahl rows the post across to the island of Utsira. Sister Brigid says the fog is early",
    );
  });

  it("keeps words that are also names as typed, unless they stand beside a name", () => {
    expect(truecase("the rose garden will hope for rain. ruth okafor keeps the miller's ledger.")).toBe(
      "The rose garden will hope for rain. Ruth Okafor keeps the miller's ledger.",
    );
    expect(truecase("we can't stop on friday in ohio, i said.")).toBe(
      "We can't stop on Friday in Ohio, I said.",
    );
  });

  it("leaves a text the author capitalised exactly as written", () => {
    const typed = "The keeper of Gull Rock finds the lamp logbook rewritten. rose says nothing.";
    expect(typedLowerCase(typed)).toBe(false);
    expect(truecase(typed)).toBe(typed);
  });

  it("lets the premise reader find the hero and the people of a lower-case storyline", () => {
    const premise = premiseOf({
      storyline:
        "year 2090. the ice station vostok ridge drifts on the weddell sea. glaciologist dr ines varga finds a heartbeat under the ice. commander haldor says drill anyway",
    });
    expect(premise.hero.name).toMatch(/Ines Varga/);
  });

  it("gives the assistant the author's hero, never an invented one", () => {
    const text = assist(
      "sci-fi",
      "year 2090. the ice station vostok ridge drifts on the weddell sea. glaciologist dr ines varga finds a heartbeat under the ice. commander haldor says drill anyway",
    );
    expect(text).toMatch(/^Dr Ines Varga, a glaciologist,/);
  });
});
