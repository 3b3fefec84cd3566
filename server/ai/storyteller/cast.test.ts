import { describe, expect, it } from "vitest";
import { vocabFor } from "./genres/catalogue";
import { personalize } from "./personalize";
import { writeScene } from "./scene";
import { play, SAMPLE_GENRES, sampleGame, testGame, turnInput } from "./test-games";
import { buildWorld } from "./world";

/** The game's own people carry the story; stock people only fill a part the cast leaves empty. */
const cast = (genre: string) =>
  sampleGame(genre)
    .characters.filter((c) => c.characterType !== "protagonist")
    .map((c) => c.name);

describe("embedded storyteller: the game's own cast", () => {
  it("asks the game's own people, never a genre stock person, when the cast has someone", () => {
    for (const genre of SAMPLE_GENRES) {
      const people = cast(genre);
      let asked = 0;
      for (const seed of ["a", "b", "c"]) {
        for (const { result } of play(sampleGame(genre), 10, seed)) {
          for (const choice of result.choices) {
            const who = /^(?:Ask (.+?) about\b|Talk to (.+)$)/.exec(choice);
            if (!who) continue;
            asked++;
            expect(people, `${genre}: ${choice}`).toContain(who[1] ?? who[2]);
          }
          const stock = vocabFor(genre).npcs.map((n) => n.the);
          for (const name of stock) expect(result.prose, `${genre}/${seed}`).not.toContain(` ${name} `);
        }
      }
      expect(asked, genre).toBeGreaterThan(3);
    }
  });

  it("never makes the protagonist a third party: no stock inspector beside Inspector Greaves", () => {
    for (const seed of ["a", "b", "c", "d"]) {
      for (const { result } of play(sampleGame("mystery"), 12, seed)) {
        expect(result.prose, seed).not.toMatch(/\binspector\b/i);
        expect(result.choices.join(" "), seed).not.toMatch(/\binspector\b/i);
      }
    }
    const opening = writeScene(turnInput(sampleGame("mystery"))).prose;
    expect(opening).toMatch(/\bYou must find the killer/);
    expect(opening).not.toMatch(/Inspector you/);
  });

  it("drops titles before the protagonist's name in first and second person", () => {
    const line = "Engineer Noor Hadid boards the relay.";
    // The scene capitalises sentence starts afterwards.
    expect(personalize(line, "Noor Hadid", "second_person")).toMatch(/^you board the relay\.$/i);
    expect(personalize(line, "Noor Hadid", "first_person")).toBe("I board the relay.");
    expect(personalize(line, "Noor Hadid", "third_person")).toBe(line);
  });

  it("keeps stock villains and people from contradicting the cast's roles", () => {
    const romance = sampleGame("romance");
    const heir = {
      id: "h",
      name: "Edoardo",
      role: "Heir to the mill",
      characterType: "supporting",
      description: "",
    };
    const foes = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const world = buildWorld(
        turnInput({ ...romance, id: `romance-${i}`, characters: [...romance.characters, heir] }),
      );
      foes.add(world.foe);
    }
    expect(foes.size).toBeGreaterThan(1);
    expect([...foes].filter((f) => /\bheir\b/.test(f))).toEqual([]);
    expect(vocabFor("romance").foes.some((f) => /\bheir\b/.test(f))).toBe(true);
    const mystery = buildWorld(turnInput(sampleGame("mystery")));
    expect(mystery.vocab.npcs.map((n) => n.the)).not.toContain("the inspector");
    expect(mystery.cast.map((p) => p.name)).toEqual(["Felix Arden"]);
    // The cast's own antagonist is the villain; a stock one only when there is none.
    expect(buildWorld(turnInput(sampleGame("fantasy"))).foe).toBe("Lord Varn");
    expect(vocabFor("mystery").foes).toContain(mystery.foe);
  });

  it("lets a stock local stand in only when the cast has nobody to offer", () => {
    const lonely = testGame("mystery", {
      chapters: [],
      characters: [
        { id: "h", name: "Maud", role: "Inspector", characterType: "protagonist", description: "" },
      ],
    });
    const people = new Set<string>();
    for (const seed of ["a", "b", "c", "d", "e"]) {
      for (const { result } of play(lonely, 6, seed)) {
        for (const c of result.choices) {
          const who = /^(?:Ask (.+?) about|Talk to (.+))$/.exec(c);
          if (who) people.add((who[1] ?? who[2]) as string);
        }
      }
    }
    expect(people.size).toBeGreaterThan(0);
    expect([...people].some((p) => /inspector/i.test(p))).toBe(false);
  });
});

describe("the opening scene", () => {
  it("does not tell the premise again when the first chapter's outline already tells it", () => {
    const game = testGame("fantasy", {
      description: "The Great Lantern has gone dark on the eve of the longest night. Relight it in time.",
      chapters: [
        {
          chapterNumber: 1,
          title: "The Cold Lantern",
          outline:
            "On the eve of the longest night, Wren climbs the hill to find the Great Lantern dark. Old Maud is missing.",
          selectedCharacters: ["Wren"],
          selectedLocation: "Forest",
        },
      ],
    });
    const prose = writeScene(turnInput(game)).prose;
    expect(prose).toContain("the hill to find the Great Lantern dark");
    expect(prose.match(/eve of the longest night/g)).toHaveLength(1);
  });

  it("keeps a premise the outline does not tell", () => {
    const prose = writeScene(turnInput(testGame("fantasy"))).prose;
    expect(prose).toContain("lantern has gone dark and the valley's spirits are restless");
  });
});
