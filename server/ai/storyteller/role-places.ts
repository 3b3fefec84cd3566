import nlp from "compromise";
import { TITLES } from "./premise-names";
import { PERSON_HEADS, PLACE_HEADS } from "./premise-words";
import { commonWord } from "./truecase";

/**
 * The places an author names inside a person's role: "Aberystwyth funeral director" (the town
 * before the job), "parish priest of Ballyvourney" (the parish after "of"). The role reader keeps
 * them as words of the job, so the story never goes to the author's town. Returns the places, with
 * the author's capitals from `text`, and the role without a leading place.
 */
export function placesInRole(role: string, text: string): { role: string; places: string[] } {
  const places: string[] = [];
  const words = role.split(" ");
  const written = (w: string) =>
    new RegExp(`(?:^|[\\s,("'])(${escaped(w)})(?=$|[\\s,.;:!?'’)])`, "iu").exec(text)?.[1];
  // "aberystwyth funeral director": a word no English word list knows, capitalised where the
  // author wrote it, before the job's own words.
  const first = words[0] ?? "";
  const lead = written(first);
  let rest = role;
  if (
    words.length >= 3 &&
    lead &&
    /^\p{Lu}/u.test(lead) &&
    // "ice-cream van driver": a hyphened word made of English words is part of the job.
    !first.split("-").some(commonWord) &&
    !TITLES.has(first.toLowerCase()) &&
    !PERSON_HEADS.has(first.toLowerCase()) &&
    !PLACE_HEADS.has(first.toLowerCase()) &&
    words.slice(1).every((w) => /^\p{Ll}/u.test(w))
  ) {
    places.push(lead);
    rest = words.slice(1).join(" ");
  }
  // "parish priest of Ballyvourney": a bare name after "of" (no article) is where they serve.
  const of = / of ((?:\p{Lu}[\p{L}'’-]*)(?: \p{Lu}[\p{L}'’-]*)*)$/u.exec(rest);
  // ("an old flame of Constance's" is a person's.)
  if (of?.[1] && !/['’]s?$/.test(of[1])) places.push(of[1]);
  return { role: rest, places };
}

const escaped = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The places in the order the story should go to them: a place someone comes from ("a stag party
 * from Swansea") or lives in, said in apposition ("Adaeze, a barrister in London, and…"), is
 * where a person is from, not where the story happens, so it goes after the others.
 */
export function settingFirst(places: string[], storyline: string): string[] {
  const aside = (place: string) => {
    const name = escaped(place.replace(/^the /i, ""));
    return (
      // ("goes missing from the Meridian Hall" is where it happens: only a noun's "from" is an origin.)
      [...storyline.matchAll(new RegExp(`((?:\\S+\\s+){0,2}\\S+) from (?:the )?${name}\\b`, "giu"))].some(
        (m) => nounLast(m[1] ?? ""),
      ) ||
      // (", the family bowling alley in Dayton," is the place itself, not a person's home.)
      [
        ...storyline.matchAll(
          new RegExp(
            `,\\s*(?:an?|the)\\s+[^,.;]{0,40}?(\\S+)\\s(?:in|at|from)\\s+(?:the\\s+)?${name}\\s*,`,
            "giu",
          ),
        ),
      ].some((m) => !PLACE_HEADS.has((m[1] ?? "").toLowerCase()))
    );
  };
  const away = places.filter(aside);
  if (!away.length || away.length === places.length) return places;
  return [...places.filter((p) => !away.includes(p)), ...away];
}

/** "a stag party", "a barrister": the words before "from" end in a noun, as tagged in their context. */
const nounLast = (words: string) => {
  const terms = nlp(words).json() as Array<{ terms: Array<{ tags: string[] }> }>;
  const tags = terms.at(-1)?.terms.at(-1)?.tags ?? [];
  return tags.includes("Noun") && !tags.includes("Pronoun");
};
