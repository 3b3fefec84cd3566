import type { AssistInput } from "../narrator";
import { type GenreVocab, vocabFor } from "./genres/catalogue";
import { fitsPronoun, type Premise, premiseOf, pronounOfRole } from "./premise";
import { placePreposition } from "./premise-words";
import { Rng } from "./random";
import { childSafe } from "./safe-words";
import { outOfPlace, settingOf } from "./setting";
import { upperFirst, withArticle } from "./text";

/**
 * The AI Storyline Assistant's storyline, offline (issue 31): the author's premise retold as a
 * story — their hero, places, objects and events first, the people and things their
 * instructions ask for woven in, the genre's stock only around them. The instruction itself
 * is never pasted: what it asks for appears where it fits.
 */
const GENTLE = /^(gentle|cosy|cozy|light|lighthearted|hopeful|warm|whimsical|playful|tender|funny)$/;
const LOST = /\b(drowned|dead|late|lost|missing|vanished|murdered)\b/;

export function assistStoryline(input: AssistInput, childMode = false): string {
  const vocab = vocabFor(input.genre);
  const premise = premiseOf({ storyline: input.storyline, instructions: input.prompt });
  const rng = new Rng("assist-storyline", input.genre, input.storyline, input.prompt ?? "");
  const gentle = childMode || premise.tone.some((t) => GENTLE.test(t));
  // The hero's name fits the author's pronoun ("Give her…" is never Fenwick).
  const fitting = vocab.firstNames.filter((n) => fitsPronoun(n, premise.hero.pronoun));
  const hero =
    premise.hero.name ??
    `${rng.pick(fitting.length ? fitting : vocab.firstNames)} ${rng.pick(vocab.lastNames)}`;
  const short = hero.split(" ")[0] as string;
  const role = premise.hero.role ?? rng.pick(vocab.family.roles.protagonist).toLowerCase();
  // "a girl who is disguised as a boy": a long trait is retold, not copied out of the instruction.
  const traits = premise.hero.traits.map((t) =>
    withArticle(t.split(" ").length >= 4 ? t.replace(/^(\w+) (\w+(?:ed|ing)) /, "$1 who is $2 ") : t),
  );
  const place = premise.places[0];
  const where = place ? ` ${placePreposition(place)} ${place}` : "";
  const event = premise.events[0];
  // The author's own word for the hero ("the keeper") keeps every sentence on their premise.
  const head = premise.hero.role ? `the ${premise.hero.role}` : short;

  const lines: string[] = [];
  const who = `${hero}, ${withArticle(role)}${traits.length ? ` and ${traits.join(" and ")}` : ""}`;
  lines.push(
    event
      ? `${who}, ${event}${place && event.includes(place.replace(/^the /, "")) ? "" : where}.`
      : `${who}, lives a careful life${where}.`,
  );
  // A singular object reads right with "comes to light"; "the harbour signs" would not.
  // The storyline's own object before one an instruction asked for ("a fear of heights").
  const asked = (o: string) => premise.requested.some((r) => o.endsWith(r.replace(/^an? /, "")));
  const singular = premise.objects.filter((o) => !/[^s]s$/.test(o));
  const mystery = singular.find((o) => !asked(o)) ?? singular[0] ?? stockMystery(vocab, input, premise, rng);
  lines.push(
    upperFirst(
      rng
        .pick([
          "Then {m} comes to light, and {h} can no longer stay out of it.",
          "It is {m} that changes everything: {h} cannot leave it alone.",
          "When {m} turns up{w}, {h} is the first to see what it means.",
        ])
        .replace("{m}", mystery)
        .replace("{h}", premise.hero.role ? `the ${role}` : short)
        .replace(
          "{w}",
          premise.places[1] ? ` ${placePreposition(premise.places[1])} ${premise.places[1]}` : "",
        ),
    ),
  );
  const named = new Set([short]);
  for (const p of premise.people.filter((x) => x.requested).slice(0, 3)) {
    // No two people share a first name (never "Leila, a landlady" beside the hero Leila).
    const pronoun = pronounOfRole(p.role);
    const name =
      p.name ?? rng.pickAvoiding(vocab.firstNames, (n) => named.has(n) || !fitsPronoun(n, pronoun));
    named.add(name.split(" ")[0] as string);
    const r = p.role;
    if (p.creature || p.companion)
      lines.push(`${name}, ${possessive(short)} ${r || "companion"}, goes wherever ${head} goes.`);
    else if (LOST.test(r))
      lines.push(
        `${possessive(short)} ${r}, ${name}, is never far from ${possessive(head)} thoughts, and the past will not stay buried.`,
      );
    else lines.push(`${name}, ${withArticle(r || "stranger")}, knows more than anyone${where} says.`);
  }
  const things = premise.requested.filter((r) =>
    premise.objects.some((o) => o.endsWith(r.replace(/^an? /, ""))),
  );
  // "a heights" is no thing to reckon with: a plural asked for stands on its own elsewhere.
  for (const t of things.filter((x) => !/[^s]s$/.test(x)).slice(0, 2))
    if (!mystery.endsWith(t.replace(/^an? /, ""))) lines.push(`Before long ${head} has ${t} to reckon with.`);
  const foe = rng.pick(gentle ? vocab.gentleFoes : vocab.foes);
  lines.push(
    upperFirst(
      `${foe} wants ${premise.objects.includes(mystery) ? mystery : "the truth buried"}${premise.objects.includes(mystery) ? "" : where} kept quiet, and ${short} must decide whom to trust before it is too late.`,
    ),
  );
  const text = lines.join(" ");
  return childMode ? childSafe(text) : text;
}

const possessive = (name: string) => (/s$/.test(name) ? `${name}'` : `${name}'s`);

/** A genre mystery that the premise's setting does not contradict. */
function stockMystery(vocab: GenreVocab, input: AssistInput, premise: Premise, rng: Rng): string {
  const text = `${input.storyline} ${premise.places.join(" ")}`;
  const setting = settingOf({ title: "", description: "", storyline: text });
  const fitting = vocab.mysteries.filter((m) => !outOfPlace(m, setting, text));
  return rng.pick(fitting.length ? fitting : vocab.mysteries);
}
