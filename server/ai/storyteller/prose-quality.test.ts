import { describe, expect, it } from "vitest";
import { calledBy, capitalisationErrors, grammar } from "../../../bench/lib/prose-metrics";
import { WRITER_PREMISES } from "../../../bench/lib/writer-premises";
import { assist } from "./extras";
import { FAMILIES } from "./genres/catalogue";
import { draftOutline } from "./outline";
import { play, testGame } from "./test-games";

/**
 * Issue 31: the prose judged by an independent checker (retext-indefinite-article), over a few
 * generated samples in every genre family, through the same functions the embedded narrator uses.
 */
const genres = FAMILIES.map((f) => f.genres[0] as string);
const premiseFor = (genre: string) =>
  WRITER_PREMISES.find((p) => p.genre === genre) ?? (WRITER_PREMISES[0] as (typeof WRITER_PREMISES)[number]);

function articleErrors(texts: string[]): string[] {
  return texts.flatMap((t) => grammar(t).messages.filter((m) => /article/.test(m)));
}

describe("a/an by sound, judged by retext (issue 31)", () => {
  it("played turns have no a/an errors in any genre", () => {
    const texts = genres.flatMap((genre) =>
      ["a", "b"].flatMap((seed) => play(testGame(genre), 12, seed).map(({ result }) => result.prose)),
    );
    expect(articleErrors(texts)).toEqual([]);
  });

  it("the storyline assistant has no a/an errors in any genre", () => {
    const texts = genres.map((genre) => {
      const p = premiseFor(genre);
      return assist({ type: "storyline", genre, storyline: p.storyline, prompt: p.instruction });
    });
    expect(articleErrors(texts)).toEqual([]);
  });

  // Title templates such as "Under a {Adj} Sky" and "A {Noun} at {Place}" once gave "Under a
  // Iron Sky" and "A Alibi at …".
  it("outlines have no a/an errors in any genre", () => {
    const texts = genres.flatMap((genre) =>
      WRITER_PREMISES.map((p) =>
        draftOutline({
          title: p.title,
          genre,
          childMode: false,
          chapterCount: 10,
          storyline: p.storyline,
          characters: p.characters,
        })
          .chapters.map((c) => `${c.title}. ${c.outline}`)
          .join("\n\n"),
      ),
    );
    expect(articleErrors(texts)).toEqual([]);
  });
});

describe("the writer bench's names for a key-term person (twelfth session)", () => {
  it("counts a cast member named by the name a story calls them, never a name two of the cast share", () => {
    expect(calledBy("Halvard Øyen-Marsh", ["Halvard Øyen-Marsh", "Priya"])).toEqual(["Halvard"]);
    expect(calledBy("Dr. Amara Okafor", ["Dr. Amara Okafor"])).toEqual(["Dr. Okafor"]);
    expect(calledBy("Grace Mbeki", ["Grace Mbeki", "Samuel Mbeki"])).toEqual(["Grace"]);
    expect(calledBy("Rob Moss", ["Rob Moss", "Rob Hale"])).toEqual([]);
    // A term no cast member answers to in full, or a single name, adds nothing.
    expect(calledBy("Kessler Road Bus Depot", ["Halvard Øyen-Marsh"])).toEqual([]);
    expect(calledBy("Priya", ["Priya"])).toEqual([]);
  });

  it("takes a name typed in lower case with its particles small: Femke de Vries", () => {
    expect(capitalisationErrors("Femke de Vries waits by the berth.", ["femke de vries"]).count).toBe(0);
    expect(capitalisationErrors("Then femke de vries sails.", ["femke de vries"]).count).toBeGreaterThan(0);
  });
});
