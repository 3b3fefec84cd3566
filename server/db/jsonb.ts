/**
 * JSON text for a `jsonb` parameter. JSON.stringify writes a lone UTF-16 surrogate (half of an
 * emoji cut in two, or sent as such) as an escape like `\ud83c`, which jsonb refuses; such escapes
 * become U+FFFD instead, in values and keys alike, as the driver's UTF-8 encoding makes them in
 * a text parameter. JSON.stringify writes a paired surrogate as the character itself and a
 * backslash as `\\`, so an escape preceded by an even run of backslashes is exactly a lone one.
 */
export function jsonbText(value: unknown): string {
  const json = JSON.stringify(value);
  // Rare: the cheap test first (it also matches an escaped backslash before "ud8…"; harmless).
  return LONE_SURROGATE_HINT.test(json) ? json.replace(LONE_SURROGATE_ESCAPE, "$1\ufffd") : json;
}

const LONE_SURROGATE_HINT = /\\ud[89a-f]/i;
const LONE_SURROGATE_ESCAPE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/gi;

/**
 * The value as a `jsonb` column stores it once Drizzle has written it with JSON.stringify: a
 * lone surrogate in a user's text (valid JSON in a request) becomes U+FFFD instead of a 500.
 */
export function jsonbSafe<T>(value: T): T {
  return JSON.parse(jsonbText(value)) as T;
}
