/** Genres written with a hyphen in English; the others read as separate words. */
const HYPHENATED = new Set(["sci-fi", "post-apocalyptic"]);
const SMALL = new Set(["of", "and", "the"]);

/** "sci-fi" → "Sci-Fi", "slice-of-life" → "Slice of Life", "romantic-drama" → "Romantic Drama". */
export function genreLabel(genre: string): string {
  const key = genre.trim().toLowerCase();
  if (!key) return "";
  return key
    .split("-")
    .map((word, i) => (i > 0 && SMALL.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(HYPHENATED.has(key) ? "-" : " ");
}
