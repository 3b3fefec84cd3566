/**
 * A Twee story as the readers hand it on and the writer takes it (ADR 023): the passages in file
 * order with the line each starts on, and StoryTitle and StoryData read apart.
 */

export type TweePassage = {
  name: string;
  tags: string[];
  /** The header's JSON (position, size): kept as read, never interpreted. */
  metadata?: Record<string, unknown>;
  text: string;
  /** 1-based line of the passage's header (or its element, in Twine HTML). */
  line: number;
};

/** StoryData's JSON (Twee 3 spec): only ifid is required. */
export type TweeStoryData = {
  ifid?: string;
  format?: string;
  "format-version"?: string;
  start?: string;
  "tag-colors"?: Record<string, string>;
  zoom?: number;
};

export type TweeDocument = {
  title: string | null;
  data: TweeStoryData | null;
  /** StoryData's line (the `<tw-storydata>` element's, in Twine HTML). */
  dataLine?: number;
  /** Twine HTML: a passage's text starts on its element's line (Twee: on the line after the header). */
  textOnHeaderLine?: boolean;
  /** Every passage but StoryTitle and StoryData. */
  passages: TweePassage[];
  warnings: string[];
};

/** A file that cannot be read; the route answers 400 with "Line N: …". */
export class TweeError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
    this.name = "TweeError";
  }
}

/** Twee 3: `[ ] { } \` in passage names and tags are escaped with a backslash. */
export const escapeTweeName = (name: string) => name.replace(/[[\]{}\\]/g, (c) => `\\${c}`);

/**
 * Passage text: a line beginning `::` would start a passage, so it is written `\::`.
 * A line that already begins with backslashes before `::` gets one more, so the
 * escape can always be undone exactly (`\::` in a scene reads back as `\::`).
 */
export const escapeTweeText = (text: string) => text.replace(/^(\\*)::/gm, "\\$1::");
export const unescapeTweeText = (text: string) => text.replace(/^\\(\\*)::/gm, "$1::");
