import nlp from "compromise";
import { placePreposition } from "./premise-words";
import { literal, upperFirst } from "./text";

/**
 * Templates say "at {place}"; a place takes its own preposition (issue 31: "at the overnight
 * ferry", "at Dublin" read as a machine): on the ferry, in Dublin, at the bakery. An "at" that
 * aims rather than places ("looks at the ferry", "laughs at Dublin") is left.
 */
const AIMED =
  /\b(?:look|stare|glance|gaze|peer|point|aim|smile|laugh|frown|wave|shout|yell|nod|grin|wink|scowl|snap|throw|hurl|fire|swing|bark|sneer|jeer|marvel|wonder|squint|rage|grumble|glare|blink|mutter)(?:s|es|ed|d|ing)?(?:\s+(?:back|up|out|across|over|round|around|again|hard|long|only|just))?\s+$/i;

const towns = new Map<string, boolean>();
function townOrLand(name: string): boolean {
  let known = towns.get(name);
  if (known === undefined) {
    known = nlp(name).has("(#City|#Country|#Region)");
    if (towns.size > 2000) towns.clear();
    towns.set(name, known);
  }
  return known;
}

export function withPlacePrepositions(text: string, places: readonly (string | undefined)[]): string {
  let out = text;
  for (const place of new Set(places)) {
    if (!place?.trim()) continue;
    const prep = placePreposition(place);
    if (prep === "at") continue;
    // A bare name is "in" only when it is a town or a country ("in Dublin"); "at Holyhead",
    // "at Kowalczyk Lanes" are as good, and "in Harrow & Finch" is not.
    if (prep === "in" && /^\p{Lu}/u.test(place) && /\p{Lu}[^ ]*$/u.test(place) && !townOrLand(place))
      continue;
    const re = new RegExp(`\\b([Aa])t (${literal(place)})(?![\\p{L}\\d])`, "gu");
    out = out.replace(re, (m: string, a: string, p: string, offset: number, all: string) =>
      AIMED.test(all.slice(Math.max(0, offset - 40), offset))
        ? m
        : `${a === "A" ? upperFirst(prep) : prep} ${p}`,
    );
  }
  return out;
}
