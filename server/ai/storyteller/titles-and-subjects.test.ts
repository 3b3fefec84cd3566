import { describe, expect, it } from "vitest";
import { nounPhrases, storyThing } from "./drafts";
import { vocabFor } from "./genres/catalogue";
import { namedPlace } from "./locations";
import { draftOutline } from "./outline";
import { absentInChapter } from "./people";
import { personalize } from "./personalize";
import { Rng } from "./random";
import { writeScene } from "./scene";
import { play, testGame, turnInput } from "./test-games";
import { capitalizeSentences, firstSentence, limitWords, namedThings, sentences, shortName } from "./text";
import { buildWorld, storyGoal } from "./world";

/** Audit bugs 1–3: titles in names and sentences, the story's subject, and the storyline's person. */
const hospital = testGame("mystery", {
  storyline:
    "A nurse uncovers a surgeon's secret. Dr. Hale is hiding something, and Mara must expose what Dr. Hale did before dawn.",
  characters: [
    { name: "Mara", role: "Night nurse", characterType: "protagonist" },
    { name: "Dr. Hale", role: "Chief surgeon", characterType: "antagonist" },
    { name: "Capt. Reyes", role: "Police captain", characterType: "supporting" },
  ],
  chapters: [],
});

describe("titles and abbreviations (audit 1)", () => {
  it("does not end a sentence at a title or an initial", () => {
    expect(sentences("Dr. Hale waits. Ask Capt. Reyes, Mrs. Fry and St. Jude! J. R. Hart came.")).toEqual([
      "Dr. Hale waits.",
      "Ask Capt. Reyes, Mrs. Fry and St. Jude!",
      "J. R. Hart came.",
    ]);
    expect(firstSentence("Prof. Lind lies. Nobody knows.")).toBe("Prof. Lind lies");
    expect(capitalizeSentences("you see Sgt. hale. then it ends.")).toBe("You see Sgt. hale. Then it ends.");
    expect(limitWords("One two three. Four five Dr. Hale six seven", 6)).not.toMatch(/Dr\.$/);
  });

  it("shortens a name to a person, never to a bare title", () => {
    expect(shortName("Dr. Hale")).toBe("Dr. Hale");
    expect(shortName("Captain Ana Reyes")).toBe("Captain Reyes");
    expect(shortName("Alex Chen")).toBe("Alex");
    expect(personalize("Dr. Mara Hale finds the ward empty.", "Dr. Mara Hale", "second_person")).toBe(
      "you find the ward empty.",
    );
  });

  it("never writes a title on its own in a played session", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      const actions = ["Talk to Dr. Hale", "Ask Capt. Reyes about the surgeon", "Look around", "Wait"];
      for (const { result } of play(hospital, 8, seed, actions)) {
        const text = `${result.prose} ${result.choices.join(" ")}`;
        expect(text, seed).not.toMatch(/\b(?:Dr|Capt)\.(?!\s+(?:Hale|Reyes)\b)/);
        expect(text, seed).not.toMatch(/what Dr\.\s*$/m);
      }
    }
  });
});

describe("the story's subject (audit 2)", () => {
  it("takes a noun phrase from the storyline, never its verb", () => {
    expect(nounPhrases("A nurse uncovers a surgeon's secret.")).toEqual(["the surgeon's secret"]);
    expect(nounPhrases("Somebody steals everything quickly.")).toEqual([]);
    const thing = storyThing("A nurse uncovers a surgeon's secret.", vocabFor("mystery"), new Rng("x"));
    expect(thing).toBe("the surgeon's secret");
  });

  it("falls back to a genre mystery when the storyline has no usable noun phrase", () => {
    const thing = storyThing("Everything changes quickly.", vocabFor("mystery"), new Rng("x"));
    expect(vocabFor("mystery").mysteries).toContain(thing);
  });

  it("outlines never hear of a verb", () => {
    const outline = draftOutline({
      title: "The Ward",
      genre: "mystery",
      childMode: false,
      chapterCount: 12,
      storyline: "A nurse uncovers a surgeon's secret.",
      characters: [],
    });
    const text = outline.chapters.map((c) => c.outline).join(" ");
    expect(text).not.toMatch(/\bthe uncovers\b/i);
  });
});

describe("the storyline in the story's person (audit 3)", () => {
  const lost = testGame("thriller", {
    storyline: "Mara must find her missing brother before the Syndicate does.",
    characters: [{ name: "Mara", role: "Courier", characterType: "protagonist" }],
    chapters: [],
  });

  it("puts the goal in the story's person", () => {
    const goal = (p: "first_person" | "second_person" | "third_person") =>
      storyGoal(buildWorld(turnInput({ ...lost, narrativePerspective: p })));
    expect(goal("second_person")).toBe("find your missing brother before the Syndicate does");
    expect(goal("first_person")).toBe("find my missing brother before the Syndicate does");
    expect(goal("third_person")).toBe("find her missing brother before the Syndicate does");
  });

  it("keeps a titled goal whole", () => {
    expect(storyGoal(buildWorld(turnInput(hospital)))).toBe("expose what Dr. Hale did before dawn");
  });

  it("never says 'you … her missing brother' in a second-person session", () => {
    for (const seed of ["a", "b", "c", "d", "e"]) {
      for (const { result } of play(lost, 8, seed))
        expect(result.prose, seed).not.toMatch(/her missing brother/);
    }
    const opening = writeScene(turnInput(lost)).prose;
    expect(opening).toContain("You must find your missing brother");
  });
});

describe("a storyline's named things keep what they own", () => {
  it("reads the Moon's lost button, not the Moon's", () => {
    expect(namedThings("Pip must return the Moon's lost button before morning.")).toEqual([
      "the Moon's lost button",
    ]);
  });
});

describe("places the creator typed", () => {
  it("gives an article only where English does", () => {
    expect(namedPlace("St. Jude's Hospital", []).phrase).toBe("St. Jude's Hospital");
    expect(namedPlace("Docks", []).phrase).toBe("the docks");
    expect(namedPlace("Florence", []).phrase).toBe("Florence");
    expect(namedPlace("Hollow Vale Inn", []).phrase).toBe("the Hollow Vale Inn");
  });
});

describe("a titled person in a chapter outline", () => {
  it("is missing by name, never by title", () => {
    expect(absentInChapter("Mara finds Dr. Hale missing from the ward.", "Dr. Hale")).toBe(true);
    expect(absentInChapter("Dr. Price is missing; Dr. Hale operates.", "Dr. Hale")).toBe(false);
  });
});

describe("the hero's name owning nothing that follows", () => {
  it("is yours or mine, never a bare 'your'", () => {
    expect(personalize("Orion, the former friend of Ida's.", "Ida Brennan", "second_person")).toBe(
      "Orion, the former friend of yours.",
    );
    expect(personalize("a friend of Ida's, and a rival", "Ida Brennan", "first_person")).toBe(
      "a friend of mine, and a rival",
    );
    expect(personalize("Ida's ship is late.", "Ida Brennan", "second_person")).toBe("your ship is late.");
  });
});
