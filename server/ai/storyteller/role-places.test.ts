import { describe, expect, it } from "vitest";
import { premiseOf } from "./premise";
import { placesInRole, settingFirst } from "./role-places";

/**
 * The author's town, motorway services or parish written into a sentence the reader reads for
 * people (ADR 028, ninth session): without them the chapters go to the genre's stock places.
 */
describe("places the author writes beside a person", () => {
  it("takes a town written before a job as a place, and leaves the job", () => {
    const text = "Aberystwyth funeral director Mr Emlyn Pugh-Jenkins double-books the chapel of rest.";
    expect(placesInRole("aberystwyth funeral director", text)).toEqual({
      role: "funeral director",
      places: ["Aberystwyth"],
    });
    const p = premiseOf({ storyline: text });
    expect(p.hero).toMatchObject({ name: "Mr Emlyn Pugh-Jenkins", role: "funeral director" });
    expect(p.places).toContain("Aberystwyth");
  });

  it("leaves a job made of English words whole", () => {
    const text = "Forensic accountant Dara Whitlock-Osei finds a ledger.";
    expect(placesInRole("forensic accountant", text)).toEqual({ role: "forensic accountant", places: [] });
    expect(
      placesInRole("ice-cream van driver", "Ice-cream van driver Kezia Nwachukwu-Hart hears").places,
    ).toEqual([]);
    expect(placesInRole("night-shift security guard", "a night-shift security guard")).toEqual({
      role: "night-shift security guard",
      places: [],
    });
  });

  it("takes a bare name after 'of' in a role as a place", () => {
    const p = premiseOf({
      storyline: "Father Declan Murchú, parish priest of Ballyvourney, starts hearing confessions.",
    });
    expect(p.places).toContain("Ballyvourney");
    expect(placesInRole("captain of the Guard", "the captain of the Guard").places).toEqual([]);
  });

  it("reads motorway services after a name as the place, and a verb after a plural as the verb", () => {
    const p = premiseOf({
      storyline:
        "At Sandbach services on the M6, night cashier Bartholomew Oyelaran-Price discovers that the broken vending machine by the toilets grants one wish a night.",
    });
    expect(p.places).toContain("Sandbach services");
    expect(p.objects).toContain("the broken vending machine");
    expect(p.objects.join(" ")).not.toMatch(/grants/);
  });

  it("puts the hero's own town first, and reads 'one afternoon' and 'the other' as no thing", () => {
    const p = premiseOf({
      storyline:
        "Aberystwyth funeral director Mr Emlyn Pugh-Jenkins double-books the chapel of rest: a stag party from Swansea in one room, the grieving Lloyd family in the other. He must keep them apart for one afternoon.",
    });
    expect(p.places[0]).toBe("Aberystwyth");
    expect(p.objects).toEqual(["the stag party", "the grieving Lloyd family"]);
  });
});

describe("where the story is, before where someone comes from", () => {
  it("puts a person's home in apposition, and a noun's 'from', after the setting", () => {
    const p = premiseOf({
      storyline:
        "After their father's stroke, the Okafor sisters, Adaeze, a barrister in London, and Chidinma, who never left, must decide whether to sell Okafor & Daughters Driving School in Port Talbot.",
    });
    expect(p.places[0]).toBe("Okafor & Daughters Driving School");
    expect(p.places.at(-1)).toBe("London");
    expect(settingFirst(["Swansea", "the chapel"], "a stag party from Swansea in one room")).toEqual([
      "the chapel",
      "Swansea",
    ]);
  });

  it("keeps a place first when something goes missing from it, or it is the place in apposition", () => {
    expect(
      settingFirst(["the Meridian Hall", "the bazaar"], "a page goes missing from the Meridian Hall"),
    ).toEqual(["the Meridian Hall", "the bazaar"]);
    expect(
      settingFirst(
        ["Dayton", "Ohio"],
        "Kowalczyk Lanes, the family bowling alley in Dayton, Ohio, is for sale",
      ),
    ).toEqual(["Dayton", "Ohio"]);
  });

  it("reads a count of years after a plural as no object of a verb", () => {
    const p = premiseOf({
      storyline:
        "Two botanists, Ravi and Meera Okonkwo-Shah, wake from their cryosleep pods forty years early.",
    });
    expect(p.objects).toContain("the cryosleep pods");
  });
});
