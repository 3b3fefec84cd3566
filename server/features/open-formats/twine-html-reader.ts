import { type TweeDocument, TweeError, type TweePassage } from "./twee-document";

/**
 * A published Twine 2 story: `<tw-storydata name startnode ifid format>` holding
 * `<tw-passagedata pid name tags position size>` elements with HTML-escaped text. Read with
 * plain scanning (no DOM, nothing evaluated): only these two elements matter.
 */

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const point =
        code[1] === "x" || code[1] === "X" ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z_:][-\w:.]*)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g))
    out[(m[1] as string).toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? "");
  return out;
}

/** Line numbers of ever later places in the source, counted once from the last. */
function lineCounter(source: string) {
  let at = 0;
  let line = 1;
  return (index: number) => {
    for (let i = source.indexOf("\n", at); i !== -1 && i < index; i = source.indexOf("\n", i + 1)) {
      line++;
      at = i + 1;
    }
    return line;
  };
}

export const isTwineHtml = (source: string) => /<tw-storydata[\s>]/i.test(source);

export function readTwineHtml(source: string): TweeDocument {
  const open = /<tw-storydata\b([^>]*)>/i.exec(source);
  if (!open) throw new TweeError(1, "no <tw-storydata> element: this is not a published Twine 2 story");
  const lineAt = lineCounter(source);
  const openLine = lineAt(open.index);
  const story = attributes(open[1] as string);
  const closeAt = source.search(/<\/tw-storydata>/i);
  if (closeAt < 0) throw new TweeError(openLine, "the <tw-storydata> element is never closed");
  const body = source.slice(open.index, closeAt);
  const offset = open.index;

  const warnings: string[] = [];
  const passages: TweePassage[] = [];
  const names = new Map<string, number>();
  let start: string | undefined;
  const element = /<tw-passagedata\b([^>]*)>([\s\S]*?)<\/tw-passagedata>/gi;
  for (const m of body.matchAll(element)) {
    const line = lineAt(offset + m.index);
    const attrs = attributes(m[1] as string);
    const name = attrs.name?.trim();
    if (!name) throw new TweeError(line, "a <tw-passagedata> element has no name");
    const earlier = names.get(name);
    if (earlier) throw new TweeError(line, `the passage "${name}" is already defined on line ${earlier}`);
    names.set(name, line);
    if (attrs.pid && attrs.pid === story.startnode) start = name;
    const metadata: Record<string, unknown> = {};
    if (attrs.position) metadata.position = attrs.position;
    if (attrs.size) metadata.size = attrs.size;
    passages.push({
      name,
      tags: (attrs.tags ?? "").split(/\s+/).filter(Boolean),
      ...(Object.keys(metadata).length ? { metadata } : {}),
      text: decodeEntities(m[2] as string)
        .replace(/\r\n?/g, "\n")
        .trimEnd(),
      line,
    });
  }
  if (!passages.length) throw new TweeError(openLine, "the story has no passages");
  // The story's JavaScript and stylesheet, as Twee writes them: passages Taleforge keeps, unplayed.
  const code = [
    [
      "Story JavaScript",
      "script",
      /<script\b[^>]*type=["']text\/twine-javascript["'][^>]*>([\s\S]*?)<\/script>/i,
    ],
    ["Story Stylesheet", "stylesheet", /<style\b[^>]*type=["']text\/twine-css["'][^>]*>([\s\S]*?)<\/style>/i],
  ] as const;
  for (const [name, tag, pattern] of code) {
    const found = pattern.exec(body);
    if (!found?.[1]?.trim()) continue;
    let unique: string = name;
    for (let n = 2; names.has(unique); n++) unique = `${name} (${n})`;
    // Before the passages in the file: counted afresh (lineAt only moves forward).
    const line = lineCounter(source)(offset + found.index);
    passages.unshift({ name: unique, tags: [tag], text: decodeEntities(found[1]).trim(), line });
  }

  return {
    title: story.name?.trim() || null,
    dataLine: openLine,
    data: {
      ...(story.ifid ? { ifid: story.ifid } : {}),
      ...(story.format ? { format: story.format } : {}),
      ...(story["format-version"] ? { "format-version": story["format-version"] } : {}),
      ...(start ? { start } : {}),
    },
    passages,
    warnings,
  };
}
