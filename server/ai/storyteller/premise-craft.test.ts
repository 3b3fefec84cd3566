import { describe, expect, it } from "vitest";
import { premiseOf } from "./premise";

/**
 * General reading failures found on sci-fi and horror premises of our own (issue 31, ADR 028,
 * sixth session): ships, moons and stations named after their kind, a name gone by, and what an
 * instruction rules out.
 */
describe("the premise reader finds named craft and worlds", () => {
  it("reads a place's or a craft's kind before a capitalised name as a named place", () => {
    const p = premiseOf({
      storyline:
        "On the ice moon Callisto, an engineer keeps the radio running. She suspects the supply ship Meridian Gull never left.",
    });
    expect(p.places).toEqual(
      expect.arrayContaining(["the ice moon Callisto", "the supply ship Meridian Gull"]),
    );
    expect(p.people.map((x) => x.role).join(" ")).not.toMatch(/ship/);
  });

  it("reads 'past' before a name as where something goes by", () => {
    const p = premiseOf({
      storyline: "The freighter Sable Wren drifts past Ceres with a dead navigation computer.",
    });
    expect(p.places).toEqual(expect.arrayContaining(["the freighter Sable Wren", "Ceres"]));
    expect(p.objects.join(" ")).not.toMatch(/past/);
  });
});

describe("cults and verbs in horror premises", () => {
  it("keeps 'of the' inside a capitalised name, and a titled body acting is the villain", () => {
    const p = premiseOf({
      storyline:
        "A schoolteacher hears the church bell at three. The Brotherhood of the Hollow Saint meets in the chapel crypt.",
    });
    expect(p.foe).toBe("the Brotherhood of the Hollow Saint");
    expect(p.places).not.toContain("the Hollow Saint");
  });

  it("reads the bare word after 'begun to' as a verb, not a thing", () => {
    const p = premiseOf({
      storyline:
        "A schoolteacher hears the bell, and children have begun to sleepwalk to the standing stones.",
    });
    expect(p.objects).toEqual(["the bell", "the standing stones"]);
  });

  it("reads an -s word before a bare particle as the verb of its own clause", () => {
    const p = premiseOf({
      storyline:
        "A night nurse takes a post at Blackmere Sanatorium, where an old surgical lamp in ward nine switches on by itself.",
    });
    expect(p.objects).toContain("the old surgical lamp");
    expect(p.objects.join(" ")).not.toMatch(/switches/);
  });

  it("reads a matron named in apposition as a person with that role", () => {
    const p = premiseOf({
      storyline:
        "Night nurse Callum Reyes takes a post. The matron, Sister Ursula, forbids anyone to enter the east wing.",
    });
    expect(p.people).toEqual([expect.objectContaining({ name: "Sister Ursula", role: "matron" })]);
  });
});

describe("sites, verbs after names and kin in instructions", () => {
  it("reads a listening post's name as a place, and the -ing word after it as a verb", () => {
    const p = premiseOf({
      storyline:
        "Signals engineer Priya Ranganathan keeps the listening post Halden Array running alone. The supply ship never left orbit.",
    });
    expect(p.places).toContain("the listening post Halden Array");
    expect(p.objects.join(" ")).not.toMatch(/running|left/);
  });

  it("reads a kin word before a requested name as that person's role", () => {
    const p = premiseOf({
      storyline: "Lighthouse keeper Moira Dunn finds a creature in the nets.",
      instructions: "include her grandfather Ewan",
    });
    expect(p.people).toEqual([
      expect.objectContaining({ name: "Ewan", role: "grandfather", requested: true }),
    ]);
    expect(p.requested).toEqual(["Ewan, her grandfather"]);
  });
});

describe("instructions of absence", () => {
  it("never asks for what 'with no' or 'without' rules out", () => {
    const p = premiseOf({
      storyline: "A night nurse takes a post at Blackmere Sanatorium.",
      instructions: "keep it psychological, with no blood, and include a patient called Edie",
    });
    expect(p.requested).toEqual(["a patient named Edie"]);
    expect(p.objects.join(" ")).not.toMatch(/blood/);
  });
});
