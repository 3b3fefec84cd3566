import { describe, expect, it } from "vitest";
import { assistStoryline } from "./assistant";
import { castOf, pronounTagOf, withoutPronouns } from "./people";
import { personalize } from "./personalize";
import { premiseOf } from "./premise";

/**
 * Issue 31's failure classes, each with premises written for this test (never the bench's):
 * A the author's named hero, B the hero's "you" inside a noun phrase, C instruction traits,
 * D pronoun tags, E titles used as names.
 */
const read = (storyline: string, instructions = "") => premiseOf({ storyline, instructions });
const assist = (storyline: string, prompt: string, genre = "adventure") =>
  assistStoryline({ type: "storyline", genre, storyline, prompt } as Parameters<typeof assistStoryline>[0]);

describe("A: the storyline's own hero", () => {
  it("reads a role written before the name as the hero's role, not part of the name", () => {
    const p = read(
      "Marine biologist Sefa Alofaituli-Grant charts a reef that was not there last spring. By dusk the research boat has drifted.",
    );
    expect(p.hero).toMatchObject({ name: "Sefa Alofaituli-Grant", role: "marine biologist" });
    expect(p.events[0]).toMatch(/^charts a reef/);
    expect([...p.places, ...p.objects].join(" ")).not.toMatch(/Sefa/);
  });

  it("takes the subject after a leading clause, with a pair sharing a surname as the heroes", () => {
    const p = read(
      "When the kiln at Ashcombe Works explodes, the apprentice glassmakers Tomasz and Irena Wolak must ferry the last crucible across the Salt Flats to the workshop of the smith Oona de la Cruz.",
    );
    expect(p.hero.name).toBe("Tomasz Wolak");
    expect(p.hero.group).toEqual(["Tomasz Wolak", "Irena Wolak"]);
    expect(p.hero.groupRole).toBe("apprentice glassmakers");
    expect(p.events[0]).toMatch(/^must ferry the last crucible/);
    const pair = read(
      "The sisters Lene and Ada Ostrom follow the old tram line into the flooded quarter and wait for dawn.",
    );
    // The outline names one sister: the event reads singular; the pair keeps the author's verb.
    expect(pair.events[0]).toBe("follows the old tram line into the flooded quarter and waits for dawn");
    expect(pair.hero.groupAct).toBe("follow the old tram line into the flooded quarter and wait for dawn");
    expect(p.people).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Oona de la Cruz", role: "smith" })]),
    );
  });

  it("keeps particles and accents inside a name, and a second subject beside the hero", () => {
    const p = read(
      "In 1908 the cellist Ottilie van der Berg and the pianist Seanán Ó Briain are booked to play the opening night of the Grand Aurelia.",
    );
    expect(p.hero).toMatchObject({ name: "Ottilie van der Berg", role: "cellist" });
    expect(p.hero.partner).toBe("the pianist Seanán Ó Briain");
    expect(p.people).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "Seanán Ó Briain", role: "pianist" })]),
    );
  });

  it("never takes a vessel, a place or an animal for the hero", () => {
    const p = read(
      "Aboard the icebreaker Saint Vigor, the prize-winning husky Captain Biscuit goes missing. Only the radio officer, Anouk Brevik, noticed the hatch open.",
    );
    expect(p.hero).toMatchObject({ name: "Anouk Brevik", role: "radio officer" });
    expect(p.people.find((x) => x.name === "Captain Biscuit")?.creature).toBe(true);
  });

  it("writes the assistant's storyline about the author's hero, with the author's role, and varies its ending", () => {
    const one = assist(
      "Forensic botanist Hedda Marchetti-Lowe finds a rare orchid growing on a grave in Kilbride Cemetery.",
      "Give her a fear of crowds.",
      "mystery",
    );
    expect(one).toMatch(
      /^Hedda Marchetti-Lowe, a forensic botanist with a fear of crowds, finds a rare orchid/,
    );
    expect(one).not.toMatch(/forensic botanist Hedda/);
    const two = assist(
      "The twin couriers Pell and Juno Abernathy must carry a sealed ledger over the Glass Pass before the thaw.",
      "Keep it light.",
    );
    expect(two).toMatch(
      /^Pell and Juno Abernathy, twin couriers, must carry a sealed ledger over the Glass Pass/,
    );
    expect(two).toMatch(/Pell and Juno (?:are|cannot|can|must|have)/);
    const endings = [one, two].map((t) => t.split(/(?<=\.) /).at(-1));
    expect(endings.every((e) => /must decide whom to trust before it is too late/.test(e ?? ""))).toBe(false);
  });
});

describe("B: the hero's noun phrase becomes 'you' whole", () => {
  it("drops the role written before the name, and keeps the verb after a preposition", () => {
    expect(
      personalize("At dawn the night ferryman Ansel Crane unties the boat.", "Ansel Crane", "second_person"),
    ).toBe("At dawn you untie the boat.");
    expect(personalize("The walk to the archivist Mila is short.", "Mila Varga", "second_person")).toBe(
      "The walk to you is short.",
    );
    expect(
      personalize("The porters — cook Dita Hale and the guide Bram — wait.", "Dita Hale", "second_person"),
    ).toBe("The porters — you and the guide Bram — wait.");
  });
});

describe("C: an instruction's trait belongs to a character", () => {
  it("gives the trait to the person named, never a thing to find", () => {
    const p = read(
      "Tobin Ash, a lock-keeper, and his friend Vesna, a ferrywoman, guard the last canal gate.",
      "Give the ferrywoman a fear of deep water, make Tobin curt but kind, and put a storm in the middle.",
    );
    expect(p.people.find((x) => x.name === "Vesna")?.quirks).toEqual(["with a fear of deep water"]);
    expect(p.hero.quirks).toEqual(["curt but kind"]);
    expect(p.objects.join(" ")).not.toMatch(/fear|water|middle|curt/);
    expect(p.requested).not.toContain("a middle");
  });

  it("reads a request about the cast's writing as a note, not a person", () => {
    const p = read("Mara Quist maps the lower town.", "Give the Sami and Finnish characters depth.");
    expect(p.people).toEqual([]);
    expect(p.objects.join(" ")).not.toMatch(/depth|characters/);
  });

  it("asks for a relative as that person's relative", () => {
    const p = read(
      "The orderly Jonah Reyes works nights at the clinic.",
      "Give the doctor a son who never sleeps.",
    );
    expect(p.people).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: "the doctor's son", requested: true })]),
    );
  });
});

describe("D: pronoun tags are pronouns to use, not notes", () => {
  it("reads the tag and takes it off the note", () => {
    expect(pronounTagOf("They/them. Keeps the night log.")).toBe("they");
    expect(pronounTagOf("she/her")).toBe("she");
    expect(pronounTagOf("He/him/his; quiet")).toBe("he");
    expect(withoutPronouns("It/its. A ship's mind.")).toBe("A ship's mind.");
    const [sam] = castOf(
      [
        { name: "Rue Tallis", role: "Orderly", characterType: "supporting", description: "They/them." },
      ] as never,
      undefined,
    );
    expect(sam?.note).toBe("");
  });
});

describe("E: a title is never a name", () => {
  it("calls a titled hero by name", () => {
    const text = assist(
      "Admiral Petra Solberg must bring the flagship Meridian home through the Ashen Belt.",
      "Give her a grudge against the navy.",
      "sci-fi",
    );
    expect(text).not.toMatch(/\bAdmiral (?:is|cannot|can|must|has|meets)\b/);
    expect(text).toMatch(/\bPetra\b/);
  });
});

describe("G: people an instruction asks for join the cast", () => {
  it("adds a requested companion and a relative to the author's cast, once", async () => {
    const { requestedCast } = await import("./requested-cast");
    const given = [
      { name: "Maren Olsby", role: "Lock-keeper", characterType: "protagonist", description: "She/her." },
      { name: "Ivo Brant", role: "Surveyor", characterType: "antagonist", description: "" },
    ];
    const added = requestedCast(given, {
      genre: "fantasy",
      storyline: "Lock-keeper Maren Olsby keeps the last gate of the Tallow Canal open through the flood.",
      instructions:
        "Add a talking heron as a companion, give the surveyor a daughter who sings, and give Ivo a limp.",
    });
    expect(added.map((c) => [c.role, c.characterType])).toEqual([
      ["Talking heron", "companion"],
      ["The surveyor's daughter", "ally"],
    ]);
    expect(added[0]?.description).toMatch(/^\w+ is Maren's talking heron, and goes where Maren goes\.$/);
    expect(added.some((c) => /limp/i.test(c.role))).toBe(false);
  });
});
