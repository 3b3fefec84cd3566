import type { SeamInput } from "../narrator";
import { namedPlace } from "./locations";
import { hashString } from "./random";
import { render, type Voice } from "./render";
import { childSafe } from "./safe-words";
import { capitalizeSentences, sentences } from "./text";

/**
 * The Complete Story Generator's seam pass, offline (ADR 018). Chapters are written side by
 * side, each knowing the ones before it only from the plan, so each opens with a recap of the
 * previous chapter's title and the road it was on. The seam replaces that recap with a bridge
 * from how the previous chapter ended to where this one takes place; the rest of the opening
 * stays as written.
 */

const TO_PLACE = [
  'The end of "{prevTitle}" is still with {O} when {S} [reach|reaches] {place}.',
  'The road out of "{prevTitle}" does not go quite where {S} expected: it brings {O} to {place}.',
  '{S} [leave|leaves] the last of "{prevTitle}" behind and [come|comes] at last to {place}.',
  'After "{prevTitle}", {S} [need|needs] somewhere to think; {place} will have to do.',
];
const NO_PLACE = [
  'The end of "{prevTitle}" is still with {O} as the next day begins.',
  'Whatever "{prevTitle}" settled, it settled nothing for long.',
  '{S} [carry|carries] what happened in "{prevTitle}" into the morning, unsure what to make of it.',
];

export function smoothSeam(input: SeamInput): string {
  const { game } = input;
  // Consecutive seams take consecutive bridges: a story never opens two chapters alike.
  const pick = (pool: readonly string[]) =>
    pool[(hashString(`seam:${game.id}`) + input.chapterNumber) % pool.length] as string;
  const hero =
    game.characters.find((c) => (c.characterType ?? "").toLowerCase() === "protagonist") ??
    game.characters[0];
  const voice: Voice = {
    perspective: game.narrativePerspective,
    // As the chapter writer names the hero.
    name: hero?.name ?? "the traveller",
  };
  const location = input.selectedLocation.trim();
  const prevTitle = input.previousTitle.trim();
  const bridge = prevTitle
    ? render(pick(location ? TO_PLACE : NO_PLACE), voice, {
        prevTitle,
        place: location ? namedPlace(location, []).phrase : "",
      })
    : "";
  // The writer's own recap names the previous chapter too: the bridge takes its place.
  const kept = sentences(input.opening).filter((s) => !prevTitle || !s.includes(`"${prevTitle}"`));
  const text = capitalizeSentences([bridge, ...kept].filter(Boolean).join(" "));
  return game.childMode ? childSafe(text) : text;
}
