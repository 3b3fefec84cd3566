import { joinMp3 } from "./mp3-join";

/**
 * Text cut into pieces a speech provider accepts in one call: OpenAI reads at most 4,096
 * characters, Google 5,000 bytes of UTF-8, and a scene (after speechText) may be longer than
 * either. Pieces end at sentence ends where they can, else between words, so that each call's
 * audio ends on a natural pause; only a "word" longer than the limit is cut inside.
 */

/** How a provider counts its limit. Both counts add up over concatenation. */
export type TextMeasure = (text: string) => number;
export const utf16Length: TextMeasure = (text) => text.length;
export const utf8Bytes: TextMeasure = (text) => Buffer.byteLength(text, "utf8");

const sentences = new Intl.Segmenter("en", { granularity: "sentence" });

/** Packs `units` greedily, in order, into runs whose measure is at most `limit`. */
function pack(units: string[], limit: number, measure: TextMeasure, split: (unit: string) => string[]) {
  const chunks: string[] = [];
  let current = "";
  let size = 0;
  for (const unit of units) {
    const unitSize = measure(unit);
    if (unitSize > limit) {
      if (current) chunks.push(current);
      [current, size] = ["", 0];
      chunks.push(...split(unit));
      continue;
    }
    if (size + unitSize > limit) {
      chunks.push(current);
      [current, size] = ["", 0];
    }
    current += unit;
    size += unitSize;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** A single word too long for the limit: cut between code points, never inside one. */
const byCodePoints = (limit: number, measure: TextMeasure) => (word: string) =>
  pack(Array.from(word), limit, measure, () => []);

/** A sentence too long for the limit: cut between words (each keeps its trailing space). */
const byWords = (limit: number, measure: TextMeasure) => (sentence: string) =>
  pack(sentence.split(/(?<=\s)(?=\S)/), limit, measure, byCodePoints(limit, measure));

/** `text` in order, as trimmed pieces each at most `limit` by `measure`. */
export function speechChunks(text: string, limit: number, measure: TextMeasure): string[] {
  const units = Array.from(sentences.segment(text), (s) => s.segment);
  return pack(units, limit, measure, byWords(limit, measure))
    .map((chunk) => chunk.trim())
    .filter(Boolean);
}

/**
 * `text` spoken piece by piece, in order (one call at a time: a provider's rate limit counts
 * calls, and the order is the narration's), joined into one MP3.
 */
export async function speakInChunks(
  text: string,
  limit: number,
  measure: TextMeasure,
  speak: (piece: string) => Promise<Buffer>,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (const piece of speechChunks(text, limit, measure)) parts.push(await speak(piece));
  return joinMp3(parts);
}
