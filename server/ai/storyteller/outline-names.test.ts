import { describe, expect, it } from "vitest";
import { draftOutline } from "./outline";
import { clueList, roleAsWritten } from "./outline-premise";
import { premiseOf } from "./premise";

/**
 * The outline names the author's people as the author did (issue 31, ADR 028, fifth session):
 * by name where they were given one, kept through "give X a Y named Z", and a requested person
 * is not recalled by the same sentence chapter after chapter.
 */
describe("the outline names the author's people", () => {
  it("calls a person the storyline names by their name, not their role", () => {
    const premise = premiseOf({
      storyline:
        "Bram Oakes, a lock-keeper, finds the sluice gates jammed. His employer, Lady Maude Carrow, orders him to open them anyway.",
    });
    const clues = clueList(premise, "lock-keeper");
    expect(clues).toContain("Lady Maude Carrow");
    expect(clues).not.toContain("the employer");
  });

  it("keeps the name of what 'give X a Y named Z' asks for, and the owner's capital", () => {
    const premise = premiseOf({
      storyline: "Nell Hart, a balloonist, crosses the Saltmarsh in a failing balloon.",
      instructions: "give Nell a grumpy parrot named Bosun",
    });
    expect(premise.people.find((p) => p.role.includes("parrot"))?.name).toBe("Bosun");
    expect(roleAsWritten("Nell's grumpy parrot")).toBe("Nell's grumpy parrot");
  });

  it("does not recall a requested person with the same sentence twice", () => {
    const cases = [
      [
        "thriller",
        "Night nurse Asha Rao finds a patient's chart altered at Saint Jude's Hospital in Leeds.",
        "include a porter named Abel",
      ],
      [
        "adventure",
        "In 1823 a voyageur named Lise Roy carries the mail canoe over the long portage.",
        "include a guide called Tomah",
      ],
      [
        "everyday",
        "Retired teacher Gwen Pryce runs the village shop in Llanfair.",
        "include a postman named Idris",
      ],
    ] as const;
    for (const [genre, storyline, instructions] of cases) {
      const outline = draftOutline({
        title: "The Long Night",
        genre,
        childMode: false,
        chapterCount: 10,
        storyline,
        characters: [],
        instructions,
      });
      const said = outline.chapters.flatMap((c) => c.outline.split(/(?<=\.)\s+/));
      const repeated = said.filter((s, i) => said.indexOf(s) !== i);
      expect(repeated).toEqual([]);
    }
  });
});

describe("an outline's thread is the author's specific thing (seventh session)", () => {
  it("follows 'the water gauge readings', not a bare 'the crack'", () => {
    const storyline =
      "Ranger Tess Okoro patrols Hollin Gorge. A crack opens in the old stone dam, and the water gauge readings stop making sense.";
    const o = draftOutline({
      title: "The Gorge",
      genre: "adventure",
      childMode: false,
      chapterCount: 10,
      storyline,
      characters: [],
      instructions: "include her cousin Pell, a radio operator",
    });
    const text = o.chapters.map((c) => `${c.title}. ${c.outline}`).join("\n");
    expect((text.match(/\bthe crack\b/gi) ?? []).length).toBeLessThanOrEqual(1);
    expect((text.match(/water gauge readings|stone dam/gi) ?? []).length).toBeGreaterThanOrEqual(8);
    // A person in apposition is never left open as a subject ("Pell, the cousin is…").
    expect(text).not.toMatch(/Pell, the [a-z ]+ (is|has|was)\b/);
  });
});

describe("titles name the author's own places and people (eighth session)", () => {
  const cases = [
    [
      "mystery",
      "Sergeant Ada Lowe guards the signal box at Marsh End Halt, where stationmaster Corwin Tate hides a ledger.",
    ],
    [
      "fantasy",
      "Wren Halloway, a lamplighter of Castle Irongate, steals a lantern from Magister Oswin Crane.",
    ],
    [
      "romance",
      "Baker Lila Moss runs the Copper Kettle in Port Ellery, and fisherman Jonah Reyes orders the same bun daily.",
    ],
    [
      "horror",
      "Night porter Arjun Mehta locks Greyfield Infirmary at ten, and matron Edith Vane keeps the keys.",
    ],
    ["adventure", "Pilot Rosa Ibarra flies mail over the Sierra Blanca with mechanic Teo Salas."],
    ["historical", "In 1851 clerk Hattie Bloom sells tickets at the Crystal Palace for Mr Josiah Fenwick."],
  ] as const;
  const titled = cases.map(([genre, storyline]) => {
    const premise = premiseOf({ storyline });
    const titles = draftOutline({
      title: "T",
      genre,
      childMode: false,
      chapterCount: 10,
      storyline,
      characters: [],
    }).chapters.map((c) => c.title);
    return { premise, titles };
  });

  it("titles chapters by the people of the storyline ('Corwin Tate's Secret')", () => {
    const byPerson = titled.flatMap(({ premise, titles }) =>
      titles.filter((t) =>
        premise.people.some(
          (p) =>
            p.name &&
            new RegExp(
              `^(?:${p.name}(?:'s (?:Secret|Price|Request|Last Move)| Turns)|What ${p.name} Knew)$`,
            ).test(t),
        ),
      ),
    );
    expect(byPerson.length).toBeGreaterThanOrEqual(2);
  });

  it("never leaves a title with an empty place or person", () => {
    for (const { titles } of titled)
      for (const t of titles) {
        expect(t).not.toMatch(/\{|\}|^'s|^ | (?:from|to|at)$/);
      }
  });
});

/**
 * Chapter titles (twelfth session): the independent lists' titles named the author's world in
 * under half the chapters, because they drew on common nouns of the premise. They now name the
 * author's places and people by turns — none more than three times — with the place's own
 * preposition ("in Lisbon"), and no stock line of a phase twice.
 */
describe("the outline's chapter titles", () => {
  const outline = (storyline: string, genre = "romance") =>
    draftOutline({
      title: "Two Tickets",
      genre,
      childMode: false,
      chapterCount: 10,
      storyline,
      characters: [
        { name: "Clara Voss", role: "tour guide", characterType: "protagonist" },
        { name: "Tomas Reyes", role: "photographer", characterType: "love_interest" },
      ],
    }).chapters;

  it("names the author's places and people in most titles, each at most three times", () => {
    for (const [storyline, genre] of [
      [
        "Clara Voss guides her last tour group in Lisbon and meets the photographer Tomas Reyes at the Miradouro da Graça.",
        "romance",
      ],
      ["Clara Voss runs the Harbour Lights Hotel, and Tomas Reyes arrives with a stolen ledger.", "mystery"],
    ] as const) {
      const titles = outline(storyline, genre).map((c) => c.title);
      const naming = titles.filter((t) => /Lisbon|Miradouro|Harbour Lights|Clara|Tomas|Ledger/i.test(t));
      expect(naming.length, titles.join(" | ")).toBeGreaterThanOrEqual(6);
      for (const name of ["Lisbon", "Harbour Lights Hotel", "Clara Voss", "Tomas Reyes"])
        expect(titles.filter((t) => t.includes(name)).length, titles.join(" | ")).toBeLessThanOrEqual(3);
      expect(titles.join(" | ")).not.toMatch(/\bat Lisbon\b|\bin the Harbour Lights Hotel\b/);
    }
  });

  it("says a phase's stock line once an outline", () => {
    const said = outline("Clara Voss leads one last tour of Lisbon.").flatMap((c) =>
      c.outline.split(/(?<=\.)\s+/),
    );
    expect(said.filter((s, i) => said.indexOf(s) !== i)).toEqual([]);
  });
});

describe("a person an instruction makes by name (twelfth session)", () => {
  it("reads 'make the caretaker a gloomy old man called Stan Boyle who…' as Stan Boyle, a gloomy old man", () => {
    const p = premiseOf({
      storyline: "The annual baking competition at St Cuthbert's Primary School turns nasty.",
      instructions: "make the caretaker a gloomy old man called Stan Boyle who hates cake",
    });
    expect(p.people).toContainEqual(expect.objectContaining({ name: "Stan Boyle", role: "gloomy old man" }));
    expect(p.requested.join(" ")).not.toMatch(/called Stan|hates cake/);
  });

  it("never gives one person two slots of a line ('Only Joanne believes the truth about Joanne')", () => {
    const chapters = draftOutline({
      title: "The Bake-Off",
      genre: "comedy",
      childMode: false,
      chapterCount: 10,
      storyline:
        "Two rival mums, Helen Parr and Joanne Greaves, will do anything to win the golden whisk at St Cuthbert's Primary School.",
      characters: [
        { name: "Mr Pike", role: "headteacher", characterType: "protagonist" },
        { name: "Helen Parr", role: "rival mum", characterType: "antagonist" },
        { name: "Joanne Greaves", role: "rival mum", characterType: "supporting" },
      ],
      instructions: "make the headteacher a nervous young man called Mr Pike who is allergic to eggs",
    }).chapters;
    for (const c of chapters)
      for (const name of ["Mr Pike", "Helen Parr", "Joanne Greaves"])
        expect(c.outline).not.toMatch(new RegExp(`${name}\\b[^.]*\\babout ${name}\\b`));
    expect(chapters.map((c) => c.outline).join(" ")).not.toMatch(/called Mr Pike/);
  });
});
