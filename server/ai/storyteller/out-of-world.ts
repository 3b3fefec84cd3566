import nlp from "compromise";
import { OUT_OF_WORLD_LINES } from "./action-lines";
import { type Draft, ORDER } from "./compose";
import { storyYear } from "./era";
import { familyFor, normalizeGenre } from "./genres/catalogue";
import { ERAS, kindsForYear, OUT_OF_WORLD, type OutOfWorldKind } from "./genres/eras";
import { sayFresh } from "./session-lines";
import { gameText } from "./setting";

/**
 * An action the world cannot hold (issue 31): "pull out my smartphone" in a medieval vale is
 * answered in the world's terms, never performed. The genre's era table (genres/eras.ts) names
 * what its world lacks; compromise finds the action's nouns, so "spell my name" is no spell.
 */
type Table = { kinds: Map<string, OutOfWorldKind>; quick: RegExp | undefined };
const TABLES = new Map<string, Table>();

function tableFor(genre: string, year: number | undefined): Table {
  const genreKey = normalizeGenre(genre);
  // The story's own year adds what its time lacks; by century, so tables stay few.
  const century = year === undefined ? undefined : Math.floor(year / 10) * 10;
  const key = `${genreKey}|${century ?? ""}`;
  let table = TABLES.get(key);
  if (!table) {
    const kinds = new Map<string, OutOfWorldKind>();
    const lacks = new Set([
      ...(ERAS[genreKey] ?? ERAS[familyFor(genre).id] ?? []),
      ...(century === undefined ? [] : kindsForYear(century)),
    ]);
    for (const kind of lacks) {
      for (const thing of OUT_OF_WORLD[kind]) kinds.set(thing, kind);
    }
    // A cheap first look (most actions name nothing of the kind): any entry's last word.
    const heads = [...new Set([...kinds.keys()].map((t) => t.split(" ").pop() as string))];
    const quick = heads.length ? new RegExp(`\\b(${heads.join("|")})(s|es)?\\b`, "i") : undefined;
    table = { kinds, quick };
    TABLES.set(key, table);
  }
  return table;
}

type Term = { normal?: string; root?: string; text: string };

/** The thing out of this world that an action names, and its kind; none for most actions. */
export function outOfWorldThing(
  genre: string,
  action: string,
  year?: number,
): { thing: string; kind: OutOfWorldKind } | undefined {
  const table = tableFor(genre, year);
  if (!table.quick?.test(action)) return undefined;
  const doc = nlp(action);
  doc.compute("root");
  // "I photocopy the assay book", "teleport us out": a machine or a power the verb itself names.
  for (const verb of doc.verbs().json() as Array<{ terms: Term[] }>) {
    for (const t of verb.terms) {
      const thing = (t.root ?? t.normal ?? t.text).toLowerCase();
      const kind = table.kinds.get(thing);
      if (kind) return { thing, kind };
    }
  }
  for (const phrase of doc.nouns().json() as Array<{ terms: Term[] }>) {
    const words = phrase.terms.map((t) => (t.root ?? t.normal ?? t.text).toLowerCase());
    // Longest first: "mobile phone" before "phone", "fire spirit" before nothing at all.
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const thing = words.slice(i, i + n).join(" ");
        const kind = table.kinds.get(thing);
        if (kind) return { thing, kind };
      }
    }
  }
  return undefined;
}

/**
 * The author's world holds it after all: they wrote it ("a fencing club's sabre and sword"), or it
 * is here, lying about or carried (a ceremonial sword on the wall).
 */
function ofThisWorld(d: Draft, thing: string): boolean {
  const word = new RegExp(`\\b${thing}(?:s|es)?\\b`, "i");
  // What the story itself has put in front of the player: the scene's thing, threat and items,
  // and the last scenes' prose ("a creaky suit of armour that moves by itself" may be fought).
  const here = [
    d.feature.a,
    d.threat?.a ?? "",
    ...d.itemsHere.map((i) => i.name),
    ...d.world.held.map((h) => h.prose),
    ...(d.world.input.recent ?? []).map((r) => r.prose),
  ];
  return word.test(gameText(d.world.input.game)) || here.some((t) => word.test(t));
}

/** Answers an out-of-world action in the world's terms; false when the action is of this world. */
export function refuseOutOfWorld(d: Draft): boolean {
  const { game } = d.world.input;
  // A sci-fi story's year is its future's, or a past it looks back on: its own kinds decide.
  const year =
    familyFor(game.genre).id === "scifi"
      ? undefined
      : storyYear(`${game.title} ${game.storyline ?? ""} ${game.description ?? ""}`);
  const found = outOfWorldThing(game.genre, d.action.raw, year);
  if (!found || ofThisWorld(d, found.thing)) return false;
  const lines =
    found.kind === "magic" || found.kind === "sorcery"
      ? OUT_OF_WORLD_LINES.magic
      : found.kind === "bygone"
        ? OUT_OF_WORLD_LINES.bygone
        : OUT_OF_WORLD_LINES.modern;
  sayFresh(d, lines.attempt, ORDER.lead, true);
  sayFresh(d, lines.after, ORDER.lead, true);
  d.events.push("reached for something this world does not have");
  return true;
}
