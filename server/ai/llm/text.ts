/** Small text helpers for prompts: token estimates, clipping, and escaping data. */

/** ≈ 4 characters a token for English prose; good enough for budgets, no tokenizer needed. */
export const CHARS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Keeps the start of `text` within `maxChars`, cut at a sentence or word end. */
export function clip(text: string, maxChars: number): string {
  const t = text.trim();
  if (t.length <= maxChars) return t;
  if (maxChars <= 1) return "";
  const cut = t.slice(0, maxChars - 1);
  const sentence = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  if (sentence > maxChars * 0.6) return cut.slice(0, sentence + 1);
  const word = cut.lastIndexOf(" ");
  return `${(word > maxChars * 0.6 ? cut.slice(0, word) : cut).trimEnd()}…`;
}

/** Keeps the end of `text` within `maxChars` — for scenes, where the latest lines matter most. */
export function clipTail(text: string, maxChars: number): string {
  const t = text.trim();
  if (t.length <= maxChars) return t;
  if (maxChars <= 1) return "";
  const cut = t.slice(t.length - (maxChars - 1));
  const word = cut.indexOf(" ");
  return `…${word >= 0 && word < maxChars * 0.4 ? cut.slice(word + 1) : cut}`;
}

/** One line, clipped: for short creator-written values (genre, style) placed in instructions. */
export function oneLine(text: string | null | undefined, maxChars: number): string {
  return clip((text ?? "").replace(/[\r\n\t<>]+/g, " ").replace(/\s+/g, " "), maxChars);
}

/**
 * Makes text safe to place inside <tag>…</tag> data sections: the player (or a creator)
 * cannot close the tag or open a new one, so their words stay data.
 */
export function escapeData(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A data section; empty content leaves the section out. */
export function section(tag: string, content: string): string {
  const body = content.trim();
  return body ? `<${tag}>\n${body}\n</${tag}>` : "";
}

export function joinSections(parts: string[]): string {
  return parts.filter(Boolean).join("\n\n");
}

/** Case-insensitive whole-word match, for lore keywords. */
export function mentions(haystack: string, needle: string): boolean {
  const n = needle.trim();
  if (n.length < 3) return false;
  const pattern = new RegExp(
    `(^|[^\\p{L}\\p{N}])${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}\\p{N}])`,
    "iu",
  );
  return pattern.test(haystack);
}
