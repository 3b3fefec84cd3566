import type { TwineFormat } from "./twine-format";
import { scanHarlowe } from "./twine-harlowe";
import { type Found, forwardSearch, lineEnd, type ScanResult } from "./twine-scan";
import { scanSugarCube } from "./twine-sugarcube";

/**
 * A SugarCube or Harlowe passage's text as Taleforge shows it (ADR 033). Taleforge's scene
 * text is prose with Markdown's italic and bold (ADR 035), so `//`, `''` and Harlowe's `*`,
 * `**` become `*` and `**`, an asterisk of the author's is kept literal (`\*`), and the other
 * marks (underline, strike, super) go with their words kept; `<br>` and
 * paragraph tags become line breaks; macros, comments and variables are taken out by the
 * format's scanner and reported. Links (`[[…]]`) are left as written for the link reader.
 * Every step is one forward pass.
 */
export function readTwineText(text: string, format: TwineFormat): ScanResult {
  if (format === "other") return { text, found: [] };
  const scanned = format === "sugarcube" ? scanSugarCube(text) : scanHarlowe(text);
  return { text: tidy(plainMarkup(scanned.text, format)), found: scanned.found };
}

/** Marks that wrap text Taleforge shows plain (SugarCube: `__` underline, `==` strike; Harlowe: `~~`). */
const PAIRS = new Set(["~~", "^^", "==", "__"]);
const MARK_STARTS = new Set(["'", "*", "~", "^", "=", "_", "@", "/"]);
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isSpaceOrEnd = (c: string | undefined) => c === undefined || c === " " || c === "\t" || c === "\n";
const ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  quot: '"',
  apos: "'",
  "#39": "'",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  // `<` and `>` the author escaped are shown as ‹ and ›: decoded after the scan, a `<` would read
  // as the start of a tag or a macro (`&lt;&lt;set $x&gt;&gt;` showed players `<<set >>`).
  gt: "›",
  lt: "‹",
};
/** Tags that end a line or a paragraph. */
const BREAKS = new Set([
  "br",
  "p",
  "/p",
  "div",
  "/div",
  "hr",
  "li",
  "/li",
  "h1",
  "h2",
  "h3",
  "/h1",
  "/h2",
  "/h3",
]);
/** Elements whose content is code, never prose. */
const CODE = new Set(["script", "style"]);

/** A passage's text without markup Taleforge cannot show. */
function plainMarkup(text: string, format: TwineFormat): string {
  const harlowe = format === "harlowe";
  const out: string[] = [];
  const closeLink = forwardSearch(text, "]]");
  const closeTag = forwardSearch(text, ">");
  const newline = forwardSearch(text, "\n");
  const codeEnds: Record<string, (from: number) => number> = {
    script: forwardSearch(text, "</script"),
    style: forwardSearch(text, "</style"),
  };
  const semicolon = forwardSearch(text, ";");
  const lonely = harlowe ? lonelyStars(text) : new Set<number>();
  let styled = false;
  let plain = 0;
  let i = 0;
  const flush = (to: number) => {
    if (to > plain) out.push(text.slice(plain, to));
  };
  const skip = (to: number, put = "") => {
    flush(i);
    if (put) out.push(put);
    i = plain = to;
  };
  let lineStart = true;
  while (i < text.length) {
    const c = text[i] as string;
    const next = text[i + 1];
    if (lineStart) {
      lineStart = false;
      const end = lineEnd(text, newline, i);
      const lead = lineMark(text.slice(i, Math.min(end, i + 40)), harlowe, end - i);
      if (lead) {
        skip(i + lead.length, lead.put);
        continue;
      }
    }
    if (c === "\n") {
      lineStart = true;
      i++;
      continue;
    }
    if (c === "[" && next === "[") {
      const close = closeLink(i + 2);
      i = close !== -1 && close < lineEnd(text, newline, i) ? close + 2 : i + 2;
      continue;
    }
    if (c === "<" && next !== undefined && /[A-Za-z/!]/.test(next)) {
      const close = closeTag(i + 1);
      if (close !== -1 && close < lineEnd(text, newline, i)) {
        const name =
          /^\/?[A-Za-z][\w-]*/.exec(text.slice(i + 1, Math.min(close, i + 20)))?.[0].toLowerCase() ?? "";
        if (CODE.has(name)) {
          const end = (codeEnds[name] as (from: number) => number)(close);
          const after = end === -1 ? -1 : closeTag(end);
          skip(after === -1 ? text.length : after + 1);
        } else skip(close + 1, BREAKS.has(name) ? "\n" : "");
        continue;
      }
    }
    // Two-character marks start with one of these: no slice made for other characters.
    const pair = MARK_STARTS.has(c) && next === c ? c + c : c === "/" && next === "/" ? "//" : "";
    // Italic and bold become Taleforge's own marks (ADR 035): `//` → `*`, `''` → `**`.
    if (pair === "//" && text[i - 1] !== ":") {
      skip(i + 2, "*");
      continue;
    }
    if (pair === "''") {
      skip(i + 2, "**");
      continue;
    }
    if (c === "*") {
      // Harlowe's `*italic*` and `**bold**` are Taleforge's; a Harlowe `*` with no partner on
      // its line (5*3) and every SugarCube `*` (it has no such marks) are the author's, kept
      // literal (`\*`) unless spaces or digits either side already keep them so.
      const literal = !harlowe || (next !== "*" && lonely.has(i));
      const plain = isSpaceOrEnd(text[i - 1]) && isSpaceOrEnd(next);
      const arithmetic = isDigit(text[i - 1]) && isDigit(next);
      if (literal && !plain && !arithmetic) skip(i + 1, "\\*");
      else i += harlowe && next === "*" ? 2 : 1;
      continue;
    }
    if (PAIRS.has(pair)) {
      skip(i + 2);
      continue;
    }
    if (pair === "@@" && format === "sugarcube") {
      // `@@style;text@@`: the style (no spaces, up to `;`) goes with the marks.
      let end = i + 2;
      if (!styled) {
        const semi = semicolon(i + 2);
        if (semi !== -1 && semi - i < 100 && !/\s/.test(text.slice(i + 2, semi))) end = semi + 1;
      }
      styled = !styled;
      skip(end);
      continue;
    }
    if (text.startsWith('"""', i)) {
      skip(i + 3);
      continue;
    }
    if (harlowe && (c === "`" || c === "{" || c === "}")) {
      // Harlowe's verbatim backticks and whitespace-collapsing braces.
      skip(i + 1);
      continue;
    }
    if (c === "\\" && (next === "\n" || next === undefined)) {
      // A line continued: the break goes.
      skip(i + 2, " ");
      continue;
    }
    if (c === "&") {
      const semi = semicolon(i + 1);
      const entity = semi !== -1 && semi - i <= 10 ? text.slice(i + 1, semi).toLowerCase() : "";
      const decoded = ENTITIES[entity] ?? numericEntity(entity);
      if (decoded !== undefined) {
        skip(semi + 1, decoded);
        continue;
      }
    }
    i++;
  }
  flush(text.length);
  return out.join("");
}

/** `&#60;` and `&#x3C;` (lowercased): a character, `<` and `>` as `&lt;` and `&gt;` are. */
const numericEntity = (entity: string) => {
  const decimal = /^#(\d{1,7})$/.exec(entity)?.[1];
  const hex = /^#x([0-9a-f]{1,6})$/.exec(entity)?.[1];
  const n = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : Number.NaN;
  if (n === 60) return ENTITIES.lt;
  if (n === 62) return ENTITIES.gt;
  return n > 31 && n < 0x110000 ? String.fromCodePoint(n) : undefined;
};

/**
 * Harlowe's single `*` marks italics in pairs: the positions of those left without a partner on
 * their line (`5*3 coins`), which are the author's asterisks. A `*` with spaces either side is
 * prose and `**` is bold: neither counts, as in plainMarkup.
 */
function lonelyStars(text: string): Set<number> {
  const lonely = new Set<number>();
  let open = -1;
  for (let j = 0; j < text.length; j++) {
    const c = text[j];
    if (c === "\n") {
      if (open !== -1) lonely.add(open);
      open = -1;
    } else if (c === "*") {
      if (text[j + 1] === "*") j++;
      else if (!(text[j - 1] === " " && text[j + 1] === " ")) open = open === -1 ? j : -1;
    }
  }
  if (open !== -1) lonely.add(open);
  return lonely;
}

/** A line's leading markup: headings, list bullets, rules, alignment marks. */
function lineMark(
  head: string,
  harlowe: boolean,
  lineLength: number,
): { length: number; put: string } | null {
  const rule = /^\s*(-{3,}|={2,}>|<={2,}|=+><=+|\|={2,}|={2,}\|)\s*$/.exec(head);
  if (rule && rule[0].length === lineLength) return { length: lineLength, put: "" };
  const heading = (harlowe ? /^\s*#{1,6}\s*/ : /^\s*!{1,6}\s*/).exec(head);
  if (heading) return { length: heading[0].length, put: "" };
  const bullet = /^\s*\*+\s+/.exec(head);
  if (bullet) return { length: bullet[0].length, put: "• " };
  const quoted = harlowe ? null : /^\s*>+\s?/.exec(head);
  if (quoted) return { length: quoted[0].length, put: "" };
  return null;
}

/** Spaces left by what was removed, and blank lines past one, go; each line is trimmed. */
function tidy(text: string): string {
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type { Found };
