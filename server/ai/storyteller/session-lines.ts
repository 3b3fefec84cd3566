import type { StoryMemory } from "../narrator";
import { add, type Draft, say } from "./compose";
import { hashString } from "./random";
import type { Slots } from "./render";
import { perText, sentences } from "./text";

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

const usedKeyHash = perText((key) => lineHash(`t:${key}`), 4096);

const KEY_HASHES = new Map<string, number>();
function keyHash(template: string): number {
  let h = KEY_HASHES.get(template);
  if (h === undefined) {
    h = lineHash(`t:${templateKey(template)}`);
    KEY_HASHES.set(template, h);
  }
  return h;
}

// Remembered per text: the same template lines and sense clauses come back turn after turn.
const sentenceHash = perText((sentence) => lineHash(`s:${plainSentence(sentence)}`), 4096);
const valueHash = perText((value) => lineHash(`v:${plainSentence(value)}`), 4096);

/** 3 bytes a hash, base64: what the session memory stores (numbers in JSON would be 3× larger). */
function pack(hashes: readonly number[]): string {
  const bytes = Buffer.allocUnsafe(hashes.length * 3);
  hashes.forEach((h, i) => {
    bytes[i * 3] = h >>> 16;
    bytes[i * 3 + 1] = (h >>> 8) & 0xff;
    bytes[i * 3 + 2] = h & 0xff;
  });
  return bytes.toString("base64");
}

function unpack(packed: string): number[] {
  const bytes = Buffer.from(packed, "base64");
  const out: number[] = [];
  for (let i = 0; i + 2 < bytes.length; i += 3)
    out.push(((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number));
  return out;
}

// One list and set per stored string: a scene asks them many times, and the next turn of this
// process starts from the string the last one made.
const SETS = new Map<string, { list: number[]; set: ReadonlySet<number> }>();
const EMPTY: ReadonlySet<number> = new Set();

function heard(packed: string | undefined): { list: number[]; set: ReadonlySet<number> } | undefined {
  if (typeof packed !== "string" || !packed) return undefined;
  let entry = SETS.get(packed);
  if (!entry) {
    const list = unpack(packed);
    entry = { list, set: new Set(list) };
    if (SETS.size >= 256) SETS.clear();
    SETS.set(packed, entry);
  }
  return entry;
}

/** The session's heard lines, from the memory the turn started from. */
export function heardLines(memory: StoryMemory): ReadonlySet<number> {
  return heard(memory.lines)?.set ?? EMPTY;
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
  const said = (v: string) => heard.has(valueHash(v));
  return [...values.filter((v) => !said(v)), ...values.filter(said)];
}

/** Whether the session has already said this sentence. */
export function heardSentence(d: Draft, sentence: string): boolean {
  const heard = heardLines(d.world.input.memory);
  return heard.size > 0 && heard.has(sentenceHash(sentence));
}

/**
 * A sentence said only if the session has not heard it: a thing's description on a second
 * look or a second find ("Columns of numbers that do not add up." once a session, not each time).
 */
export function addUnheard(d: Draft, sentence: string, order: number): void {
  if (!heardSentence(d, sentence)) add(d, sentence, order);
}

/** The memory's heard lines after a scene: its templates, sentences and sense clauses added. */
export function rememberLines(before: StoryMemory, d: Draft, prose: string, extra: number[] = []): string {
  const added = new Set<number>();
  for (const key of d.used) added.add(usedKeyHash(key));
  for (const s of sentences(prose)) added.add(sentenceHash(s));
  for (let i = 0; i < d.senseIndex && i < d.senses.length; i++) added.add(valueHash(d.senses[i] as string));
  for (const h of extra) added.add(h);
  const out: number[] = [];
  for (const h of heard(before.lines)?.list ?? []) if (!added.has(h)) out.push(h);
  for (const h of added) out.push(h);
  const list = out.length > SESSION_LINES_MAX ? out.slice(-SESSION_LINES_MAX) : out;
  const packed = pack(list);
  if (SETS.size >= 256) SETS.clear();
  SETS.set(packed, { list, set: new Set(list) });
  return packed;
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

/** A long name's hash ("diary with a broken clasp"): once the session has heard it, it is shortened. */
export const phraseHash = perText((core) => lineHash(`p:${core}`), 1024);
