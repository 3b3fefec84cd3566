import { describe, expect, it } from "vitest";
import { premiseOf } from "./premise";

describe("premise reader", () => {
  it("reads a proper name where the story happens as a place, and the key events' places and things", () => {
    const p = premiseOf({
      title: "Low Water at the Pellow Assembly Rooms",
      storyline:
        "A blizzard strands two fiddlers at the Pellow Assembly Rooms, and every night at dawn the chandelier sways. Tamsin Vell keeps the ledger of the Tolverne Lifeboat Station for days.",
      keyEvents: ["Tamsin hides the brass ledger in the boathouse", "The fiddlers play at the harbour gate"],
    });
    // The title's place first; the locative name a place though its head is no place word.
    expect(p.places[0]).toBe("the Pellow Assembly Rooms");
    expect(p.scenes).toEqual(["the boathouse", "the harbour gate"]);
    expect(p.places.some((x) => /^(the )?Tolverne Lifeboat Station$/.test(x))).toBe(true);
    expect(p.objects).toContain("the chandelier");
    // Times and crowds are no things to find; "strands" is the blizzard's verb.
    expect(p.objects.join(" ")).not.toMatch(/dawn|days|strands|fiddlers/);
    // A key event's thing joins once: "the brass ledger" is the storyline's ledger.
    expect([...p.objects, ...p.props].filter((o) => /ledger/.test(o))).toHaveLength(1);
    // After a number, compromise's "verb" is the plural noun: "nine apple crates", not "apple".
    const counted = premiseOf({ storyline: "A glazier rows nine apple crates to the far shore." });
    expect(counted.objects).toContain("the apple crates");
  });

  it("reads a nameless hero's role, the place and the instruction's requests", () => {
    const p = premiseOf({
      storyline: "A lighthouse keeper on a tidal island",
      instructions: "Make the keeper a retired clockmaker, and include a drowned brother",
    });
    expect(p.hero.role).toBe("lighthouse keeper");
    expect(p.hero.traits).toEqual(["retired clockmaker"]);
    expect(p.places).toEqual(expect.arrayContaining(["the tidal island", "the lighthouse"]));
    expect(p.people).toEqual([expect.objectContaining({ role: "drowned brother", requested: true })]);
    expect(p.requested).toEqual(["a retired clockmaker", "a drowned brother"]);
  });

  it("keeps names and their capitals as written, and the role in apposition", () => {
    const p = premiseOf({
      storyline:
        "Priya Nair, a hydroponics technician on a mining colony, finds seed vaults emptied the night before the supply ship docks",
      instructions: "Include a malfunctioning maintenance robot and a quarantine",
    });
    expect(p.hero).toMatchObject({ name: "Priya Nair", role: "hydroponics technician" });
    expect(p.places).toContain("the mining colony");
    expect(p.objects).toEqual(expect.arrayContaining(["the seed vaults", "the quarantine"]));
    expect(p.people).toEqual([
      expect.objectContaining({ role: "malfunctioning maintenance robot", creature: true }),
    ]);
    expect(p.events[0]).toMatch(/^finds seed vaults emptied/);
  });

  it("reads objects, named places, a companion, a pronoun and a tone", () => {
    const p = premiseOf({
      storyline:
        "A beekeeper's apprentice carries a cracked bell across a frozen marsh to the monastery of Saint Oda",
      instructions: "Give her a one-eyed goose as a companion and keep the tone gentle",
    });
    expect(p.hero).toMatchObject({ role: "beekeeper's apprentice", pronoun: "she" });
    expect(p.objects).toContain("the cracked bell");
    expect(p.places).toEqual(["the frozen marsh", "the monastery of Saint Oda"]);
    expect(p.people).toEqual([expect.objectContaining({ role: "one-eyed goose", companion: true })]);
    expect(p.tone).toEqual(["gentle"]);
  });

  it("takes a proper name of a thing as an object, not a person", () => {
    const p = premiseOf({ storyline: "Wren, a young lamplighter, must relight the Lantern of Hollow Vale." });
    expect(p.hero).toMatchObject({ name: "Wren", role: "young lamplighter" });
    expect(p.objects).toEqual(["the Lantern of Hollow Vale"]);
    expect(p.people).toEqual([]);
  });
});

describe("English the writer relies on", () => {
  it("keeps a name's capitals after a colon and writes a/an by sound", async () => {
    const { lowerOpening, withArticle } = await import("./text");
    expect(lowerOpening("Hazel Quill is an old spymaster")).toBe("Hazel Quill is an old spymaster");
    expect(lowerOpening("Hazel keeps the books")).toBe("Hazel keeps the books");
    expect(lowerOpening("Quick and curious")).toBe("quick and curious");
    expect(withArticle("usurper")).toBe("a usurper");
    expect(withArticle("one-eyed goose")).toBe("a one-eyed goose");
    expect(withArticle("alibi")).toBe("an alibi");
    expect(withArticle("hour")).toBe("an hour");
  });
});

describe("the storyline's later sentences", () => {
  it("names a role's person by apposition and keeps what happens as beats", () => {
    const p = premiseOf({
      storyline:
        "Frank Sloane, a lighthouse keeper and a retired clockmaker, lives a careful life on the tidal island. Frank's drowned brother, Eddie, is never far from Frank's thoughts. The Collector wants the logbook.",
    });
    expect(p.hero).toMatchObject({
      name: "Frank Sloane",
      role: "lighthouse keeper",
      traits: ["retired clockmaker"],
    });
    expect(p.people).toEqual([expect.objectContaining({ name: "Eddie", role: "drowned brother" })]);
    expect(p.foe).toBe("the Collector");
    expect(p.beats).toHaveLength(2);
  });
});

describe("a creature hero", () => {
  it("reads a shy dragon as the hero and a brave mouse as the friend asked for", () => {
    const p = premiseOf({
      storyline: "A shy dragon who is afraid of the dark",
      instructions: "Give him a brave mouse as a friend",
    });
    expect(p.hero).toMatchObject({ role: "shy dragon", pronoun: "he" });
    expect(p.people).toEqual([expect.objectContaining({ role: "brave mouse", companion: true })]);
    expect(p.objects).toEqual([]);
  });
});
