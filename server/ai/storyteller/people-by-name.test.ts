import { describe, expect, it } from "vitest";
import { AUCTION_CAST as CAST, play, sampleGame } from "./test-games";
import { shortName } from "./text";
import { matchByWords } from "./world";

// Authors' casts carry double-barrelled names and surnames with particles (issue 31): the player
// who types one must meet the person, and the story must call them by their whole surname.

describe("people named as the author named them", () => {
  it("finds a double-barrelled name as the player types it", () => {
    const named = (words: string) => matchByWords(words, CAST, (c) => c.name)?.name;
    expect(named("tomasz kowal-nowak")).toBe("Tomasz Kowal-Nowak");
    expect(named("kowal-nowak")).toBe("Tomasz Kowal-Nowak");
    expect(named("the keeper's lamp")).toBeUndefined();
  });

  it("plays a look at, a search for and following a person as a person, not a thing or a place", () => {
    const game = sampleGame("mystery", { characters: CAST });
    const actions = ["Examine the Tomasz Kowal-Nowak", "Follow Tomasz Kowal-Nowak", "Look for Kowal-Nowak"];
    const played = play(game, 4, "by-name", actions).slice(1);
    for (const [i, p] of played.entries()) {
      const prose = p.result.prose;
      expect(prose, actions[i]).not.toMatch(/the Tomasz|Tomasz Kowal-Nowak and study it|your way to Tomasz/);
      expect(prose, actions[i]).toMatch(/Tomasz/);
    }
  });

  it("meets a person whose name has letters beyond English's, typed in lower case", () => {
    const game = sampleGame("mystery", { characters: CAST });
    const [, talked] = play(game, 2, "by-name", ["talk to father ciarán"]);
    const prose = talked?.result.prose ?? "";
    expect(prose).not.toMatch(/ciar n|call out for/i);
    expect(prose).toMatch(/Father (Ciarán )?Mac Giolla/);
  });

  it("shortens a titled name to the title and the whole surname", () => {
    expect(shortName("Father Ciarán Mac Giolla")).toBe("Father Mac Giolla");
    expect(shortName("Captain Ana de la Cruz")).toBe("Captain de la Cruz");
    expect(shortName("Dr Ludwig van Beethoven")).toBe("Dr van Beethoven");
    expect(shortName("Captain Ana Reyes")).toBe("Captain Reyes");
  });
});
