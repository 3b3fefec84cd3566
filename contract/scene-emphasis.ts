/**
 * Emphasis in scene text (ADR 035): `*italic*` or `_italic_`, `**bold**` or `__bold__` — the
 * Markdown marks authors and language models already write. One reader for every place that
 * shows a scene: the play screen and the playable HTML file draw the runs as italic and bold;
 * narration, the downloaded story and image prompts take the plain words.
 *
 * The rules, Markdown's made simpler:
 * - A mark opens when a non-space follows it and closes when a non-space comes before it, on
 *   the same line; one that never closes stays as written (`5*3 coins`, `2 * 3`, a `* ` bullet).
 * - `_` only at a word's edge: `snake_case` and `__init__`'s inner marks stay literal
 *   (`__init__` alone is bold "init", as in Markdown). A `*` between digits is arithmetic.
 * - Bold inside italic and italic inside bold; marks that cross (`*a **b* c**`) keep the first
 *   pair and show the other as written. `***x***` is bold and italic; four or more are literal.
 * - `\*` and `\_` are a literal mark, without the backslash.
 *
 * One forward pass over the text with two open marks at most: linear on any input.
 */
export type EmphasisRun = { text: string; italic: boolean; bold: boolean };

type Mark = {
  at: number;
  length: number;
  char: string;
  /** "open"/"close" once paired; a mark never paired is shown as written (and not kept). */
  role: "open" | "close" | null;
  /** A backslash before a mark: dropped, the mark kept as text. */
  escape?: true;
};

// ASCII answered without a regular expression: a hostile text is mostly marks and ASCII.
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isSpace = (c: string | undefined) =>
  c === undefined || c === " " || c === "\n" || c === "\t" || c === "\r" || (c > "\x7f" && /\s/.test(c));
const isWordChar = (c: string | undefined) =>
  c !== undefined &&
  ((c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || isDigit(c) || (c > "\x7f" && /[\p{L}\p{N}]/u.test(c)));

/** The text as runs of plain, italic and bold words; the marks that paired are gone. */
export function emphasisRuns(text: string): EmphasisRun[] {
  const marks = findMarks(text);
  const runs: EmphasisRun[] = [];
  let italic = false;
  let bold = false;
  const put = (piece: string) => {
    if (!piece) return;
    const last = runs.at(-1);
    if (last && last.italic === italic && last.bold === bold) last.text += piece;
    else runs.push({ text: piece, italic, bold });
  };
  let from = 0;
  for (const mark of marks) {
    if (mark.escape) {
      put(text.slice(from, mark.at));
      from = mark.at + 1;
      continue;
    }
    put(text.slice(from, mark.at));
    from = mark.at + mark.length;
    if (mark.length === 2) bold = mark.role === "open";
    else italic = mark.role === "open";
  }
  put(text.slice(from));
  return runs;
}

/** The words without the marks: for narration, the downloaded story, image prompts. */
export function plainEmphasis(text: string): string {
  let out = "";
  for (const run of emphasisRuns(text)) out += run.text;
  return out;
}

/** The marks that paired, with their role, and the escapes, in the text's order. */
function findMarks(text: string): Mark[] {
  const marks: Mark[] = [];
  // Typed by assertion: they change inside `take`, which narrowing does not see.
  let italic = null as Mark | null;
  let bold = null as Mark | null;
  // A line ends every emphasis: marks left open there are literal (their role stays null).
  const endLine = () => {
    italic = null;
    bold = null;
  };

  const take = (mark: Mark, canOpen: boolean, canClose: boolean) => {
    const isBold = mark.length === 2;
    const open = isBold ? bold : italic;
    const other = isBold ? italic : bold;
    if (open && open.char === mark.char && canClose) {
      open.role = "open";
      mark.role = "close";
      marks.push(open, mark);
      // An emphasis opened inside this one and still open crosses it: it stays literal.
      if (other && other.at > open.at) {
        if (isBold) italic = null;
        else bold = null;
      }
      if (isBold) bold = null;
      else italic = null;
    } else if (!open && canOpen) {
      if (isBold) bold = mark;
      else italic = mark;
    }
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === "\n") {
      endLine();
      i++;
      continue;
    }
    if (c === "\\" && (text[i + 1] === "*" || text[i + 1] === "_")) {
      marks.push({ at: i, length: 1, char: "\\", role: null, escape: true });
      i += 2;
      continue;
    }
    if (c !== "*" && c !== "_") {
      i++;
      continue;
    }
    let end = i;
    while (text[end] === c) end++;
    const count = end - i;
    const before = text[i - 1];
    const after = text[end];
    let canOpen = !isSpace(after);
    let canClose = !isSpace(before);
    if (c === "_") {
      canOpen &&= !isWordChar(before);
      canClose &&= !isWordChar(after);
    } else if (isDigit(before) && isDigit(after)) canOpen = canClose = false;
    if (count <= 2) take({ at: i, length: count, char: c, role: null }, canOpen, canClose);
    else if (count === 3) {
      // `***`: bold and italic; a closing one closes the inner emphasis first.
      const open = [italic, bold].filter((m): m is Mark => m !== null && m.char === c);
      const closing = canClose && open.length > 0;
      const inner = open.reduce<Mark | null>((a, m) => (a === null || m.at > a.at ? m : a), null);
      const first = closing ? (inner?.length ?? 1) : 2;
      take({ at: i, length: first, char: c, role: null }, canOpen, canClose);
      take({ at: i + first, length: 3 - first, char: c, role: null }, canOpen, canClose);
    }
    i = end;
  }
  // Kept are the pairs (an inner pair closes before its outer one) and escapes: put in order.
  return marks.sort((a, b) => a.at - b.at);
}
