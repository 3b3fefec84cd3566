import { plainEmphasis } from "../../../contract/scene-emphasis";

/**
 * Scene text made fit to be read aloud. Scenes may carry markdown (bold names, headings,
 * lists) and symbols a synthesizer would spell out ("asterisk", "underscore") or skip oddly;
 * providers get the same cleaned text, so the cache key and the audio agree across them.
 */
export function speechText(text: string): string {
  const lines = text
    .normalize("NFKC")
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]{1,200}>/g, " ")
    // Images keep their alt text; links their label; bare addresses are not read out.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .split(/\r?\n/)
    .map(cleanLine)
    .filter(Boolean);
  // A paragraph or list item without an end mark still ends a sentence when read.
  return lines
    .map((line) => (/[.!?…:;,]["'”’)]*$/.test(line) ? line : `${line}.`))
    .join("\n")
    .trim();
}

function cleanLine(line: string): string {
  const bare = line
    .replace(/^\s{0,3}(#{1,6}\s+|>\s*|[-*+•]\s+|\d{1,3}[.)]\s+)/, "")
    .replace(/^\s*([-*_]\s*){3,}$/, "");
  return (
    // Emphasis marks go, the words stay: the play screen's own reading of them (ADR 035).
    plainEmphasis(bare)
      // Code and strike marks go too, without leaving a space where they were.
      .replace(/`+|~~/g, "")
      .replace(/[“”„]/g, '"')
      .replace(/[‘’‚]/g, "'")
      .replace(/\s*[—–]\s*/g, ", ")
      .replace(/\.{3,}|…/g, "… ")
      .replace(/&/g, " and ")
      .replace(/(\d)\s*%/g, "$1 percent")
      .replace(/#(\d)/g, "number $1")
      .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, " ")
      // What is left of markup and stray symbols would be spelt out, not read.
      .replace(/[*_~`#|^\\{}[\]<>=]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}
