import { has, type Term } from "./premise-phrases";
import {
  CREATURE_HEADS,
  NAMED_PLACE_ENDS,
  PERSON_HEADS,
  PLACE_HEADS,
  PLACE_PREFIXES,
  shipPrefix,
  VESSEL_HEADS,
} from "./premise-words";

/**
 * The people an author names in a storyline, with the role they wrote beside the name (issue 31,
 * class A): "retired schoolteacher Constance Mbeki-Ward", "Mira Castellane, a wildlife
 * photographer", "the twin novices Aled and Wenna Pryce" (two heroes sharing a surname),
 * "the witch Ines de la Vega" (a particle inside a name). A capitalised run is a person when
 * the text says so — a role before it, a role in apposition, a title, "named"/"called", or
 * compromise's name tags — and not when it is a place ("the Dune Sea"), a vessel ("the tug
 * Mercy Ann") or a modifier ("a Hudson's Bay Company clerk").
 */
export type NamedPerson = {
  /** As the author wrote it, particles and hyphens kept: "Ines de la Vega". */
  name: string;
  /** Lower-case role, no article: "forensic accountant", "glassblower's widow"; singular. */
  role?: string;
  /** People named with them as one subject sharing a surname: "Aled Pryce", "Wenna Pryce". */
  group?: string[];
  /** The group's role as written, plural: "twin novices". */
  groupRole?: string;
  /** "his daughter Folasade": someone's relative, never the storyline's hero before them. */
  relative: boolean;
  creature: boolean;
  /** "the fisherman Tomás Ferreira dies": remembered, not met. */
  gone: boolean;
  /** The subject as the author wrote it ("the twin novices Aled and Wenna Pryce"), when one. */
  subject?: string;
  /** What the subject does, from its verb to the end of the clause. */
  predicate?: string;
  /** Someone named as a second subject: "his daughter Folasade" in "Yusuf and his daughter Folasade fly". */
  partner?: string;
};

/** Lower-case words that sit inside a name: "Ines de la Vega", "Ludwig van Beethoven". */
const PARTICLES = new Set(
  "de del della dei di da das dos du des la le van von der den ten ter bin ibn al el y".split(" "),
);
/** Titles that start a name and say it is a person. */
export const TITLES = new Set(
  (
    "captain reverend lord lady sir dame countess count duke duchess baron baroness king queen prince " +
    "princess doctor dr professor sister brother father mother saint inspector detective sergeant " +
    "constable admiral general colonel major lieutenant commander mr mrs ms miss madame monsieur señor " +
    "señora abbot abbess prior judge agent aunt uncle provost chancellor mayor elder bishop archbishop cardinal " +
    "rabbi imam sheikh emir sultan khan governor senator magistrate deacon friar canon dean warden commodore"
  ).split(" "),
);
const NAME_TAGS = ["Person", "FirstName", "LastName", "MaleName", "FemaleName", "Honorific"];
const STOP = /[,;:—–.!?()]/;
/** A sentence with no verb that says where or when ("Dairy farm outside Eau Claire, Wisconsin, winter 2041."). */
export const dateline = (terms: Term[]) =>
  !terms.some((t) => has(t, "Verb")) &&
  terms.some((t) => has(t, "Preposition") || has(t, "Value") || SPATIAL.test(t.normal));
const SPATIAL = /^(above|below|beyond|near|inside|outside|across|behind|under|beneath|within|around|past)$/;
const AGENT = /(?:er|or|ist|man|woman|ess|ian|ant|ent|ard|ow|ward)$/i;
const GONE_VERB = /^(?:dies|died|is dead|was killed|is killed|drowns|drowned|vanished|disappears)\b/i;

const word = (t: Term) => t.text.replace(/[^\p{L}\p{N}'’-]+$/u, "");
const capital = (t: Term | undefined) => !!t && /^\p{Lu}/u.test(t.text);
const singularOf = (w: string) =>
  w
    .replace(/(?:ies)$/, "y")
    .replace(/(?:([sxz]|[cs]h)es)$/, "$1")
    .replace(/([^s])s$/, "$1");
/** Does this head noun name a person by what they are ("ferrywoman", "glassmakers", "nurse")? */
export const personal = (head: string, t?: Term) => {
  const h = head.toLowerCase().replace(/['’]s$/, "");
  const one = singularOf(h);
  if (PLACE_HEADS.has(h) || PLACE_HEADS.has(one) || VESSEL_HEADS.has(one)) return false;
  return (
    PERSON_HEADS.has(h) || PERSON_HEADS.has(one) || has(t, "Actor") || (AGENT.test(one) && one.length > 4)
  );
};

/** Where a capitalised run of a name starts and ends in the terms: [start, end). */
function nameRun(terms: Term[], i: number): number {
  let j = i;
  while (j < terms.length) {
    const t = terms[j] as Term;
    let ahead = j;
    while (PARTICLES.has(terms[ahead]?.text.toLowerCase() ?? "")) ahead++;
    const particle = PARTICLES.has(t.text.toLowerCase()) && ahead > j && capital(terms[ahead]) && j > i;
    if (!(capital(t) || particle)) break;
    if (!particle && j > i && has(t, "Verb") && !has(t, "ProperNoun")) break;
    j++;
    if (STOP.test(t.post)) break;
  }
  return j;
}

/** A sentence's start word is capitalised anyway: only a name tag makes it one. */
function startsName(terms: Term[], i: number): boolean {
  const t = terms[i] as Term;
  if (!capital(t)) return false;
  if (
    ["Determiner", "Preposition", "Conjunction", "Pronoun", "QuestionWord", "Adverb", "Value"].some((g) =>
      has(t, g),
    )
  )
    return false;
  // "Interpreter Sanne Vogel …": a role opening the sentence, no title, is not part of the name.
  if (
    (i === 0 || /[.!?]$/.test(terms[i - 1]?.post.trim() ?? "")) &&
    (has(t, "Actor") || PERSON_HEADS.has(word(t).toLowerCase())) &&
    !NAME_TAGS.some((g) => has(t, g)) &&
    !TITLES.has(t.text.toLowerCase()) &&
    capital(terms[i + 1])
  )
    return false;
  if (i === 0 || /[.!?]$/.test(terms[i - 1]?.post.trim() ?? ""))
    return (
      NAME_TAGS.some((g) => has(t, g)) ||
      TITLES.has(t.text.toLowerCase()) ||
      has(t, "ProperNoun") ||
      (capital(terms[i + 1]) && !STOP.test(t.post) && !has(t, "Adjective"))
    );
  return true;
}

/** The role words right before a name ("the glassblower's widow"), with their determiner. */
function roleBefore(
  terms: Term[],
  i: number,
  comma = false,
): { words: Term[]; det?: Term; from: number; loose: boolean } {
  const words: Term[] = [];
  let j = i - 1;
  const loose = STOP.test(terms[i - 1]?.post ?? "");
  if (loose && !(comma ? /,/ : /[—–:]/).test(terms[i - 1]?.post ?? "")) return { words, from: i, loose };
  while (j >= 0) {
    const t = terms[j] as Term;
    if (STOP.test(t.post) && j !== i - 1) break;
    if (has(t, "Determiner") || (has(t, "Possessive") && has(t, "Pronoun"))) {
      return { words, det: t, from: j, loose };
    }
    const describing = has(t, "PastTense") || has(t, "Adjective");
    if (
      has(t, "Preposition") ||
      has(t, "Conjunction") ||
      has(t, "QuestionWord") ||
      (has(t, "Verb") && !describing) ||
      has(t, "Value") ||
      has(t, "Adverb")
    )
      break;
    words.unshift(t);
    j--;
  }
  return { words, from: j + 1, loose };
}

/** Reads a sentence's named people (terms from compromise, empty terms dropped). */
export function namedIn(terms: Term[]): NamedPerson[] {
  const out: NamedPerson[] = [];
  const where = dateline(terms);
  let i = 0;
  while (i < terms.length) {
    if (!startsName(terms, i)) {
      i++;
      continue;
    }
    // A list of first names ending in a full name is one family: "Amara, Teo and little Bea Castellanos".
    const runs: Array<[number, number]> = [];
    let j = i;
    for (;;) {
      const end = nameRun(terms, j);
      if (end === j) break;
      runs.push([j, end]);
      const last = terms[end - 1] as Term;
      let k = end;
      if (/^,$/.test(last.post.trim()) && terms[k]?.normal === "and") k++;
      else if (/^,$/.test(last.post.trim())) {
        // only a list continues after a comma: "Amara, Teo and…"
        if (!(capital(terms[k]) && nameRun(terms, k) === k + 1 && terms[k + 1]?.normal === "and")) break;
      } else if (terms[k]?.normal === "and" && !STOP.test(last.post)) k++;
      else break;
      while (k < terms.length && has(terms[k], "Adjective") && !capital(terms[k])) k++;
      if (!startsName(terms, k) || runs.length > 5) {
        runs.pop();
        if (!runs.length) runs.push([j, end]);
        break;
      }
      j = k;
    }
    const [first, firstEnd] = runs[0] as [number, number];
    const [, lastEnd] = runs[runs.length - 1] as [number, number];
    const words = (a: number, b: number) =>
      terms
        .slice(a, b)
        .map((t, k, all) => word(t) + (k < all.length - 1 ? (/-/.test(t.post) ? "-" : " ") : ""))
        .join("")
        .replace(/- /g, "-");
    const lastRun = runs.at(-1) as [number, number];
    const group = runs.length > 1 && runs.slice(0, -1).every(([a, b]) => b - a === 1);
    const surname = group && lastEnd - lastRun[0] >= 2 ? ` ${words(lastRun[0] + 1, lastEnd)}` : "";
    const names: string[] = group
      ? [...runs.slice(0, -1).map(([x, y]) => `${words(x, y)}${surname}`), words(lastRun[0], lastEnd)]
      : [words(first, firstEnd)];
    const end = group ? lastEnd : firstEnd;
    i = end;
    const runWords = terms.slice(first, group ? lastEnd : firstEnd);
    const lower = words(first, group ? lastEnd : firstEnd)
      .toLowerCase()
      .split(" ");
    const next = terms[end];
    // "a Hudson's Bay Company clerk", "Métis interpreter": a run before a common noun modifies it.
    const actsNext =
      has(next, "Plural") && (has(terms[end + 1], "Determiner") || has(terms[end + 1], "Possessive"));
    if (
      next &&
      !STOP.test(terms[end - 1]?.post ?? "") &&
      has(next, "Noun") &&
      !capital(next) &&
      !has(next, "Pronoun") &&
      !actsNext
    )
      continue;
    // "Saint Brannock's Priory", "the Countess's sapphire": an owner or a place, not a person here.
    if (runWords.some((t) => /['’]s$/.test(word(t)))) continue;
    const strong = runWords.some((t) => NAME_TAGS.some((g) => has(t, g)));
    // "the ship's mind, ORCHARD, insists…": a name in capitals is a name, whatever word it is.
    const shouted = runWords.every((t) => /^\p{Lu}{3,}$/u.test(word(t)));
    if (!shouted && (PLACE_HEADS.has(lower.at(-1) ?? "") || PLACE_PREFIXES.has(lower[0] ?? ""))) continue;
    // "Rosewood Care Home", "Paris Gardens Lido": an establishment's ending, or a town's name
    // opening a run with no person's name in it, is a place.
    if (
      !shouted &&
      runWords.length >= 2 &&
      (NAMED_PLACE_ENDS.has(lower.at(-1) ?? "") || (!strong && has(runWords[0], "Place")))
    )
      continue;
    // "Kowalczyk Lanes, the family bowling alley in Dayton": a name with a place in apposition
    // is that place, whatever its words would mean of a person.
    if (/,/.test(terms[end - 1]?.post ?? "") && next?.normal === "the") {
      let k = end + 1;
      while (
        has(terms[k + 1], "Noun") &&
        !has(terms[k + 1], "Pronoun") &&
        !/[,;:.!?]/.test(terms[k]?.post ?? "") &&
        k - end < 5
      )
        k++;
      if (terms[k] && PLACE_HEADS.has(word(terms[k] as Term).toLowerCase())) continue;
    }
    const prev = terms[first - 1];
    // "the ferry MV Saint Brendan": a ship's prefix (compromise reads "MV" as a numeral) names a craft.
    if (prev && /^[A-Z]{2,3}$/.test(prev.text) && shipPrefix(prev.text)) continue;
    // "the villages above Blaenau Ffestiniog": a name after a preposition of place is a place.
    if (prev && !strong && SPATIAL.test(prev.normal)) continue;
    // "Dairy farm outside Eau Claire, Wisconsin, winter 2041.": in a dateline (no verb), a name
    // after a preposition is where, however much it sounds like a person.
    if (where) continue;
    // "aboard the MS Halcyon Star": a run that opens with a ship's prefix is the craft.
    const opening = terms[first] as Term;
    if (/^[A-Z]{2,3}$/.test(opening.text) && shipPrefix(opening.text) && lastEnd - first > 1) continue;
    // "a cryo-tech named Oyelaran": the role stands before "named".
    const namedAfter = /^(named|called)$/i.test(prev?.text ?? "");
    let before = roleBefore(terms, namedAfter ? first - 1 : first);
    // "the night porter, Abebe Tesfaye, knows…": a role, a comma, the name.
    if (!before.words.length && prev && /,/.test(prev.post) && (personal(word(prev), prev) || shouted))
      before = roleBefore(terms, first, true);
    let roleWords = before.words;
    let head = roleWords.at(-1);
    // "the Dolomites: Mira…", "Sixteen-year-old Juno": no role, only a lead-in or a modifier.
    if (
      head &&
      !shouted &&
      ((before.loose && !personal(word(head), head)) ||
        (!has(head, "Noun") && !strong && !personal(word(head), head)))
    ) {
      roleWords = [];
      head = undefined;
      before = { words: [], from: first, loose: before.loose };
    }
    if (
      head &&
      !namedAfter &&
      !personal(word(head), head) &&
      ((!has(head, "Noun") && strong) || has(head, "Unit") || has(head, "Hyphenated"))
    ) {
      roleWords = [];
      head = undefined;
      before = { words: [], from: first, loose: before.loose };
    }
    const named = prev && /^(named|called)$/.test(prev.normal);
    // "the abbess of Saint Oda", "three generations of Kowalczyks": a name after "of" is a place's or a family's.
    if (prev?.normal === "of") continue;
    // "the church tower of old Llanwddyn": an adjective between "of" and the name changes nothing.
    let back = first - 1;
    while (back > 0 && has(terms[back], "Adjective")) back--;
    if (back < first - 1 && terms[back]?.normal === "of") continue;
    // compromise reads "Constance" in "…town of Halloway, retired schoolteacher Constance" as a place.
    if (!head && !strong && has(runWords.at(-1), "Place")) continue;
    const titled = TITLES.has(lower[0] ?? "");
    // "the tug Mercy Ann", "the generation ship Halcyon Drift": a thing's name.
    const craft =
      !!head &&
      (VESSEL_HEADS.has(singularOf(word(head).toLowerCase())) || PLACE_HEADS.has(word(head).toLowerCase()));
    if (head && !personal(word(head), head) && !named && !shouted && (!strong || craft)) continue;
    // "the Maria Gloria", "the Teatro Lucerna": a name with "the" and no role is a thing's.
    if (!head && before.det?.normal === "the" && !titled) continue;
    // ", a wildlife photographer," / ", a ring of junk": what the apposition says they are.
    let appos: Term[] = [];
    if (/,/.test(terms[end - 1]?.post ?? "") && has(next, "Determiner") && next?.normal !== "the") {
      let k = end + 1;
      while (
        k < terms.length &&
        !has(terms[k], "Preposition") &&
        !has(terms[k], "Conjunction") &&
        !["PresentTense", "Modal", "Auxiliary", "Copula", "QuestionWord"].some((g) => has(terms[k], g))
      ) {
        appos.push(terms[k] as Term);
        if (STOP.test((terms[k] as Term).post)) break;
        k++;
      }
      appos = appos.filter(
        (t) => has(t, "Noun") || has(t, "Adjective") || has(t, "Actor") || has(t, "PastTense"),
      );
      const ah = appos.at(-1);
      // "her estranged son Marek, an unreliable Zamboni": a list goes on; the role before counts.
      if (ah && !personal(word(ah), ah)) {
        if (!head) continue;
        appos = [];
      }
    }
    const evidence = !!head || appos.length > 0 || named || titled || strong;
    // "…and his daughter Folasade fly", "…still co-own": the verb after a co-subject or an adverb.
    let verbAt = end;
    let partner: string | undefined;
    if (terms[verbAt]?.normal === "and" && !STOP.test(terms[end - 1]?.post ?? "")) {
      let k = verbAt + 1;
      while (k < terms.length && !capital(terms[k]) && k - verbAt < 5 && !has(terms[k], "Verb")) k++;
      const after = nameRun(terms, k);
      if (after > k) {
        partner = terms
          .slice(verbAt + 1, after)
          .map((t, n, all) => word(t) + (n < all.length - 1 ? (/-/.test(t.post) ? "-" : " ") : ""))
          .join("");
        verbAt = after;
      }
    }
    while (has(terms[verbAt], "Adverb") && !STOP.test(terms[verbAt]?.post ?? "")) verbAt++;
    const v = terms[verbAt];
    // compromise reads "Ines de la Vega inherits her…" as a plural noun: an -s word before a determiner acts.
    const acts =
      (has(v, "Verb") && !has(v, "Participle")) ||
      (has(v, "Plural") &&
        /s$/.test(v?.text ?? "") &&
        (has(terms[verbAt + 1], "Determiner") || has(terms[verbAt + 1], "Possessive")));
    // "…, Abebe Tesfaye, knows": a name set off by commas is still the verb's subject.
    const setOff =
      /,/.test(prev?.post ?? "") && /^,$/.test(terms[end - 1]?.post.trim() ?? "") && !appos.length;
    const verbNext = acts && (!/[,;:.!?()]/.test(terms[end - 1]?.post ?? "") || setOff);
    // "the sea around Carrow Holm draws back": after a preposition a name is no subject.
    if (!evidence && !(verbNext && !before.det && !has(prev, "Preposition"))) continue;
    const roleText = (ts: Term[]) =>
      ts
        .map(
          (t, k) =>
            (k === 0 && !has(t, "ProperNoun") ? word(t).toLowerCase() : word(t)) +
            (/-/.test(t.post) ? "-" : " "),
        )
        .join("")
        .trim();
    // "his friend Vesna, a ferrywoman": what the apposition says is the more telling role.
    const role = appos.length ? roleText(appos) : head ? roleText(roleWords) : undefined;
    const plural =
      !!role && (has(head, "Plural") || (/s$/.test(role) && group) || has(appos.at(-1), "Plural"));
    const singularRole = role && plural ? role.replace(/(\S+)$/, (w) => singularOf(w)) : role;
    const relative = before.det ? /^(his|her|their|its)$/.test(before.det.normal) : false;
    const creature = CREATURE_HEADS.has(singularOf((role ?? "").split(" ").pop() ?? ""));
    // "Priya Nair, a technician on a mining colony, finds…": the verb after the apposition's comma.
    let after = end + (appos.length ? appos.length + 1 : 0);
    if (appos.length) {
      for (let k = end + 1; k < Math.min(terms.length, end + 14); k++)
        if (/,/.test(terms[k - 1]?.post ?? "") && has(terms[k], "Verb")) {
          after = k;
          break;
        }
    }
    const rest = terms.slice(verbNext ? verbAt : after);
    const restText = rest
      .map((t) => `${t.pre}${t.text}${t.post || " "}`)
      .join("")
      .trim();
    const gone = GONE_VERB.test(restText);
    // The subject as written, and the clause it governs.
    const subjectFrom = !roleWords.length
      ? first
      : before.det && !relative
        ? before.from
        : first - roleWords.length;
    let subject: string | undefined;
    let predicate: string | undefined;
    if (verbNext || (appos.length && has(rest[0], "Verb"))) {
      subject = terms
        .slice(subjectFrom, verbNext ? verbAt : end)
        .map((t, k, all) => `${k === 0 ? "" : t.pre}${t.text}${k < all.length - 1 ? t.post : ""}`)
        .join("")
        .replace(/[,;:—–\s]+$/, "")
        .split(/\s+(?=$)/)
        .join("")
        .replace(/[,;:—–\s]+$/, "");
      const clause = restText.split(/[;:,.!?—–]/)[0]?.trim() ?? "";
      const cut = clause.split(/\s(?:before|after|while|until|when|because)\s/)[0]?.trim() ?? "";
      // "has until last orders on Sunday to tell the regulars": a lone verb's time is part of it.
      predicate = cut.split(/\s+/).length >= 2 ? cut : clause;
    }
    for (const [n, name] of names.entries()) {
      out.push({
        name,
        role: singularRole,
        ...(group && surname && n === 0 ? { group: names, groupRole: role } : {}),
        relative,
        creature,
        gone,
        ...(n === 0 && subject ? { subject, predicate } : {}),
        ...(n === 0 && subject && partner ? { partner } : {}),
      });
    }
  }
  return out;
}

/** The name a person is called by: the first word that is no title ("Captain Yusuf…" → Yusuf). */
export function calledBy(name: string): string {
  return name.split(" ").find((w) => !TITLES.has(w.toLowerCase().replace(/\.$/, ""))) ?? name;
}

/** The storyline's hero: the first person named who is neither an animal, someone's relative, nor dead. */
export function heroAmong(people: NamedPerson[]): NamedPerson | undefined {
  return (
    people.find((p) => !p.creature && !p.gone && !p.relative) ?? people.find((p) => !p.creature && !p.gone)
  );
}
