import { describe, expect, it } from "vitest";
import { castSpeller, withCastSpelling } from "./cast-spelling";
import { createEmbeddedNarrator } from "./embedded-narrator";

describe("cast spelling", () => {
  const spell = castSpeller(["Amara Okonkwo", "Rudd", "Rose Hale"]);

  it("writes a name typed in lower case as the cast list spells it, with its title", () => {
    expect(spell("biologist dr amara okonkwo finds the drones")).toBe(
      "biologist Dr Amara Okonkwo finds the drones",
    );
    expect(spell("a pet octopus that amara talks to")).toBe("a pet octopus that Amara talks to");
    expect(spell("station chief rudd says leave it")).toBe("station chief Rudd says leave it");
  });

  it("spells a titled name whole, its short particle too, when the title is read apart", () => {
    const priest = castSpeller(["father declan ó murchú"]);
    expect(priest("father declan ó murchú, parish priest")).toBe("Father Declan Ó Murchú, parish priest");
    expect(priest("the father declan ó murchú")).toBe("the Father Declan Ó Murchú");
  });

  it("gives a lower-case cast name its capitals but keeps a particle small: Femke de Vries (twelfth session)", () => {
    const tug = castSpeller(["femke de vries"]);
    expect(tug("the skipper femke de vries keeps losing her berth")).toBe(
      "the skipper Femke de Vries keeps losing her berth",
    );
  });

  it("leaves words that are also names, and names already written, as they are", () => {
    expect(spell("a rose on the sill; Rose Hale waits")).toBe("a rose on the sill; Rose Hale waits");
    expect(spell("the ruddy glow")).toBe("the ruddy glow");
    expect(spell("Amara Okonkwo")).toBe("Amara Okonkwo");
  });

  it("spells a maker's name in a cast name as written: 'the grey audi' is the grey Audi", () => {
    expect(castSpeller(["The man in the grey Audi"])("examine the grey audi")).toBe("examine the grey Audi");
  });

  it("capitalises a name the cast list itself has in lower case, everywhere it is read", () => {
    const lower = castSpeller(["mrs irene kowalczyk"]);
    expect(lower("mrs irene kowalczyk sells the launderette; irene kowalczyk waits")).toBe(
      "Mrs Irene Kowalczyk sells the launderette; Irene Kowalczyk waits",
    );
    const game = {
      storyline: "a launderette owner, mrs irene kowalczyk,",
      characters: [{ name: "mrs irene kowalczyk" }],
    };
    const spelt = withCastSpelling({ game });
    expect(spelt.game.characters[0]?.name).toBe("Mrs Irene Kowalczyk");
    expect(spelt.game.storyline).toBe("a launderette owner, Mrs Irene Kowalczyk,");
  });

  it("keeps the same objects when no name needed respelling", () => {
    const game = { description: "Amara Okonkwo dives.", characters: [{ name: "Amara Okonkwo" }] };
    const input = { game, action: "Look around" };
    expect(withCastSpelling(input)).toBe(input);
  });

  it("gives back capitalised names from an outline typed in lower case", async () => {
    const outline = await createEmbeddedNarrator().outline({
      title: "hollow reach",
      storyline:
        "year 2141. biologist dr amara okonkwo finds the harvest drones planting a strain she never designed. station chief rudd says leave it",
      genre: "sci-fi",
      childMode: false,
      chapterCount: 5,
      characters: [
        { name: "Amara Okonkwo", role: "marine biologist", characterType: "protagonist" },
        { name: "Rudd", role: "station chief", characterType: "antagonist" },
      ],
    });
    const text = JSON.stringify(outline);
    expect(text).toContain("Amara");
    expect(text).not.toMatch(/\bamara\b|\bokonkwo\b|\brudd\b/);
  });
});
