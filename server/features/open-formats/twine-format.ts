import type { TweeDocument } from "./twee-document";

/**
 * The story format a Twine story is written for, which says how its passages' markup reads
 * (ADR 033). StoryData names it; a Twee file without one is guessed from its passages.
 */
export type TwineFormat = "sugarcube" | "harlowe" | "other";

/** Harlowe macros a story can hardly do without: `(set:`, `(if:`, `(print:`, `(link…:`, `(goto:`. */
const HARLOWE_HINT = /\((?:set|put|if|unless|else-?if|print|display|goto|link[\w-]*|either|text-style):/i;

export function twineFormat(doc: TweeDocument): TwineFormat {
  const named = doc.data?.format?.toLowerCase() ?? "";
  if (named.includes("sugarcube")) return "sugarcube";
  if (named.includes("harlowe")) return "harlowe";
  if (named) return "other";
  // No StoryData format: SugarCube's `<<` macros, else Harlowe's, else neither.
  if (doc.passages.some((p) => p.text.includes("<<"))) return "sugarcube";
  if (doc.passages.some((p) => HARLOWE_HINT.test(p.text))) return "harlowe";
  return "other";
}
