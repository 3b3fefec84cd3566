import {
  type ChoiceEffects,
  MAP_EXTENT,
  type MapPosition,
  STORY_LIMITS,
  STORY_TEXT_LIMITS,
} from "../../../contract/edit-game";
import { IMPORT_LIMITS } from "../../../contract/open-formats";
import { plainEmphasis } from "../../../contract/scene-emphasis";
import { clipWords } from "./import-fields";
import type { TweeDocument, TweePassage } from "./twee-document";
import { findLinks, type TweeLink } from "./twee-links";
import { checkedEffects, hasEffects, mergeEffects, readEffects } from "./twine-effects";
import { twineFormat } from "./twine-format";
import { type Found, readTwineText } from "./twine-markup";

/**
 * A Twine story's passages made ready to become scenes (ADR 033): their markup read
 * (twine-markup.ts), what was taken out listed in the import notes by passage and line,
 * variable changes that are choice effects gathered, and a scene "to write" made for each
 * link to a passage the file does not have.
 */

export type TwinePassages = {
  /** The story passages, their text as players will read it (links still in it). */
  passages: TweePassage[];
  /** By passage name: the effects of arriving there, which the choices leading in take. */
  arrival: Map<string, { effects: ChoiceEffects; line: number }>;
  /** A link's text as a choice shows it: its markup read as the passage's is. */
  label: (text: string) => string;
};

/** The line of each offset of a text: `base` is the line its first character is on. */
function lineFinder(text: string, base: number) {
  const breaks: number[] = [];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) breaks.push(i);
  return (at: number) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((breaks[mid] as number) < at) lo = mid + 1;
      else hi = mid;
    }
    return base + lo;
  };
}

/** "a, b, c and 4 more": a note's list kept readable. */
function listed(items: string[], most = 6): string {
  const shown = items.slice(0, most).join(", ");
  return items.length > most ? `${shown} and ${items.length - most} more` : shown;
}

/** The note for one passage: what left its text, and what became of it. */
function passageNote(p: TweePassage, groups: Record<string, string[]>): string | null {
  const parts = [
    groups.removed?.length ? `removed from the text: ${listed(groups.removed)}` : "",
    groups.branch?.length ? `conditional text, its first branch kept: ${listed(groups.branch)}` : "",
    groups.link?.length ? `became choices: ${listed(groups.link)}` : "",
    groups.effect?.length ? `became effects of the choices leading here: ${listed(groups.effect)}` : "",
    groups.unclosed?.length
      ? `never closed, taken out to the end of the line: ${listed(groups.unclosed)}`
      : "",
  ].filter(Boolean);
  return parts.length ? `Line ${p.line}: in "${p.name}", ${parts.join("; ")}` : null;
}

/**
 * Each story passage's text read for its format, its notes pushed to `warnings`. Changes made
 * on arriving at a passage (outside any branch, link or loop) become the effects of the
 * choices leading to it; the opening passage's are starting values, which Taleforge has no
 * place for, so they are listed as removed, as are changes that are not effects.
 */
export function readTwinePassages(
  doc: TweeDocument,
  story: TweePassage[],
  startName: string | undefined,
  warnings: string[],
): TwinePassages {
  const format = twineFormat(doc);
  const arrival: TwinePassages["arrival"] = new Map();
  const passages = story.map((p) => {
    const read = readTwineText(p.text, format);
    if (!read.found.length && read.text === p.text) return p;
    const lineOf = lineFinder(p.text, p.line + (doc.textOnHeaderLine ? 0 : 1));
    const groups: Record<string, string[]> = {};
    const add = (group: string, f: Found) => {
      const list = groups[group] ?? [];
      list.push(`${f.source} (line ${lineOf(f.at)})`);
      groups[group] = list;
    };
    let effects: ChoiceEffects = {};
    for (const f of read.found) {
      if (f.kind !== "state") {
        add(f.kind, f);
        continue;
      }
      const got = f.topLevel && p.name !== startName ? readEffects(f.assigns ?? "") : null;
      // Added up as a choice's effects are (twine-effects.ts); a change the contract refuses is removed.
      const merged =
        got && hasEffects(got.effects) && !got.unread ? mergeEffects(effects, got.effects) : null;
      if (merged) {
        effects = merged;
        add("effect", f);
      } else add("removed", f);
    }
    if (hasEffects(effects)) arrival.set(p.name, { effects, line: p.line });
    const note = passageNote(p, groups);
    if (note) warnings.push(note);
    return { ...p, text: read.text };
  });
  // A choice is shown plain: its link's emphasis goes, its words stay (ADR 035).
  const label = (text: string) => plainEmphasis(readTwineText(text, format).text).replace(/\s+/g, " ");
  return { passages, arrival, label };
}

/**
 * What a new choice of a Twine story does: its link's setter, then what arriving at its passage
 * changes (ADR 033). Each is checked against the contract as any choice's effects are (one it
 * refuses, an empty item name, would refuse the whole import): what it refuses is left out, said.
 */
export function twineChoiceEffects(
  twine: TwinePassages,
  link: TweeLink,
  to: TweePassage,
  from: TweePassage,
  text: string,
  warnings: string[],
): ChoiceEffects | undefined {
  const setter = link.setter ? readEffects(link.setter) : null;
  const read = setter && hasEffects(setter.effects) && !setter.unread ? setter.effects : undefined;
  const own = (read && checkedEffects(read)) || undefined;
  if (link.setter && !own)
    warnings.push(
      `Line ${from.line}: in "${from.name}", the setter of "${text}" (${link.setter.slice(0, 60)}) was removed`,
    );
  const arrival = twine.arrival.get(to.name)?.effects;
  if (!arrival) return own;
  const merged = mergeEffects(own, arrival);
  if (!merged)
    warnings.push(
      `Line ${from.line}: in "${from.name}", the effects of "${text}" could not all be kept and were left out`,
    );
  return merged && hasEffects(merged) ? merged : own;
}

/**
 * A passage for each link target the file does not have, so that the link stays a choice (as
 * Twine shows a broken link): made once per name, in the linking passage's place, within the
 * story's passage limit. Names of special passages are not story passages: not made.
 */
export function placeholderPassages(
  story: TweePassage[],
  specialNames: Set<string>,
  warnings: string[],
): TweePassage[] {
  const known = new Set(story.map((p) => p.name));
  const made: TweePassage[] = [];
  let room = IMPORT_LIMITS.maxPassages - story.length;
  for (const p of story) {
    for (const link of findLinks(p.text, STORY_LIMITS.choicesPerScene)) {
      if (known.has(link.target) || specialNames.has(link.target)) continue;
      known.add(link.target);
      if (room <= 0) continue;
      room--;
      made.push({ name: link.target, tags: [], text: "", line: p.line });
      warnings.push(
        `Line ${p.line}: the link "${link.text}" in "${p.name}" leads to a passage that does not exist; it leads to a new scene "${link.target}" marked to write`,
      );
    }
  }
  return made;
}

/**
 * Twine's passage is 100 px wide, the Story Map's card 240 (story-map/card-shape.ts): a Twine
 * position is scaled by this on import and back on export, so passages laid out in Twine keep
 * their gaps on the map instead of piling onto each other.
 */
export const TWINE_TO_MAP_SCALE = 2.5;

/** A passage's `"position":"x,y"` (Twee metadata, Twine HTML's attribute) as a map position. */
export function passagePosition(p: TweePassage, warnings: string[]): MapPosition | undefined {
  const value = p.metadata?.position;
  if (typeof value !== "string" || value.length > 60) return undefined;
  const [x, y, extra] = value.split(",").map((n) => (n.trim() ? Number(n) * TWINE_TO_MAP_SCALE : Number.NaN));
  if (extra !== undefined || x === undefined || y === undefined) return undefined;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  return withinMap({ x, y }, p, warnings);
}

/**
 * A scene's map position on import: the exact one a Taleforge export saved while its passage
 * stands where that export put it (Twine's whole pixels round it, ADR 033); else its passage's.
 */
export function importedPosition(
  p: TweePassage,
  saved: MapPosition | undefined,
  warnings: string[],
): MapPosition | undefined {
  if (saved && p.metadata?.position === twinePosition(saved)) return withinMap(saved, p, warnings);
  return passagePosition(p, warnings);
}

/** A position brought within the map's extent, with a note when it lay beyond (review finding 9). */
function withinMap({ x, y }: MapPosition, p: TweePassage, warnings: string[]): MapPosition {
  const clamp = (n: number) => Math.max(-MAP_EXTENT, Math.min(MAP_EXTENT, n));
  const within = { x: clamp(x), y: clamp(y) };
  if (within.x !== x || within.y !== y)
    warnings.push(
      `Line ${p.line}: "${p.name.slice(0, 60)}" lay far off the Story Map (${p.metadata?.position}); it is placed at the map's edge`,
    );
  return within;
}

/** A map position as Twine's `"x,y"` (whole pixels, as Twine writes them). */
export function twinePosition({ x, y }: MapPosition): string {
  return `${Math.round(x / TWINE_TO_MAP_SCALE)},${Math.round(y / TWINE_TO_MAP_SCALE)}`;
}

/**
 * The endings list of a story not from Taleforge: each ending scene is an ending of the same id
 * (as the export writes one), those tagged `ending` first, then passages no link leaves, up to
 * the 50 a story lists; absent when there are none.
 */
export function storyEndings(scenes: { id: string; title: string; tagged: boolean }[], warnings: string[]) {
  const ordered = [...scenes.filter((s) => s.tagged), ...scenes.filter((s) => !s.tagged)];
  if (ordered.length > STORY_LIMITS.endings)
    warnings.push(
      `The story has ${ordered.length} ending passages; the endings list holds the first ${STORY_LIMITS.endings} (the others still end the story)`,
    );
  const endings = ordered
    .slice(0, STORY_LIMITS.endings)
    .map(({ id, title }) => ({ id, title: clipWords(title, STORY_TEXT_LIMITS.endingTitle) || "Ending" }));
  return endings.length ? endings : undefined;
}
