/**
 * Shared pieces of the Twine passage scanners (twine-sugarcube.ts, twine-harlowe.ts): what
 * they find, and forward-only searches that remember their last answer, so that a text of
 * 100,000 unclosed openers costs one search, not one per opener (ADR 023 "Hostile files").
 */

/** Something a scanner took out of a passage's text (or changed), for the import notes. */
export type Found = {
  /** Offset in the passage's text, for its line. */
  at: number;
  /** The markup as written, cut short. */
  source: string;
  /**
   * `state`: sets a variable (may become a choice's effects); `removed`: not shown to players;
   * `branch`: conditional text, its first branch kept; `link`: became a choice; `unclosed`: never
   * closed, taken out to the end of its line (or passage).
   */
  kind: "state" | "removed" | "branch" | "link" | "unclosed";
  /** For `state`: what it assigns (`$x to 1, $y += 2`), and whether it runs on every visit. */
  assigns?: string;
  topLevel?: boolean;
};

export type ScanResult = { text: string; found: Found[] };

/** The macro as the notes quote it: one line, at most 60 characters. */
export function quote(source: string): string {
  const line = source.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

/**
 * `indexOf(needle, from)` that remembers its answer: while the last match is still ahead of
 * `from` it is the answer again, and once there is none, there is none further on either.
 */
export function forwardSearch(text: string, needle: string) {
  let at = -2; // not searched yet
  return (from: number): number => {
    if (at === -1 || at >= from) return at;
    at = text.indexOf(needle, from);
    return at;
  };
}

/** The end of the line `from` is on (the `\n`'s index, or the text's length). */
export function lineEnd(text: string, newline: (from: number) => number, from: number): number {
  const at = newline(from);
  return at === -1 ? text.length : at;
}

const isNameChar = (c: string | undefined) =>
  c !== undefined &&
  ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c === "_");
export const isLetter = (c: string | undefined) =>
  c !== undefined && ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z"));

/** The end of a name (`[A-Za-z0-9_]`) starting at `from`. */
export function nameEnd(text: string, from: number): number {
  let i = from;
  while (isNameChar(text[i])) i++;
  return i;
}

/** A `$name` (with `.prop` after it) or `_name` that is a variable printed in the text. */
export function variableEnd(text: string, from: number): number {
  let end = nameEnd(text, from + 1);
  while (text[end] === "." && isLetter(text[end + 1])) end = nameEnd(text, end + 1);
  return end;
}

/**
 * Is `_name` at `i` a temporary variable printed in the text? Both formats print one wherever
 * it starts a word (a word's own underscore, `snake_case`, is not one).
 */
export function isTemp(text: string, i: number): boolean {
  return isLetter(text[i + 1]) && !isNameChar(text[i - 1]);
}

/** The quoted strings of a macro's arguments, in order (`"a" 'b'`), escapes honoured. */
export function quotedStrings(args: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const q = args[i];
    if (q !== '"' && q !== "'" && q !== "`") continue;
    let value = "";
    let j = i + 1;
    for (; j < args.length && args[j] !== q; j++) {
      if (args[j] === "\\" && j + 1 < args.length) j++;
      value += args[j];
    }
    out.push(value);
    i = j;
  }
  return out;
}

/** A link written for a choice a macro made: one line, nothing in it that ends a link early. */
export function linkMarkup(text: string, target: string, setter?: string): string | null {
  const clean = (s: string) => s.replace(/[\r\n]+/g, " ").trim();
  const [label, to] = [clean(text), clean(target)];
  if (!to || /\]|\[|->|<-|\|/.test(to) || /\]|\[|->|<-|\|/.test(label)) return null;
  const set = setter && !/[\][\r\n]/.test(setter) ? `][${setter}` : "";
  return `\n[[${label || to}|${to}${set}]]\n`;
}
