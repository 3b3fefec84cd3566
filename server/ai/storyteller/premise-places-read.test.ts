import { describe, expect, it } from "vitest";
import { premiseOf } from "./premise";

/**
 * Places the tagger hid (ADR 028, ninth session): "beneath" tagged an adjective, "stacks" and
 * "recycling" tagged verbs, a city opening a dateline given an article. Each left the chapters to
 * the genre's stock places.
 */
describe("the author's places where the tagger misreads the words around them", () => {
  it("reads 'the flooded basement stacks beneath Leeds Central Library' as two places", () => {
    const p = premiseOf({
      storyline:
        "Two retired librarians, Ms Agnieszka Wróbel and her neighbour Mr Tobias Lund, follow a 1930s overdue notice down into the flooded basement stacks beneath Leeds Central Library, where a lost reading room is said to hold a cartographer's atlas.",
    });
    expect(p.places).toContain("the flooded basement stacks");
    expect(p.places).toContain("Leeds Central Library");
    expect(p.places.join(" ")).not.toMatch(/the beneath/);
  });

  it("keeps an -ing word before a place's head with the place, and a verb after a noun a verb", () => {
    const p = premiseOf({
      storyline: "Maureen Achterberg has run the Hollins Road recycling centre for thirty years.",
    });
    expect(p.places).toEqual(["the Hollins Road recycling centre"]);
    expect(premiseOf({ storyline: "Ana finds the key and the old man walks into the sea." }).places).toEqual([
      "the sea",
    ]);
  });

  it("writes a city opening a dateline bare", () => {
    const p = premiseOf({
      storyline:
        "Kraków, 1912. At the Jama Michalika café, a young pastry cook, Zofia Kępińska, finds coded letters baked into a regular customer's order of honey cake.",
    });
    expect(p.places).toContain("Kraków");
    expect(p.places).not.toContain("the Kraków");
    expect(p.places).toContain("the Jama Michalika café");
  });
});

describe("datelines and ships' names", () => {
  it("reads the names in a dateline as places, never the hero", () => {
    const p = premiseOf({
      storyline:
        "Dairy farm outside Eau Claire, Wisconsin, winter 2041. The night a silent black object lands in the frozen pond, all of Ruth Halvorsen's milking robots stop at once.",
    });
    expect(p.hero.name).toBeUndefined();
    expect(p.places).toEqual(expect.arrayContaining(["Eau Claire", "Wisconsin"]));
    expect(p.people.map((x) => x.name)).not.toContain("Eau Claire");
  });

  it("reads 'aboard the MS Halcyon Star' as the ship, and the hero after it", () => {
    const p = premiseOf({
      storyline:
        "On the seventh night of a Caribbean cruise aboard the MS Halcyon Star, entertainment director Gabe Santos realises the passengers are coming back wrong.",
    });
    expect(p.hero).toMatchObject({ name: "Gabe Santos", role: "entertainment director" });
    expect(p.places).toContain("the MS Halcyon Star");
    // "Ms" as a title is still a title.
    expect(premiseOf({ storyline: "Ms Agnieszka Wróbel follows a notice." }).hero.name).toBe(
      "Ms Agnieszka Wróbel",
    );
  });
});

describe("a key event's thing", () => {
  it("is 'the aerial', never 'an aerial' (written back as 'lies an an aerial')", () => {
    const p = premiseOf({
      storyline: "Father Declan hears confessions over the old shortwave radio.",
      keyEvents: ["Father Declan climbs the church tower with an aerial"],
    });
    expect(p.props).toContain("the aerial");
    expect(p.props.join(" ")).not.toMatch(/\ban aerial/);
  });
});

describe("a titled name in a key event", () => {
  it("is nobody's place: 'Dr. Marsh finds…' gave the scenes 'Dr' and 'Marsh'", () => {
    const p = premiseOf({
      storyline: "Entertainment director Gabe Santos sees the passengers come back wrong.",
      keyEvents: ["Dr. Marsh finds the reflections lag in the infirmary mirror"],
    });
    expect(p.scenes.join(" ")).not.toMatch(/Dr|Marsh/);
    expect(p.props).toContain("the infirmary mirror");
  });
});
