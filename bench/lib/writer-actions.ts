// The typed actions of the writer bench's 30 played turns (bench/writer.ts, scripts/writer-samples.ts).
import type { WriterPremise } from "./writer-premises";

/** The typed actions of a played run: the player's own words, the story's choices between. */
export function typedActions(p: WriterPremise): Map<number, string> {
  const [hero, other] = [p.characters[0]?.name ?? "", p.characters[1]?.name ?? p.characters[0]?.name ?? ""];
  const term = (i: number) => p.keyTerms[i % p.keyTerms.length] ?? "";
  return new Map([
    [2, "Look around"],
    [4, `Examine the ${term(1)}`],
    [6, `Talk to ${other.split(" ")[0]}`],
    [7, p.anachronism.action],
    [9, `Go to the ${term(2)}`],
    [11, `Ask ${other.split(" ")[0]} about the ${term(3)}`],
    [13, p.echoProbe],
    [15, `Search the ${term(4)}`],
    [17, "Wait and listen"],
    [19, `Take the ${term(5)}`],
    [21, `Follow ${hero.split(" ")[0] === other.split(" ")[0] ? "the trail" : other.split(" ")[0]}`],
    [23, "Rest for a while"],
    [25, `Go back to the ${term(0)}`],
    [27, "Look around"],
    [29, `Examine the ${term(2)}`],
  ]);
}
