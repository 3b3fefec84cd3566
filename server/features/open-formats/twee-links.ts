/**
 * Twine links in passage text: `[[Target]]`, `[[text|Target]]`, `[[text->Target]]` and
 * `[[Target<-text]]` (the rightmost `->` and the leftmost `<-` divide, as in Twine 2). A
 * SugarCube setter (`[[text|Target][$x to 1]]`) is left out of the target. A link is on one line.
 */
export type TweeLink = { text: string; target: string; start: number; end: number };

const LINK = /\[\[((?:[^\]\n]|\](?!\]))+)\]\]/g;

export function splitLink(inner: string): { text: string; target: string } {
  const body = inner.split("][")[0] as string;
  const arrow = body.lastIndexOf("->");
  if (arrow >= 0) return { text: body.slice(0, arrow).trim(), target: body.slice(arrow + 2).trim() };
  const back = body.indexOf("<-");
  if (back >= 0) return { text: body.slice(back + 2).trim(), target: body.slice(0, back).trim() };
  const pipe = body.indexOf("|");
  if (pipe >= 0) return { text: body.slice(0, pipe).trim(), target: body.slice(pipe + 1).trim() };
  return { text: body.trim(), target: body.trim() };
}

export function findLinks(text: string): TweeLink[] {
  const links: TweeLink[] = [];
  for (const match of text.matchAll(LINK)) {
    const { text: label, target } = splitLink(match[1] as string);
    if (!target) continue;
    links.push({ text: label || target, target, start: match.index, end: match.index + match[0].length });
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
