import { describe, expect, it } from "vitest";
import { assist } from "./extras";
import { draftOutline } from "./outline";
import { premiseOf } from "./premise";

/** Premises of our own (not the bench's): storyline, genre, instruction, the author's names. */
const PREMISES = [
  {
    genre: "mystery",
    title: "The Tidal Light",
    storyline: "A lighthouse keeper on a tidal island",
    instruction: "Make the keeper a retired clockmaker, and include a drowned brother",
    asked: ["clockmaker", "drowned brother"],
    names: [],
  },
  {
    genre: "fantasy",
    title: "The Salt Road",
    storyline:
      "A beekeeper's apprentice carries a cracked bell across a frozen marsh to the monastery of Saint Oda",
    instruction: "Give her a one-eyed goose as a companion and keep the tone gentle",
    asked: ["one-eyed goose"],
    names: ["Saint Oda"],
  },
  {
    genre: "sci-fi",
    title: "Night Shift on Ceres",
    storyline:
      "Priya Nair, a hydroponics technician on a mining colony, finds seed vaults emptied the night before the supply ship docks",
    instruction: "Include a malfunctioning maintenance robot and a quarantine",
    asked: ["maintenance robot", "quarantine"],
    names: ["Priya Nair"],
  },
  {
    genre: "horror",
    title: "The Quiet Orchard",
    storyline: "Tomasz Wilk, an orchard farmer, hears singing from the old well behind the cider barn",
    instruction: "Include a blind neighbour and a rusted music box",
    asked: ["blind neighbour", "music box"],
    names: ["Tomasz Wilk"],
  },
  {
    genre: "romance",
    title: "Letters to the Ferry",
    storyline: "A ferry pilot on a mountain lake falls for the woman who repaints the harbour signs",
    instruction: "Add a jealous sister",
    asked: ["jealous sister"],
    names: [],
  },
];

const lower = (s: string) => s.toLowerCase();

describe("the writer follows the author's premise (issue 31)", () => {
  for (const p of PREMISES) {
    describe(`${p.genre}: ${p.title}`, () => {
      const premise = premiseOf({ title: p.title, storyline: p.storyline, instructions: p.instruction });
      const outline = draftOutline({
        title: p.title,
        genre: p.genre,
        childMode: false,
        chapterCount: 8,
        storyline: p.storyline,
        characters: [],
        instructions: p.instruction,
      });
      const story = assist({
        type: "storyline",
        genre: p.genre,
        storyline: p.storyline,
        prompt: p.instruction,
      });
      const everything = [
        story,
        ...outline.chapters.map((c) => `${c.title} ${c.outline}`),
        ...outline.mainCharacters.map((c) => `${c.name} ${c.role} ${c.description}`),
      ].join("\n");

      it("names the premise's key terms in at least 80 % of the outline's chapters", () => {
        const touching = outline.chapters.filter((c) =>
          premise.keyTerms.some((t) => lower(`${c.outline} ${c.selectedLocation}`).includes(t)),
        );
        expect(touching.length / outline.chapters.length).toBeGreaterThanOrEqual(0.8);
      });

      it("follows the instruction without pasting it", () => {
        for (const a of p.asked) expect(lower(everything)).toContain(a);
        expect(lower(everything)).not.toContain(lower(p.instruction));
        expect(story).not.toMatch(/keeps to this|Direction:/);
      });

      it("writes a/an by sound and keeps the author's capitals", () => {
        expect(everything).not.toMatch(/\b[Aa] (?!one|once)[AEIOaeio]\w/);
        expect(everything).not.toMatch(/\b[Aa]n [b-df-hj-np-tv-z]\w/i);
        for (const name of p.names) {
          expect(everything).toContain(name);
          expect(everything).not.toContain(name.toLowerCase());
        }
      });
    });
  }
});

describe("plot lines in the outline", () => {
  it("schedules every key event into a chapter, critical lines first, in order", () => {
    const outline = draftOutline({
      title: "The Quiet Orchard",
      genre: "horror",
      childMode: false,
      chapterCount: 8,
      storyline: "Tomasz Wilk, an orchard farmer, hears singing from the old well behind the cider barn",
      characters: [],
      plotLines: [
        { title: "The neighbour", keyEvents: ["The neighbour burns her letters"], priority: "optional" },
        {
          title: "The well",
          keyEvents: ["The well's rope is found cut", "A child's voice answers from below"],
          priority: "critical",
        },
      ],
    });
    const at = (e: string) => outline.chapters.findIndex((c) => c.outline.includes(e));
    expect(at("The well's rope is found cut")).toBeGreaterThan(0);
    expect(at("A child's voice answers from below")).toBeGreaterThan(at("The well's rope is found cut"));
    expect(at("The neighbour burns her letters")).toBeGreaterThan(at("A child's voice answers from below"));
  });
});

describe("chapters follow the premise's setting", () => {
  it("writes the lighthouse island without the city's furniture, and never lets the drowned speak", async () => {
    const { writeChapter } = await import("./chapters");
    const storyline = "A lighthouse keeper on a tidal island";
    const instructions = "Make the keeper a retired clockmaker, and include a drowned brother";
    const outline = draftOutline({
      title: "The Tidal Light",
      genre: "mystery",
      childMode: false,
      chapterCount: 6,
      storyline,
      characters: [],
      instructions,
    });
    const brother = outline.mainCharacters.find((c) => /drowned/i.test(c.role));
    expect(brother).toBeDefined();
    // Remembered in the outline's lines, never one of a chapter's people (play would have him walk).
    expect(outline.chapters.some((c) => c.outline.includes(brother?.name ?? "?"))).toBe(true);
    expect(outline.chapters.flatMap((c) => c.selectedCharacters)).not.toContain(brother?.name);
    const game = {
      id: "tidal",
      title: "The Tidal Light",
      genre: "mystery",
      storyline,
      childMode: false,
      narrativePerspective: "third_person" as const,
      gameplayMode: "interactive" as const,
      characters: outline.mainCharacters,
      chapters: outline.chapters,
    };
    for (const c of outline.chapters.slice(0, 4)) {
      const text = writeChapter({
        game,
        chapterNumber: c.chapterNumber,
        chapterTitle: c.title,
        chapterDescription: c.outline,
        selectedCharacters: [...c.selectedCharacters, brother?.name ?? ""],
        selectedLocation: c.selectedLocation,
        previousChapters: [],
        nextChapters: [],
      });
      const urban = text.match(/[^.]*\b(neon|streetlights?|pavement)\b[^.]*/i);
      expect(urban?.[0]).toBeUndefined();
      expect(text).not.toContain(`${brother?.name} says`);
      expect(text).not.toMatch(/\b[Aa] (?!one|once)[AEIOaeio]\w/);
    }
  });
});

/**
 * Sentence by sentence (issue 31): the share of the assistant's and the outline's own sentences
 * that name one of the premise's key terms, on premises of our own (not the bench's), measured
 * as bench/writer.ts measures it. Before this work the outline named them in 0.26–0.34.
 */
describe("the premise runs through most sentences", () => {
  const OWN = [
    {
      genre: "historical",
      title: "The Glassblower's Daughter",
      storyline:
        "In 1665, a glassblower's daughter in plague-struck Murano must deliver a sealed mirror to the Doge's palace before the quarantine closes the lagoon.",
      instruction: "Give her a deaf cousin as a companion",
      keyTerms: ["glassblower", "Murano", "mirror", "palace", "lagoon", "quarantine"],
    },
    {
      genre: "adventure",
      title: "The Salt Caravan",
      storyline:
        "A camel driver leads the last salt caravan across the Red Dune Sea to the oasis town of Qadira while bandits follow the wells.",
      instruction: "Include a runaway prince, and make the driver a former soldier",
      keyTerms: ["camel driver", "caravan", "Red Dune Sea", "oasis", "Qadira", "wells"],
    },
    {
      genre: "horror",
      title: "Ward Nine",
      storyline:
        "A night nurse at Saint Brigid's asylum hears a radio playing in the sealed east wing where the fire started.",
      instruction: "Include a patient who never sleeps",
      keyTerms: ["nurse", "asylum", "radio", "east wing", "fire"],
    },
    {
      genre: "romance",
      title: "Tulips on Larch Street",
      storyline:
        "A florist on Larch Street keeps receiving orders for white tulips from the violinist across the square.",
      instruction: "Make the florist shy, and include a nosy landlord",
      keyTerms: ["florist", "Larch Street", "tulips", "violinist", "square"],
    },
  ];
  for (const p of OWN) {
    it(`${p.genre}: ${p.title}`, async () => {
      const { keyTermCoverage, grammar } = await import("../../../bench/lib/prose-metrics");
      const story = assist({
        type: "storyline",
        genre: p.genre,
        storyline: p.storyline,
        prompt: p.instruction,
      });
      const outline = draftOutline({
        title: p.title,
        genre: p.genre,
        childMode: false,
        chapterCount: 10,
        storyline: p.storyline,
        characters: [],
        instructions: p.instruction,
      });
      const text = outline.chapters.map((c) => `${c.title}. ${c.outline}`).join("\n\n");
      expect(keyTermCoverage(story, p.keyTerms).share).toBeGreaterThanOrEqual(0.7);
      expect(keyTermCoverage(text, p.keyTerms).share).toBeGreaterThanOrEqual(0.6);
      expect(grammar(`${story}\n\n${text}`).messages).toEqual([]);
      // A plural takes a plural verb; a bare street name takes no "the".
      // ("the fate of the white tulips is decided": the fate is.)
      expect(text).not.toMatch(
        /(?<!\bof the (?:white )?)\b(tulips|wells|orders) (is|comes|matters|raises)\b/,
      );
      expect(text).not.toContain("the Larch Street");
    });
  }

  it("gives the hero a name that fits the author's pronoun", async () => {
    const { fitsPronoun } = await import("./premise");
    const { draftCharacters } = await import("./drafts");
    const storyline = "A beekeeper's apprentice must carry the last queen bee across the marsh.";
    for (const genre of ["fantasy", "mystery", "scifi", "historical"]) {
      const her = draftCharacters({
        storyline,
        genre,
        childMode: false,
        count: 2,
        instructions: "Give her a one-eyed goose",
      });
      expect(fitsPronoun(her[0]?.name ?? "", "she")).toBe(true);
      const story = assist({ type: "storyline", genre, storyline, prompt: "Give her a one-eyed goose" });
      expect(fitsPronoun(story.split(",")[0] ?? "", "she")).toBe(true);
      const him = draftCharacters({
        storyline: "A blacksmith loses his hammer in the river.",
        genre,
        childMode: false,
        count: 1,
      });
      expect(fitsPronoun(him[0]?.name ?? "", "he")).toBe(true);
    }
    expect(
      premiseOf({
        storyline: "A seed keeper walks to the greenhouse.",
        instructions: "include a dog that found her",
      }).hero.pronoun,
    ).toBe("she");
  });

  it("keeps a love story's stakes with the author's people, and a plural thing plural", () => {
    const storyline =
      "Two rival glassblowers, Oona Brisk and Teodor Lune, share a furnace at the Calloway Glassworks. The deadlines pile up and the lanterns keep cracking.";
    for (const prompt of ["Keep it warm", "A slow build, please", "More banter"]) {
      const story = assist({ type: "storyline", genre: "romance", storyline, prompt });
      // No stock villain stands between the author's two people.
      expect(story, prompt).not.toMatch(/standing in the way|whom to trust|kept quiet/);
      expect(story, prompt).toMatch(/Teodor Lune|Oona Brisk/);
      expect(story, prompt).not.toMatch(/\b(?:deadlines|lanterns) (?:comes|changes|turns)\b/);
      // The partner the author named beside the hero is a person, not a thing that turns up.
      expect(story, prompt).not.toMatch(/the Teodor/);
    }
  });

  it('says "a last stand", which reads right when the hero is "you"', async () => {
    const { EVENTS } = await import("./outline-templates");
    expect(EVENTS.climax.join(" ")).not.toMatch(/make their/);
  });
});
