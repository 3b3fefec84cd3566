import { describe, expect, it } from "vitest";
import { contentWords, MATCH_THRESHOLD, matchChoice, meaningScore } from "./choice-match";

const score = (a: string, b: string) => meaningScore(contentWords(a), contentWords(b));

describe("a typed action matched to a scene's choices by meaning", () => {
  it("reads lemmas without stop words", () => {
    expect([...contentWords("Climbing the walls").all]).toEqual(["climb", "wall"]);
    expect([...contentWords("She picked up the keys").all]).toEqual(["take", "key"]);
  });

  it("follows the choice a shorter or reworded action means", () => {
    expect(matchChoice("open the door", ["Open the brass door", "Climb the wall"])).toBe(0);
    expect(matchChoice("climb over the walls", ["Open the brass door", "Climb the wall"])).toBe(1);
    expect(matchChoice("grab the lantern", ["Pick up the lantern", "Leave the lantern"])).toBe(0);
    expect(matchChoice("knock", ["Knock at the door", "Walk away"])).toBe(0);
  });

  it("follows none when no choice is about the action", () => {
    const choices = ["Open the brass door", "Go out to the canal"];
    expect(matchChoice("throw the key into the canal", choices)).toBe(-1);
    // It shares the canal with a choice, but not the deed: below the threshold.
    expect(score("throw the key into the canal", "Go out to the canal")).toBeLessThan(MATCH_THRESHOLD);
    expect(matchChoice("look at the door", ["Open the brass door"])).toBe(-1);
    expect(matchChoice("sing a song", ["Open the brass door", "Climb the wall"])).toBe(-1);
    expect(matchChoice("", ["Open the brass door"])).toBe(-1);
  });

  it("follows none for a negated action: it means the opposite of the choice it shares words with", () => {
    const choices = ["Drink the poison", "Take the key"];
    expect(matchChoice("don't drink the poison", choices)).toBe(-1);
    expect(matchChoice("do not take the key", choices)).toBe(-1);
    expect(matchChoice("drink the poison", choices)).toBe(0);
  });

  it("follows none when two choices are meant equally", () => {
    expect(matchChoice("open the door", ["Open the red door", "Open the blue door"])).toBe(-1);
  });

  it("puts the threshold between a reworded choice and a shared place", () => {
    expect(score("open the door", "Open the brass door")).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(score("walk to the canal", "Go out to the canal")).toBe(1);
    expect(score("swim in the canal", "Look at the canal")).toBe(0);
    expect(score("the canal", "Go out to the canal")).toBeLessThan(1);
  });
});
