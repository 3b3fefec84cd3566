import { describe, expect, it } from "vitest";
import { castSpeller, withCastSpelling } from "./cast-spelling";
import { roleOf } from "./chapter-cast";
import { premiseOf } from "./premise";
import { settingOf } from "./setting";
import { narration, play, testGame } from "./test-games";

// A storyline typed fast, with no outline yet (issue 31, eleventh session): the first scene told
// it twice with no stop between, in a noir city, and spelt "Okonkwo-bailey".
// Through the cast spelling the embedded narrator applies to every input.
const ALLOTMENT = withCastSpelling(
  testGame("drama", {
    id: "allotment",
    title: "Plot 14",
    description:
      "retired bus driver clive ashdown and his daughter folasade okonkwo-bailey fight to save plot 14 at the Dunmore Road allotments from the developers",
    storyline:
      "retired bus driver clive ashdown and his daughter folasade okonkwo-bailey fight to save plot 14 at the Dunmore Road allotments from the developers",
    chapters: [],
    characters: [
      {
        id: "c",
        name: "clive ashdown",
        role: "retired bus driver",
        characterType: "protagonist",
        description: null,
      },
      {
        id: "f",
        name: "folasade okonkwo-bailey",
        role: "daughter",
        characterType: "supporting",
        description: null,
      },
    ],
  }),
);

const GOAT = testGame("comedy", {
  id: "goat",
  title: "Goat Trouble",
  description: "Hapless city accountant Dev Mistry inherits a run-down smallholding in Shropshire.",
  storyline:
    "Hapless city accountant Dev Mistry inherits a run-down smallholding in Shropshire, along with three chickens, two bad-tempered geese and a very old goat called Marjorie.",
  chapters: [],
  characters: [
    { id: "d", name: "Dev Mistry", role: "accountant", characterType: "protagonist", description: null },
    { id: "m", name: "Marjorie", role: "goat", characterType: "companion", description: null },
  ],
});

describe("the first scene of a game with no outline", () => {
  it("tells a storyline typed with no full stop once, as a sentence, with the cast's names spelt whole", () => {
    const first = narration(play(ALLOTMENT, 1, "open")[0]?.result.prose ?? "");
    expect(first.match(/fight to save plot 14/g)).toHaveLength(1);
    expect(first).toMatch(/from the developers\./);
    expect(first).toContain("Folasade Okonkwo-Bailey");
    expect(first).not.toMatch(/Okonkwo-bailey/);
  });

  it("opens at the author's own place, in a setting read from the storyline's nouns", () => {
    const first = narration(play(GOAT, 1, "open")[0]?.result.prose ?? "");
    expect(first).toMatch(/smallholding/);
    expect(first).not.toMatch(/neon|alley|diner|pawn/i);
    expect(settingOf(GOAT)?.id).toBe("farm");
  });

  it("reads the words around the author's names as they mean them", () => {
    // A lower-case word between a name and "to" + a verb is the name's verb, not part of a thing.
    const allotment = premiseOf({
      storyline:
        "Retired bus driver Clive Ashdown and his daughter Folasade Okonkwo-Bailey fight to save plot 14 at the allotments.",
    });
    expect(allotment.people.map((p) => p.name)).toContain("Folasade Okonkwo-Bailey");
    expect(allotment.objects.join(" ")).not.toMatch(/fight/);
    // An -ing word that ends "a run-down …" is its noun: a place here.
    expect(premiseOf({ storyline: GOAT.storyline }).places).toContain("the run-down smallholding");
    // Each part of a double-barrelled name typed in lower case gets its capital.
    expect(castSpeller(["folasade okonkwo-bailey"])("and folasade okonkwo-bailey")).toBe(
      "and Folasade Okonkwo-Bailey",
    );
  });
});

describe("the cast as the author wrote it", () => {
  it("takes a typed titled name for the person, full stop or not, and never lower-cases it", () => {
    const lab = withCastSpelling(
      testGame("sci-fi", {
        id: "lab",
        title: "Deep Lab",
        storyline:
          "Dr. Folasade Okonkwo-Bailey runs the hydroponics bay on Kestrel Station with engineer Tom Reyes.",
        chapters: [],
        characters: [
          { id: "t", name: "Tom Reyes", role: "engineer", characterType: "protagonist", description: null },
          {
            id: "f",
            name: "Dr. Folasade Okonkwo-Bailey",
            role: "botanist",
            characterType: "supporting",
            description: null,
          },
        ],
      }),
    );
    const taken = narration(
      play(lab, 2, "t", ["Take the Dr. Folasade Okonkwo-Bailey"])[1]?.result.prose ?? "",
    );
    expect(taken).toMatch(/Okonkwo-Bailey is not something you can pick up/);
    expect(taken).not.toMatch(/dr folasade|nothing like that here/i);
  });

  it("takes the hero's own titled name, typed with its full stop, as the player", () => {
    const mine = withCastSpelling(
      testGame("sci-fi", {
        id: "lab2",
        title: "Deep Lab",
        storyline: "Dr. Folasade Okonkwo-Bailey runs the hydroponics bay on Kestrel Station.",
        chapters: [],
        characters: [
          {
            id: "f",
            name: "Dr. Folasade Okonkwo-Bailey",
            role: "botanist",
            characterType: "protagonist",
            description: null,
          },
        ],
      }),
    );
    for (const p of play(mine, 3, "t", [
      "Search the Dr. Folasade Okonkwo-Bailey",
      "Go back to the Dr. Folasade Okonkwo-Bailey",
    ]).slice(1))
      expect(narration(p.result.prose)).not.toMatch(/dr\.? folasade|the Dr\.? Folasade/i);
  });

  it("keeps a role owned by a named person: 'Lio's sister' is never 'the lio's sister'", () => {
    expect(roleOf("Lio's sister")).toBe("Lio's sister");
    expect(roleOf("Lio's sister", "Lio", "second_person")).toBe("your sister");
    expect(roleOf("Lio's sister", "Lio", "third_person")).toBe("Lio's sister");
    expect(roleOf("Lighthouse keeper")).toBe("the lighthouse keeper");
  });
});

describe("a long stay at one place", () => {
  it("points out the things lying about now and then, not every turn", () => {
    const street = testGame("comedy", {
      id: "park",
      title: "The Parking Space",
      storyline:
        "On Acacia Avenue, retired colonel Nigel Fairbrother and his neighbour Jess Rowe are at war over the single parking space outside number 12.",
      chapters: [],
      characters: [
        {
          id: "n",
          name: "Nigel Fairbrother",
          role: "retired colonel",
          characterType: "protagonist",
          description: null,
        },
      ],
    });
    const scenes = play(street, 16, "wait", Array(15).fill("Wait")).map((p) => narration(p.result.prose));
    const listing = scenes.filter((t) =>
      /Half hidden|within easy reach|Close at hand|Someone has left|Someone set|can also see|Within reach|Among the clutter|On a ledge nearby/.test(
        t,
      ),
    );
    // Sixteen turns at one place listed its things in 13 scenes before (ADR 028, eleventh session).
    expect(listing.length).toBeLessThanOrEqual(10);
  });
});

describe("a storyline the author wrote in the first person (twelfth session)", () => {
  it("is not pasted, 'I' and all, into a scene told of the hero", () => {
    const ferry = testGame("mystery", {
      id: "ferry",
      title: "The Night Ferry",
      description: "I work the overnight ferry between Holyhead and Dublin. A passenger never got off.",
      storyline: "I work the overnight ferry between Holyhead and Dublin. A passenger never got off.",
      chapters: [],
      characters: [
        {
          id: "n",
          name: "Niamh Keogh",
          role: "night steward",
          characterType: "protagonist",
          description: null,
        },
      ],
    });
    for (const seed of ["open", "again"]) {
      const first = narration(play(ferry, 1, seed)[0]?.result.prose ?? "");
      expect(first).not.toMatch(/\bI work\b/);
    }
  });
});
