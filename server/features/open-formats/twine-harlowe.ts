import {
  type Found,
  forwardSearch,
  isLetter,
  isTemp,
  lineEnd,
  linkMarkup,
  nameEnd,
  quote,
  quotedStrings,
  type ScanResult,
  variableEnd,
} from "./twine-scan";

/**
 * Harlowe's macros, hooks, comments and variables out of a passage's text (ADR 033), in one
 * forward pass: `(set:)`/`(put:)`/`(move:)` are reported as state changes (which may become
 * choice effects); `(if:)`/`(unless:)` keep their hook (the first branch), `(else-if:)` and
 * `(else:)` drop theirs; `(link-goto:)` and `(goto:)` become links (so choices); other
 * changers keep their hook's text; the rest is removed and reported. Hook brackets and named
 * hook marks go; links (`[[…]]`) are copied as written. Inline markup is twine-markup.ts's.
 */

const STATE = new Set(["set", "put", "move"]);
const BRANCH = new Set(["if", "unless"]);
const OTHER_BRANCH = new Set(["else-if", "elseif", "else"]);
/** Changers whose hook is not shown as it stands: hidden, timed, code, or aimed elsewhere. */
const DROPS_HOOK = new Set([
  "hidden",
  "for",
  "loop",
  "live",
  "event",
  "after",
  "more",
  "replace",
  "append",
  "prepend",
  "link-reveal-goto",
  "link-undo",
  "cycling-link",
  "seq-link",
  "dialog",
]);
/** Changers whose hook shows only on a click or hover: kept as text, but not every visit's. */
const CLICK_HOOK = /^(link|click|mouse|hover)/;

type Hook = { drops: boolean; conditional: boolean };

/** Where a macro's arguments end (after its `)`), quotes and nested parentheses honoured; -1: never. */
export function argsEnd(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === "\\" ? 2 : 1;
      i = j;
    } else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return -1;
}

/** `(name:` at `i`: the macro's name (lower case, without `-`/`_` differences) and where its arguments start. */
export function macroAt(text: string, i: number): { name: string; argsFrom: number } | null {
  if (!isLetter(text[i + 1])) return null;
  let j = i + 1;
  while (j < text.length && j - i < 40 && /[\w-]/.test(text[j] as string)) j++;
  if (text[j] !== ":") return null;
  return {
    name: text
      .slice(i + 1, j)
      .toLowerCase()
      .replace(/_/g, "-"),
    argsFrom: j + 1,
  };
}

export function scanHarlowe(text: string): ScanResult {
  const parts: string[] = [];
  const found: Found[] = [];
  const hooks: Hook[] = [];
  let dropping = 0;
  let conditional = 0;
  /** What the hook right after a macro does: kept, dropped, or shown on a click. */
  let pending: "keep" | "drop" | "click" | "branch" | null = null;
  const closeLink = forwardSearch(text, "]]");
  const closeComment = forwardSearch(text, "-->");
  const newline = forwardSearch(text, "\n");
  const emit = (s: string) => {
    if (!dropping) parts.push(s);
  };
  let plain = 0;
  const flush = (to: number) => {
    if (to > plain) emit(text.slice(plain, to));
  };
  const openHook = (mode: typeof pending) => {
    const hook = { drops: mode === "drop", conditional: mode === "click" || mode === "branch" };
    hooks.push(hook);
    if (hook.drops) dropping++;
    if (hook.conditional) conditional++;
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    // The hook a changer is attached to (spaces between allowed); `[[` after it is a link.
    if (pending && c !== "[" && c !== " " && c !== "\t") pending = null;
    if (c === "[" && next === "[" && !(pending && text[i + 2] === "[")) {
      pending = null;
      const close = closeLink(i + 2);
      i = close !== -1 && close < lineEnd(text, newline, i) ? close + 2 : i + 2;
      continue;
    }
    if (c === "[") {
      // After a changer, only spaces lie between it and its hook: they go with the macro.
      if (!pending) flush(i);
      openHook(pending ?? "keep");
      pending = null;
      i = plain = i + 1;
      continue;
    }
    if (c === "]" && hooks.length) {
      flush(i);
      const hook = hooks.pop() as Hook;
      if (hook.drops) dropping--;
      if (hook.conditional) conditional--;
      i = plain = i + 1;
      // A named hook's closing mark: `]<name|` or `](name|`.
      if ((text[i] === "<" || text[i] === "(") && isLetter(text[i + 1])) {
        const end = nameEnd(text, i + 1);
        if (text[end] === "|") i = plain = end + 1;
      }
      continue;
    }
    if (c === "|" && isLetter(next)) {
      // A named hook's opening mark: `|name>[` (shown) or `|name)[` (hidden until shown).
      const end = nameEnd(text, i + 1);
      if ((text[end] === ">" || text[end] === ")") && text[end + 1] === "[") {
        flush(i);
        pending = text[end] === ")" ? "drop" : "keep";
        i = plain = end + 1;
        continue;
      }
    }
    if (c === "(") {
      const macro = macroAt(text, i);
      if (macro) {
        flush(i);
        const end = argsEnd(text, macro.argsFrom);
        if (end === -1) {
          // Never closed: Harlowe shows an error here; the rest of the passage is taken out.
          found.push({ at: i, source: quote(text.slice(i, i + 60)), kind: "unclosed" });
          i = plain = text.length;
          break;
        }
        handle(macro.name, text.slice(macro.argsFrom, end - 1), i, quote(text.slice(i, end)));
        i = plain = end;
        continue;
      }
    }
    if (c === "<" && text.startsWith("<!--", i)) {
      flush(i);
      const close = closeComment(i + 4);
      i = plain = close === -1 ? i + 4 : close + 3;
      continue;
    }
    if ((c === "$" && (isLetter(next) || next === "_")) || (c === "_" && isTemp(text, i))) {
      flush(i);
      const end = variableEnd(text, i);
      found.push({ at: i, source: text.slice(i, end), kind: "removed" });
      i = plain = end;
      continue;
    }
    i++;
  }
  flush(i);
  return { text: parts.join(""), found };

  function handle(name: string, args: string, at: number, source: string) {
    if (STATE.has(name)) {
      if (dropping) found.push({ at, source, kind: "removed" });
      else found.push({ at, source, kind: "state", assigns: args.trim(), topLevel: conditional === 0 });
    } else if (BRANCH.has(name)) {
      pending = "branch";
      found.push({ at, source, kind: "branch" });
    } else if (OTHER_BRANCH.has(name)) {
      pending = "drop";
    } else if (name === "goto" || name === "link-goto" || name === "click-goto") {
      const [first = "", second] = quotedStrings(args);
      const link = dropping ? null : linkMarkup(name === "goto" ? "Continue" : first, second ?? first);
      if (link) emit(link);
      found.push({ at, source, kind: link ? "link" : "removed" });
    } else {
      pending = DROPS_HOOK.has(name) ? "drop" : CLICK_HOOK.test(name) ? "click" : "keep";
      found.push({ at, source, kind: "removed" });
    }
  }
}
