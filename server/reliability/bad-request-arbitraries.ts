import fc from "fast-check";

/**
 * What a hostile or broken client sends, as fast-check arbitraries: the values, bodies, content
 * types and path segments that the bad-request fuzzer builds its requests from.
 */

/** Strings a naive handler chokes on: lone surrogates, bidi overrides, NUL, BOM, combining marks. */
export const ODD_STRINGS = [
  "\uD800",
  "a\uDC00b",
  "\u202Eevil\u202C",
  "\u200F\u061C",
  "\u0000",
  "nul\u0000inside",
  "\uFEFFbom",
  "e\u0301\u0301\u0301\u0301",
  "🧭🏴‍☠️",
  "\u2028\u2029",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00%ZZ",
  "<script>alert(1)</script>",
  "__proto__",
  "",
  " ",
] as const;

export const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
);

/** A string or array of a size picked from small to far over the 1 MiB body limit. */
const SIZES = [0, 1, 255, 256, 10_000, 100_000, 600_000, 1_100_000];
export const hugeString = fc.constantFrom(...SIZES).map((n) => "x".repeat(n));
export const hugeArray = fc.constantFrom(...SIZES).map((n) => new Array<number>(Math.ceil(n / 2)).fill(7));

/** A value nested this deep, written out only as text: JSON.stringify would overflow the stack. */
export class Deep {
  constructor(readonly depth: number) {}
  text(): string {
    return `${"[".repeat(this.depth)}1${"]".repeat(this.depth)}`;
  }
}

/** Arrays inside arrays, from a few levels to far past the parser's depth limit. */
export const deepValue = fc.constantFrom(2, 16, 31, 32, 33, 100, 100_000).map((depth) => new Deep(depth));

/** JSON text of a value that may hold Deep values. */
export function toJson(value: unknown): string {
  const deep: Deep[] = [];
  const text =
    JSON.stringify(value, (_key, v: unknown) => (v instanceof Deep ? `@@deep${deep.push(v) - 1}@@` : v)) ??
    "null";
  if (deep.length === 0) return text;
  return text.replace(/"@@deep(\d+)@@"/g, (_, i: string) => deep[Number(i)]?.text() ?? "null");
}

/** Any value where another was expected: the wrong type, or the right type with odd content. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -0, "", [], {}), weight: 4 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: oddString, weight: 4 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: hugeArray, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/JSON",
  "text/plain",
  "text/html",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/zip",
  "application/octet-stream",
  "application/vnd.api+json",
  "*/*",
  "json",
  ";;;",
] as const;

/** Raw bodies that are not the JSON they claim to be. */
export function malformedJson(valid: string) {
  return fc.oneof(
    fc.nat({ max: Math.max(valid.length - 1, 0) }).map((n) => valid.slice(0, n)),
    fc.constantFrom(
      "",
      "{",
      "}",
      "[",
      "null",
      "undefined",
      "NaN",
      "{'a':1}",
      '{"a":1,}',
      '{"a" 1}',
      "\uFEFF{}",
    ),
    fc.constantFrom("\u0000", "\uD800", "{}{}", `${valid}garbage`).map((s) => s),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
  );
}

/** Path segments: odd text, bad percent-encoding, encoded separators, huge. Already encoded. */
export const badSegment = fc.oneof(
  oddString.map((s) => encodeSegment(s)),
  fc.constantFrom(
    "%",
    "%ZZ",
    "%00",
    "%ED%A0%80",
    "%C0%AF",
    "..",
    "%2e%2e%2f",
    "%2F",
    "a%20b",
    "-1",
    "0",
    "null",
  ),
  fc.constantFrom(101, 5_000, 70_000).map((n) => "a".repeat(n)),
);

/** encodeURIComponent, except that a lone surrogate (which it refuses) goes out as raw bytes. */
export function encodeSegment(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((c) => (c.length === 1 && /[\uD800-\uDFFF]/.test(c) ? "%ED%A0%80" : encodeURIComponent(c)))
      .join("");
  }
}

/** Keys of the sample, nested ones as paths, to mutate one of them. */
export function keyPaths(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    for (const [key, child] of Object.entries(value)) {
      const here = [...prefix, key];
      out.push(here);
      if (out.length < 200) keyPaths(child, here, out);
    }
  }
  return out;
}

/** A copy of `value` with the value at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol("remove");
export function replaceAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head = "", ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  if (rest.length === 0 && replacement === REMOVE) delete copy[head];
  else copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}
