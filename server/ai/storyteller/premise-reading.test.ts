import nlp from "compromise";
import { describe, expect, it } from "vitest";
import { roleAsWritten } from "./outline-premise";
import { personalize } from "./personalize";
import { premiseOf } from "./premise";
import { settingOf } from "./setting";
import { clashesWithWorld } from "./setting-clashes";
import { shortName } from "./text";

/**
 * General reading failures a hold-out reader found (issue 31, ADR 028, fourth session), on
 * premises of our own: words of a premise must not become people, verbs must not become
 * things, instructions are followed with their names capitalised, and the author's setting
 * wins over the genre's stock.
 */
describe("the premise reader reads people as people", () => {
  it("keeps an abbreviated title with its name, and reads the verb after the apposition", () => {
    const p = premiseOf({
      storyline:
        "On the Isle of Ely in 1790, Dr. Hester Quayle, a fen surveyor, watches the brass orrery at Fenmoor Hall. She suspects the vicar.",
    });
    expect(p.hero).toMatchObject({ name: "Dr Hester Quayle", role: "fen surveyor" });
    expect(p.objects).toContain("the brass orrery");
    expect(p.objects.join(" ")).not.toMatch(/watches|surveyor/);
  });

  it("never takes a part of a hyphenated name, or a lower-case word, for a person", () => {
    const p = premiseOf({
      storyline:
        "In 1851 a glazier's daughter watches a thief swap the Koh-i-Noor on display for a glass copy.",
    });
    expect(p.hero.name).toBeUndefined();
    expect(p.people.map((x) => x.name).filter(Boolean)).toEqual([]);
  });

  it("reads 'a role named X' as a named person with that role, wherever it stands", () => {
    const p = premiseOf({
      storyline:
        "Aboard the seed ark Kestrel-Nine, a cryo-tech named Oyelaran wakes early. A shipping clerk named Yusuf keeps buying cloves.",
      instructions: "include a ferryman named jory",
    });
    expect(p.hero).toMatchObject({ name: "Oyelaran", role: "cryo-tech" });
    expect(p.people).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: "Yusuf", role: "shipping clerk" }),
        expect.objectContaining({ name: "Jory", role: "ferryman", requested: true }),
      ]),
    );
    expect(p.requested).toEqual(["a ferryman named Jory"]);
  });

  it("reads an -s word between a named subject and a determiner as the verb", () => {
    const p = premiseOf({
      storyline: "Nino Beridze keeps goats in Kakheti. Her neighbour Gela sabotages the milking shed.",
    });
    expect(p.people).toEqual([expect.objectContaining({ name: "Gela", role: "neighbour" })]);
    expect(p.objects.join(" ")).not.toMatch(/sabotages|Gela/);
  });
});

describe("verbs stay verbs", () => {
  it("reads what a seen thing does as a verb, not part of its name", () => {
    const p = premiseOf({
      storyline:
        "A fen surveyor watches the brass orrery at Fenmoor Hall run backwards. She lets the old dog sleep by the stove.",
    });
    expect(p.objects).toContain("the brass orrery");
    expect(p.objects.join(" ")).not.toMatch(/\brun\b|\bsleep\b/);
  });

  it("keeps a tractor asked for 'that only starts near the old barn' a thing, and its clause out", () => {
    const p = premiseOf({
      storyline: "A goat farmer enters the cheese fair.",
      instructions: "Add a tractor that only starts near the old barn",
    });
    expect(p.objects).toContain("the tractor");
    expect(p.people).toEqual([]);
    expect(p.requested).toEqual(["a tractor"]);
    expect(p.places.join(" ")).not.toMatch(/barn/);
  });
});

describe("instructions are followed, never pasted", () => {
  it("asks for what is given, not for whom it is given to", () => {
    const p = premiseOf({
      storyline: "In a spice market in Zanzibar, Amina runs her late father's stall.",
      instructions: "give Amina a sharp-tongued aunt",
    });
    expect(p.requested).toEqual(["a sharp-tongued aunt"]);
  });

  it("writes an owner's name or a plural without 'a', and leaves out what a 'that' clause says", () => {
    const p = premiseOf({
      storyline: "A shepherd walks the fells above Keswick.",
      instructions:
        "Include Mabli Rhys's old fiddle, include lanterns, and include an old goat named Bess that hates the tractor",
    });
    expect(p.requested).toEqual(["Mabli Rhys's old fiddle", "lanterns", "an old goat named Bess"]);
  });
});

describe("the author's setting wins over the genre's stock", () => {
  it("rules out what the author's world cannot hold, unless the author wrote it", () => {
    const glacier = "In a mining town dug under a glacier, an ice-miner finds a warm egg.";
    expect(clashesWithWorld("a patch of clover nods in the breeze", glacier)).toBe(true);
    expect(clashesWithWorld("a moss-covered altar", glacier)).toBe(true);
    expect(clashesWithWorld("an iron-bound chest", glacier)).toBe(false);
    expect(clashesWithWorld("clover", `${glacier} Somehow clover grows by the vent.`)).toBe(false);
    const farm = "On a dairy farm in Wisconsin, something lands in the pond.";
    expect(clashesWithWorld("the cargo bay", farm)).toBe(true);
    expect(clashesWithWorld("the cargo bay", "A freighter's crew in orbit round Ceres.")).toBe(false);
  });

  it("rules out what the story's own year lacks", () => {
    const ely = "On the Isle of Ely in 1790, a fen surveyor watches an orrery.";
    expect(clashesWithWorld("a typewriter with a page still in it", ely)).toBe(true);
    expect(clashesWithWorld("a getaway driver with a tyre iron", ely)).toBe(true);
    expect(clashesWithWorld("a typewriter with a page still in it", "A newsroom in Lagos.")).toBe(false);
  });

  it("keeps a sailing ship's rigging off a seed ark's deck", () => {
    const setting = settingOf({
      title: "Cold Storage",
      description: "",
      storyline:
        "Aboard the seed ark Kestrel-Nine, a cryo-tech wakes on the orchard deck below the captain's deck.",
    });
    const said = [...(setting?.senses ?? []), ...(setting?.items ?? []).map((i) => i.name)].join(" ");
    expect(said).not.toMatch(/swell|rigging|spyglass|salt spray|sea chart/);
  });
});

describe("English of people", () => {
  it("writes a cast role in a sentence with the author's names kept", () => {
    expect(roleAsWritten("vicar of Fenmoor")).toBe("vicar of Fenmoor");
    expect(roleAsWritten("Lighthouse keeper")).toBe("lighthouse keeper");
    expect(roleAsWritten("Head Of The Guild")).toBe("head of The Guild");
  });

  it("calls a titled person by name, not by title", () => {
    expect(shortName("Provost Agathe Lune")).not.toBe("Provost");
  });

  it("keeps the second person through a coordinated verb past a name or an adverb", () => {
    expect(
      personalize("Tamsin reaches Hollow Rime and finds it changed.", "Tamsin Verrow", "second_person"),
    ).toBe("you reach Hollow Rime and find it changed.");
    expect(
      personalize("Tamsin slips past and very nearly gets away.", "Tamsin Verrow", "second_person"),
    ).toBe("you slip past and very nearly get away.");
    expect(personalize("Verrow opens the pod.", "Tamsin Verrow", "second_person")).toBe("you open the pod.");
  });
});

describe("words English capitalises keep their capitals", () => {
  it("lower-cases common nouns but not days, months or names", async () => {
    const { lowerCommon } = await import("./premise-phrases");
    const tags = (text: string) =>
      (nlp(text).json() as Array<{ terms: Array<{ tags: string[] }> }>)[0]?.terms.map((t) => t.tags) ?? [];
    expect(lowerCommon(["Tuesday", "stop"], tags("her Tuesday stop").slice(1))).toBe("Tuesday stop");
    expect(lowerCommon(["March", "Fair"], tags("the March fair").slice(1))).toBe("March fair");
    expect(lowerCommon(["Old", "lantern"], tags("Old lantern"))).toBe("old lantern");
  });
});
