import { describe, expect, it } from "vitest";
import { funnelOf, lastDays, showableFreeActions } from "./analytics-service";

const row = (text: string, count = 2) => ({ text, count, runs: 2 });

describe("typed actions shown to a creator", () => {
  it("keeps plain adventure moves and drops what child mode would not say or what looks personal", () => {
    const shown = showableFreeActions([
      row("look around", 9),
      row("kill the guard", 8), // a word child mode softens
      row("have sex with the innkeeper", 7), // child mode refuses it
      row("call me on 555 0100", 6), // digits: a phone number
      row("write to ada@example.com", 5),
      row("visit www.example.org", 4),
      row("x".repeat(61), 3), // a sentence, not a move
      row("open the chest", 2),
    ]);
    expect(shown).toEqual([
      { text: "look around", count: 9 },
      { text: "open the chest", count: 2 },
    ]);
  });

  it("lists at most eight", () => {
    const many = Array.from({ length: 20 }, (_, i) => row(`wave at the ${"abcdefghijklmnopqrst"[i]} banner`));
    expect(showableFreeActions(many)).toHaveLength(8);
  });
});

describe("the funnel", () => {
  it("counts every run that got to a chapter or further, and runs past the end in the last", () => {
    const funnel = funnelOf(
      ["The Gate", null, "The House"],
      new Map([
        [1, 5],
        [2, 3],
        [3, 1],
        [7, 1], // chapters removed since the run got there
      ]),
    );
    expect(funnel).toEqual([
      { chapter: 1, title: "The Gate", reached: 10, stoppedHere: 5 },
      { chapter: 2, title: null, reached: 5, stoppedHere: 3 },
      { chapter: 3, title: "The House", reached: 2, stoppedHere: 2 },
    ]);
  });

  it("is one bar for a game played without chapters", () => {
    expect(funnelOf([], new Map([[1, 4]]))).toEqual([
      { chapter: 1, title: null, reached: 4, stoppedHere: 4 },
    ]);
  });
});

describe("plays per day", () => {
  it("covers the last 30 UTC days, oldest first, today last", () => {
    const days = lastDays(new Date("2026-03-01T23:30:00Z"));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-01-31");
    expect(days.at(-1)).toBe("2026-03-01");
  });
});
