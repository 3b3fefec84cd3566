import { type Choice, type ChoiceTarget, choiceTarget, type Scene, type Story } from "../story-draft";

/**
 * How tall a scene's card is drawn. Titles and choice labels wrap (up to a few lines, then
 * clamp) instead of being cut at one line, so each card's height follows its words. The
 * height is needed before anything is drawn (the layout places cards by it, and React Flow is
 * given each choice's handle up front), so lines are counted from characters: a greedy word
 * wrap at a deliberately low number of characters per line, so the box is never too short for
 * the text the browser actually lays out.
 */

export const CARD_WIDTH = 240;
const TITLE_LINE = 20;
/** The title block's padding and its second line (chapter · choices). */
const HEADER_BASE = 42;
const ROW_LINE = 16;
const ROW_PAD = 10;
export const CARD_PADDING = 8;
export const TITLE_MAX_LINES = 3;
export const LABEL_MAX_LINES = 3;
/** Characters per line: the title (text-sm, semibold, ~190 px), a choice's text and its target (text-xs). */
const TITLE_CHARS = 21;
const CHOICE_CHARS = 16;
const TARGET_CHARS = 14;

/** Lines a text takes when wrapped at `perLine` characters (words kept whole when they fit), at most `max`. */
export function wrappedLines(text: string, perLine: number, max: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(" ")) {
    if (word.length === 0) continue;
    const need = used === 0 ? word.length : used + 1 + word.length;
    if (need <= perLine) used = need;
    else if (used === 0 || word.length > perLine) {
      // A word longer than a line breaks anywhere (overflow-wrap: anywhere on the card).
      const start = used === 0 ? 0 : used + 1;
      const total = start + word.length;
      lines += Math.floor((total - 1) / perLine);
      used = ((total - 1) % perLine) + 1;
    } else {
      lines++;
      used = word.length;
    }
    if (lines >= max) return max;
  }
  return lines;
}

export type CardShape = {
  /** The title block's height. */
  header: number;
  /** Each choice row's height, then the "new choice" row's. */
  rows: number[];
  height: number;
};

export const titleHeader = (title: string) =>
  HEADER_BASE + TITLE_LINE * wrappedLines(title, TITLE_CHARS, TITLE_MAX_LINES);

export const choiceRowHeight = (text: string, target: string) =>
  ROW_PAD +
  ROW_LINE *
    Math.max(
      wrappedLines(text, CHOICE_CHARS, LABEL_MAX_LINES),
      wrappedLines(`→ ${target}`, TARGET_CHARS, LABEL_MAX_LINES),
    );

/** The card of a scene whose choices read `labels` (where each leads, in words). */
export function cardShape(title: string, choices: { text: string; target: string }[]): CardShape {
  const header = titleHeader(title);
  const rows = [...choices.map((c) => choiceRowHeight(c.text, c.target)), ROW_PAD + ROW_LINE];
  return { header, rows, height: header + rows.reduce((a, b) => a + b, 0) + CARD_PADDING };
}

/** The top of row `i` within the card. */
export const rowTop = (shape: CardShape, i: number) =>
  shape.header + shape.rows.slice(0, i).reduce((a, b) => a + b, 0);

/**
 * The story's names, looked up once: where a choice leads (the node its arrow ends at, and the
 * card's words for it) is then a map look-up.
 */
export class StoryNames {
  readonly sceneTitles = new Map<string, string>();
  private readonly chapterTitles: Map<string, string>;
  private readonly firstScene: Map<string, string | undefined>;
  private readonly endingTitles: Map<string, string>;

  constructor(story: Story) {
    for (const chapter of story.chapters)
      for (const scene of chapter.scenes) this.sceneTitles.set(scene.id, sceneTitle(scene));
    this.chapterTitles = new Map(story.chapters.map((c) => [c.id, c.title]));
    this.firstScene = new Map(story.chapters.map((c) => [c.id, c.scenes[0]?.id]));
    this.endingTitles = new Map(story.endings.map((e) => [e.id, e.title]));
  }

  /** The node id a target's arrow ends at (none when missing), and how the card names it. */
  resolve(target: ChoiceTarget): { node?: string; label: string } {
    if (target.kind === "scene") {
      const title = this.sceneTitles.get(target.id);
      return title === undefined ? { label: "missing scene" } : { node: target.id, label: title };
    }
    if (target.kind === "chapter") {
      const title = this.chapterTitles.get(target.id);
      if (title === undefined) return { label: "missing chapter" };
      return { node: this.firstScene.get(target.id), label: `chapter ${title}` };
    }
    const title = this.endingTitles.get(target.id);
    if (title === undefined) return { label: "missing ending" };
    // An ending scene shares its ending's id: the arrow goes to that card.
    return {
      node: this.sceneTitles.has(target.id) ? target.id : endingNodeId(target.id),
      label: `ending ${title}`,
    };
  }

  label(choice: Choice): string {
    const target = choiceTarget(choice);
    return target ? this.resolve(target).label : "nowhere";
  }

  shape(scene: Scene): CardShape {
    return cardShape(
      sceneTitle(scene),
      scene.choices.map((c) => ({ text: c.text, target: this.label(c) })),
    );
  }
}

export const endingNodeId = (id: string) => `ending:${id}`;
export const sceneTitle = (scene: Scene) => scene.title || "Untitled scene";
