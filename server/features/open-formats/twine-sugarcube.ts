import { argsEnd, macroAt } from "./twine-harlowe";
import {
  type Found,
  forwardSearch,
  isLetter,
  isTemp,
  lineEnd,
  linkMarkup,
  quote,
  quotedStrings,
  type ScanResult,
  variableEnd,
} from "./twine-scan";

/**
 * SugarCube's macros, comments and naked variables out of a passage's text (ADR 033), in one
 * forward pass: `<<set>>`/`<<unset>>`/`<<run>>` are reported as state changes (which may
 * become choice effects), `<<if>>` keeps its first branch, `<<link "text" "Passage">>` and
 * `<<goto>>` become links (so choices), the rest is removed and reported. Links (`[[…]]`) are
 * copied as written. Inline markup (`//`, `''`, HTML) is left for twine-markup.ts.
 */

/** Containers whose content is code or targets another element: never shown as it stands. */
const DROPPED = new Set([
  "for",
  "switch",
  "script",
  "widget",
  "repeat",
  "timed",
  "done",
  "append",
  "prepend",
  "replace",
  "createaudiogroup",
  "createplaylist",
  "cycle",
  "listbox",
  "linkappend-hidden",
]);
/** Containers whose content shows as text once (a revealed link's text, a styled span). */
const SHOWN = new Set(["nobr", "capture", "type", "linkreplace", "linkappend", "linkprepend", "span"]);
/** Containers that run their content on a click. */
const CLICKS = new Set(["link", "button"]);
const STATE = new Set(["set", "unset", "run", "remember", "forget"]);
/** Harlowe's state and output macros, pasted into a SugarCube story: never meant as prose. */
const HARLOWE_IN_SUGARCUBE = new Set(["set", "put", "move", "print", "display", "goto"]);

type Open = {
  name: string;
  /** Its content is not shown (this entry counts in `dropping`). */
  drops: boolean;
  /** Its content runs only sometimes (a branch, a click): no state change in it is a visit's. */
  conditional: boolean;
  /** An `<<if>>` whose first branch has ended. */
  pastFirst?: boolean;
  click?: { text: string; target: string | null; sets: string[]; at: number; source: string };
};

/** `<<name args>>` read: `end` marks a closing tag (`<</if>>`, `<<endif>>`). */
function readMacro(inner: string): { name: string; args: string; end: boolean } | null {
  let i = 0;
  let end = false;
  if (inner[0] === "/") {
    end = true;
    i = 1;
  }
  if (!end && (inner[0] === "=" || inner[0] === "-")) return { name: "print", args: inner.slice(1), end };
  let j = i;
  while (j < inner.length && (isLetter(inner[j]) || (j > i && /[\w-]/.test(inner[j] as string)))) j++;
  if (j === i) return null;
  const name = inner.slice(i, j).toLowerCase();
  if (!end && name.startsWith("end") && name.length > 3) {
    const base = name.slice(3);
    if (base === "if" || DROPPED.has(base) || SHOWN.has(base) || CLICKS.has(base) || base === "silently")
      return { name: base, args: "", end: true };
  }
  return { name, args: inner.slice(j), end };
}

/** A click macro's text and passage: `"text" "Passage"`, `"text"`, or `[[text|Passage]]`. */
function clickTarget(args: string): { text: string; target: string | null } {
  const open = args.indexOf("[[");
  const close = open === -1 ? -1 : args.indexOf("]]", open);
  if (open !== -1 && close !== -1) {
    const inner = args.slice(open + 2, close);
    const pipe = inner.indexOf("|");
    return pipe === -1
      ? { text: inner, target: inner }
      : { text: inner.slice(0, pipe), target: inner.slice(pipe + 1) };
  }
  const [text = "", target] = quotedStrings(args);
  return { text, target: target ?? null };
}

/**
 * `<<nobr>>`'s join: each run of white space holding a line break becomes one space, in one
 * pass (split, trim, join). A pattern of spaces, a line break and spaces is retried at every
 * start of a long run of spaces without a break: quadratic (40,000 spaces took 2 s).
 */
export function joinLines(text: string): string {
  const lines = text.split("\n");
  if (lines.length === 1) return text;
  const first = (lines[0] as string).trimEnd();
  const last = (lines.at(-1) as string).trimStart();
  // A line of only white space is part of the run around it.
  const middle = lines
    .slice(1, -1)
    .map((line) => line.trim())
    .filter(Boolean);
  return [first, ...middle, last].join(" ");
}

export function scanSugarCube(text: string): ScanResult {
  const parts: string[] = [];
  const found: Found[] = [];
  const stack: Open[] = [];
  let dropping = 0;
  let conditional = 0;
  // How many of each container are open, and the click macros open: no search of the stack,
  // which a passage of 100,000 unclosed `<<if>>` would make quadratic.
  const openCount = new Map<string, number>();
  const clicks: NonNullable<Open["click"]>[] = [];
  const closeMacro = forwardSearch(text, ">>");
  const nextOpen = forwardSearch(text, "<<");
  const closeLink = forwardSearch(text, "]]");
  const newline = forwardSearch(text, "\n");
  const comments: Record<string, (from: number) => number> = {
    "/*": forwardSearch(text, "*/"),
    "/%": forwardSearch(text, "%/"),
    "<!--": forwardSearch(text, "-->"),
  };
  const emit = (s: string) => {
    if (!dropping) parts.push(s);
  };
  const push = (entry: Open) => {
    stack.push(entry);
    openCount.set(entry.name, (openCount.get(entry.name) ?? 0) + 1);
    if (entry.click) clicks.push(entry.click);
    if (entry.drops) dropping++;
    if (entry.conditional) conditional++;
  };
  const pop = () => {
    const entry = stack.pop() as Open;
    openCount.set(entry.name, (openCount.get(entry.name) ?? 1) - 1);
    if (entry.click) clicks.pop();
    if (entry.drops) dropping--;
    if (entry.conditional) conditional--;
    if (entry.name === "if" && entry.pastFirst) dropping--;
    const click = entry.click;
    if (click) {
      const link = click.target ? linkMarkup(click.text, click.target, click.sets.join("; ")) : null;
      if (link) {
        emit(link);
        found.push({ at: click.at, source: click.source, kind: "link" });
      } else found.push({ at: click.at, source: click.source, kind: "removed" });
    }
  };
  const innermostClick = () => clicks.at(-1);

  let harloweLeft = true;
  let plain = 0;
  let i = 0;
  // `<<nobr>>` joins its lines into one.
  const flush = (to: number) => {
    if (to <= plain) return;
    const part = text.slice(plain, to);
    emit(openCount.get("nobr") ? joinLines(part) : part);
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === "<" && next === "<") {
      flush(i);
      // A macro ends at the first `>>`; another `<<` before it means this one never closed.
      const after = nextOpen(i + 2);
      const close = closeMacro(i + 2);
      const closed = close !== -1 && (after === -1 || after > close);
      const macro = closed ? readMacro(text.slice(i + 2, close)) : null;
      if (!macro || !closed) {
        // `<<` that never closes (or names nothing): out to the end of its line.
        const end = closed ? i + 2 : lineEnd(text, newline, i);
        found.push({ at: i, source: quote(text.slice(i, Math.min(end, i + 60))), kind: "unclosed" });
        i = plain = end;
        continue;
      }
      const source = quote(text.slice(i, close + 2));
      const at = i;
      i = plain = close + 2;
      const { name, args, end } = macro;
      if (end) {
        // Close up to the innermost open container of this name; a stray close is dropped.
        if (openCount.get(name)) {
          while (stack.length && stack.at(-1)?.name !== name) pop();
          pop();
        }
        continue;
      }
      if (name === "if") {
        push({ name, drops: false, conditional: true });
        found.push({ at, source, kind: "branch" });
      } else if (name === "elseif" || name === "else") {
        const top = stack.at(-1);
        if (top?.name === "if" && !top.pastFirst) {
          top.pastFirst = true;
          dropping++;
        }
      } else if (name === "silently") {
        push({ name, drops: true, conditional: false });
      } else if (DROPPED.has(name)) {
        push({ name, drops: true, conditional: true });
        found.push({ at, source, kind: "removed" });
      } else if (SHOWN.has(name)) {
        push({ name, drops: false, conditional: name.startsWith("link") });
        found.push({ at, source, kind: "removed" });
      } else if (CLICKS.has(name)) {
        const { text: label, target } = clickTarget(args);
        push({ name, drops: true, conditional: true, click: { text: label, target, sets: [], at, source } });
      } else if (STATE.has(name)) {
        const click = innermostClick();
        if (click && name === "set") click.sets.push(args.trim());
        else if (dropping > (openCount.get("silently") ?? 0)) found.push({ at, source, kind: "removed" });
        else found.push({ at, source, kind: "state", assigns: args.trim(), topLevel: conditional === 0 });
      } else if (name === "goto") {
        const click = innermostClick();
        const { target, text: label } = clickTarget(`"" ${args}`);
        const to = target ?? label;
        if (click) click.target = to;
        else {
          const link = !dropping && to ? linkMarkup("Continue", to) : null;
          if (link) emit(link);
          found.push({ at, source, kind: link ? "link" : "removed" });
        }
      } else if (name === "actions" || name === "choice") {
        // The old link lists: each `[[link]]` in them is a choice.
        for (let k = args.indexOf("[["); k !== -1; k = args.indexOf("[[", k + 2)) {
          const e = args.indexOf("]]", k);
          if (e === -1) break;
          emit(`\n${args.slice(k, e + 2)}\n`);
          k = e;
        }
        found.push({ at, source, kind: "link" });
      } else found.push({ at, source, kind: "removed" });
      continue;
    }
    if (c === "(" && harloweLeft) {
      const macro = macroAt(text, i);
      if (macro && HARLOWE_IN_SUGARCUBE.has(macro.name)) {
        const end = argsEnd(text, macro.argsFrom);
        // None closes from here on: none is looked for again (no rescan per opener).
        if (end === -1) harloweLeft = false;
        else {
          flush(i);
          found.push({ at: i, source: quote(text.slice(i, end)), kind: "removed" });
          i = plain = end;
          continue;
        }
      }
    }
    if (c === "[" && next === "[") {
      // A link is copied whole (its setter may name variables); one never closed is text.
      const close = closeLink(i + 2);
      const eol = lineEnd(text, newline, i);
      i = close !== -1 && close < eol ? close + 2 : i + 2;
      continue;
    }
    if (text.startsWith("[img[", i)) {
      flush(i);
      const close = closeLink(i);
      const eol = lineEnd(text, newline, i);
      const end = close !== -1 && close < eol ? close + 2 : i + 5;
      found.push({ at: i, source: quote(text.slice(i, end)), kind: "removed" });
      i = plain = end;
      continue;
    }
    const opener =
      c === "/" && (next === "*" || next === "%")
        ? `/${next}`
        : c === "<" && text.startsWith("<!--", i)
          ? "<!--"
          : null;
    if (opener) {
      flush(i);
      const find = comments[opener] as (from: number) => number;
      const close = find(i + opener.length);
      // A comment never closed: its opener alone goes, the text after it stays.
      i = plain = close === -1 ? i + opener.length : close + (opener === "<!--" ? 3 : 2);
      continue;
    }
    if ((c === "$" && (isLetter(text[i + 1]) || text[i + 1] === "_")) || (c === "_" && isTemp(text, i))) {
      flush(i);
      const end = variableEnd(text, i);
      found.push({ at: i, source: text.slice(i, end), kind: "removed" });
      i = plain = end;
      continue;
    }
    i++;
  }
  flush(text.length);
  // Containers still open at the passage's end close there (a link made by one is kept).
  while (stack.length) pop();
  return { text: parts.join(""), found };
}
