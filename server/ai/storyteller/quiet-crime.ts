import type { GenreVocab } from "./genres/catalogue";
import { everyday } from "./genres/everyday";

/**
 * A mystery among ordinary people (ADR 028, tenth session): a trophy gone from a bandroom, money
 * left in a charity shop's donation bags. The mystery family's stock is noir — hired thugs, a
 * crooked cop, "the Syndicate", a snub-nosed revolver, the rain-soaked docks — and it leaked into
 * every such story. When the author's words name no violent crime, the trouble is people's: a
 * watcher, a rival, the genre's quieter foes, and none of the noir furniture.
 */

/**
 * Words of a violent crime world in the author's text: where they are, the noir stock fits. A
 * photo shoot, a school inspector and a ship's gangway are none.
 */
const VIOLENT =
  /\b(murder\w*|kill\w*|killer|bod(?:y|ies)|corpse|guns?|gunm[ae]n|(?<!photo )shot|(?<!photo )shoot(?:s|ing|er|ers|out)?|stab\w*|gangs?|gangsters?|gangland|mob|mobsters?|cartel|assassin\w*|hitm[ae]n|spy|spies|heist|kidnap\w*|hostages?|smuggl\w*|thugs?|syndicate|mafia|revolver|pistol|rifle|poison\w*|blackmail\w*|detective|police inspector|detective inspector|noir)\b/i;

/** Sub-genres whose habit is the noir world, whatever the author's words. */
const HARD_GENRES = /noir|crime|spy|espionage|thriller|heist|police|gangster|hardboiled|hard-boiled/;

/** Stock phrases of the noir world. */
const NOIR =
  /\b(thug|crooked cop|getaway|knife-man|assassin|syndicate|revolver|pistol|gun|pawnshop|docks|diner|cigarette|neon|overcoat|nightclub|shuttered)\b/i;

/** What the author wrote of a game (not the writer's own outline): its words decide. */
export function authorText(game: {
  title?: string;
  description?: string | null;
  storyline?: string | null;
  characters?: ReadonlyArray<{ role?: string | null; description?: string | null }>;
  plotLines?: ReadonlyArray<{ keyEvents: string[] }>;
}): string {
  const people = (game.characters ?? []).map((c) => `${c.role ?? ""} ${c.description ?? ""}`);
  const events = (game.plotLines ?? []).flatMap((l) => l.keyEvents);
  return [game.title ?? "", game.description ?? "", game.storyline ?? "", ...people, ...events].join(" ");
}

export function quietCrime(vocab: GenreVocab, authorText: string): boolean {
  return vocab.family.id === "mystery" && !HARD_GENRES.test(vocab.genre) && !VIOLENT.test(authorText);
}

const keep = <T>(list: readonly T[], text: (t: T) => string): T[] => {
  const kept = list.filter((t) => !NOIR.test(text(t)));
  return kept.length ? kept : [...list];
};

const quieted = new WeakMap<GenreVocab, GenreVocab>();

/** The genre's stock without the noir world, when the author's mystery is among ordinary people. */
export function quietVocab(vocab: GenreVocab, authorText: string): GenreVocab {
  if (!quietCrime(vocab, authorText)) return vocab;
  const hit = quieted.get(vocab);
  if (hit) return hit;
  const beats = Object.fromEntries(
    Object.entries(vocab.beats).map(([beat, lines]) => [beat, keep(lines, (l) => l)]),
  ) as GenreVocab["beats"];
  const out: GenreVocab = {
    ...vocab,
    places: keep(vocab.places, (p) => p),
    items: keep(
      vocab.items.filter((i) => i.type !== "weapon"),
      (i) => `${i.name} ${i.description}`,
    ),
    senses: keep(vocab.senses, (s) => s),
    features: keep(vocab.features, (f) => f.a),
    // A watcher, a rival, an officious manager: trouble that follows questions, not fists.
    threats: [...vocab.threats.filter((t) => !NOIR.test(t.a)), ...everyday.threats.slice(0, 2)],
    foes: keep(vocab.foes, (f) => f),
    lines: keep(vocab.lines, (l) => l),
    lore: keep(vocab.lore, (l) => l),
    beats,
    darkBeats: {},
  };
  quieted.set(vocab, out);
  return out;
}
