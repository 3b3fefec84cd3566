import { IMPORT_LIMITS, ImportMessages } from "../../../contract/open-formats";
import { checkPassageCount, checkPassageSize } from "./import-bounds";
import { type TweeDocument, TweeError, type TweePassage } from "./twee-document";

/**
 * A published Twine 2 story: `<tw-storydata name startnode ifid format>` holding
 * `<tw-passagedata pid name tags position size>` elements with HTML-escaped text, and the story's
 * script and stylesheet. Read with plain forward scanning (no DOM, nothing evaluated).
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

const isSpace = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;

/** The text with A–Z lowered and nothing else changed: the same length, so indexes carry over. */
const asciiLower = (text: string) => text.replace(/[A-Z]+/g, (run) => run.toLowerCase());

type Tag = { attrs: Record<string, string>; end: number };

/**
 * A start tag's attributes (names lowered: `lower` is the source lowered), read from `from` (just
 * past its name) to its `>` as HTML reads them:
 * names to a space, `/`, `=` or `>`; values quoted or up to a space or `>`; the first of a name
 * wins. Each character is read once. Null when no `>` comes before `limit`.
 */
function readTag(source: string, lower: string, from: number, limit: number): Tag | null {
  const attrs: Record<string, string> = Object.create(null); // "__proto__" is a name like any
  let i = from;
  while (i < limit) {
    const c = source.charCodeAt(i);
    if (c === GT) return { attrs, end: i + 1 };
    if (isSpace(c) || c === SLASH) {
      i++;
      continue;
    }
    const nameStart = i++; // a name has its first character, even "="
    for (; i < limit; i++) {
      const d = source.charCodeAt(i);
      if (isSpace(d) || d === SLASH || d === GT || d === EQUALS) break;
    }
    const name = lower.slice(nameStart, i);
    while (i < limit && isSpace(source.charCodeAt(i))) i++;
    let value = "";
    if (source.charCodeAt(i) === EQUALS) {
      i++;
      while (i < limit && isSpace(source.charCodeAt(i))) i++;
      const quote = source[i];
      if (quote === '"' || quote === "'") {
        const closing = source.indexOf(quote, i + 1);
        if (closing === -1 || closing >= limit) return null;
        value = source.slice(i + 1, closing);
        i = closing + 1;
      } else {
        const valueStart = i;
        for (; i < limit; i++) {
          const d = source.charCodeAt(i);
          if (isSpace(d) || d === GT) break;
        }
        value = source.slice(valueStart, i);
      }
    }
    if (!Object.hasOwn(attrs, name)) attrs[name] = value.includes("&") ? decodeEntities(value) : value;
  }
  return null;
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

/** The elements read inside `<tw-storydata>`; anything else there is passed over. */
const ELEMENTS = ["tw-passagedata", "script", "style"] as const;
type Element = (typeof ELEMENTS)[number];

/** `name` at `at` in the lowered source, as a whole tag name (a space, `/` or `>` after it). */
function nameAt(lower: string, at: number, name: string): boolean {
  if (!lower.startsWith(name, at)) return false;
  const after = lower.charCodeAt(at + name.length);
  return isSpace(after) || after === GT || after === SLASH;
}

/**
 * A published Twine 2 story, read in one forward pass with `indexOf` (F2: the patterns this
 * replaces rescanned the rest of the file from every unclosed tag, quadratic): the story
 * element's tag; then, up to its end, each `<tw-passagedata>`, `<script>` and `<style>` element,
 * its text running to its own closing tag. An element or tag that never closes is a 400, as are
 * the bounds of IMPORT_LIMITS, checked as each passage is read.
 */
export function readTwineHtml(source: string): TweeDocument {
  const lower = asciiLower(source);
  const lineAt = lineCounter(source);
  const tagOf = (at: number, name: string, limit: number, line: number): Tag => {
    const tag = readTag(source, lower, at + 1 + name.length, limit);
    if (!tag) throw new TweeError(line, `a <${name}> tag is never closed`);
    if (tag.end - at > IMPORT_LIMITS.maxLineLength) throw new TweeError(line, ImportMessages.tagTooLong);
    return tag;
  };

  let openAt = lower.indexOf("<tw-storydata");
  while (openAt !== -1 && !nameAt(lower, openAt + 1, "tw-storydata"))
    openAt = lower.indexOf("<tw-storydata", openAt + 1);
  if (openAt === -1)
    throw new TweeError(1, "no <tw-storydata> element: this is not a published Twine 2 story");
  const openLine = lineAt(openAt);
  const open = tagOf(openAt, "tw-storydata", source.length, openLine);
  const story = open.attrs;
  const closeAt = lower.indexOf("</tw-storydata>", open.end);
  if (closeAt < 0) throw new TweeError(openLine, "the <tw-storydata> element is never closed");

  const warnings: string[] = [];
  const passages: TweePassage[] = [];
  const code: Partial<Record<"script" | "style", { text: string; line: number }>> = {};
  const names = new Map<string, number>();
  let start: string | undefined;
  let count = 0;
  for (let lt = lower.indexOf("<", open.end); lt !== -1 && lt < closeAt; ) {
    const element = ELEMENTS.find((name: Element) => nameAt(lower, lt + 1, name));
    if (!element) {
      lt = lower.indexOf("<", lt + 1);
      continue;
    }
    const line = lineAt(lt);
    const tag = tagOf(lt, element, closeAt, line);
    const end = lower.indexOf(`</${element}>`, tag.end);
    if (end === -1 || end > closeAt) throw new TweeError(line, `a <${element}> element is never closed`);
    const raw = source.slice(tag.end, end);
    lt = lower.indexOf("<", end + element.length + 3);
    if (element !== "tw-passagedata") {
      // The story's JavaScript and stylesheet (the first of each): passages Taleforge keeps.
      const type = element === "script" ? "text/twine-javascript" : "text/twine-css";
      const kind = element === "script" ? "script" : "style";
      if (!code[kind] && asciiLower(tag.attrs.type ?? "") === type) {
        checkPassageCount(++count, line);
        code[kind] = { text: raw, line };
      }
      continue;
    }
    checkPassageCount(++count, line);
    const attrs = tag.attrs;
    const name = attrs.name?.trim();
    if (!name) throw new TweeError(line, "a <tw-passagedata> element has no name");
    const earlier = names.get(name);
    if (earlier) throw new TweeError(line, `the passage "${name}" is already defined on line ${earlier}`);
    names.set(name, line);
    if (attrs.pid && attrs.pid === story.startnode) start = name;
    const metadata: Record<string, unknown> = {};
    if (attrs.position) metadata.position = attrs.position;
    if (attrs.size) metadata.size = attrs.size;
    const passage: TweePassage = {
      name,
      tags: (attrs.tags ?? "").split(/\s+/).filter(Boolean),
      ...(Object.keys(metadata).length ? { metadata } : {}),
      text: decodeEntities(raw).replace(/\r\n?/g, "\n").trimEnd(),
      line,
    };
    checkPassageSize(passage, line);
    passages.push(passage);
  }
  if (!passages.length) throw new TweeError(openLine, "the story has no passages");
  // As Twee writes them, before the passages: the stylesheet first, then the script.
  const kept = [
    ["Story JavaScript", "script", code.script],
    ["Story Stylesheet", "stylesheet", code.style],
  ] as const;
  for (const [name, tag, found] of kept) {
    const text = found ? decodeEntities(found.text).trim() : "";
    if (!found || !text) continue;
    let unique: string = name;
    for (let n = 2; names.has(unique); n++) unique = `${name} (${n})`;
    passages.unshift({ name: unique, tags: [tag], text, line: found.line });
  }

  return {
    title: story.name?.trim() || null,
    dataLine: openLine,
    textOnHeaderLine: true,
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
