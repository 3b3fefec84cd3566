import { describe, expect, it } from "vitest";
import { writeChapter } from "./chapters";
import { heroPronoun, premiseOf } from "./premise";
import { render } from "./render";
import { testGame } from "./test-games";

// New games are told in the third person (contract/creation.ts): the hero is "she" or "he" when
// the author's words say so, and a phrase's verb agrees with its head (ADR 028, eleventh session).
const storyline =
  "The funeral is over, and now Grace Mbeki and her two brothers must clear their mother's flat in a single weekend.";

describe("third-person narration", () => {
  it("takes the hero's pronoun from the role, the first name or the storyline", () => {
    const premise = premiseOf({ storyline, protagonist: "Grace Mbeki" });
    expect(heroPronoun("Grace Mbeki", "eldest daughter", premise, storyline)).toBe("she");
    expect(
      heroPronoun("Clive Ashdown", "retired bus driver", premise, "Clive Ashdown and his daughter"),
    ).toBe("he");
    expect(
      heroPronoun(
        "Lio Brandt",
        "",
        premiseOf({ storyline: "Lio Brandt and her dog" }),
        "Lio Brandt and her dog",
      ),
    ).toBe("she");
    expect(
      heroPronoun("Ashby Quell", "", premiseOf({ storyline: "Ashby Quell waits." }), "Ashby Quell waits."),
    ).toBeUndefined();
  });

  it("says 'her' of a heroine once named, and 'their' when nothing says", () => {
    const voice = { perspective: "third_person" as const, name: "Grace Mbeki", pronoun: "she" as const };
    expect(render("{S} [feel|feels] {P} heart kick, and it follows {O} home.", voice, {})).toBe(
      "Grace Mbeki feels her heart kick, and it follows her home.",
    );
    expect(render("{S} [feel|feels] {P} heart kick.", { ...voice, pronoun: undefined }, {})).toBe(
      "Grace Mbeki feels their heart kick.",
    );
  });

  it("agrees a verb with the head of 'the bundle of letters'", () => {
    const voice = { perspective: "third_person" as const, name: "Grace" };
    const line = "After the rain, {thread} is all {S} can think about.";
    expect(render(line, voice, { thread: "the bundle of letters" })).toBe(
      "After the rain, the bundle of letters is all Grace can think about.",
    );
    expect(render(line, voice, { thread: "the letters" })).toMatch(/the letters are/);
  });

  it("writes a chapter in the third person with the heroine's pronoun", () => {
    const game = testGame("drama", {
      id: "grace",
      title: "What Mum Left",
      storyline,
      narrativePerspective: "third_person",
      characters: [
        {
          id: "g",
          name: "Grace Mbeki",
          role: "eldest daughter",
          characterType: "protagonist",
          description: null,
        },
      ],
    });
    const text = writeChapter({
      game,
      chapterNumber: 1,
      chapterTitle: "The Flat",
      chapterDescription: "Grace starts on the kitchen cupboards.",
      selectedCharacters: ["Grace Mbeki"],
      selectedLocation: "the flat",
      previousChapters: [],
      nextChapters: [],
    });
    expect(text).toMatch(/Grace/);
    expect(text).not.toMatch(/Grace( Mbeki)? [a-z]+s [^.]*\btheir (heart|own|hands?|breath)\b/);
  });
});
