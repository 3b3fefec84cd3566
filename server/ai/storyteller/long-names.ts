import type { Draft } from "./compose";
import { CONTAINER_HEADS, PLACE_HEADS, VESSEL_HEADS } from "./premise-words";
import { possessive } from "./render";
import { heardLines, phraseHash } from "./session-lines";
import { literal, shortName, titleCase } from "./text";

/**
 * Names said at length once, short after (issue 31: "the chapel with the boarded windows" in
 * every scene reads as a machine): a scene's long names of places and things, and its people's.
 */
/** A long lower-case name and its short form: "diary with a broken clasp" → "diary". */
const LONG_NAME =
  /^([a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2}?) (?:with|of|on|at|in|from|by|under|behind|beside) [a-z].*$/;

function shortForm(phrase: string): { core: string; short: string } | undefined {
  const core = phrase.replace(/^(the|a|an) /, "");
  if (core.split(" ").length < 3) return undefined;
  const m = LONG_NAME.exec(core);
  // "letter sealed in black wax" is no "letter sealed": a participle needs its phrase.
  if (!m?.[1] || /(ed|ing)$/.test(m[1])) return undefined;
  // "a box of matches" is no "a box", "a sprig of dried rosemary" no "a sprig": the measure
  // holds what follows "of", and is said whole.
  if (CONTAINER_HEADS.has(m[1].split(" ").pop() ?? "") && / of /.test(core)) return undefined;
  return { core, short: m[1] };
}

/** The long names a scene's places and things go by. */
export function namedAtLength(d: Draft): string[] {
  const phrases = [
    d.place.phrase,
    d.next?.phrase,
    d.prev?.phrase,
    d.held?.item.name,
    ...d.itemsHere.map((i) => i.name),
  ];
  const out: string[] = [];
  for (const p of phrases) {
    const f = p && shortForm(p);
    if (f && !out.includes(f.core)) out.push(f.core);
  }
  return out;
}

/**
 * "The chapel with the boarded windows" the first time, "the chapel" after: within a scene
 * after the first mention, and from the start once the session has heard the whole name.
 */
export function shortenLongNames(d: Draft, prose: string): string {
  const heard = heardLines(d.world.input.memory);
  let out = prose;
  for (const core of namedAtLength(d)) {
    const f = shortForm(core);
    if (!f) continue;
    // A place is named in full once a scene (the player's sidebar shows it so); a thing the
    // session has already heard of, and that is not being handed over, goes by its short name.
    const place = [d.place.phrase, d.next?.phrase, d.prev?.phrase].some((p) => p?.endsWith(core));
    const handed = d.addItems.some((i) => i.name.toLowerCase().endsWith(core));
    let seen = !place && !handed && heard.has(phraseHash(core));
    // As prose has it ("a diary with a broken clasp") and as a place's name ("the Chapel with the Boarded Windows").
    const forms = [
      [core, f.short],
      [titleCase(core), titleCase(f.short)],
    ] as const;
    const escaped = forms.map(([long]) => literal(long)).join("|");
    out = out.replace(new RegExp(`\\b(${escaped})\\b`, "g"), (m) => {
      if (!seen) {
        seen = true;
        return m;
      }
      return m === core ? f.short : titleCase(f.short);
    });
  }
  return out;
}

/** "Alex Chen … Alex Chen" reads better as "Alex Chen … Alex"; "Dr. Hale" stays "Dr. Hale". */
export function shortenRepeatedNames(prose: string, names: string[]): string {
  let out = prose;
  for (const name of names) {
    const short = shortName(name);
    if (short === name || name.split(/\s+/).length < 2) continue;
    const first = out.indexOf(name);
    if (first === -1) continue;
    const head = out.slice(0, first + name.length);
    // "Danny Reeves' own" is "Danny's own": the possessive follows the short name's last letter.
    const owned = new RegExp(`${literal(name)}'(?!\\p{L})`, "gu");
    const tail = out.slice(head.length).replace(owned, possessive(short));
    out = head + tail.split(name).join(short);
  }
  return out;
}

/** A settlement's kind before its name: "the moorland village of Thornby Cross" is Thornby Cross. */
const SETTLEMENT_HEADS = new Set(
  "village town city hamlet colony settlement island isle kingdom realm county parish moon planet world port borough".split(
    " ",
  ),
);

/**
 * "the moorland village of Thornby Cross" → "Thornby Cross" (the author's name, not its kind);
 * "the diary with a broken clasp" → "the diary"; "the great bell of Saint Brannock's" → "the great bell".
 */
function chapterShort(phrase: string): string | undefined {
  // "Ward 7 of St Bride's Hospital" → "Ward 7": a numbered part of a named place, written bare.
  const numbered = /^(\p{Lu}[\p{L}'’-]* \d{1,4}[A-Za-z]?) of \p{Lu}/u.exec(phrase);
  if (numbered) return numbered[1];
  const core = phrase.replace(/^(the|a|an) /i, "");
  // "the freighter Sable Wren" → "the Sable Wren", "the ice moon Callisto" → "Callisto": the
  // author's name without its kind (a craft keeps its "the").
  const kinded = /^((?:[\p{Ll}][\p{L}-]* ){1,2})(\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*)$/u.exec(core);
  if (kinded && /^the /i.test(phrase)) {
    const kind = (kinded[1] as string).trim().split(" ").pop() ?? "";
    return VESSEL_HEADS.has(kind) ? `the ${kinded[2]}` : kinded[2];
  }
  // "the Hollins Road recycling centre" → "the recycling centre": the kind the author named after
  // the name; "the Kingsmead Leisure Centre" → "the centre": a capitalised place's own head.
  if (/^the /i.test(phrase)) {
    const named =
      /^(?:\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*)* ((?:\p{Ll}[\p{L}-]*)(?: \p{Ll}[\p{L}-]*){0,2})$/u.exec(
        core,
      );
    if (named && PLACE_HEADS.has(named[1]?.split(" ").pop() ?? "")) return `the ${named[1]}`;
    const words = core.split(" ");
    const last = words.at(-1)?.toLowerCase() ?? "";
    if (words.length >= 3 && words.every((w) => /^\p{Lu}/u.test(w)) && PLACE_HEADS.has(last))
      return `the ${last}`;
  }
  if (core.split(" ").length < 4 || !/^the /i.test(phrase)) return undefined;
  const named = /^(?:.* )?(\S+) of ((?:\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*)*)$/u.exec(core);
  if (named && SETTLEMENT_HEADS.has((named[1] as string).toLowerCase())) return named[2];
  // "the Hudson's Bay Company's mail canoe" → "the mail canoe": the thing, not its owner.
  const owned = /^.*['’]s ((?:[\p{Ll}][\p{L}-]*)(?: [\p{Ll}][\p{L}-]*){0,2})$/u.exec(core);
  if (owned) return `the ${owned[1]}`;
  const of = /^(.*?) of \S/.exec(core);
  const short = of?.[1] ?? LONG_NAME.exec(core)?.[1];
  const head = short?.split(" ").pop();
  if (!short || !head || /(ed|ing)$/.test(head) || /^[A-Z]/.test(head)) return undefined;
  // "the great bell of Saint Brannock's Priory" → "the great bell": what sets it apart stays;
  // a participle ("the flooded city") reads as a clause cut short, so it goes.
  const kept = short.split(" ").filter((w) => !/(ed|ing)$/.test(w));
  return `the ${kept.length ? kept.join(" ") : head}`;
}

/** "the freighter Sable Wren": lower-case kind words before a capitalised name. */
const partOfNamed = (phrase: string) =>
  / of \p{Lu}/u.test(phrase) &&
  phrase.split(" ").length >= 5 &&
  !SETTLEMENT_HEADS.has(phrase.split(" of ")[0]?.split(" ").pop() ?? "");
const kindOnly = (phrase: string) =>
  /^the (?:\p{Ll}[\p{L}-]* ){1,2}\p{Lu}[^ ]*(?: \p{Lu}[^ ]*)*$/u.test(phrase);

/**
 * A written chapter names the author's long places and things in full, then by turns short:
 * "the flooded city of Neon Row … the flooded city of Neon Row … the city" (issue 31: a long
 * name in every sentence reads as a machine).
 */
export function alternateLongNames(text: string, phrases: readonly string[]): string {
  let out = text;
  // Longest first, and never stopping short of a name that goes on ("the old mill of Ashford
  // Creek" is not "the old mill of Ashford" followed by "Creek").
  const ordered = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  for (const phrase of ordered) {
    const short = chapterShort(phrase);
    if (!short) continue;
    // A bare name ("Ward 7 of St Bride's Hospital") is matched whole, with no "the" to keep.
    const bare = !/^the /i.test(phrase);
    const rest = literal(bare ? phrase : phrase.slice(4));
    let n = 0;
    const pattern = bare ? `\\b()${rest}(?![\\p{L}\\d])` : `\\b([Tt])he ${rest}\\b(?!\\s+\\p{Lu})`;
    out = out.replace(new RegExp(pattern, "gu"), (m, t: string) =>
      // A kind before the author's name (or a ward before its hospital) is said once in three;
      // other long names twice in three.
      // A part of a named place ("the cramped kitchen of Fallowfield Village Hall"), five words
      // or more, every other time.
      (kindOnly(phrase) || bare ? n++ % 3 === 0 : partOfNamed(phrase) ? n++ % 2 === 0 : n++ % 3 !== 2)
        ? m
        : /^the /.test(short)
          ? `${t}he ${short.slice(4)}`
          : short,
    );
  }
  return out;
}
