import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emphasisRuns, plainEmphasis } from "../../../contract/scene-emphasis";
import type { StoryBeats } from "../../db/schema";
import { linkSafe, storyToTwee } from "./story-to-twee";
import { findLinks, proseWithoutLinks } from "./twee-links";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";
import { readTwineHtml } from "./twine-html-reader";
import { readTwineText } from "./twine-markup";
import { joinLines } from "./twine-sugarcube";

/**
 * Issue 28 F2: the readers and the Twee writer scan hostile text in linear time. Each input
 * below froze the server (seconds for kilobytes, hours for the 4 MB an import takes). Growth is
 * asserted, not a duration: the time of an input 8× longer over the time of the input, ~8 when
 * linear and ~64 when quadratic, so a slow or busy machine does not change the verdict.
 */

/** Microseconds of CPU spent by this process. Other processes on a busy machine add nothing. */
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

/** CPU time of one run at best: runs repeated until 10 ms of CPU have passed, best of 5 rounds. */
function perRun(run: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const start = cpu();
    let runs = 0;
    let spent = 0;
    do {
      run();
      runs++;
      spent = cpu() - start;
    } while (spent < 10_000);
    best = Math.min(best, spent / runs);
  }
  return best;
}

/**
 * How many times longer `run` takes on `make(8n)` than on `make(n)`: the least of three
 * measures, as CPU time is the whole process's (other test files' threads, the collector) and a
 * busy CI machine can inflate one; quadratic code measures ~64 every time.
 */
function growth<T>(make: (n: number) => T, run: (input: T) => unknown, n: number): number {
  const small = make(n);
  const large = make(8 * n);
  run(small); // compiled before it is timed
  let least = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) least = Math.min(least, perRun(() => run(large)) / perRun(() => run(small)));
  return least;
}

/**
 * Linear, with room for a busy machine and a collector's pauses; quadratic code measures ~64.
 * (20 was too tight for CI's first pass: Node 24 with the embedded database beside it measured
 * 20–24× for code that is 7–8× alone.)
 */
const LINEAR = 32;
/**
 * A growth test tries again when one measure is inflated (the process's CPU time counts the
 * collector's threads too; one measure of 3.7× code came out past 20 in a CI run under load):
 * quadratic code measures ~64 every time and still fails each try.
 */
const TIMED = { retry: 2 };

const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return "no error";
};

describe("links are found in one pass", TIMED, () => {
  // The pattern the scanner replaced (`[[`, then characters other than a line break or `]]`,
  // then `]]`): the scanner finds exactly what it found.
  const LINK = /\[\[((?:[^\]\n]|\](?!\]))+)\]\]/g;
  const byPattern = (text: string) => [...text.matchAll(LINK)].map((m) => [m.index, m[1]]);
  const byScanner = (text: string) =>
    findLinks(text).map((l) => [l.start, text.slice(l.start + 2, l.end - 2)]);

  it("finds what the pattern found, in any text of brackets, bars, arrows and line breaks", () => {
    const text = fc
      .array(fc.constantFrom("[", "[", "]", "]", "[[", "]]", "a", " ", "\n", "|", "->", "<-", "]["), {
        maxLength: 40,
      })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (t) => {
        // An empty target is left out by both; compare what the pattern matched with a target.
        const expected = byPattern(t).filter(([, inner]) => findLinks(`[[${inner}]]`).length > 0);
        expect(byScanner(t)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
    expect(findLinks("a [[b->C]] [[D|e]] [[[x]]] [[]] [[y\n]] [[F<-g]]")).toEqual([
      { text: "b", target: "C", start: 2, end: 10 },
      { text: "D", target: "e", start: 11, end: 18 },
      { text: "[x", target: "[x", start: 19, end: 25 },
      { text: "g", target: "F", start: 39, end: 47 },
    ]);
  });

  it("a line of `[[` (the issue's 80 KB import): linear", () => {
    const line = (n: number) => "[[".repeat(n);
    expect(findLinks(line(40_000))).toEqual([]);
    expect(proseWithoutLinks(line(3))).toBe("[[[[[[");
    expect(growth(line, findLinks, 100_000)).toBeLessThan(LINEAR);
    expect(growth(line, proseWithoutLinks, 100_000)).toBeLessThan(LINEAR);
    // Unclosed links before a real one, the real one still found.
    const before = (n: number) => `${"[[a".repeat(n)}[[b]]`;
    expect(findLinks(before(3)).map((l) => l.target)).toEqual(["a[[a[[a[[b"]);
    expect(growth(before, findLinks, 50_000)).toBeLessThan(LINEAR);
  });

  it("a passage of `[[` imported whole (under the line limit): linear, an ending scene of its text", () => {
    const file = (n: number) => `:: StoryTitle\nSlow\n\n:: Start\n${"[[".repeat(n)}`;
    const story = tweeToStory(readTwee(file(20_000)));
    const scene = story.beats.chapters[0]?.scenes[0];
    expect(scene).toMatchObject({ title: "Start", isEndingScene: true, choices: [] });
    expect(scene?.description).toBe("[[".repeat(10_000));
    expect(growth(file, (f) => tweeToStory(readTwee(f)), 3_000)).toBeLessThan(LINEAR);
  });

  it("a passage of thousands of links to other passages: linear, ten choices kept", () => {
    const file = (n: number) =>
      [
        `:: Start\n${Array.from({ length: n }, (_, i) => `[[Door ${i}->Room ${i}]]`).join(" ")}`,
        ...Array.from({ length: n }, (_, i) => `:: Room ${i}\nA room.`),
      ].join("\n");
    const story = tweeToStory(readTwee(file(500)));
    expect(story.beats.chapters[0]?.scenes[0]?.choices).toHaveLength(10);
    expect(story.warnings).toContain('Line 1: "Start" has 500 links; the first 10 were kept');
    expect(growth(file, (f) => tweeToStory(readTwee(f)), 200)).toBeLessThan(LINEAR);
  });
});

describe("Twine HTML is read in one pass", TIMED, () => {
  const story = (body: string) => `<tw-storydata name="x" startnode="1">${body}</tw-storydata>`;

  it("34,800 unclosed <tw-passagedata> (the issue's 800 KB file): a 400 at once, linear", () => {
    const file = (n: number) => story("<tw-passagedata name=a>".repeat(n));
    expect(failure(() => readTwineHtml(file(34_800)))).toBe(
      "Line 1: a <tw-passagedata> element is never closed",
    );
    expect(growth(file, (f) => failure(() => readTwineHtml(f)), 20_000)).toBeLessThan(LINEAR);
  });

  it("25,000 `<script ` (the issue's file): a 400, linear", () => {
    const file = (n: number) =>
      story(`<tw-passagedata pid="1" name="a">t</tw-passagedata>${"<script ".repeat(n)}`);
    expect(failure(() => readTwineHtml(file(25_000)))).toBe("Line 1: a <script> tag is never closed");
    expect(growth(file, (f) => failure(() => readTwineHtml(f)), 20_000)).toBeLessThan(LINEAR);
  });

  it("a tag of endless attributes, or one never closed: linear", () => {
    const names = (n: number) => story(`<tw-passagedata pid="1" ${"a".repeat(n)}`);
    expect(growth(names, (f) => failure(() => readTwineHtml(f)), 200_000)).toBeLessThan(LINEAR);
    const styles = (n: number) =>
      story(
        `<tw-passagedata pid="1" name="a">t</tw-passagedata>${'<style type="text/twine-css">'.repeat(n)}`,
      );
    expect(failure(() => readTwineHtml(styles(3)))).toBe("Line 1: a <style> element is never closed");
    expect(growth(styles, (f) => failure(() => readTwineHtml(f)), 20_000)).toBeLessThan(LINEAR);
  });

  it("reads script, stylesheet and passages wherever they are, their text up to their own end", () => {
    const doc = readTwineHtml(
      story(
        '\n<tw-passagedata pid="1" name="A" tags="x  y" position=\'1,2\'>one &lt;b&gt;\r\n[[B]]</tw-passagedata>' +
          '<script type="text/twine-javascript">var s = "<tw-passagedata name=Z>";</script>' +
          '<tw-tag name="x" color="red"></tw-tag><STYLE TYPE="TEXT/TWINE-CSS">p{}</STYLE>' +
          '\n<tw-passagedata name="B" pid="2">two</tw-passagedata>',
      ),
    );
    expect(doc.passages.map((p) => [p.name, p.tags, p.text, p.line])).toEqual([
      ["Story Stylesheet", ["stylesheet"], "p{}", 3],
      ["Story JavaScript", ["script"], 'var s = "<tw-passagedata name=Z>";', 3],
      ["A", ["x", "y"], "one <b>\n[[B]]", 2],
      ["B", [], "two", 4],
    ]);
    expect(doc.passages[2]?.metadata).toEqual({ position: "1,2" });
    expect(doc.data?.start).toBe("A");
  });
});

describe("the Twee export writes in one pass", TIMED, () => {
  const game = { id: "7d1c7a9e-4b0f-4f59-9a55-1f0c2b8e6a11", title: "Slow", description: null, genre: "x" };
  const scenes = (count: number, scene: (i: number) => { title: string; description: string }) =>
    Array.from({ length: count }, (_, i) => ({ id: `s-${i}`, choices: [], ...scene(i) }));
  const exported = (beats: StoryBeats) => writeTwee(storyToTwee(game, beats));

  it("20 scenes full of `[[` (the issue's stored story): linear, the text kept as written", () => {
    const story = (n: number): StoryBeats => ({
      chapters: [
        { id: "c", title: "C", scenes: scenes(20, (i) => ({ title: `S${i}`, description: "[[".repeat(n) })) },
      ],
    });
    const twee = exported(story(10_000));
    expect(twee).toContain(
      `:: S19 [chapter-1] {"position":"2950,100","size":"100,100"}\n${"[[".repeat(10_000)}`,
    );
    expect(tweeToStory(readTwee(twee)).beats).toEqual(story(10_000));
    expect(growth(story, exported, 1_000)).toBeLessThan(LINEAR);
  });

  it("scenes of one title are numbered in one pass", () => {
    const story = (n: number, title = (_: number) => "Hall"): StoryBeats => ({
      chapters: [
        { id: "c", title: "C", scenes: scenes(n, (i) => ({ title: title(i), description: "A hall." })) },
      ],
    });
    expect(storyToTwee(game, story(4)).passages.map((p) => p.name)).toEqual([
      "Hall",
      "Hall (2)",
      "Hall (3)",
      "Hall (4)",
      "StoryTaleforge",
    ]);
    // Compared at one size (a larger story changes how the engine stores it, not the verdict):
    // 5,000 scenes of one title cost what 5,000 of their own titles do (~1×); numbering each by
    // trying every number taken cost ~50 times more.
    const oneTitle = story(5_000);
    const ownTitles = story(5_000, (i) => `Hall ${i}`);
    const ratio = perRun(() => storyToTwee(game, oneTitle)) / perRun(() => storyToTwee(game, ownTitles));
    expect(ratio).toBeLessThan(8);
  });

  it("arrows are removed in one pass, as removing them until none is left did", () => {
    const byLoop = (text: string) => {
      let safe = text.replace(/[[\]{}|\\]/g, "");
      while (/->|<-/.test(safe)) safe = safe.replace(/->|<-/g, "-");
      return safe.replace(/\s+/g, " ").trim();
    };
    const text = fc
      .array(fc.constantFrom("<", "-", ">", "a", " ", "[", "|", "é", "😀"), { maxLength: 30 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (t) => {
        expect(linkSafe(t)).toBe(byLoop(t));
      }),
      { numRuns: 3000 },
    );
    const arrows = (n: number) => `${"<".repeat(n)}-${">".repeat(n)}`;
    expect(linkSafe(arrows(3))).toBe("-");
    expect(growth(arrows, linkSafe, 20_000)).toBeLessThan(LINEAR);
  });
});

describe("Twine markup is read in one pass (ADR 033)", TIMED, () => {
  const lines = (unit: string, n: number) => {
    // Lines within the line limit, as a file that imports would hold them.
    const perLine = Math.max(1, Math.floor(40_000 / unit.length));
    const out: string[] = [];
    for (let done = 0; done < n; done += perLine) out.push(unit.repeat(Math.min(perLine, n - done)));
    return out.join("\n");
  };

  it("100,000 `<<` never closed: each taken out with its line, linear", () => {
    expect(readTwineText(`Keep.\n${"<<".repeat(5)}\nKeep too.`, "sugarcube").text).toBe("Keep.\n\nKeep too.");
    expect(
      growth(
        (n) => lines("<<", n),
        (t) => readTwineText(t, "sugarcube"),
        12_500,
      ),
    ).toBeLessThan(LINEAR);
  });

  it("SugarCube containers nested without end, and closes of none: linear", () => {
    const nested = (n: number) =>
      `${lines("<<if $a>><<link 'x' 'P'>><<set $x to 1>>", n)}\n${lines("<</for>>", n)}`;
    // The outer link's (the inner one is in its click's code, never shown), closed at the end.
    expect(readTwineText(nested(2), "sugarcube").text).toBe("[[x|P][$x to 1]]");
    expect(growth(nested, (t) => readTwineText(t, "sugarcube"), 2_000)).toBeLessThan(LINEAR);
  });

  it("Harlowe hooks opened without end, `(if:` never closed, strings never ended: linear", () => {
    const hooks = (n: number) => lines("(if: $a)[|n>[", n);
    expect(readTwineText(`${hooks(3)}text`, "harlowe").text).toBe("text");
    expect(growth(hooks, (t) => readTwineText(t, "harlowe"), 5_000)).toBeLessThan(LINEAR);
    const opens = (n: number) => `Before.\n${lines("(if: (set: ", n)}`;
    expect(readTwineText(opens(3), "harlowe").text).toBe("Before.");
    expect(growth(opens, (t) => readTwineText(t, "harlowe"), 5_000)).toBeLessThan(LINEAR);
    const strings = (n: number) => lines('(set: "', n);
    expect(growth(strings, (t) => readTwineText(t, "harlowe"), 5_000)).toBeLessThan(LINEAR);
  });

  it("`<<nobr>>` joins its lines as the pattern did, linear over long runs of spaces", () => {
    const byPattern = (text: string) => text.replace(/\s*\n\s*/g, " ");
    const text = fc
      .array(fc.constantFrom(" ", "\n", "\t", "\r", "a", "\u00a0", "😀"), { maxLength: 30 })
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(text, (t) => {
        expect(joinLines(t)).toBe(byPattern(t));
      }),
      { numRuns: 3000 },
    );
    expect(readTwineText("<<nobr>>a  \n  b c<</nobr>>", "sugarcube").text).toBe("a b c");
    // Spaces without a line break, between two words, inside `<<nobr>>`: kept, in linear time.
    const run = (n: number) => `<<nobr>>x${" ".repeat(n)}x\nend<</nobr>>`;
    expect(readTwineText(run(5), "sugarcube").text).toBe("x x end");
    expect(growth(run, (t) => readTwineText(t, "sugarcube"), 8_000)).toBeLessThan(LINEAR);
  });

  it("inline marks, tags, entities and comments never closed: linear", () => {
    const marks = (n: number) => lines("//''@@<b &x /* <!-- [img[", n);
    // 1,000 lines: past that the collector, not the reader, grows the figure on Node 24 (~17× at 4,000).
    expect(growth(marks, (t) => readTwineText(t, "sugarcube"), 1_000)).toBeLessThan(LINEAR);
    const harlowe = (n: number) => lines("**~~*{`<i &amp;", n);
    expect(growth(harlowe, (t) => readTwineText(t, "harlowe"), 1_000)).toBeLessThan(LINEAR);
  });
});

describe("scene emphasis (ADR 035): hostile marks read in linear time", TIMED, () => {
  it("unclosed stars and underscores, marks that cross, pairs by the thousand: linear", () => {
    const stars = (n: number) => "*".repeat(n);
    const opens = (n: number) => "*a **b _c ".repeat(n);
    const crossing = (n: number) => "*a **b* c** ".repeat(n);
    const pairs = (n: number) => "*a* **b** ***c*** \\* ".repeat(n);
    expect(plainEmphasis(crossing(1))).toBe("a **b c** ");
    expect(growth(stars, plainEmphasis, 20_000)).toBeLessThan(LINEAR);
    expect(growth(opens, plainEmphasis, 2_000)).toBeLessThan(LINEAR);
    // 500 pairs: past ~2,000 the collector, not the reader, grows the figure (6.9× at 125, 8.2× at 500, 15× at 4,000).
    expect(growth(crossing, plainEmphasis, 500)).toBeLessThan(LINEAR);
    expect(growth(pairs, emphasisRuns, 1_000)).toBeLessThan(LINEAR);
  });
});
