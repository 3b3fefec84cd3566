import type { DraftCharacter } from "../../../contract/ai";
import { vocabFor } from "./genres/catalogue";
import { fitsPronoun, type PremisePerson, premiseOf, pronounOfRole } from "./premise";
import { calledBy } from "./premise-names";
import { Rng } from "./random";
import { upperFirst, withArticle } from "./text";

/**
 * The people an author's instruction asks for ("add a talking crow as a companion", "give the
 * detective a daughter who calls at the worst moments") join the cast the outline and chapters
 * use, beside the author's own characters — not a line in the assistant's text and never again
 * (issue 31, class G). Someone the author already wrote (by name or role) is not added twice.
 */
export type RequestInput = {
  storyline?: string | null;
  instructions?: string | null;
  genre: string;
  title?: string | null;
};

export function requestedCast(given: readonly DraftCharacter[], input: RequestInput): DraftCharacter[] {
  if (!input.instructions?.trim()) return [];
  const premise = premiseOf({
    title: input.title,
    storyline: input.storyline,
    instructions: input.instructions,
  });
  const vocab = vocabFor(input.genre);
  const rng = new Rng("requested-cast", input.genre, input.storyline ?? "", input.instructions);
  const hero =
    given.find((c) => (c.characterType ?? "").toLowerCase() === "protagonist")?.name ?? given[0]?.name ?? "";
  const heroShort = calledBy(hero);
  const firsts = new Set(given.map((c) => calledBy(c.name).toLowerCase()));
  const out: DraftCharacter[] = [];
  for (const p of premise.people.filter((x) => x.requested).slice(0, 3)) {
    if (already(given, p)) continue;
    // "the detective's daughter" keeps its article; "a plague doctor" does not.
    const role = /^the\s+\S+['’]s\s/i.test(p.role) ? p.role : p.role.replace(/^(?:the|a|an)\s+/i, "");
    if (!role && !p.name) continue;
    const pronoun = pronounOfRole(role);
    const name =
      p.name ??
      rng.pickAvoiding(vocab.firstNames, (n) => firsts.has(n.toLowerCase()) || !fitsPronoun(n, pronoun));
    firsts.add(calledBy(name).toLowerCase());
    const companion = p.companion || p.creature;
    const owned = /^(?:the\s+)?\S+['’]s\s/i.test(role);
    // "a best friend", "a younger sister" asked for the hero are the hero's.
    const kin = !owned && heroShort && RELATIONS.test(role);
    const what = owned
      ? role
      : kin
        ? `${heroShort}${/s$/.test(heroShort) ? "'" : "'s"} ${role}`
        : withArticle(role || "friend");
    const quirks = (p.quirks ?? []).map((q) => (/^(with|who)\s/.test(q) ? ` ${q}` : `, ${q}`)).join("");
    const description = companion
      ? `${name} is ${heroShort ? `${heroShort}${/s$/.test(heroShort) ? "'" : "'s"} ${role || "companion"}` : what}${quirks}, and goes where ${heroShort || "the hero"} goes.`
      : `${name} is ${what}${quirks}.`;
    out.push({
      name: name.slice(0, 80),
      role: upperFirst(role || (companion ? "companion" : "friend")).slice(0, 120),
      characterType: companion ? "companion" : "ally",
      description,
    });
  }
  return out;
}

const RELATIONS =
  /\b(?:friend|sister|brother|daughter|son|mother|father|aunt|uncle|cousin|niece|nephew|grandmother|grandfather|wife|husband|partner|twin)$/i;

/** Is this person already in the author's cast, by name or by what they are? */
function already(given: readonly DraftCharacter[], p: PremisePerson): boolean {
  const head = p.role
    .toLowerCase()
    .replace(/\s+(?:who|that|with)\s.*$/, "")
    .split(/\s+/)
    .pop();
  return given.some((c) => {
    if (p.name && (c.name === p.name || calledBy(c.name) === p.name)) return true;
    const role = (c.role ?? "").toLowerCase();
    return !!head && head.length > 2 && role.split(/[\s-]+/).includes(head.replace(/['’]s$/, ""));
  });
}
