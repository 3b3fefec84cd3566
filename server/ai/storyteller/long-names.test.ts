import { describe, expect, it } from "vitest";
import { alternateLongNames, shortenRepeatedNames } from "./long-names";

describe("a chapter's long names (issue 31)", () => {
  it("says an author's long place in full twice, then short, and never cuts a longer name", () => {
    const text = [
      "The flooded city of Neon Row is wet.",
      "You walk the flooded city of Neon Row.",
      "At the flooded city of Neon Row, rain.",
      "The old mill of Ashford Creek creaks.",
      "The old mill of Ashford Creek sleeps.",
      "The old mill of Ashford Creek wakes.",
    ].join(" ");
    const out = alternateLongNames(text, ["the flooded city of Neon Row", "the old mill of Ashford"]);
    // A settlement's kind before the author's name is said short as the name.
    expect(out).toContain("At Neon Row, rain.");
    expect(out.match(/flooded city of Neon Row/g)).toHaveLength(2);
    // "the old mill of Ashford" is a different, shorter name: "Ashford Creek" is left whole.
    expect(out.match(/The old mill of Ashford Creek/g)).toHaveLength(3);
    // A short phrase (three words or fewer) is left as it is.
    expect(
      alternateLongNames("The lamp logbook. The lamp logbook. The lamp logbook.", ["the lamp logbook"]),
    ).toBe("The lamp logbook. The lamp logbook. The lamp logbook.");
    // A kind before the author's name is said once in three: a craft keeps its "the".
    const ship = alternateLongNames(
      "At the freighter Sable Wren. At the freighter Sable Wren. At the freighter Sable Wren.",
      ["the freighter Sable Wren"],
    );
    expect(ship).toBe("At the freighter Sable Wren. At the Sable Wren. At the Sable Wren.");
    expect(
      alternateLongNames("On the ice moon Callisto. On the ice moon Callisto.", ["the ice moon Callisto"]),
    ).toBe("On the ice moon Callisto. On Callisto.");
    // A long owned thing is said short as the thing.
    expect(
      alternateLongNames(
        "The Hudson's Bay Company's mail canoe. The Hudson's Bay Company's mail canoe. The Hudson's Bay Company's mail canoe.",
        ["the Hudson's Bay Company's mail canoe"],
      ),
    ).toContain(" The mail canoe.");
    // A thing of a named place keeps its own kind: the bell, not the priory.
    expect(
      alternateLongNames(
        "The great bell of Saint Oda tolls. The great bell of Saint Oda. The great bell of Saint Oda.",
        ["the great bell of Saint Oda"],
      ),
    ).toContain("The great bell.");
  });
});

describe("a name the author wrote before the kind of place (ninth session)", () => {
  it("says 'the Hollins Road recycling centre' by turns as 'the recycling centre', 'the Kingsmead Leisure Centre' as 'the centre'", () => {
    const say = (p: string) => Array.from({ length: 3 }, () => `You reach ${p}.`).join(" ");
    expect(
      alternateLongNames(say("the Hollins Road recycling centre"), ["the Hollins Road recycling centre"]),
    ).toMatch(/You reach the recycling centre\.$/);
    expect(alternateLongNames(say("the Kingsmead Leisure Centre"), ["the Kingsmead Leisure Centre"])).toMatch(
      /You reach the centre\.$/,
    );
    // A name that ends in no kind of place keeps its name.
    expect(alternateLongNames(say("the Gobi Crossing Rally"), ["the Gobi Crossing Rally"])).not.toMatch(
      /the rally/,
    );
  });
});

describe("a numbered part of a named place (tenth session)", () => {
  it("says 'Ward 7 of St Bride's Hospital' in full once in three, 'Ward 7' between", () => {
    const say = (p: string) => Array.from({ length: 3 }, () => `You reach ${p}.`).join(" ");
    expect(alternateLongNames(say("Ward 7 of St Bride's Hospital"), ["Ward 7 of St Bride's Hospital"])).toBe(
      "You reach Ward 7 of St Bride's Hospital. You reach Ward 7. You reach Ward 7.",
    );
    // A bare name with no number ("the Isle of Skye" written bare) keeps its whole name.
    expect(alternateLongNames(say("Isle of Skye"), ["Isle of Skye"])).toBe(say("Isle of Skye"));
  });
});

describe("a repeated full name said short (twelfth session)", () => {
  it("gives the short name its own possessive: 'Danny Reeves' own' after the first is 'Danny's own'", () => {
    const out = shortenRepeatedNames(
      "Danny Reeves waits. The quiet makes Danny Reeves' own heartbeat loud. Dan Ellis' coat and Dan Ellis' hat.",
      ["Danny Reeves", "Dan Ellis"],
    );
    expect(out).toBe(
      "Danny Reeves waits. The quiet makes Danny's own heartbeat loud. Dan Ellis' coat and Dan's hat.",
    );
  });
});

describe("a part of a named place (twelfth session)", () => {
  it("says 'the cramped kitchen of Fallowfield Village Hall' in full every other time", () => {
    const t = Array.from(
      { length: 4 },
      () => "Ines walks into the cramped kitchen of Fallowfield Village Hall.",
    ).join(" ");
    const out = alternateLongNames(t, ["the cramped kitchen of Fallowfield Village Hall"]);
    expect(out.match(/cramped kitchen of Fallowfield Village Hall/g)).toHaveLength(2);
  });
});
