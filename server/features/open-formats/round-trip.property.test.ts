import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { StoryBeats as StoryBeatsSchema } from "../../../contract/edit-game";
import type { StoryBeats } from "../../db/schema";
import { SAMPLE_GAME } from "./open-formats-test-support";
import { storyToTwee } from "./story-to-twee";
import { TweeError } from "./twee-document";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";

/** Text made of the characters Twee treats specially, as the contract stores it (trimmed). */
const CHARS = [
  "a",
  "b",
  "Z",
  " ",
  "\n",
  "[",
  "]",
  "{",
  "}",
  "|",
  "\\",
  "-",
  ">",
  "<",
  ":",
  '"',
  "é",
  "✨",
  "$",
  "(",
];
const text = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...CHARS), { minLength: min, maxLength: max })
    .map((cs) => cs.join("").trim())
    .filter((s) => s.length >= min);

/** A valid written story: every target exists, some endings have a scene of their own. */
const story: fc.Arbitrary<StoryBeats> = fc
  .record({
    chapters: fc.array(
      fc.record({
        title: text(1, 12),
        scenes: fc.array(
          fc.record({ title: text(1, 12), description: text(0, 40), end: fc.option(fc.boolean()) }),
          { maxLength: 4 },
        ),
      }),
      { maxLength: 4 },
    ),
    endings: fc.option(fc.array(text(1, 10), { maxLength: 3 }), { nil: undefined }),
    picks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom("scene", "chapter", "ending", "none")), {
      maxLength: 40,
    }),
    choiceTexts: fc.array(text(1, 15), { minLength: 1, maxLength: 5 }),
  })
  .map(({ chapters, endings, picks, choiceTexts }) => {
    let n = 0;
    const beats: StoryBeats = {
      chapters: chapters.map((c, ci) => ({
        id: `ch${ci}`,
        title: c.title,
        scenes: c.scenes.map((s) => ({
          id: `s${n++}`,
          title: s.title,
          description: s.description,
          ...(s.end === null ? {} : { isEndingScene: s.end }),
          choices: [],
        })),
      })),
      ...(endings
        ? { endings: endings.map((title, i) => ({ id: i === 0 && n > 0 ? "s0" : `e${i}`, title })) }
        : {}),
    };
    const scenes = beats.chapters.flatMap((c) => c.scenes);
    let k = 0;
    for (const [at, to, kind] of picks) {
      const scene = scenes[at % Math.max(1, scenes.length)];
      if (!scene || scene.choices.length >= 10) continue;
      const choice: StoryBeats["chapters"][number]["scenes"][number]["choices"][number] = {
        id: `c${k}`,
        text: choiceTexts[k % choiceTexts.length] as string,
      };
      k++;
      if (kind === "scene") choice.leadsToScene = scenes[to % scenes.length]?.id;
      if (kind === "chapter" && beats.chapters.length)
        choice.leadsToChapter = beats.chapters[to % beats.chapters.length]?.id;
      if (kind === "ending" && beats.endings?.length)
        choice.leadsToEnding = beats.endings[to % beats.endings.length]?.id;
      scene.choices.push(choice);
    }
    return beats;
  })
  .filter((beats) => StoryBeatsSchema.safeParse(beats).success);

describe("round trip, for any story", () => {
  it("Taleforge → Twee → Taleforge is exact", () => {
    fc.assert(
      fc.property(story, (beats) => {
        const back = tweeToStory(readTwee(writeTwee(storyToTwee(SAMPLE_GAME, beats))));
        expect(back.beats).toEqual(beats);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) },
    );
  });

  it("any text is either a story the contract accepts or a TweeError naming a line", () => {
    const piece = fc.constantFrom(
      ":: ",
      "::",
      "\n",
      "[[",
      "]]",
      "->",
      "<-",
      "|",
      "[",
      "]",
      "{",
      "}",
      '{"a":1}',
      "A",
      "B",
      " ",
      "StoryData",
      "StoryTitle",
      "\\",
      "<<set>>",
      "ending",
      "chapter-2",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        try {
          const imported = tweeToStory(readTwee(pieces.join("")));
          expect(StoryBeatsSchema.safeParse(imported.beats).success).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(TweeError);
          expect((error as Error).message).toMatch(/^Line \d+: /);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
