/**
 * Seeded randomness. The storyteller must give the same scene for the same seed (tests and
 * replays depend on it), so nothing here touches Math.random or the clock.
 */

/** FNV-1a over UTF-16 code units, finished with a murmur-style mix so short keys spread well. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: tiny, fast, and good enough for choosing sentences. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(...parts: Array<string | number>) {
    this.next = mulberry32(hashString(parts.join("\u241f")));
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [0, max). */
  int(max: number): number {
    return Math.floor(this.next() * Math.max(1, max));
  }

  /** An integer in [min, max], both included. */
  range(min: number, max: number): number {
    return min + this.int(max - min + 1);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error("pick from an empty list");
    return list[this.int(list.length)] as T;
  }

  /** A pick that avoids `avoid` when anything else is available. */
  pickAvoiding<T>(list: readonly T[], avoid: (item: T) => boolean): T {
    const fresh = list.filter((item) => !avoid(item));
    return this.pick(fresh.length ? fresh : list);
  }

  /** Up to `count` distinct entries, in seeded order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = list.slice();
    const out: T[] = [];
    while (out.length < count && copy.length) {
      const i = this.int(copy.length);
      out.push(copy[i] as T);
      copy.splice(i, 1);
    }
    return out;
  }
}
