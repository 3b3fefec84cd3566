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
  if (of?.[1] && !/^the /i.test(of[1])) places.push(of[1]);
  return { role: rest, places };
}

const escaped = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
