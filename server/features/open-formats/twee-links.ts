/**
 * Twine links in passage text: `[[Target]]`, `[[text|Target]]`, `[[text->Target]]` and
 * `[[Target<-text]]` (the rightmost `->` and the leftmost `<-` divide, as in Twine 2). A
 * SugarCube setter (`[[text|Target][$x to 1]]`) is left out of the target. A link is on one line.
 */
export type TweeLink = { text: string; target: string; start: number; end: number; setter?: string };

/** A SugarCube link's setter (`[[text|Target][$x to 1]]`): what it sets, without its brackets. */
export function linkSetter(inner: string): string | undefined {
  const at = inner.indexOf("][");
  if (at === -1) return undefined;
  const setter = inner
    .slice(at + 2)
    .replace(/\]$/, "")
    .trim();
  return setter || undefined;
}

export function splitLink(inner: string): { text: string; target: string } {
  const setter = inner.indexOf("][");
  const body = setter === -1 ? inner : inner.slice(0, setter);
  const arrow = body.lastIndexOf("->");
  if (arrow >= 0) return { text: body.slice(0, arrow).trim(), target: body.slice(arrow + 2).trim() };
  const back = body.indexOf("<-");
  if (back >= 0) return { text: body.slice(back + 2).trim(), target: body.slice(0, back).trim() };
  const pipe = body.indexOf("|");
  if (pipe >= 0) return { text: body.slice(0, pipe).trim(), target: body.slice(pipe + 1).trim() };
  return { text: body.trim(), target: body.trim() };
}

/**
 * Every `[[inner]]` in the text, left to right: `inner` is not empty, holds no line break and
 * ends at the first `]]`. Found with three forward-only searches (the next `[[`, `]]` and line
 * break), so each character is read a bounded number of times (and no further once `max` are found): a line of 40,000 `[[` costs
 * what any 80 KB of text does (a backtracking pattern read it once per `[[`: quadratic, F2).
 */
export function findLinks(text: string, max = Number.POSITIVE_INFINITY): TweeLink[] {
  const links: TweeLink[] = [];
  // The first `]]` and the first line break at or after the place looked from: found once and
  // kept while that place stays behind them.
  let close = -1;
  let newline = -1;
  let open = text.indexOf("[[");
  while (open !== -1 && links.length < max) {
    const from = open + 2;
    if (close < from) close = text.indexOf("]]", from);
    if (close === -1) break; // no `]]` left: no link either
    if (newline < from) {
      newline = text.indexOf("\n", from);
      if (newline === -1) newline = text.length;
    }
    if (newline < close) {
      // Every `[[` before this line break would close after it: none is a link.
      open = text.indexOf("[[", newline + 1);
    } else if (close === from) {
      open = text.indexOf("[[", open + 1); // `[[]]`: empty
    } else {
      const inner = text.slice(from, close);
      const { text: label, target } = splitLink(inner);
      const setter = linkSetter(inner);
      if (target)
        links.push({
          text: label || target,
          target,
          start: open,
          end: close + 2,
          ...(setter ? { setter } : {}),
        });
      open = text.indexOf("[[", close + 2);
    }
  }
  return links;
}

/**
 * The prose without its links: a line of nothing but links (a choice list) goes; a link inside a
 * sentence leaves its text behind.
 */
export function proseWithoutLinks(text: string): string {
  const kept: string[] = [];
  for (const line of text.split("\n")) {
    const links = findLinks(line);
    if (!links.length) {
      kept.push(line);
      continue;
    }
    let rest = "";
    let at = 0;
    for (const link of links) {
      rest += line.slice(at, link.start);
      at = link.end;
    }
    rest += line.slice(at);
    // Only bullets, dashes or pipes between the links: a list of choices.
    if (/^[\s*\-•|,.>]*$/.test(rest)) continue;
    let prose = "";
    at = 0;
    for (const link of links) {
      prose += line.slice(at, link.start) + link.text;
      at = link.end;
    }
    kept.push(prose + line.slice(at));
  }
  return kept
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Macros of the common story formats (Harlowe, SugarCube, Chapbook) that Taleforge keeps as text. */
export function findMacros(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/<<\s*\/?([A-Za-z][\w-]*)/g)) names.add(`<<${m[1]}>>`);
  for (const m of text.matchAll(/\(([A-Za-z][\w-]*):/g)) names.add(`(${m[1]}:)`);
  for (const m of text.matchAll(
    /\{(embed passage|restart link|back link|link to|reveal link|cycling link|text input|dropdown menu|checkbox|ambient sound|sound effect)\b/g,
  ))
    names.add(`{${m[1]}}`);
  return [...names];
}
