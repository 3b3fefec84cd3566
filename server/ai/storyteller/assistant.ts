import nlp from "compromise";
import type { AssistInput } from "../narrator";
import { type GenreVocab, vocabFor } from "./genres/catalogue";
import { fitsPronoun, type Premise, premiseOf, pronounOfRole } from "./premise";
import { calledBy } from "./premise-names";
import { GONE, placePreposition } from "./premise-words";
import { Rng } from "./random";
import { childSafe } from "./safe-words";
import { outOfPlace, settingOf } from "./setting";
import { isTitleWord, listJoin, upperFirst, withArticle } from "./text";
import { commonWord } from "./truecase";

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
  const authored = !!premise.hero.name;
  const group = premise.hero.group;
  const plural = !!group && group.length > 1;
  // "Captain Yusuf Adeyemi-Brandt and his daughter Folasade fly…": the author's verb is plural.
  const partner = premise.hero.partner;
  const hero =
    (group && groupName(group)) ??
    premise.hero.name ??
    `${rng.pick(fitting.length ? fitting : vocab.firstNames)} ${rng.pick(vocab.lastNames)}`;
  // "Captain Yusuf Adeyemi-Brandt" is Yusuf, never "Captain" (issue 31, class E).
  const short = group ? listJoin(group.map(firstName)) : firstName(hero);
  // A hero the author named keeps the role they wrote, or none: never a stock job beside their name.
  const role =
    premise.hero.role ?? (authored ? undefined : rng.pick(vocab.family.roles.protagonist).toLowerCase());
  // "a girl who is disguised as a boy": a long trait is retold, not copied out of the instruction.
  const traits = premise.hero.traits.map((t) =>
    withArticle(t.split(" ").length >= 4 ? t.replace(/^(\w+) (\w+(?:ed|ing)) /, "$1 who is $2 ") : t),
  );
  const place = premise.places[0];
  const where = place ? ` ${placePreposition(place)} ${place}` : "";
  // A pair or a hero with a partner take the author's plural verb ("Aled and Wenna … carry").
  const event = (plural || partner ? premise.hero.groupAct : undefined) ?? premise.events[0];
  // The author's own word for the hero ("the keeper") keeps every sentence on their premise;
  // a named hero is called by name.
  const head = authored || !premise.hero.role ? short : `the ${premise.hero.role}`;
  const is = plural ? "are" : "is";

  const lines: string[] = [];
  const appositive = withQuirks(
    plural
      ? premise.hero.groupRole
      : [role ? withArticle(role) : "", ...traits].filter(Boolean).join(" and "),
    premise.hero.quirks,
  );
  const who = `${hero}${appositive ? `, ${appositive},` : ""}${partner && event ? ` and ${partner}` : ""}`;
  lines.push(
    event
      ? `${who} ${event}${place && event.includes(place.replace(/^the /, "")) ? "" : where}.`
      : `${who} ${plural ? "live" : "lives"} a careful life${where}.`,
  );
  // A singular object reads right with "comes to light"; "the harbour signs" would not.
  // The storyline's own object before one an instruction asked for ("a fear of heights").
  const asked = (o: string) => premise.requested.some((r) => o.endsWith(r.replace(/^an? /, "")));
  const singular = premise.objects.filter(
    (o) => !/[^s]s$/.test(o) && !(event ?? "").includes(o.replace(/^the /, "")),
  );
  // "the brass compass" before "the power": a described thing is a thing one can find.
  const described = singular.filter((o) => o.split(" ").length > 2 && !asked(o));
  const mystery =
    described[0] ??
    singular.find((o) => !asked(o)) ??
    premise.objects.find((o) => !asked(o) && !(event ?? "").includes(o.replace(/^the /, ""))) ??
    stockMystery(vocab, input, premise, rng);
  // "the rehearsals come to light": a plural thing takes a plural verb.
  const many = /[^su'’]s$/.test(mystery.replace(/\s+of\s+.*$/, ""));
  lines.push(
    upperFirst(
      rng
        .pick([
          `Then {m} ${many ? "come" : "comes"} to light, and {h} can no longer stay out of it.`,
          `It is {m} that ${many ? "change" : "changes"} everything: {h} cannot leave ${many ? "them" : "it"} alone.`,
          `When {m} ${many ? "turn" : "turns"} up{w}, {h} {is} the first to see what it means.`,
        ])
        .replace("{m}", mystery)
        .replace("{h}", head)
        .replace("{is}", is)
        .replace(
          "{w}",
          premise.places[1] ? ` ${placePreposition(premise.places[1])} ${premise.places[1]}` : "",
        ),
    ),
  );
  const named = new Set(short.split(/,? and |, /));
  if (partner)
    named.add(
      firstName(
        partner
          .split(" ")
          .filter((w) => /^\p{Lu}/u.test(w))
          .join(" "),
      ),
    );
  // The storyline's own people first, then those an instruction asks for.
  const people = [
    ...premise.people
      .filter((x) => !x.requested && x.name && !GONE.test(x.role) && !partner?.endsWith(x.name))
      .slice(0, 2),
    ...premise.people.filter((x) => x.requested).slice(0, 3),
  ];
  const spots = premise.places.length ? premise.places : [""];
  for (const [k, p] of people.entries()) {
    // No two people share a first name (never "Leila, a landlady" beside the hero Leila).
    // "Mrs Fujiwara, a clerk": the title says what the role does not.
    const pronoun = pronounOfRole(p.role) ?? titlePronoun(p.name);
    const name =
      p.name ?? rng.pickAvoiding(vocab.firstNames, (n) => named.has(n) || !fitsPronoun(n, pronoun));
    named.add(firstName(name));
    const r = p.role;
    // "Sam's younger sister" takes no article.
    const described = withQuirks(
      r ? (/^(?:\p{Lu}\S*['’]s?|the) /u.test(r) ? r : withArticle(r)) : "",
      p.quirks,
    );
    const spot = spots[k % spots.length] as string;
    const at = spot ? ` ${placePreposition(spot)} ${spot}` : where;
    const own = plural ? "their" : possessive(short);
    // With no place to meet in, the author's thing is what brings them together.
    const about = at ? "" : ` about ${mystery}`;
    if (p.creature || p.companion)
      lines.push(
        at || rng.chance(0.5)
          ? `${name}, ${withQuirks(`${own} ${r || "companion"}`, p.quirks)}, goes wherever ${head} ${plural ? "go" : "goes"}${at ? `, and is never far${at}` : ""}.`
          : `${name}, ${withQuirks(`${own} ${r || "companion"}`, p.quirks)}, takes a keen interest in ${mystery}.`,
      );
    else if (LOST.test(r))
      lines.push(
        `${own} ${r}, ${name}, is never far from ${plural ? "their" : possessive(head)} thoughts, and the past will not stay buried.`,
      );
    else
      lines.push(
        rng.pick([
          `${name}${described ? `, ${described},` : ""} knows more${about} than anyone${at} says.`,
          at
            ? `${name}${described ? `, ${described},` : ""} has reasons of ${pronounWord(pronoun)} own to be${at}.`
            : `${name}${described ? `, ${described},` : ""} has reasons of ${pronounWord(pronoun)} own to care about ${mystery}.`,
          at
            ? `${upperFirst(at.trim())}, ${head} ${plural ? "meet" : "meets"} ${name}${described ? `, ${described}` : ""}; nothing is simple after that.`
            : `Before long, ${mystery} brings ${head} to ${name}${described ? `, ${described}` : ""}; nothing is simple after that.`,
        ]),
      );
  }
  const things = premise.requested.filter((r) =>
    premise.objects.some((o) => o.endsWith(r.replace(/^an? /, ""))),
  );
  // "a heights" is no thing to reckon with: a plural asked for stands on its own elsewhere.
  for (const t of things.filter((x) => !/[^s]s$/.test(x)).slice(0, 2))
    if (!mystery.endsWith(t.replace(/^an? /, "")))
      lines.push(`Before long ${head} ${plural ? "have" : "has"} ${t} to reckon with${where}.`);
  lines.push(closing(premise, { vocab, gentle, short, head, plural, mystery, where, input, rng }));
  const text = lines.join(" ");
  return childMode ? childSafe(text) : text;
}

/**
 * A quirk told in the writer's words, not pasted from the instruction: "with a habit of folding
 * paper cranes while he thinks" → "who folds paper cranes", "with a battered whistle that
 * belonged to her mother" → "with her mother's battered whistle".
 */
export function retold(quirk: string): string {
  const habit = /^with an? (?:habit|way) of (\w+ing)\b(.*)$/.exec(quirk);
  let out = habit
    ? `who ${
        nlp(habit[1] as string)
          .verbs()
          .toPresentTense()
          .text() || habit[1]
      }${habit[2]}`
    : quirk.replace(
        /^with (?:an?|the) (.+?) that (?:once )?belonged to (his|her|their|\p{Lu}\p{L}+) (\w+)$/u,
        (_, thing: string, owner: string, who: string) => `with ${owner} ${who}'s ${thing}`,
      );
  // "…while he thinks": the clause after a long quirk is the author's, and adds little.
  if (out.split(" ").length > 5) out = out.replace(/,? (?:while|when|whenever|because|since|as if) .*$/, "");
  return out;
}

/** "a thief" + "with a dry sense of humour" → "a thief with a dry sense of humour"; "polite but evasive" is set off. */
function withQuirks(described: string | undefined, quirks: string[] | undefined): string {
  let out = described ?? "";
  for (const quirk of quirks ?? []) {
    const q = retold(quirk);
    if (/^(with|who)\s/.test(q)) out = out ? `${out} ${q}` : q.replace(/^with /, "with ");
    else out = out ? `${out}, ${q}` : q;
  }
  return out;
}

/** "Aled Pryce", "Wenna Pryce" → "Aled and Wenna Pryce"; different surnames keep both names. */
function groupName(names: string[]): string {
  const last = names.map((n) => n.split(" ").slice(1).join(" "));
  const shared = last.every((l) => l && l === last[0]);
  return shared ? `${listJoin(names.map((n) => n.split(" ")[0] as string))} ${last[0]}` : listJoin(names);
}

/**
 * The name a person is called by: the first word that is no title ("Captain Yusuf…" → Yusuf),
 * nor a job typed before the name ("Lifeguard Dev Kaur" → Dev).
 */
function firstName(name: string): string {
  const words = name.split(" ").filter((w) => !isTitleWord(w));
  while (words.length > 2 && commonWord(words[0] as string)) words.shift();
  return calledBy(words.length ? words.join(" ") : name);
}

const NOT_GOALS =
  /^(?:is|are|was|were|has|have|had|owes?|notices?|overhears?|hears?|sees?|knows?|wakes?|inherits?|lives?|learns?|comes?|remembers?|seems?|feels?|wants?|loves?|hates?|finds?|discovers?|opens?)$/i;

const pronounWord = (p: Premise["hero"]["pronoun"]) => (p === "she" ? "her" : p === "he" ? "his" : "their");

type Closing = {
  vocab: GenreVocab;
  gentle: boolean;
  short: string;
  head: string;
  plural: boolean;
  mystery: string;
  where: string;
  input: AssistInput;
  rng: Rng;
};

/**
 * The last sentence: what is at stake, in the author's terms — their goal, their place, their
 * object — not one stock line for every story. No villain when the author says there is none.
 */
function closing(premise: Premise, c: Closing): string {
  // Romance and everyday stories turn on their own people, not on a stock villain.
  const quiet = c.vocab.family.id === "romance" || c.vocab.family.id === "everyday";
  const noFoe = quiet || /\bno (?:villains?|antagonists?|bad guys?)\b/i.test(c.input.prompt ?? "");
  const stock = c.rng.pick(c.gentle ? c.vocab.gentleFoes : c.vocab.foes);
  const foe = upperFirst(stock);
  const foeLater = stock.replace(/^The /, "the ");
  const owned = premise.objects.includes(c.mystery);
  const goal = premise.events[0] ? infinitive(premise.events[0]) : undefined;
  const options: string[] = [];
  if (goal) {
    options.push(`Whether ${c.short} can ${goal} is the question every chapter asks.`);
    if (!noFoe)
      options.push(
        `${c.short} must ${goal}, and ${foeLater} will do a great deal to see that ${c.plural ? "they fail" : "it fails"}.`,
      );
  }
  if (!noFoe) {
    options.push(
      `${foe} wants ${owned ? c.mystery : "the truth buried"}${owned ? "" : c.where} kept quiet, and ${c.short} must decide whom to trust before it is too late.`,
    );
    if (owned)
      options.push(
        `${foe} has plans for ${c.mystery}, and ${c.short} ${c.plural ? "are the only ones" : "is the only one"} standing in the way.`,
      );
  }
  // The author's own people and place hold the stakes: "Sol Adebayo-Kent, and Kestrel Lodge itself".
  // "the baritone Caspian Reyes-Whitford" is Caspian Reyes-Whitford, named once.
  const partnerName = premise.hero.partner
    ?.split(" ")
    .filter((w) => /^\p{Lu}/u.test(w))
    .join(" ");
  const others = [
    ...new Set([
      ...(partnerName ? [partnerName] : []),
      ...premise.people
        .filter((p) => p.name && !p.creature && !GONE.test(p.role))
        .map((p) => p.name as string),
    ]),
  ];
  if (quiet && others.length)
    options.push(
      `${c.mystery === premise.objects[0] ? upperFirst(c.mystery) : `What happens${c.where}`} will test ${c.short}, and ${listJoin(others.slice(0, 2))}, before the end.`,
      `${listJoin(others.slice(0, 2))} ${others.length > 1 ? "have" : "has"} ${others.length > 1 ? "their" : "a"} part in it, and nothing${c.where || ` about ${c.mystery}`} will be quite the same afterwards.`,
    );
  else if (noFoe || !options.length)
    options.push(
      `Nobody is the villain here${c.where}: ${c.short} ${c.plural ? "have" : "has"} only the days ahead, and ${c.plural ? "each other" : "the people who matter"}, to get it right.`,
    );
  return c.rng.pick(options);
}

/** "must carry the iron tongue…" → "carry the iron tongue…"; "finds a set…" → "find a set…". */
function infinitive(event: string): string | undefined {
  // "…and must decide who to tell": one goal, the first.
  const modal = /^(?:must|can|will|should|could|would|may|might|has to|have to|needs? to)\s+(.*)$/i.exec(
    event,
  );
  if (modal) return modal[1]?.split(/,? and (?:must|can|will|has to|have to) /)[0];
  const [verb = "", ...rest] = event.split(" ");
  // "owes…", "notices that…", "wakes…": a state or a glimpse, not something one can fail to do.
  if (NOT_GOALS.test(verb)) return undefined;
  const base = nlp(verb).verbs().toInfinitive().text() || verb;
  return [base, ...rest].join(" ");
}

/** The pronoun a title before a name gives ("Mrs Fujiwara" → she, "Brother Anselm" → he). */
export function titlePronoun(name: string | undefined): Premise["hero"]["pronoun"] {
  const title = (name ?? "").split(" ")[0]?.replace(/\.$/, "").toLowerCase() ?? "";
  if (/^(?:mrs|ms|miss|madame|señora|signora|frau)$/.test(title)) return "she";
  if (/^(?:mr|señor|signor|herr|monsieur)$/.test(title)) return "he";
  return title && title !== (name ?? "").toLowerCase() ? pronounOfRole(title) : undefined;
}

const possessive = (name: string) => (/s$/.test(name) ? `${name}'` : `${name}'s`);

/** A genre mystery that the premise's setting does not contradict. */
function stockMystery(vocab: GenreVocab, input: AssistInput, premise: Premise, rng: Rng): string {
  const text = `${input.storyline} ${premise.places.join(" ")}`;
  const setting = settingOf({ title: "", description: "", storyline: text });
  const fitting = vocab.mysteries.filter((m) => !outOfPlace(m, setting, text));
  return rng.pick(fitting.length ? fitting : vocab.mysteries);
}
