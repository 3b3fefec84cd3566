/**
 * JSON text for a `jsonb` parameter. JSON.stringify writes a lone UTF-16 surrogate (half of an
 * emoji cut in two, or sent as such) as a `\udxxx` escape, which jsonb refuses; such strings
 * become U+FFFD instead, as the driver's UTF-8 encoding makes them in a text parameter.
 */
export function jsonbText(value: unknown): string {
  const json = JSON.stringify(value);
  // Rare: only then pay for a replacer (the test also matches an escaped backslash; harmless).
  if (!LONE_SURROGATE_ESCAPE.test(json)) return json;
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === "string" ? v.replace(LONE_SURROGATE, "\ufffd") : v,
  );
}

const LONE_SURROGATE_ESCAPE = /\\ud[89a-f]/i;
/** With the u flag a paired surrogate is one code point, so only lone halves match. */
const LONE_SURROGATE = /\p{Cs}/gu;
