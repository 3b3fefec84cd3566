import type { Perspective } from "./render";
import { HONORIFICS, isTitleWord, sentenceSpans } from "./text";
import { commonWord } from "./truecase";

/**
 * Rewrites a creator's sentence about the protagonist ("Wren finds the lantern cold") into
 * the game's narrative person ("You find the lantern cold", "I find the lantern cold"), so
 * chapter outlines and storylines can be woven straight into the prose.
 */
const MODALS = new Set([
  "must",
  "can",
  "cannot",
  "can't",
  "will",
  "won't",
  "should",
  "could",
  "would",
  "may",
  "might",
  "shall",
]);
const IRREGULAR: Record<string, [string, string]> = {
  is: ["are", "am"],
  was: ["were", "was"],
  has: ["have", "have"],
  does: ["do", "do"],
  goes: ["go", "go"],
  "isn't": ["aren't", "am not"],
  "wasn't": ["weren't", "wasn't"],
  "hasn't": ["haven't", "haven't"],
  "doesn't": ["don't", "don't"],
};
const NOT_VERBS = new Set([
  "this",
  "his",
  "hers",
  "its",
  "across",
  "always",
  "perhaps",
  "unless",
  "yes",
  "as",
  "us",
  "plus",
  "towards",
  "afterwards",
  "besides",
  "less",
  "thus",
  "whereas",
  "various",
  "nervous",
  "famous",
  "anxious",
  "curious",
]);

function baseForm(verb: string): string {
  const lower = verb.toLowerCase();
  // "unties", "dies", "lies" keep their "ie"; "carries" is "carry".
  if (/^(?:un)?[tdlv]ies$/.test(lower)) return verb.slice(0, -1);
  if (/ies$/.test(lower) && lower.length > 4) return `${verb.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes|zes|oes)$/.test(lower)) return verb.slice(0, -2);
  if (/[^s]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

function looksLikeVerb(word: string | undefined): boolean {
  if (!word) return false;
  const lower = word.toLowerCase().replace(/[^a-z']/g, "");
  if (MODALS.has(lower) || lower in IRREGULAR) return true;
  return lower.length > 3 && /[^su]s$/.test(lower) && !NOT_VERBS.has(lower);
}

const TITLES = [
  ...HONORIFICS,
  ..."Inspector Detective Sergeant Constable Officer Agent Captain Commander Lieutenant Colonel General Doctor Professor Engineer Pilot Nurse Judge Chief Sister Brother Father Mother Aunt Uncle Lady Lord Sir Dame Madame Miss Master King Queen Prince Princess Young Old Little".split(
    " ",
  ),
].join("|");

/** A capitalised word just before, that does not open a sentence: "…from Gavin ", not "When ". */
const midSentenceName = /(?:^|[^.!?:"“\s])\s+\p{Lu}[\p{Ll}'’-]+\s$/u;
/** …or one opening a sentence that is no English word ("Gavin Achterberg is…", not "When Achterberg…"). */
function otherGivenName(before: string, others: readonly string[]): boolean {
  if (midSentenceName.test(before)) return true;
  const opener = /(?:^|[.!?]["”]?\s+|["“]\s*)(\p{Lu}[\p{Ll}'’-]+)\s$/u.exec(before)?.[1];
  // "Frank Kershaw warns…": a cast member's given name, even one English has as a word ("frank").
  if (opener && others.includes(opener)) return true;
  return !!opener && !commonWord(opener) && !isTitleWord(opener);
}

/**
 * `others`: the other people of the cast, by name, so that a relative who shares the hero's
 * surname keeps it ("Frank Kershaw", never "Frank you").
 */
export function personalize(
  text: string,
  name: string,
  perspective: Perspective,
  others: readonly string[] = [],
): string {
  if (perspective === "third_person" || !name.trim()) return text;
  const first = perspective === "first_person";
  const names = [name.trim()];
  // A name typed in lower case ("mrs irene kowalczyk") opens a sentence capitalised, or is
  // written capitalised by the writer: both are the hero.
  if (name.trim() === name.trim().toLowerCase()) {
    const typed = name.trim();
    names.unshift(
      typed.replace(/(^|\s)(\p{Ll})/gu, (_m, a, b) => a + b.toUpperCase()),
      typed.charAt(0).toUpperCase() + typed.slice(1),
    );
  }
  // "Dr. Hale" is also "Hale"; "Wren Ashby" also "Wren". A bare title is never the hero.
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((w) => !isTitleWord(w));
  const short = (parts.length < name.trim().split(/\s+/).length ? parts[parts.length - 1] : parts[0]) ?? "";
  if (short && !names.includes(short) && short.length > 2) names.push(short);
  // "Tunde Oyelaran" is "Oyelaran" too, the way a storyline may call him.
  const surname = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const givenNames = others
    .map(
      (n) =>
        n
          .trim()
          .split(/\s+/)
          .find((w) => !isTitleWord(w)) ?? "",
    )
    .filter(Boolean);
  if (surname && !names.includes(surname) && surname.length > 2) names.push(surname);
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  // "Inspector Maud Greaves must…" is "You must…", not "Inspector you must…".
  const untitled = text.replace(new RegExp(`\\b(?:${TITLES})\\.?\\s+(?=(?:${escaped})\\b)`, "g"), "");
  const marked = pronounsToMarks(untitled, names);
  const pattern = new RegExp(`\\b(${escaped})('s|’s)?(?![\\w])|${SUBJECT}|${OWNER}`, "g");
  let out = "";
  let at = 0;
  for (let m = pattern.exec(marked); m; m = pattern.exec(marked)) {
    out += marked.slice(at, m.index);
    at = m.index + m[0].length;
    // "Gavin Achterberg brings Maureen…": the hero's surname after another given name is that
    // relative's name, not the hero (was "A message from Gavin you bring you…").
    if (m[1] && m[1] === surname && m[1] !== name.trim() && otherGivenName(out, givenNames)) {
      out += m[0];
      continue;
    }
    // "the Okafor family's hardware shop", "the Okafors": the family's name, not the hero
    // (was "the you family' hardware shop").
    if (m[1] && m[1] === surname && m[1] !== name.trim() && familyName(out, marked.slice(at))) {
      out += m[0];
      continue;
    }
    // "the twin novices Aled…", "nurse Bridget…": the role written before the name is the hero too.
    const named = m[0] !== SUBJECT && m[0] !== OWNER;
    if (named) out = withoutRole(out);
    if (m[2] || m[0] === OWNER) {
      // "a former friend of Ida's." stands alone: "of yours", never "of your." (no noun follows).
      out +=
        m[2] && !NOUN_FOLLOWS.test(marked.slice(at)) ? (first ? "mine" : "yours") : first ? "my" : "your";
      continue;
    }
    // "The road to Constance is longer": after a preposition the hero is no subject.
    if (named && OBJECT_BEFORE.test(out)) {
      out += first ? "me" : "you";
      continue;
    }
    // An appositive ("Wren, a young lamplighter, must…") or an adverb may sit before the verb.
    const after = marked.slice(at);
    const shape =
      /^((?:,[^,.;]{1,60},)?\s+(?:(?:[A-Za-z]+ly|first|still|then|also|never|always|soon|only|just|already|even)\s+)?)([A-Za-z'][A-Za-z'-]*)/.exec(
        after,
      );
    const verb = shape?.[2];
    const subject = m[0] === SUBJECT;
    if (!shape || !verb || (!subject && !looksLikeVerb(verb))) {
      out += subject ? (first ? "I" : "you") : first ? "me" : "you";
      continue;
    }
    out += `${first ? "I" : "you"}${shape[1]}${conjugate(verb, first)}`;
    at += shape[0].length;
    // "…finds the lantern cold and keeps walking": the same subject's next verb.
    // "…reaches Hollow Rime and very nearly gets away": names and adverbs may come between; a
    // clause of someone else's may not ("…while Gela sleeps and snores").
    const chain =
      /^([^.;!?]*?\band\s+(?:(?:[a-z]+ly|very|then|still|nearly|almost|soon|quietly|at once|just)\s+)*)([a-z']+)/.exec(
        marked.slice(at),
      );
    const between = chain?.[1] ?? "";
    const clean =
      !between.includes(SUBJECT) &&
      !names.some((n) => between.includes(n)) &&
      !/\b(?:while|when|as|because|who|whom|which|that|where|until|before|after|if|though|although|whose)\b/i.test(
        between,
      ) &&
      !/,\s*\p{Lu}/u.test(between) &&
      !/\b(?:she|he|they|it|we|I)\s+[a-z]+s?\b[^,]*$/.test(between.replace(/\band\s.*$/, ""));
    if (chain && clean && looksLikeVerb(chain[2])) {
      out += `${between.split(OWNER).join(first ? "my" : "your")}${conjugate(chain[2] as string, first)}`;
      at += chain[0].length;
    }
    pattern.lastIndex = at;
  }
  return out + marked.slice(at);
}

/** A surname said of the family: after "the", or before "family", "household", "sisters"… */
function familyName(before: string, after: string): boolean {
  return (
    /\bthe\s+$/i.test(before) ||
    /^(?:['’]s)?\s+(?:family|families|household|clan|brothers|sisters|twins|siblings|boys|girls)\b/i.test(
      after,
    )
  );
}

const PREPOSITIONS =
  "to with for at from of by about beside behind toward towards like than without near among between into onto upon after before against around past through under over beyond";
const OBJECT_BEFORE = new RegExp(`\\b(?:${PREPOSITIONS.replace(/ /g, "|")})\\s+$`, "i");
/** Words ending like a role that are none: "after", "her", "never". */
const NOT_ROLES = new Set(
  "after under over per her their our your other another either neither whether rather together later ever never however water river winter summer number order power corner border letter paper silver".split(
    " ",
  ),
);
const ROLE_HEAD =
  /^(?:[\p{Ll}][\p{L}'’-]*(?:er|or|ist|ian|ess|eer|ier|ster|man|woman|ant|ent|ee|ard)s?|nurse|novices?|twins?|widow|monk|nun|priest|witch|thief|cook|guide|chef|judge|spy|coach|orderly|soprano|baritone|tenor|cousins?|sisters?|brothers?|botanists?|captain|king|queen|prince|princess|lord|lady|knight|squire|pilot|doctor|mentor|heir|heiress|friend|rival|keeper|child|boy|girl)$/u;

/**
 * "…the twin novices " before "Aled": the role words (a determiner, up to two modifiers and a
 * role noun) that name the hero, dropped so the name's "you" stands alone. A verb or a
 * preposition before the name is kept: "finds Aled", "to Aled".
 */
function withoutRole(text: string): string {
  const words = /(?:^|[\s—–(])((?:[\p{L}'’-]+\s+){1,4})$/u.exec(text);
  if (!words) return text;
  const list = (words[1] as string).trim().split(/\s+/);
  const head = (list.at(-1) as string).toLowerCase();
  if (NOT_ROLES.has(head) || !ROLE_HEAD.test(head)) return text;
  let from = list.length - 1;
  // Up to two lower-case modifiers ("retired", "twin"), then perhaps a determiner.
  while (from > 0 && list.length - from <= 2) {
    const w = list[from - 1] as string;
    const lower = w.toLowerCase();
    if (/^(the|a|an)$/.test(lower) || PREPOSITIONS.split(" ").includes(lower) || NOT_NOUN.has(lower)) break;
    if (looksLikeVerb(w) && !ROLE_HEAD.test(lower)) break;
    const opening =
      from - 1 === 0 && /(?:^|[.!?]\s*)$/.test(text.slice(0, text.length - (words[1] as string).length));
    if (/^\p{Lu}/u.test(w) && !opening) break;
    from--;
  }
  if (from > 0 && /^(the|a|an)$/i.test(list[from - 1] as string)) from--;
  const dropped = list.slice(from).join(" ");
  const cut = text.length - (words[1] as string).length + (words[1] as string).lastIndexOf(dropped);
  return text.slice(0, cut);
}

function conjugate(verb: string, first: boolean): string {
  // "double-books" is "double-book": the verb is the last part.
  const hyphen = verb.lastIndexOf("-");
  if (hyphen > 0 && hyphen < verb.length - 1)
    return verb.slice(0, hyphen + 1) + conjugate(verb.slice(hyphen + 1), first);
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular[first ? 1 : 0];
  return MODALS.has(lower) || !looksLikeVerb(verb) ? verb : baseForm(verb);
}

/** After "Ida's": a word that may be the noun it owns ("ship"), not a stop or a joining word. */
const NOUN_FOLLOWS =
  /^\s+(?!(?:and|or|but|nor|as|too|is|was|were|are|who|which|that|when|while)\b)[\p{L}\d]/iu;

const SUBJECT = "\u0001S";
const OWNER = "\u0001P";

const NOT_NOUN = new Set([
  "to",
  "and",
  "or",
  "but",
  "the",
  "a",
  "an",
  "in",
  "on",
  "at",
  "by",
  "for",
  "with",
  "from",
  "as",
  "that",
  "into",
  "about",
  "again",
  "back",
  "away",
  "up",
  "down",
  "out",
  "off",
  "so",
  "too",
  "once",
]);

/**
 * "Alex returns to the town she swore she would never see again": after the protagonist's
 * name, and before anyone else is named, she/he and his/her (before a noun) mean the
 * protagonist. They become marks the name pass puts in the right person. Object pronouns
 * are left alone: "help her" is too often somebody else.
 */
function pronounsToMarks(text: string, names: string[]): string {
  return sentenceSpans(text)
    .map((sentence) => {
      const at = names
        .map((n) => [sentence.indexOf(n), n.length] as const)
        .filter(([i]) => i >= 0)
        .sort((a, b) => a[0] - b[0])[0];
      if (!at) return sentence;
      const start = at[0] + at[1];
      const tail = sentence.slice(start);
      const other = /\s[A-Z][a-z]+/.exec(tail);
      const cut = other ? other.index : tail.length;
      const reach = tail
        .slice(0, cut)
        .replace(/\b(she|he|his|her)\b(?=(\s+(\w+))?)/g, (word: string, _p, _gap, next = "") => {
          if (word === "she" || word === "he") return SUBJECT;
          if (word === "his" || (next && !NOT_NOUN.has(next.toLowerCase()))) return OWNER;
          return word;
        });
      return sentence.slice(0, start) + reach + tail.slice(cut);
    })
    .join("");
}
