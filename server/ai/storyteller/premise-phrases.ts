import nlp from "compromise";
import { mendTags } from "./premise-tags";
import {
  EMPTY_HEADS,
  INDEFINITE_PRONOUNS,
  ING_PLACES,
  LOCATIVE,
  MEASURE_HEADS,
  NAME_PARTICLES,
  NAMED_PLACE_ENDS,
  nameRun,
  PERSON_HEADS,
  PLACE_HEADS,
  placeHead,
  SITE_HEADS,
  shipPrefix,
  VESSEL_HEADS,
} from "./premise-words";

/**
 * Noun phrases of the author's text, chunked from compromise's part-of-speech tags and sorted
 * by their head noun: the premise reader's (premise.ts) first step.
 */
export type Term = { text: string; pre: string; post: string; tags: string[]; normal: string };
export type Phrase = {
  words: string[];
  head: string;
  det: string;
  tags: string[][];
  start: number;
  end: number;
  /** "a ferryman named Jory": the name the author gave the person the phrase describes. */
  name?: string;
};

const NAMING = /^(?:named|called)$/i;
export const has = (t: Term | undefined, tag: string) => !!t && t.tags.includes(tag);
const isNoun = (t: Term) => has(t, "Noun") && !has(t, "Pronoun");
const isModifier = (t: Term) =>
  has(t, "Adjective") || has(t, "Hyphenated") || isNoun(t) || has(t, "Participle") || has(t, "Ordinal");
const clean = (w: string) => (w === "&" ? w : w.replace(/[^\p{L}\p{N}'’-]+$/u, ""));
/** Words joined as written: "one-eyed" stays hyphenated. */
const joined = (terms: Term[]) =>
  terms.map((w, k) => clean(w.text) + (k < terms.length - 1 ? (/-/.test(w.post) ? "-" : " ") : "")).join("");

/** Tags per written word: a hyphenated run is one word with all its parts' tags. */
function groupTags(words: Term[]): string[][] {
  const out: string[][] = [];
  let glued = false;
  for (const w of words) {
    if (glued) (out[out.length - 1] as string[]).push(...w.tags);
    else out.push([...w.tags]);
    glued = /-/.test(w.post);
  }
  return out;
}

export function termsOf(sentence: string): Term[] {
  const json = nlp(sentence, ING_PLACES).json() as Array<{ terms: Term[] }>;
  // compromise reads "Frank's" as "Frank is" too, with an empty term for the "is": in a noun
  // phrase it is a possessive, and the empty term would cut the phrase in two.
  return mendTags(json.flatMap((s) => s.terms).filter((t) => t.text.trim() !== ""));
}

/** "a widow inherits the house": a plural right after a noun and before a determiner is a verb. */
function verbLike(terms: Term[], i: number): boolean {
  const w = terms[i] as Term;
  const before = terms[i - 1];
  return (
    has(w, "Plural") &&
    /s$/.test(w.text) &&
    // "A blizzard strands two adults" (but "their cryosleep pods forty years early").
    (has(terms[i + 1], "Determiner") ||
      (has(terms[i + 1], "Value") && /^(a|an|the)$/i.test(terms[i - 2]?.text ?? ""))) &&
    has(before, "Singular") &&
    !/[,;]/.test(before?.post ?? "") &&
    // "Inside Bluebell Lane Tea Rooms the regulars gossip": a capital after a capital is the name's.
    !(/^\p{Lu}/u.test(w.text) && /^\p{Lu}/u.test(before?.text ?? ""))
  );
}

/** Noun phrases chunked from compromise's tags: determiner? modifiers* noun+ ("of" Name)?. */
export function chunk(terms: Term[]): Phrase[] {
  const out: Phrase[] = [];
  // "the ferry MV Saint Brendan": compromise reads a ship's prefix as a Roman numeral; it is the name's.
  for (const t of terms)
    if (/^[A-Z]{2,3}$/.test(t.text.replace(/[^\p{L}]+$/u, "")) && shipPrefix(t.normal))
      t.tags = ["Noun", "ProperNoun", "Singular"];
  let i = 0;
  while (i < terms.length) {
    const start = i;
    let det = "";
    const t = terms[i] as Term;
    // "its iron tongue": compromise tags "its" a possessive noun, but it is a determiner.
    const possessive = has(t, "Possessive") && (has(t, "Pronoun") || /^(its|their|his|her)$/i.test(t.text));
    if (has(t, "Determiner") || possessive) {
      det = t.text.toLowerCase();
      i++;
    }
    // "above Blaenau Ffestiniog", with "above" tagged an adjective: the preposition is no modifier.
    if (!det && LOCATIVE.has(t.normal) && /^\p{Lu}/u.test(terms[i + 1]?.text ?? "")) {
      i++;
      continue;
    }
    if (!det && verbLike(terms, i)) {
      i++;
      continue;
    }
    const words: Term[] = [];
    while (i < terms.length) {
      const w = terms[i] as Term;
      // "the suds & bubbles launderette", "Fish & Chips": an ampersand joins two nouns in one name.
      const amp = terms[i + 1];
      if (
        w.text === "&" &&
        words.length &&
        isNoun(words[words.length - 1] as Term) &&
        amp &&
        /^\p{L}/u.test(amp.text)
      ) {
        if (!isNoun(amp)) amp.tags = ["Noun", "Plural"];
        words.push(w);
        i++;
        continue;
      }
      // "a drowned brother": a past participle right after the determiner modifies the noun.
      const participle =
        has(w, "PastTense") && (det || words.length) && isNoun(terms[i + 1] ?? w) && !NAMING.test(w.text);
      // "six vaccine crates": after a number, the plural compromise reads as a verb is the noun.
      const counted =
        words.length > 0 &&
        has(w, "Verb") &&
        has(terms[start - 1], "Value") &&
        !has(terms[i + 1], "Determiner") &&
        !/^(one|1)$/i.test(terms[start - 1]?.text ?? "") &&
        /[^s]s$/.test(w.text.replace(/[^\p{L}]+$/u, ""));
      if (counted) w.tags = [...w.tags.filter((t) => !/Verb|Tense/.test(t)), "Noun", "Plural"];
      // "his fishing boat at the quay": after a determiner and an -ing kind, compromise can read the
      // noun itself as a verb.
      const kindNoun =
        !!det &&
        words.length === 1 &&
        /^\p{Ll}+ing$/u.test(words[0]?.text ?? "") &&
        has(w, "Infinitive") &&
        !/[,;]/.test(words[0]?.post ?? "") &&
        (has(terms[i + 1], "Preposition") || !terms[i + 1] || /[,;:.!?]/.test(w.post));
      if (kindNoun) w.tags = ["Noun", "Singular"];
      // "his fishing boat", "the walking stick", "her sewing machine": a gerund between the
      // determiner and a noun names the noun's kind (compromise reads it as a verb).
      // ("her mother's sewing machine": an owner's name stands for the determiner.)
      const owned = words.length > 0 && /['’]s$/.test(words[words.length - 1]?.text ?? "");
      const kindGerund =
        has(w, "Gerund") &&
        (!!det || owned) &&
        (owned || !words.some(isNoun)) &&
        !/[,;]/.test(w.post) &&
        isNoun(terms[i + 1] ?? w) &&
        !has(terms[i + 1], "Verb") &&
        !has(terms[i + 1], "Determiner");
      // "a run-down smallholding in Shropshire", "a small clearing by the river": an -ing word
      // that ends a determiner's phrase is its noun.
      const gerundNoun =
        has(w, "Gerund") &&
        !!det &&
        words.length > 0 &&
        words.every((x) => has(x, "Adjective") || has(x, "Hyphenated")) &&
        (!terms[i + 1] ||
          /[,;:.!?]/.test(w.post) ||
          has(terms[i + 1], "Preposition") ||
          has(terms[i + 1], "Conjunction"));
      if (gerundNoun) w.tags = ["Noun", "Singular"];
      if (!(isModifier(w) || participle || kindGerund) || has(w, "Determiner") || has(w, "Preposition"))
        break;
      // "the slate quarry villages above Blaenau Ffestiniog": compromise tags "above" an adjective.
      if (words.length && isNoun(words[words.length - 1] as Term) && LOCATIVE.has(w.normal)) break;
      // "Blaenau Ffestiniog collecting census schedules": a lower-case -ing word after a name starts
      // what is done there, not the name's noun.
      if (
        words.length &&
        words.every((x) => /^\p{Lu}/u.test(x.text) && !/-/.test(x.post)) &&
        /^\p{Ll}+ing$/u.test(w.text) &&
        // ("the Hollins Road recycling centre": before a place's head it names the kind of place.)
        !PLACE_HEADS.has(terms[i + 1]?.normal ?? "")
      )
        break;
      if (has(w, "Verb") && !participle && !isNoun(w) && !kindGerund) break;
      if (verbLike(terms, i)) break;
      words.push(w);
      i++;
      if (/[,;:.!?]/.test(w.post)) break;
    }
    while (words.length && !isNoun(words[words.length - 1] as Term)) {
      words.pop();
    }
    // "…, carrying a surveyor's map": a bare -ing word that takes an object is a participle.
    const lone = words[0];
    if (
      !det &&
      words.length === 1 &&
      lone &&
      /^\p{Ll}+ing$/u.test(lone.text) &&
      (/,/.test(terms[start - 1]?.post ?? "") || /^\p{Lu}/u.test(terms[start - 1]?.text ?? "")) &&
      (has(terms[i], "Determiner") || has(terms[i], "Possessive") || isNoun(terms[i] ?? lone))
    )
      words.pop();
    if (!words.length) {
      i = Math.max(i, start + 1);
      continue;
    }
    // "the Palais des Nations", "the Huis ten Bosch": a lower-case particle between capitalised
    // words is inside the name (compromise ends the noun at it).
    while (
      /^\p{Lu}/u.test(terms[i - 1]?.text ?? "") &&
      !/[,;:.!?]/.test(terms[i - 1]?.post ?? "") &&
      NAME_PARTICLES.has(terms[i]?.text ?? "") &&
      terms[i]?.normal !== "of" &&
      /^\p{Lu}/u.test(terms[i + 1]?.text ?? "")
    ) {
      const run = [terms[i] as Term];
      let j = i + 1;
      while (j < terms.length && /^\p{Lu}/u.test((terms[j] as Term).text)) {
        run.push(terms[j] as Term);
        j++;
        if (/[,;:.!?]/.test((terms[j - 1] as Term).post)) break;
      }
      // The name's words are proper nouns: "des" is not the phrase's head.
      for (const t of run.slice(1)) t.tags = [...new Set([...t.tags, "Noun", "ProperNoun"])];
      run[0]!.tags = [...run[0]!.tags.filter((g) => g !== "Determiner"), "Noun", "ProperNoun"];
      words.push(...run);
      i = j;
    }
    // "the monastery of Saint Oda": a proper name after "of" belongs to the phrase.
    const last = words[words.length - 1] as Term;
    const head = last.text.replace(/[^\p{L}'’-]+$/u, "");
    const texts = joined(words).split(" ");
    // "Ward 7", "Platform 9", "Room 101": a number after a place's head is part of its name.
    const numbered = terms[i];
    const counted = terms[i + 1];
    const numberedBy =
      !!numbered &&
      /^\d{1,4}[A-Za-z]?$/.test(numbered.text) &&
      !/[,;:.!?]/.test(last.post) &&
      (placeHead(head.toLowerCase()) || SITE_HEADS.has(head.toLowerCase())) &&
      !(counted && isNoun(counted) && !/[,;:.!?]/.test(numbered.post) && counted.normal !== "of");
    if (numberedBy) {
      texts.push(numbered.text);
      i++;
    }
    const shift = numberedBy ? 1 : 0;
    const after = terms[start + (det ? 1 : 0) + words.length + shift];
    if (after?.normal === "of" && !/[,;]/.test((numberedBy ? (numbered as Term) : last).post)) {
      const name: string[] = [];
      let j = start + (det ? 1 : 0) + words.length + shift + 1;
      while (j < terms.length && /^[A-Z]/.test((terms[j] as Term).text)) {
        name.push((terms[j] as Term).text.replace(/[^\p{L}'’-]+$/u, ""));
        j++;
        if (/[,;.]/.test((terms[j - 1] as Term).post)) break;
      }
      // "the Brotherhood of the Hollow Saint", "the Order of the Silver Hand": a name of a name.
      const ofThe =
        !name.length &&
        terms[j]?.normal === "the" &&
        /^\p{Lu}/u.test(terms[j + 1]?.text ?? "") &&
        texts.every((w) => /^\p{Lu}/u.test(w));
      if (ofThe) {
        j++;
        while (j < terms.length && /^\p{Lu}/u.test((terms[j] as Term).text)) {
          name.push((terms[j] as Term).text.replace(/[^\p{L}'’-]+$/u, ""));
          j++;
          if (/[,;.]/.test((terms[j - 1] as Term).post)) break;
        }
        texts.push("of", "the", ...name);
        i = j;
      } else if (name.length) {
        texts.push("of", ...name);
        i = j;
      } else if (MEASURE_HEADS.has(head.toLowerCase())) {
        // "a second set of books", "a tin of tea": the measure and what it holds are one thing.
        const held: string[] = [];
        j = start + (det ? 1 : 0) + words.length + shift + 1;
        while (j < terms.length && isModifier(terms[j] as Term) && !has(terms[j], "Determiner")) {
          held.push(clean((terms[j] as Term).text));
          j++;
          if (/[,;:.!?]/.test((terms[j - 1] as Term).post)) break;
        }
        if (held.length && isNoun(terms[j - 1] as Term)) {
          texts.push("of", ...held);
          i = j;
        }
      }
    }
    // "a ferryman named Jory": the name is the person's, not part of what they are.
    let name: string | undefined;
    const naming = terms[i];
    if (
      naming &&
      NAMING.test(naming.text) &&
      !/[,;:.!?]/.test(naming.post) &&
      /^\p{Lu}/u.test(terms[i + 1]?.text ?? "")
    ) {
      const run: string[] = [];
      let j = i + 1;
      while (j < terms.length && /^\p{Lu}/u.test((terms[j] as Term).text) && run.length < 4) {
        run.push(clean((terms[j] as Term).text));
        j++;
        if (/[,;:.!?]/.test((terms[j - 1] as Term).post)) break;
      }
      name = run.join(" ");
      i = j;
    }
    out.push({ words: texts, head, det, tags: groupTags(words), start, end: i, ...(name ? { name } : {}) });
  }
  return out;
}

/** compromise's tags for words English capitalises: names, and days, months and holidays. */
const CAPITALISED = ["ProperNoun", "WeekDay", "Month", "Holiday"];

/** Common nouns in lower case, names as the author wrote them ("the monastery of Saint Oda", "her Tuesday stop"). */
export const lowerCommon = (words: string[], tags: string[][]) =>
  words
    .map((w, k) =>
      CAPITALISED.some((t) => tags[k]?.includes(t)) || k >= tags.length || /^[A-Z]{2,}/.test(w)
        ? w
        : w.toLowerCase(),
    )
    .join(" ");

/** A "named" phrase is a proper name of a thing or place ("the Lantern of Hollow Vale"). */
export function kindOf(p: Phrase): "person" | "place" | "thing" | "name" | "named" | "empty" {
  const head = p.head.toLowerCase();
  const tags = p.tags[p.tags.length - 1] ?? [];
  if (p.name) return "person";
  // Times ("at dawn", "for days") and words compromise takes for nouns after "is" ("are cast as")
  // name nothing the story can hold.
  if (EMPTY_HEADS.has(head) || tags.includes("Date") || tags.includes("Duration")) return "empty";
  if (INDEFINITE_PRONOUNS.has((p.words[0] ?? "").toLowerCase())) return "empty";
  // "Bernie, who stayed and runs the place": a bare "place" points back at one already named.
  if (p.words.length === 1 && /^(place|places|spot|name)$/.test(head)) return "empty";
  // "cartographer Orrin Vale": a role before a capitalised name is a person, whatever the name's
  // last word ("Vale", "Hill", "Ford") would mean in lower case.
  const run = p.words.length - [...p.words].reverse().findIndex((w) => !/^\p{Lu}/u.test(w));
  const before = p.words[run - 1];
  if (
    run > 0 &&
    run < p.words.length &&
    before &&
    (PERSON_HEADS.has(before.toLowerCase()) || (p.tags[run - 1] ?? []).includes("Actor"))
  )
    return "name";
  // "the freighter Sable Wren", "the ice moon Callisto": a place's or a craft's common noun
  // before a capitalised name is the name's kind, and the whole is a place the story is set in.
  if (
    run > 0 &&
    run < p.words.length &&
    before &&
    (PLACE_HEADS.has(before.toLowerCase()) ||
      VESSEL_HEADS.has(before.toLowerCase()) ||
      SITE_HEADS.has(before.toLowerCase()))
  )
    return "place";
  if (placeHead(head) || tags.includes("Place")) return "place";
  // "Paris Gardens Care Home is closing", "Leeds Road Motors": a name that opens with a town's
  // name, or ends as an establishment's does, is a place the story happens at, never a person.
  const first = p.tags[0] ?? [];
  if (
    p.words.length >= 2 &&
    nameRun(p.words) &&
    !p.tags.some((t) => t.includes("Person") || t.includes("FirstName") || t.includes("Honorific")) &&
    ((first.includes("Place") && !first.includes("Possessive")) || NAMED_PLACE_ENDS.has(head))
  )
    return "place";
  if (PERSON_HEADS.has(head) || tags.includes("Actor")) return "person";
  if (nameRun(p.words) && p.tags.some((t) => t.includes("ProperNoun") || t.includes("Person")))
    return p.words.includes("of") || !p.tags.some((t) => t.includes("Person") || t.includes("FirstName"))
      ? "named"
      : "name";
  if (p.start === 0 && p.words.length <= 2 && p.words.every((w) => /^[A-Z][a-z]/.test(w))) return "name";
  return "thing";
}
