/**
 * Twine's link syntax typed in a scene's text (issue 35): `[[text]]`, `[[text|target]]`,
 * `[[text->target]]` and `[[target<-text]]`. Read in one pass over the text, so a hostile or
 * huge text costs time in proportion to its length (no regular expression backtracking).
 */

/** A link found in a text: where its markup starts and ends (end exclusive), what it says, where it goes. */
export type TypedLink = { start: number; end: number; text: string; target: string };

/**
 * The inside of a link, as Twine 2 reads it: the leftmost `<-` or the rightmost `->` divides it,
 * else the first `|`; with no divider the text is the target. Null when it names no target.
 */
export function readLink(inside: string): { text: string; target: string } | null {
  let text: string;
  let target: string;
  const back = inside.indexOf("<-");
  const forward = inside.lastIndexOf("->");
  const pipe = inside.indexOf("|");
  if (back >= 0) {
    target = inside.slice(0, back);
    text = inside.slice(back + 2);
  } else if (forward >= 0) {
    text = inside.slice(0, forward);
    target = inside.slice(forward + 2);
  } else if (pipe >= 0) {
    text = inside.slice(0, pipe);
    target = inside.slice(pipe + 1);
  } else {
    text = inside;
    target = inside;
  }
  target = target.trim();
  text = text.trim() || target;
  return target ? { text, target } : null;
}

/**
 * Every link in the text, in order. A link lies on one line; of two `[[` before a `]]` the
 * later opens the link (`[[a [[b]]` links "b"), as in Twine.
 */
export function findLinks(source: string): TypedLink[] {
  const links: TypedLink[] = [];
  let open = -1;
  for (let i = 0; i < source.length - 1; i++) {
    const c = source[i];
    if (c === "\n") open = -1;
    else if (c === "[" && source[i + 1] === "[") {
      open = i;
      i++;
    } else if (c === "]" && source[i + 1] === "]" && open >= 0) {
      const read = readLink(source.slice(open + 2, i));
      if (read) links.push({ start: open, end: i + 2, ...read });
      open = -1;
      i++;
    }
  }
  return links;
}

/** Whether the text may hold a link (cheap: most scenes have none). */
export const mayHaveLinks = (source: string) => source.includes("[[");

/** What may stand between links on a line of links only ("[[Left]] | [[Right]]"). */
const SEPARATORS = /^[\s|/,;·•\-–—]*$/;

/**
 * The text with the given links (in order) taken out, as players will read it: a line of links
 * only goes, line and all; a link inside a sentence leaves its words in the sentence.
 */
export function withoutLinks(source: string, links: readonly TypedLink[]): string {
  if (links.length === 0) return source;
  let out = "";
  let at = 0;
  for (let i = 0; i < links.length; ) {
    const first = links[i] as TypedLink;
    const lineStart = first.start === 0 ? 0 : source.lastIndexOf("\n", first.start - 1) + 1;
    const newline = source.indexOf("\n", first.end);
    const lineEnd = newline < 0 ? source.length : newline;
    let j = i;
    while (j < links.length && (links[j] as TypedLink).start < lineEnd) j++;
    const onLine = links.slice(i, j);
    let rest = "";
    let p = lineStart;
    for (const link of onLine) {
      rest += source.slice(p, link.start);
      p = link.end;
    }
    rest += source.slice(p, lineEnd);
    if (SEPARATORS.test(rest)) {
      out += source.slice(at, lineStart);
      at = newline < 0 ? lineEnd : newline + 1;
    } else {
      for (const link of onLine) {
        out += source.slice(at, link.start) + link.text;
        at = link.end;
      }
    }
    i = j;
  }
  out += source.slice(at);
  // Removed lines leave no run of blank lines behind.
  return out.replace(/\n{3,}/g, "\n\n").trim();
}
