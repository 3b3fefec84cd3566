import { describe, expect, it } from "vitest";
import { vocabFor } from "./genres/catalogue";
import { draftOutline } from "./outline";
import { quietCrime, quietVocab } from "./quiet-crime";
import { outlinedGame, writtenChapters } from "./test-games";

/**
 * A mystery among ordinary people (ADR 028, tenth session): the noir stock (the Syndicate, a
 * hired thug, a snub-nosed revolver, the rain-soaked docks) had leaked into a brass band's lost
 * trophy and a charity shop's donations.
 */
const NOIR = /syndicate|thug|crooked cop|revolver|assassin|knife-man|pawnshop|docks|diner|nightclub/i;

function book(storyline: string, seed: string): string {
  const game = outlinedGame({
    id: seed,
    title: seed,
    genre: "mystery",
    storyline,
    characters: [
      { name: "Lily Chen", role: "cornet player", characterType: "protagonist", description: null },
    ],
  });
  return [...game.chapters.map((c) => c.outline), ...writtenChapters(game)].join("\n");
}

describe("a mystery among ordinary people", () => {
  it("keeps the noir world out when the author names no violent crime", () => {
    for (const [i, storyline] of [
      "The Brass Band Championship trophy has vanished from the bandroom the night before the regional finals. Cornet player Lily Chen thinks it's an inside job.",
      "Somebody keeps leaving money in the charity shop's donation bags in Llandeilo. Volunteer Lily Chen wants to know who, and why.",
    ].entries()) {
      expect(book(storyline, `quiet-${i}`)).not.toMatch(NOIR);
    }
  });

  it("is decided by the author's words, not by a cast the writer drafted itself", () => {
    // No cast given: the drafted one is the genre's (a corrupt police captain…), not the author's.
    for (const title of ["Donations", "Llandeilo", "Charity"]) {
      const outline = draftOutline({
        title,
        genre: "mystery",
        childMode: false,
        chapterCount: 10,
        storyline: "Someone keeps leaving money in the charity shop's donation bags.",
        characters: [],
      });
      expect(outline.chapters.map((c) => c.outline).join(" "), title).not.toMatch(NOIR);
    }
  });

  it("keeps the genre's own stock for a murder, a noir or a thriller", () => {
    const mystery = vocabFor("mystery");
    expect(quietCrime(mystery, "A trophy goes missing from the bandroom.")).toBe(true);
    expect(quietCrime(mystery, "A body is found in the bandroom.")).toBe(false);
    // Words of ordinary trouble are no violent crime.
    expect(quietCrime(mystery, "A wedding photo shoot goes wrong when the rings vanish.")).toBe(true);
    expect(quietCrime(mystery, "The school inspector arrives on the day the trophy vanishes.")).toBe(true);
    expect(quietCrime(mystery, "A purse vanishes on the ferry's gangway.")).toBe(true);
    expect(quietCrime(mystery, "Detective Inspector Hale is shot on the gangway.")).toBe(false);
    expect(quietCrime(vocabFor("noir"), "A trophy goes missing from the bandroom.")).toBe(false);
    expect(quietCrime(vocabFor("thriller"), "A trophy goes missing.")).toBe(false);
    expect(quietCrime(vocabFor("drama"), "A trophy goes missing.")).toBe(false);
    expect(quietVocab(mystery, "Inspector Hale hunts a killer.")).toBe(mystery);
    const quiet = quietVocab(mystery, "A trophy goes missing from the bandroom.");
    expect(quiet.items.some((i) => i.type === "weapon")).toBe(false);
    expect(quiet.foes.join(" ")).not.toMatch(NOIR);
  });
});
