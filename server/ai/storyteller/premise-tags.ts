import nlp from "compromise";
import type { Term } from "./premise-phrases";
import { PLACE_HEADS } from "./premise-words";
import { perText } from "./text";

/**
 * compromise's tags, mended where a premise reader misreads them in general ways (issue 31, the
 * hold-out reading): every caller of the premise reader sees the mended terms.
 * - "Dr. Hester Quayle": the title's full stop neither ends the sentence nor the name;
 * - "Koh-i-Noor", "the diamond": a word in lower case, or a part of a hyphenated name with a
 *   lower-case part, is no person's name ("Noor" is a jewel's, not a heroine's);
 * - "a ferryman named jory": the word after "named"/"called" is a name, capitalised;
 * - "Gela sabotages the shed", "Hester, a surveyor, watches the orrery": an -s word after the
 *   subject and before a determiner or an object pronoun ("orders him") is the verb, not a plural
 *   noun;
 * - "have begun to sleepwalk": after a verb that takes an infinitive, the word after "to" is a verb;
 * - "where an old lamp switches on by itself": an -s word before a particle with no noun after it
 *   is the verb of its clause;
 * - "drifts past Ceres": "past" before a capitalised name is a preposition, not an adjective;
 * - "watches the orrery at Fenmoor Hall run backwards": after a verb of seeing or letting, a bare
 *   verb closing the object is what the object does ("run"), not part of its name.
 */
const PERCEIVING =
  /^(?:watch|watches|watched|see|sees|saw|hear|hears|heard|feel|feels|felt|notice|notices|noticed|let|lets|make|makes|made|help|helps|helped)$/i;
const isInfinitive = perText((w: string) => nlp(`to ${w}`).has("#Infinitive"), 512);
/** Verbs that take "to" and an infinitive: "begun to sleepwalk", "refuses to sleep". */
const CATENATIVE =
  /^(?:begin|begins|began|begun|start|starts|started|want|wants|wanted|try|tries|tried|need|needs|needed|learn|learns|learned|learnt|refuse|refuses|refused|decide|decides|decided|agree|agrees|agreed|promise|promises|promised|seem|seems|seemed|hope|hopes|hoped|plan|plans|planned|fail|fails|failed|dare|dares|dared|vow|vows|vowed|threaten|threatens|threatened|continue|continues|continued|pretend|pretends|pretended|longs?|longed|means?|meant)$/i;
const isPastTense = perText((w: string) => nlp(`they ${w}`).has("#PastTense"), 512);
const NAME_TAGS = ["Person", "FirstName", "LastName", "MaleName", "FemaleName"];
/** Titles written short with a full stop. */
export const ABBREVIATED_TITLES =
  /^(?:dr|mr|mrs|ms|st|capt|prof|rev|revd|sgt|lt|col|gen|fr|insp|det|supt|hon)$/i;
const has = (t: Term | undefined, tag: string) => !!t && t.tags.includes(tag);
const capital = (t: Term | undefined) => !!t && /^\p{Lu}/u.test(t.text);
/** "orders him to stamp them": an -s word before an object pronoun is a verb, never a plural noun. */
const IRISH_PARTICLE = /^(?:Ó|Ní|Nic|Mac|Ua|Mc)$/;
/** A word of a person's name, whatever compromise guessed. */
const mark = (t: Term) => {
  t.tags = [
    ...new Set([...t.tags.filter((g) => !/Verb|Tense|Adjective/.test(g)), "Noun", "ProperNoun", "Person"]),
  ];
};
const OBJECT_PRONOUN = /^(?:him|them|me|us|whom)$/i;
const SUBORDINATE = /^(?:where|when|while|whenever|until|because|although|though|if)$/i;
const PARTICLE = /^(?:on|off|up|down|out|back|away)$/i;
const DETERMINER = /^(?:the|a|an|her|his|their|its|my|our|your|every|each|this|that|these|those)$/i;

export function mendTags(terms: Term[]): Term[] {
  // Hyphenated runs: [start, end) of terms joined by "-".
  for (let i = 0; i < terms.length; i++) {
    let j = i;
    while (j < terms.length - 1 && /-\s*$/.test((terms[j] as Term).post)) j++;
    if (j > i) {
      const run = terms.slice(i, j + 1);
      if (run.some((t) => !capital(t)))
        for (const t of run) t.tags = t.tags.filter((g) => !NAME_TAGS.includes(g));
      i = j;
    }
  }
  // "the stacks beneath Leeds Central Library": "beneath" is never an adjective (before the rules
  // below look at the word after a noun).
  for (const [i, t] of terms.entries()) {
    if (/^(?:beneath|underneath|amid|amidst|among|amongst|aboard)$/i.test(t.text)) t.tags = ["Preposition"];
    // "inside its drawer", "outside the gates": before a determiner these place, they name nothing.
    const next = terms[i + 1];
    if (
      /^(?:inside|outside|behind)$/i.test(t.text) &&
      next &&
      (has(next, "Determiner") || /^(?:its|their|his|her|my|our|your)$/i.test(next.text))
    )
      t.tags = ["Preposition"];
    // "a man none of them has heard of", "the girlfriend nobody knows about": these are nobody,
    // never the noun's last word.
    if (/^(?:none|nobody|somebody|someone|everyone|everybody|anyone)$/i.test(t.text))
      t.tags = ["Pronoun", "Noun"];
    const prev = terms[i - 1];
    // "refuses to go quietly", "chains herself to the board": a word that takes "to" and a verb,
    // or a -self, is the verb.
    if (
      !capital(t) &&
      has(t, "Noun") &&
      !has(t, "Pronoun") &&
      prev &&
      !has(prev, "Determiner") &&
      !/^(?:its|their|his|her|my|our|your)$/i.test(prev.text) &&
      ((/[^s]s$/i.test(t.text) &&
        !/[,;:]/.test(prev.post) &&
        next?.normal === "to" &&
        has(terms[i + 2], "Infinitive")) ||
        /^(?:herself|himself|themselves|itself|themself)$/i.test(next?.text ?? ""))
    )
      t.tags = ["Verb", "PresentTense"];
    // "brings home the girlfriend": after a verb, "home" is where, not a thing.
    if (/^home$/i.test(t.text) && has(prev, "Verb") && !has(prev, "Copula")) t.tags = ["Adverb"];
    // "their mother's flat": after an owner, a place's head is a noun, not an adjective.
    if (
      has(t, "Adjective") &&
      !has(t, "Noun") &&
      PLACE_HEADS.has(t.text.toLowerCase()) &&
      /['’]s$/.test(terms[i - 1]?.text ?? "")
    )
      t.tags = ["Noun", "Singular"];
  }
  let verbSeen = false;
  let perceiving = false;
  // Whether this clause has a finite verb yet (compromise tags "they follow" an infinitive, so
  // verbSeen, which leaves infinitives out, cannot say).
  let clauseVerb = false;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i] as Term;
    const prev = terms[i - 1];
    const next = terms[i + 1];
    if (!prev || /[.!?]\s*$/.test(prev.post)) {
      verbSeen = false;
      perceiving = false;
      clauseVerb = false;
    }
    if (SUBORDINATE.test(t.text) || /^(?:and|but|or|that|which|who)$/i.test(t.text)) clauseVerb = false;
    if (PERCEIVING.test(t.text)) perceiving = true;
    // "the Hollins Road recycling centre", "the wave machine room": an -ing word before a
    // place's head names the kind of place.
    if (
      !capital(t) &&
      /ing$/i.test(t.text) &&
      PLACE_HEADS.has(next?.text.toLowerCase() ?? "") &&
      !/[,;:]/.test(t.post) &&
      (has(prev, "Noun") || has(prev, "Determiner") || has(prev, "Adjective"))
    ) {
      t.tags = ["Noun", "Singular"];
      continue;
    }
    // "Clive Ashdown and his daughter Folasade fight to save the allotments": a lower-case word
    // between a name and "to" + a verb is the verb the name does.
    if (
      !clauseVerb &&
      !capital(t) &&
      has(t, "Singular") &&
      !has(t, "Verb") &&
      capital(prev) &&
      has(prev, "ProperNoun") &&
      !/[,;:]/.test(prev?.post ?? "") &&
      next?.normal === "to" &&
      has(terms[i + 2], "Infinitive") &&
      isInfinitive(t.text.toLowerCase())
    ) {
      t.tags = ["Verb", "PresentTense"];
      verbSeen = true;
      clauseVerb = true;
      continue;
    }
    // "…, where an old lamp in ward nine switches on": a clause of its own has its own verb.
    if (SUBORDINATE.test(t.text)) verbSeen = false;
    // "discovers that the machine … grants": "that" after a verb opens a clause with its own verb.
    if (/^that$/i.test(t.text) && has(prev, "Verb")) verbSeen = false;
    if (
      perceiving &&
      i > 1 &&
      !capital(t) &&
      has(t, "Singular") &&
      has(prev, "Noun") &&
      !/[,;:]/.test(prev?.post ?? "") &&
      (!next ||
        /[,;:.!?]/.test(t.post) ||
        has(next, "Adverb") ||
        has(next, "Adjective") ||
        has(next, "Preposition")) &&
      isInfinitive(t.text.toLowerCase())
    ) {
      t.tags = ["Verb", "Infinitive"];
      perceiving = false;
      continue;
    }
    // "have begun to sleepwalk", "wants to garden": after a verb that takes an infinitive, the bare
    // word after "to" is what they do, never a thing ("the sleepwalk").
    if (
      prev &&
      /^to$/i.test(prev.text) &&
      CATENATIVE.test(terms[i - 2]?.text ?? "") &&
      !capital(t) &&
      !has(t, "Determiner") &&
      has(t, "Noun") &&
      !has(t, "Plural")
    ) {
      t.tags = ["Verb", "Infinitive"];
      continue;
    }
    // "keeps the Halden Array running", "the ship never left orbit": an -ing word after a name, or
    // a word after "never"/"not" that reads as a past tense, is what something does.
    if (
      !capital(t) &&
      ((/ing$/i.test(t.text) && capital(prev) && has(prev, "Noun") && !has(t, "Determiner")) ||
        (/^(?:never|not|already|just|barely|hardly)$/i.test(prev?.text ?? "") &&
          !has(t, "Verb") &&
          isPastTense(t.text.toLowerCase())))
    ) {
      t.tags = /ing$/i.test(t.text) ? ["Verb", "Gerund"] : ["Verb", "PastTense"];
      continue;
    }
    // "follow a notice down into the flooded basement stacks beneath…": once the clause has its
    // verb, an -s word after a noun and before a preposition is the noun's plural.
    if (
      clauseVerb &&
      !capital(t) &&
      has(t, "PresentTense") &&
      /[^s']s$/.test(t.text) &&
      has(prev, "Noun") &&
      !has(prev, "Pronoun") &&
      !capital(prev) &&
      has(next, "Preposition") &&
      !PARTICLE.test(next?.text ?? "")
    ) {
      t.tags = ["Noun", "Plural"];
      continue;
    }
    // "Father Declan Ó Murchú": an Irish particle joins the capitalised words either side into one name.
    if (IRISH_PARTICLE.test(t.text) && capital(prev) && capital(next)) {
      for (let k = i - 1; k >= 0 && capital(terms[k]) && !/[,;:.!?]/.test((terms[k] as Term).post); k--)
        mark(terms[k] as Term);
      mark(t);
      mark(next as Term);
    }
    // "At Sandbach services on the M6": a place's head after a name is no verb, whatever the tagger says.
    if (
      !capital(t) &&
      has(t, "Verb") &&
      capital(prev) &&
      has(prev, "ProperNoun") &&
      PLACE_HEADS.has(t.text.toLowerCase()) &&
      (!next || /[,;:.!?]/.test(t.post) || has(next, "Preposition"))
    ) {
      t.tags = ["Noun", /s$/i.test(t.text) ? "Plural" : "Singular"];
      continue;
    }
    // "drifts past Ceres": "past" before a name is where something goes by, not an adjective of it.
    if (i > 0 && /^past$/i.test(t.text) && capital(next) && !has(prev, "Determiner")) {
      t.tags = ["Preposition"];
      continue;
    }
    if (ABBREVIATED_TITLES.test(t.text.replace(/\.$/, "")) && /^\.\s*/.test(t.post) && capital(next)) {
      t.text = t.text.replace(/\.$/, "");
      t.post = " ";
      t.tags = [...new Set([...t.tags.filter((g) => g !== "Abbreviation"), "Honorific", "Person"])];
    }
    // A lower-case word is no one's name (compromise reads "diamond" as a surname after "Noor").
    if (!capital(t) && i > 0) t.tags = t.tags.filter((g) => !NAME_TAGS.includes(g));
    // "named jory", "called kesik": the author's name for someone, however it was typed.
    if (prev && /^(named|called)$/i.test(prev.text) && !/[,;:.!?]/.test(prev.post)) {
      if (
        !capital(t) &&
        /^\p{L}[\p{L}'’-]*$/u.test(t.text) &&
        !DETERMINER.test(t.text) &&
        !has(t, "Preposition")
      ) {
        t.text = t.text.charAt(0).toUpperCase() + t.text.slice(1);
        t.tags = [
          ...new Set([
            ...t.tags.filter((g) => !/Verb|Tense|Adjective/.test(g)),
            "Noun",
            "ProperNoun",
            "Person",
          ]),
        ];
      }
    }
    if (
      !verbSeen &&
      has(t, "Plural") &&
      /[^s']s$/.test(t.text) &&
      !capital(t) &&
      (DETERMINER.test(next?.text ?? "") ||
        has(next, "Determiner") ||
        // "grants one wish a night"
        // ("their cryosleep pods forty years early": a count of years is no object.)
        (has(next, "Value") &&
          !has(next, "Ordinal") &&
          !/^(?:years?|days?|weeks?|months?|hours?|minutes?|nights?|times|miles|metres|feet)$/i.test(
            terms[i + 2]?.text ?? "",
          )) ||
        OBJECT_PRONOUN.test(next?.text ?? "") ||
        // "the lamp switches on by itself": a particle, then no noun of its own.
        (PARTICLE.test(next?.text ?? "") &&
          !has(terms[i + 2], "Determiner") &&
          !has(terms[i + 2], "Noun"))) &&
      (has(prev, "Noun") || (has(prev, "Value") && has(terms[i - 2], "Noun"))) && // "ward nine switches"
      !has(prev, "Pronoun") &&
      // "the machine by the toilets grants one wish": a plural noun ends the phrase when the
      // -s word after it takes an object ("grants one", "keeps the"); two plurals make no compound.
      (!has(prev, "Plural") || (/[^s']s$/.test(prev?.text ?? "") && !/[,;:]/.test(prev?.post ?? "")))
    ) {
      t.tags = ["Verb", "PresentTense"];
      verbSeen = true;
      continue;
    }
    if (has(t, "Verb") && !has(t, "Participle") && !/^(named|called)$/i.test(t.text) && !has(t, "Infinitive"))
      verbSeen = true;
    if (has(t, "Verb") && has(t, "PresentTense") && !has(t, "Gerund") && !has(prev, "Determiner"))
      clauseVerb = true;
  }
  return terms;
}
