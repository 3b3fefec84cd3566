import type { StoryMemory } from "../narrator";
import { type Draft, say } from "./compose";
import { hashString } from "./random";
import type { Slots } from "./render";
import { sentences } from "./text";

/**
 * What a play session has already said (issue 31: a stock line every 2–3 turns reads as a
 * machine). The session memory keeps short hashes of the templates its scenes used and of the
 * sentences they said; a scene picks unused lines first and drops an optional sentence the
 * session has heard. Bounded like every other list of the memory (architecture principle 6):
 * the newest entries are kept, so a line may come back after some 40 scenes.
 */
export const SESSION_LINES_MAX = 600;

/** 24 bits: short in the stored JSON, and few collisions among 600 lines. */
const lineHash = (text: string) => hashString(text) & 0xffffff;

/** A sentence with case and punctuation set aside (as compose.ts's `plain`). */
const plainSentence = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/**
 * A template's key, as compose.ts's `meta` makes it: its longest literal run when that is
 * 12 characters or more (slots and inflections vary, the run does not), the template otherwise.
 */
function templateKey(template: string): string {
  const literal = template
    .split(/\{\w+\}|\[[^\]]*\]/)
    .sort((a, b) => b.length - a.length)[0]
    ?.trim()
    .toLowerCase();
  return literal && literal.length >= 12 ? literal : template;
}

const KEY_HASHES = new Map<string, number>();
function keyHash(template: string): number {
  let h = KEY_HASHES.get(template);
  if (h === undefined) {
    h = lineHash(`t:${templateKey(template)}`);
    KEY_HASHES.set(template, h);
  }
  return h;
}

const sentenceHash = (sentence: string) => lineHash(`s:${plainSentence(sentence)}`);

// One set per stored list: a scene asks it many times, and the list is the memory's own.
const SETS = new WeakMap<readonly number[], ReadonlySet<number>>();
const EMPTY: ReadonlySet<number> = new Set();

/** The session's heard lines, from the memory the turn started from. */
export function heardLines(memory: StoryMemory): ReadonlySet<number> {
  const lines = memory.lines;
  if (!lines?.length) return EMPTY;
  let set = SETS.get(lines);
  if (!set) {
    set = new Set(lines);
    SETS.set(lines, set);
  }
  return set;
}

// Unused templates, per pool and per heard set: the same pool is asked for every scene.
const UNUSED = new WeakMap<readonly string[], { heard: ReadonlySet<number>; unused: readonly string[] }>();
const NONE: readonly string[] = [];

/**
 * The templates of `pool` the session has not used yet. Once all have been, a needed line
 * (`keep`) may use any of them again; an optional one gets none and is left out.
 */
export function unusedLines(d: Draft, pool: readonly string[], keep = true): readonly string[] {
  const heard = heardLines(d.world.input.memory);
  if (!heard.size) return pool;
  let cached = UNUSED.get(pool);
  if (cached?.heard !== heard) {
    const unused = pool.filter((t) => !heard.has(keyHash(t)));
    cached = { heard, unused: unused.length === pool.length ? pool : unused.length ? unused : NONE };
    UNUSED.set(pool, cached);
  }
  if (cached.unused.length) return cached.unused;
  return keep ? pool : NONE;
}

/** Values (sense clauses) the session has not said yet, first. */
export function unheardFirst(memory: StoryMemory, values: readonly string[]): string[] {
  const heard = heardLines(memory);
  if (!heard.size) return [...values];
  const said = (v: string) => heard.has(lineHash(`v:${plainSentence(v)}`));
  return [...values.filter((v) => !said(v)), ...values.filter(said)];
}

/** Whether the session has already said this sentence. */
export function heardSentence(d: Draft, sentence: string): boolean {
  const heard = heardLines(d.world.input.memory);
  return heard.size > 0 && heard.has(sentenceHash(sentence));
}

/** The memory's heard lines after a scene: its templates, sentences and sense clauses added. */
export function rememberLines(before: StoryMemory, d: Draft, prose: string): number[] {
  const added: number[] = [];
  for (const key of d.used) added.push(lineHash(`t:${key}`));
  for (const s of sentences(prose)) added.push(sentenceHash(s));
  for (const sense of d.senses.slice(0, d.senseIndex)) added.push(lineHash(`v:${plainSentence(sense)}`));
  const old = before.lines ?? [];
  const fresh = added.filter((h, i) => added.indexOf(h) === i);
  const kept = old.filter((h) => !fresh.includes(h));
  return [...kept, ...fresh].slice(-SESSION_LINES_MAX);
}

/**
 * `say`, preferring templates the session has not used. A needed line falls back on the whole
 * pool when no unused template fits; an optional one is left out instead.
 */
export function sayFresh(
  d: Draft,
  pool: readonly string[],
  order: number,
  keep: boolean,
  extra?: Slots,
): string | undefined {
  const unused = unusedLines(d, pool, keep);
  const text = say(d, unused, order, keep, extra);
  if (text !== undefined || !keep || unused === pool) return text;
  return say(d, pool, order, keep, extra);
}
