import { IMPORT_LIMITS } from "../../../contract/open-formats";
import type { StoryBeats } from "../../db/schema";

/**
 * The worst files an import takes or refuses and the worst stories an export writes (issue 28,
 * F2 and F12), for the tests that replay them and for bench/hostile-inputs.ts, which prints the
 * event-loop block of each. Imports are at most IMPORT_LIMITS.maxBytes (4 MB) of text.
 */

const MAX = IMPORT_LIMITS.maxBytes;
/** `unit` repeated to fill `budget` characters at most. */
const fill = (unit: string, budget: number) => unit.repeat(Math.floor(budget / unit.length));
/** `count` passages of about `budget` characters in all, `body(i)` repeated in each. */
const passages = (
  count: number,
  budget: number,
  header: (i: number) => string,
  body: (i: number) => string,
) =>
  Array.from({ length: count }, (_, i) => `${header(i)}\n${fill(body(i), budget / count - 40)}`).join("\n");

/** Twee files (POST /api/games/import as text/plain). */
export const HOSTILE_TWEE = {
  /** The issue's 80 KB: `[[` ×40,000 on one line. Refused: the line is too long. */
  brackets: () => `:: StoryTitle\nSlow\n\n:: Start\n${"[[".repeat(40_000)}`,
  /** The longest line of `[[` taken (50,000 characters), in each of 80 passages: 4 MB. */
  bracketLines: () =>
    passages(
      80,
      MAX,
      (i) => `:: P${i}`,
      () => `${"[[".repeat(IMPORT_LIMITS.maxLineLength / 2)}\n`,
    ),
  /** 2,000 passages of nothing but links to the next one, each written ~150 times: 4 MB. */
  repeatedLinks: () =>
    passages(
      IMPORT_LIMITS.maxPassages,
      MAX,
      (i) => `:: P${i}`,
      (i) => `[[Go->P${(i + 1) % 2000}]]\n`,
    ),
  /** 2,000 passages of links to passages that do not exist: a warning for each read. 4 MB. */
  deadLinks: () =>
    passages(
      IMPORT_LIMITS.maxPassages,
      MAX,
      (i) => `:: P${i}`,
      () => "[[x]]",
    ),
  /** StoryTaleforge of 4 MB: one saved choice text of `<` and a `-` (arrows removed on import). */
  arrowsInMeta: () =>
    `:: Start\n[[x->B]]\n:: B\nb\n:: StoryTaleforge\n{"format":"taleforge-story","version":1,"chapters":[],"scenes":{},"choices":{"Start":[{"id":"c","link":"B","text":"${fill("<", MAX - 200)}-"}]}}`,
  /**
   * Twine markup (ADR 033): SugarCube passages of 100,000 `<<` each (lines of 20,000, within
   * the line limit), none closed: each read once, taken out to its line's end. 4 MB.
   */
  sugarcubeOpeners: () =>
    `:: StoryData\n{"format":"SugarCube"}\n\n${passages(
      19,
      MAX - 100,
      (i) => `:: P${i}`,
      () => `${"<<".repeat(20_000)}\n`,
    )}`,
  /** SugarCube containers nested 5,000 deep per line and never closed, then closes for none. 4 MB. */
  sugarcubeNested: () =>
    `:: StoryData\n{"format":"SugarCube"}\n\n${passages(
      19,
      MAX - 100,
      (i) => `:: P${i}`,
      () => `${"<<if $a>><<link 'x' 'P1'>><<set $x to 1>>".repeat(1_000)}\n${"<</for>>".repeat(5_000)}\n`,
    )}`,
  /** Harlowe: hooks opened 40,000 deep, `(if:` never closed, strings never ended. 4 MB. */
  harloweNested: () =>
    `:: StoryData\n{"format":"Harlowe"}\n\n${passages(
      19,
      MAX - 100,
      (i) => `:: P${i}`,
      (i) =>
        i % 3 === 0
          ? `${"(if: $a)[|n>[".repeat(3_000)}\n`
          : i % 3 === 1
            ? `${"(if: (set: ".repeat(4_000)}\n`
            : `${'(set: "'.repeat(6_000)}\n`,
    )}`,
  /** Both formats' inline marks, HTML and entities, unclosed: `//''@@<b &x`. 4 MB. */
  markupMarks: () =>
    `:: StoryData\n{"format":"SugarCube"}\n\n${passages(
      19,
      MAX - 100,
      (i) => `:: P${i}`,
      () => `${"//''@@<b &x /* <!-- [img[".repeat(1_500)}\n`,
    )}`,
  /** StoryData nested 20,000 deep (F12). Refused: nested too deep. */
  deepStoryData: () =>
    `:: StoryData\n{"ifid":"D674C58C-DEFA-4F70-B7A2-27742230C0FC","tag-colors":${"[".repeat(20_000)}${"]".repeat(20_000)}}\n\n:: Start\nGo.`,
} as const;

/** Twine 2 HTML files (POST /api/games/import as text/html). */
export const HOSTILE_TWINE_HTML = {
  /** The issue's 800 KB: 34,800 unclosed `<tw-passagedata name=a>`. Refused. */
  unclosedPassages: () =>
    `<tw-storydata name="Slow">${"<tw-passagedata name=a>".repeat(34_800)}</tw-storydata>`,
  /** The issue's 25,000 `<script `, grown to 4 MB. Refused: the tag never closes. */
  openScripts: () =>
    `<tw-storydata name="Slow"><tw-passagedata pid="1" name="Start">Go.</tw-passagedata>${fill("<script ", MAX - 100)}</tw-storydata>`,
  /** 4 MB of `<` between passages: each looked at once. Taken. */
  angles: () =>
    `<tw-storydata name="Slow"><tw-passagedata pid="1" name="Start">Go.</tw-passagedata>${fill("<", MAX - 100)}</tw-storydata>`,
  /** 2,000 passages of escaped links to the next one: 4 MB. Taken. */
  repeatedLinks: () => {
    const each = (MAX - 100) / IMPORT_LIMITS.maxPassages - 60;
    const passage = (i: number) =>
      `<tw-passagedata pid="${i}" name="P${i}">${fill(`[[Go-&gt;P${(i + 1) % 2000}]]\n`, each)}</tw-passagedata>`;
    return `<tw-storydata name="Slow" startnode="0">${Array.from({ length: IMPORT_LIMITS.maxPassages }, (_, i) => passage(i)).join("")}</tw-storydata>`;
  },
} as const;

const scene = (id: string, title: string, description: string) => ({ id, title, description, choices: [] });

/** Stories as stored (GET /api/games/{id}/export?format=twee|html). */
export const HOSTILE_STORIES = {
  /** The issue's: 20 scenes, each 20,000 characters of `[[`. */
  brackets: (): StoryBeats => ({
    chapters: [
      {
        id: "ch-1",
        title: "Brackets",
        scenes: Array.from({ length: 20 }, (_, i) => scene(`s-${i}`, `Scene ${i}`, "[[".repeat(10_000))),
      },
    ],
  }),
  /** 20,000 scenes (100 chapters of 200) all called "Hall": each numbered. */
  oneTitle: (): StoryBeats => ({
    chapters: Array.from({ length: 100 }, (_, c) => ({
      id: `ch-${c}`,
      title: `Chapter ${c}`,
      scenes: Array.from({ length: 200 }, (_, s) => scene(`s-${c}-${s}`, "Hall", "A hall.")),
    })),
  }),
  /** 20,000 scenes whose 200-character titles are `<` and a `-` (arrows removed). */
  arrowTitles: (): StoryBeats => ({
    chapters: Array.from({ length: 100 }, (_, c) => ({
      id: `ch-${c}`,
      title: `Chapter ${c}`,
      scenes: Array.from({ length: 200 }, (_, s) => scene(`s-${c}-${s}`, `${"<".repeat(199)}-`, "A hall.")),
    })),
  }),
} as const;
