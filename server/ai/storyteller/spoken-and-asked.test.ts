import { describe, expect, it } from "vitest";
import { AUCTION_CAST as CAST, play, sampleGame } from "./test-games";

// What a player says, asks of someone or offers them is played with the person they named, in
// the story's words (issue 31: no echo, no "ask about the him", no "You have no Tomasz a humbug").

/** The prose of the scene after one typed action, in a game with the cast above. */
function proseAfter(action: string, seed = "spoken"): string {
  const game = sampleGame("mystery", { characters: CAST });
  return play(game, 2, seed, [action])[1]?.result.prose ?? "";
}

describe("speaking, asking of and offering to someone", () => {
  it("tells the person named anywhere in what is said", () => {
    for (const seed of ["a", "b", "c"]) {
      const told = proseAfter("tell tomasz the tide has opinions about him", seed);
      expect(told).toMatch(/Tomasz/);
      expect(told).not.toMatch(/about the him|opinions/);
      const said = proseAfter("Say 'Where were you at four this morning, Tomasz?'", seed);
      expect(said.split(/[.!?]/)[0]).toMatch(/Tomasz/);
      expect(said).not.toMatch(/four this morning/);
    }
  });

  it("says what is told, without saying it back", () => {
    const told = proseAfter("Tell Tomasz the spoons remember everything");
    expect(told).toMatch(/Tomasz/);
    expect(told).not.toMatch(/spoons remember/);
  });

  it("plays 'ask X to do Y' as a request, not a question about 'the do Y'", () => {
    for (const seed of ["a", "b", "c"]) {
      const asked = proseAfter(
        seed === "c"
          ? "tell Tomasz to return the ledger page"
          : "ask Tomasz politely to return the ledger page",
        seed,
      );
      expect(asked).toMatch(/Tomasz/);
      expect(asked).not.toMatch(/about the return|return the ledger page/);
    }
  });

  it("asks about a quoted phrase or a long topic without saying the player's words back (twelfth session)", () => {
    for (const seed of ["a", "b"]) {
      const quoted = proseAfter("ask Tomasz about the 'velvet winter harbour'", seed);
      expect(quoted).toMatch(/Tomasz[^.]* about the words\./);
      expect(quoted).not.toMatch(/velvet winter/);
      const double = proseAfter('ask Tomasz about the "copper moth society"', seed);
      expect(double).not.toMatch(/copper moth/);
      const long = proseAfter("ask Tomasz about the man who painted the blue door at noon", seed);
      expect(long).toMatch(/about the man\./);
      expect(long).not.toMatch(/blue door/);
      // What the story knows is named whole; words it never heard, by their last noun.
      expect(proseAfter("ask Tomasz about the terrace gardens", seed)).toMatch(/about the terrace gardens\./);
      const odd = proseAfter("ask Tomasz about the clockwork marmalade in the vestry", seed);
      expect(odd).toMatch(/about the marmalade\./);
      expect(odd).not.toMatch(/clockwork marmalade/);
      // The person asked and the topic are never said together as typed ("Tomasz about the …").
      const whole = proseAfter("ask Tomasz Kowal-Nowak about the marmalade", seed);
      expect(whole).not.toMatch(/Kowal-Nowak about the marmalade/);
    }
  });

  it("offers a thing to the person named before it", () => {
    const offered = proseAfter("I offer Tomasz a humbug from the paper bag in my pocket");
    expect(offered).not.toMatch(/no Tomasz|Tomasz a humbug to use/);
    expect(offered).toMatch(/offer Tomasz Kowal-Nowak a humbug|humbug to offer Tomasz/);
  });
});
