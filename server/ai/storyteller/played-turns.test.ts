import { describe, expect, it } from "vitest";
import { distinct4, echoes, repeatedSentenceShare } from "../../../bench/lib/prose-metrics";
import { WRITER_PREMISES } from "../../../bench/lib/writer-premises";
import type { GameBible } from "../narrator";
import { storyYear } from "./era";
import { outOfWorldThing } from "./out-of-world";
import { personalize } from "./personalize";
import { play, testGame } from "./test-games";
import { sentences } from "./text";

/** Issue 31: 30 played turns that do not repeat, echo or perform what the world cannot hold. */
const premise = (genre: string) =>
  WRITER_PREMISES.find((p) => p.genre === genre) as (typeof WRITER_PREMISES)[0];

function premiseGame(genre: string): GameBible {
  const p = premise(genre);
  return testGame(genre, {
    title: p.title,
    description: p.storyline,
    storyline: p.storyline,
    characters: p.characters.map((c) => ({ ...c, description: null })),
    chapters: [],
    plotLines: [p.plotLine],
  });
}

const GENRES = ["mystery", "fantasy", "sci-fi", "romance", "western", "horror"];

describe("played turns (issue 31)", () => {
  it("repeat at most 5 % of their sentences over 30 turns, distinct-4 ≥ 0.8", () => {
    for (const genre of GENRES) {
      const prose = play(premiseGame(genre), 30, "rep").map(({ result }) => result.prose);
      const share = repeatedSentenceShare(prose.flatMap((p) => [...sentences(p)])).share;
      expect(share, genre).toBeLessThanOrEqual(0.05);
      expect(distinct4([prose.join("\n\n")]), genre).toBeGreaterThanOrEqual(0.8);
    }
  });

  it("never say the player's typed words back", () => {
    for (const genre of GENRES) {
      const p = premise(genre);
      const played = play(premiseGame(genre), 4, "echo", ["Look around", "Wait", p.echoProbe]);
      const probe = played.find(({ input }) => input.action === p.echoProbe);
      expect(probe, genre).toBeDefined();
      expect(echoes(probe?.result.prose ?? "", p.echoProbe), `${genre}: ${probe?.result.prose}`).toBe(false);
    }
  });

  it("never say a long question back, in the asking or the answer", () => {
    for (const genre of GENRES) {
      const p = premise(genre);
      const who = p.characters.find((c) => c.characterType !== "protagonist")?.name.split(" ")[0] ?? "";
      const asked = `Ask ${who} whether the pickled onions ever testified`;
      const played = play(premiseGame(genre), 3, "ask", ["Look around", asked]);
      const answer = played.find(({ input }) => input.action === asked)?.result.prose ?? "";
      expect(answer, genre).not.toBe("");
      expect(echoes(answer, asked), `${genre}: ${answer}`).toBe(false);
    }
  });

  it("answer an action the world cannot hold in its own terms", () => {
    expect(outOfWorldThing("fantasy", "Pull out my smartphone and take a photo")?.thing).toBe("smartphone");
    expect(outOfWorldThing("western", "Call an airstrike on the camp")?.thing).toBe("airstrike");
    expect(outOfWorldThing("slice-of-life", "Cast a fireball at the oven")?.kind).toBe("magic");
    // A haunted house's living throw no lightning from their hands (twelfth session).
    expect(outOfWorldThing("horror", "Hurl a lightning bolt from my palm at the wardrobe")?.kind).toBe(
      "sorcery",
    );
    expect(outOfWorldThing("horror", "Read the spell from the grimoire")).toBeUndefined();
    expect(outOfWorldThing("horror", "I summon a unicorn")?.kind).toBe("sorcery");
    expect(outOfWorldThing("horror", "I load my flintlock pistol")?.kind).toBe("bygone");
    expect(outOfWorldThing("vampire", "I load my crossbow")).toBeUndefined();
    expect(outOfWorldThing("historical", "I check my smartwatch", 1911)?.kind).toBe("handheld");
    // A machine or a power the verb names; a ring that teleports.
    expect(outOfWorldThing("historical", "I photocopy the assay book", 1650)?.thing).toBe("photocopy");
    expect(outOfWorldThing("adventure", "I use my teleportation ring")?.kind).toBe("future");
    // Of this world, or not a thing at all.
    expect(outOfWorldThing("mystery", "Pull out my smartphone")).toBeUndefined();
    expect(outOfWorldThing("fantasy", "Spell my name in the dust")).toBeUndefined();
    // The story's own year rules things out whatever its genre; a knight's kit is out of today.
    expect(outOfWorldThing("mystery", "Check my laptop for the ledger", 1887)?.thing).toBe("laptop");
    expect(outOfWorldThing("horror", "Text the doctor on my cell phone", 1952)?.kind).toBe("handheld");
    expect(outOfWorldThing("horror", "Ring the doctor on the telephone", 1952)).toBeUndefined();
    expect(outOfWorldThing("thriller", "Charge the guard on my warhorse")?.kind).toBe("bygone");
    // Today's world has no swords drawn, no teleporting, no hearse in orbit.
    expect(outOfWorldThing("romance", "I draw my sword")?.kind).toBe("bygone");
    expect(outOfWorldThing("adventure", "I teleport us to the surface")?.kind).toBe("future");
    expect(outOfWorldThing("comedy", "I fly the hearse into orbit")?.thing).toBe("orbit");
    expect(storyYear("A mill town in 1887, its mill built in 1790")).toBe(1887);
    expect(storyYear("A Victorian orphanage")).toBe(1870);
    expect(storyYear("A lighthouse keeper on a tidal island")).toBeUndefined();
    // Only a year the story is set in: not a room number, a count, or a word as loose as "ancient".
    expect(storyYear("A ghost in room 1408 of a city hotel")).toBeUndefined();
    expect(storyYear("A heist of 1500 diamonds in modern London")).toBeUndefined();
    expect(storyYear("An ancient evil wakes under a suburban high school")).toBeUndefined();
    expect(storyYear("A jazz club in the 1920s")).toBe(1920);
    // A dateline sets the year too: "Summer, 1962." opens a story of 1962.
    expect(storyYear("Summer, 1962. Morag drives the mobile library round the glens.")).toBe(1962);
    expect(storyYear("A ferry crossing. March 1931: the mail plane is late.")).toBe(1931);
    expect(storyYear("1500 diamonds vanish from a vault. Nobody saw a thing.")).toBeUndefined();
    expect(outOfWorldThing("sci-fi", "Fire my laser pistol at the drone")).toBeUndefined();
    const played = play(premiseGame("fantasy"), 3, "era", [
      "Look around",
      "Pull out my smartphone and take a photo",
    ]);
    const last = played[played.length - 1];
    expect(last?.result.prose).not.toMatch(/smartphone|photo/i);
    expect(last?.result.changes.addItems ?? []).toEqual([]);
    // What the author wrote into the world is of it: a fencing club's swords are drawn.
    const club = testGame("romance", {
      id: "fencing",
      title: "En Garde",
      storyline: "Two rival coaches share one fencing club; every sword in the rack has a name.",
    });
    const drawn = play(club, 2, "era", ["I draw my sword"])[1]?.result.prose ?? "";
    expect(drawn).not.toMatch(/old tale|age of castles|other century|own time|what is really here/);
    expect(drawn).toMatch(/sword/);
  });

  it("reach a critical plot line's key events", () => {
    for (const genre of GENRES) {
      const p = premise(genre);
      const prose = play(premiseGame(genre), 30, "plot")
        .map(({ result }) => result.prose)
        .join("\n");
      // Each key event is told (in the player's person: "Morwenna finds" may read "You find").
      for (const event of p.plotLine.keyEvents) {
        const told = personalize(event, p.characters[0]?.name ?? "", "second_person");
        const tail = told.split(" ").slice(-2).join(" ");
        expect(prose.toLowerCase(), `${genre}: ${event}`).toContain(tail.toLowerCase());
      }
    }
  });
});
