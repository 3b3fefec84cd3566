import { describe, expect, it } from "vitest";
import { namedPlace } from "./locations";
import { premiseOf } from "./premise";
import { placePreposition } from "./premise-words";

/**
 * The independent lists' everyday stories (ADR 028, eleventh session): a care home named after a
 * town opening the storyline was read as the hero, and "his fishing boat" as "the fishing", so the
 * written chapters never named either.
 */
describe("the premise reader and everyday establishments", () => {
  it("reads a name that opens with a town's name as a place, and finds the hero after it", () => {
    const p = premiseOf({
      storyline: "Paris Gardens Care Home is where Edna Blake has lived for three years, and she wants out.",
    });
    expect(p.hero.name).toBe("Edna Blake");
    expect(p.places).toContain("Paris Gardens Care Home");
  });

  it("reads establishments by their endings and everyday heads: a care home, motors, a crematorium", () => {
    const home = premiseOf({
      storyline: "Rosewood Care Home has a new manager, and Ivy Poole does not like him.",
    });
    expect(home.hero.name).toBe("Ivy Poole");
    expect(home.places).toContain("Rosewood Care Home");
    const crematorium = premiseOf({
      storyline: "After the service at Holloway Road Crematorium, Grace Mbeki walks home alone.",
    });
    expect(crematorium.places).toContain("Holloway Road Crematorium");
    expect(crematorium.hero.name).toBe("Grace Mbeki");
  });

  it("keeps a gerund that names a thing's kind: his fishing boat, the walking stick, her sewing machine", () => {
    expect(
      premiseOf({ storyline: "Tom secretly repairs his fishing boat at Mill Quay before the storm." })
        .objects,
    ).toContain("the fishing boat");
    expect(
      premiseOf({ storyline: "Dad still keeps his walking stick by the door of the cottage." }).objects,
    ).toContain("the walking stick");
    expect(
      premiseOf({ storyline: "Ada Okafor finally mends her sewing machine at the shop." }).objects,
    ).toContain("the sewing machine");
  });

  it("keeps a capitalised plural inside its name: Bluebell Lane Tea Rooms, not a verb", () => {
    const p = premiseOf({
      storyline: "Inside Bluebell Lane Tea Rooms the regulars, all widows, gossip about the new owner.",
    });
    expect(p.places).toContain("Bluebell Lane Tea Rooms");
  });

  it("keeps the storyline's first person as one of the people when the cast's protagonist is another", () => {
    const storyline =
      "Every morning the bakery on Fore Street is opened by its owner, Mrs. Agnes Whitcombe-Hale, who has not spoken to her neighbours in thirty years. When she collapses at the counter, her great-niece Poppy Ann Greer comes down from Glasgow to run the shop.";
    const p = premiseOf({ storyline, protagonist: "Poppy Ann Greer" });
    expect(p.hero.name).toBe("Poppy Ann Greer");
    expect(p.people.map((x) => x.name)).toContain("Mrs Agnes Whitcombe-Hale");
    expect(p.people.find((x) => x.name === "Mrs Agnes Whitcombe-Hale")?.role).toBe("owner");
    // The same premise object for the same protagonist: a turn's caches key on it.
    expect(premiseOf({ storyline, protagonist: "Poppy Ann Greer" })).toBe(p);
    // The protagonist the storyline names first changes nothing.
    expect(premiseOf({ storyline, protagonist: "Agnes Whitcombe-Hale" }).hero.name).toBe(
      "Mrs Agnes Whitcombe-Hale",
    );
  });

  it("reads 'inside its drawer', 'a man none of them', 'their mother's flat' and 'her mother's sewing machine' as meant", () => {
    const p = premiseOf({
      storyline:
        "Grace Mbeki must clear their mother's flat in a single weekend. Grace finds her mother's sewing machine, and inside its drawer a bundle of letters from a man none of them has heard of.",
    });
    expect(p.objects).toContain("the mother's sewing machine");
    expect(p.places).toContain("the mother's flat");
    expect(p.objects.join(" ")).not.toMatch(/inside|none/);
  });

  it("names a street or a park as the author does, with no 'the'", () => {
    expect(namedPlace("Acacia Avenue", []).phrase).toBe("Acacia Avenue");
    expect(namedPlace("Trafalgar Square", []).phrase).toBe("Trafalgar Square");
    expect(namedPlace("Grand Pavilion Hotel", []).phrase).toBe("the Grand Pavilion Hotel");
  });

  it("reads verbs compromise takes for nouns, and leaves the telling's asks out of the world", () => {
    const pool = premiseOf({
      storyline:
        "the swimming pool at Eastgate Leisure Centre is closing for good, and the over-sixties club that has swum there every Tuesday since 1989 refuses to go quietly. their captain, maureen walsh, chains herself to the diving board",
    });
    expect(pool.objects.join(" ")).not.toMatch(/refuses|chains/);
    expect(pool.hero.name).toBe("Maureen Walsh");
    const lunch = premiseOf({
      storyline:
        "Every Sunday the Kowalski family eats lunch at the farmhouse on Windmill Lane. This Sunday, Anna Kowalski brings home the girlfriend nobody knows about.",
      instructions: "one long afternoon, lots of dialogue over the dinner table, nobody is a villain",
    });
    expect(lunch.objects.join(" ")).not.toMatch(/\b(home|lots|dialogue|nobody)\b/);
    expect(lunch.requested.join(" ")).not.toMatch(/lots|dialogue/);
    expect(lunch.places).toContain("the farmhouse");
  });

  it("asks for a person by their role, not the instruction's whole run pasted back", () => {
    const p = premiseOf({
      storyline: "Ann Fox finds a key at the Red Lion.",
      instructions: "Make the barman Theo a retired boxer from the docks. Keep it gentle.",
    });
    expect(p.requested).toContain("a retired boxer");
    expect(p.requested.join(" ")).not.toMatch(/from the docks/);
  });
});

describe("a place named with its kind beside it (twelfth session)", () => {
  it("reads 'Name, the <kind of place>' as the place by the author's name, and a state after a town as no place", () => {
    const p = premiseOf({
      storyline:
        "Marlow Lanes, the old skating rink in Toledo, Ohio, is closing. Jen Kasprzak comes home to run the place one last time.",
    });
    expect(p.hero.name).toBe("Jen Kasprzak");
    expect(p.places).toContain("Marlow Lanes");
    expect(p.places).toContain("Toledo");
    expect(p.places).not.toContain("Ohio");
    expect(p.places).not.toContain("the old skating rink");
    expect(p.objects).not.toContain("the place");
  });

  it("lets an owner's name stand for 'the' ('Reg Pudsey's prize marrow'), and an occasion take 'at'", () => {
    const p = premiseOf({
      storyline:
        "The village show is a week away, and somebody has been feeding Reg Pudsey's prize marrow with lager.",
    });
    expect(p.objects).toContain("Reg Pudsey's prize marrow");
    expect(p.objects.join(" ")).not.toMatch(/the Reg/);
    expect(placePreposition("the Little Snoring Village Show")).toBe("at");
    expect(placePreposition("Lisbon")).toBe("in");
  });
});

describe("an instruction's 'him' or 'her' of someone other than the hero (twelfth session)", () => {
  it("reads 'give him a name' of a storyline whose hero is she as naming the other one", () => {
    const p = premiseOf({
      storyline:
        "tugboat captain femke de vries keeps losing her berth to containers dropped by the new crane operator. she files a complaint. he sends stroopwafels.",
      instructions: "slow burn, give him a name",
      protagonist: "femke de vries",
    });
    expect(p.hero.pronoun).not.toBe("he");
    expect(p.objects).not.toContain("the name");
    expect(p.people).toContainEqual(expect.objectContaining({ role: "new crane operator", requested: true }));
  });
});

describe("a ship by a person's name, and the places a route runs between (twelfth session)", () => {
  it("reads 'boarded the Stella Maris' as a ship, both ends of 'between Holyhead and Dublin' as places", () => {
    const p = premiseOf({
      storyline:
        "I work the overnight ferry between Holyhead and Dublin. Last Tuesday a passenger boarded the Stella Maris with a violin case, and the purser swears there was nobody of that name on the manifest.",
    });
    expect(p.places).toEqual(expect.arrayContaining(["Holyhead", "Dublin", "the Stella Maris"]));
    expect(p.people.map((x) => x.name)).not.toContain("Stella Maris");
    expect(p.objects).not.toContain("the passenger");
    expect(p.objects).not.toContain("the name");
    expect(p.objects).toContain("the violin case");
  });
});

describe("what the scene stands in, and a named place after an adjective (twelfth session)", () => {
  it("takes the bell that rings for the thread, not the water it rises from; old Llanwddyn is a place", () => {
    const p = premiseOf({
      storyline:
        "When the reservoir drops in the drought of 1976, the church tower of old Llanwddyn rises out of the water. The bell starts ringing at night.",
    });
    expect(p.objects[0]).toBe("the bell");
    expect(p.places).toContain("Llanwddyn");
    expect(p.people.map((x) => x.name)).not.toContain("Llanwddyn");
  });
});

describe("a storyline told in the first person (twelfth session)", () => {
  it("tells the hero's act in the third person: 'I work the ferry' is 'works the ferry'", () => {
    const p = premiseOf({ storyline: "I work the overnight ferry between Holyhead and Dublin." });
    expect(p.events[0]).toBe("works the overnight ferry between Holyhead and Dublin");
  });
});
