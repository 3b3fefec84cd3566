import nlp from "compromise";
import type { Premise } from "./premise";
import { personal } from "./premise-names";
import { chunk, has, kindOf, lowerCommon, type Phrase, type Term, termsOf } from "./premise-phrases";
import { ASKING_VERBS, CREATURE_HEADS, PERSON_HEADS, STYLE_HEADS, TONE_WORDS } from "./premise-words";

/**
 * The author's additional instructions read into the premise (premise.ts): the tone asked for,
 * the people, companions and things requested, and the traits given to a character (issue 31).
 * Never pasted: what an instruction asks for appears where it fits.
 */
const the = (words: string) =>
  /^(the|a|an)\b/i.test(words) || /^\p{Lu}\S*['’]s\s/u.test(words)
    ? words
    : `the ${words.replace(/^(?:its|their|his|her|my|our|your)\s+/i, "")}`;

/**
 * A thing asked for, as prose names it: "a heron", "Gethin's old sheepdog" (an owner's name takes
 * no article), "the crew's chess games" (nor does a plural: "fireworks").
 */
function asked(body: string, p: Phrase): string {
  if (/^(?:\p{Lu}\S*\s)*\p{Lu}\S*['’]s\s/u.test(body)) return body;
  if (/^\S+['’]s\s/u.test(body)) return `the ${body}`;
  if ((p.tags.at(-1) ?? []).includes("Plural")) return body;
  return `${article(body)} ${body}`;
}

/** "Make the keeper a retired clockmaker", "include a drowned brother", "keep the tone gentle". */
export function readInstructions(text: string, out: Premise, heroIs?: "she" | "he") {
  const clauses = text
    .split(
      /[.;!?\n]+|,\s*(?:and\s+|but\s+)?|\s+and\s+(?=(?:make|include|add|give|keep|let|have|introduce|feature|set|bring)\b)/i,
    )
    .map((c) => c.trim())
    .filter(Boolean)
    // "an estranged son, Piotr, who…": a name alone between commas is said of the clause before.
    .reduce<string[]>((all, c) => {
      if (all.length && /^(?:the\s+)?(?:\p{Lu}[\p{L}'’.-]*\s*){1,4}$/u.test(c))
        all[all.length - 1] += `, ${c}`;
      else all.push(c);
      return all;
    }, [])
    .slice(0, 12);
  for (const raw of clauses) {
    // "a funeral in the middle", "reconcile only at the very end": when, not what.
    const clause = raw.replace(TIMING, "").trim();
    if (!clause) continue;
    if (readQuirk(clause, out, heroIs)) continue;
    // "let the mother and son reconcile", "let the dread come from sounds": how to tell it.
    if (/^let\b/i.test(clause) && !/^let there be\b/i.test(clause)) continue;
    const tone = clause
      .toLowerCase()
      .split(/[^a-z-]+/)
      .filter((w) => TONE_WORDS.has(w));
    if (
      /\b(tone|mood|feel|atmosphere)\b/i.test(clause) ||
      /^(keep|make) (it|the story|things)\b/i.test(clause)
    ) {
      for (const w of tone) if (!out.tone.includes(w)) out.tone.push(w);
      if (tone.length) continue;
    }
    const make = /^make\s+(?:the\s+|her\s+|his\s+)?(\w+(?:\s\w+)?)\s+(?:an?\s+)(.+)$/i.exec(clause);
    if (make) {
      const who = (make[1] as string).toLowerCase();
      // "make the headteacher a nervous young man called Mr Pike who is allergic to eggs": the role,
      // and the name the author gives; never "the nervous young man called Mr Pike" as one phrase.
      const asked = (make[2] as string)
        .trim()
        .replace(/\s+/g, " ")
        .replace(/\s+(?:who|whom|that|which)\s+.*$/i, "");
      const calledAs = /^(.+?)\s+(?:called|named)\s+((?:\p{Lu}[\p{L}.'’-]*)(?:\s\p{Lu}[\p{L}.'’-]*)*)/u.exec(
        asked,
      );
      const what = headRole(calledAs ? (calledAs[1] as string) : asked);
      const givenName = calledAs?.[2];
      const hero = out.hero.role?.toLowerCase() ?? "";
      const heroName = out.hero.name?.toLowerCase() ?? "";
      if (
        /^(her|him|them|the hero|the protagonist)$/.test(who) ||
        hero.endsWith(who) ||
        heroName.startsWith(who) ||
        (!!givenName && givenName.toLowerCase() === heroName)
      ) {
        if (!out.hero.traits.includes(what)) out.hero.traits.push(what);
        out.requested.push(`${article(what)} ${what}`);
        if (who === "her") out.hero.pronoun = "she";
        if (who === "him") out.hero.pronoun = "he";
      } else {
        const person = out.people.find(
          (p) => p.role.toLowerCase().endsWith(who) || p.name?.toLowerCase().startsWith(who),
        );
        if (person) {
          person.role = `${what}`;
          if (givenName && !person.name) person.name = givenName;
        } else
          out.people.push({
            ...(givenName ? { name: givenName } : {}),
            role: what,
            requested: true,
            creature: false,
            companion: false,
          });
        out.requested.push(
          givenName ? `${article(what)} ${what} named ${givenName}` : `${article(what)} ${what}`,
        );
      }
      continue;
    }
    const verb = /^(?:please\s+)?(\w+)/i.exec(clause)?.[1]?.toLowerCase() ?? "";
    if (!ASKING_VERBS.test(verb) && !/\b(there should be|should have|with)\b/i.test(clause)) continue;
    if (/^give (her|him)\b/i.test(clause)) out.hero.pronoun = /^give her/i.test(clause) ? "she" : "he";
    // "a landlady who sings fado": what follows "who" describes the person, and is not asked for.
    // "an old mule named Job that won't go near the elevator": so does what follows "that"/"which".
    const who = /^(.*?)\s+(?:who|whom)\s+/i.exec(clause);
    const relative = who ?? /^(.*?)\s+(?:that|which)\s+/i.exec(clause);
    const phrases = chunk(termsOf(relative ? (relative[1] as string) : clause));
    const companion = /\bas (?:a|an|her|his|their) (companion|friend|sidekick|pet|partner)\b/i.exec(clause);
    // "give Amina a sharp-tongued aunt": the first of two objects is who receives, not what is asked for.
    const [first, second] = phrases;
    const receiver =
      /^(?:please\s+)?give\b/i.test(clause) &&
      first &&
      second &&
      second.start === first.end &&
      /^(a|an|some)$/.test(second.det) &&
      !/^(a|an)$/.test(first.det)
        ? first
        : undefined;
    const clauseTerms = termsOf(relative ? (relative[1] as string) : clause);
    // "an estranged son, Piotr,", "a meddling vicar, the Reverend Amos Tull": the name in
    // apposition is the person's, not another person.
    const apposed = new Map<Phrase, Phrase>();
    phrases.forEach((p, k) => {
      const next = phrases[k + 1];
      if (!next || p.name || kindOf(p) !== "person" || next.start !== p.end) return;
      if (!/,/.test(clauseTerms[p.end - 1]?.post ?? "")) return;
      if (next.words.every((w) => /^\p{Lu}/u.test(w)) && ["name", "named", "person"].includes(kindOf(next)))
        apposed.set(p, next);
    });
    for (const p of phrases) {
      if (p === receiver || [...apposed.values()].includes(p)) continue;
      const named = apposed.get(p);
      if (named) p.name = named.words.join(" ");
      // "with no blood", "without any aliens": what the author rules out is never asked for.
      if (
        /^no$/i.test(p.det) ||
        clauseTerms.slice(Math.max(0, p.start - 3), p.start).some((t) => /^(?:no|without)$/i.test(t.text))
      )
        continue;
      // "lots of dialogue over the dinner table": the telling's, not the world's.
      if (STYLE_HEADS.has(p.head.toLowerCase())) continue;
      const whole = lowerCommon(p.words, p.tags);
      if (companion && whole === companion[1]) continue;
      let kind = kindOf(p);
      // "a landlady who…": the last phrase before "who" is a person, unless one came before it
      // ("an elderly woman with a cat basket who knows…": the basket is the woman's).
      const earlierPerson = phrases.slice(0, phrases.indexOf(p)).some((q) => kindOf(q) === "person");
      if (who && p === phrases[phrases.length - 1] && kind === "thing" && !earlierPerson) kind = "person";
      if (kind === "empty") continue;
      // "a talking heron as a companion": whatever comes as a companion is one, known word or not.
      const asCompanion = !!companion && kind === "thing" && p === phrases[0];
      if (asCompanion) kind = "person";
      // "a former nurse at the hospital": a person asked for is the role, said in the story's own
      // words around it, never the instruction's five-word run pasted back (issue 31).
      const body = kind === "person" ? headRole(whole) : whole;
      const creature =
        CREATURE_HEADS.has(p.head.toLowerCase()) || (asCompanion && !PERSON_HEADS.has(p.head.toLowerCase()));
      // "more ghosts": a plural is a presence in the story, not one cast member.
      const plural = kind === "person" && (p.tags[p.tags.length - 1] ?? []).includes("Plural");
      // "her grandfather Ewan": the lower-case words before the name are the person's role.
      const run =
        kind === "name" ? p.words.findIndex((_, k) => p.words.slice(k).every((x) => /^\p{Lu}/u.test(x))) : -1;
      if (!plural && (kind === "person" || kind === "name" || kind === "named")) {
        out.people.push({
          name: kind === "person" ? p.name : run > 0 ? p.words.slice(run).join(" ") : p.words.join(" "),
          role: kind === "person" ? body : run > 0 ? p.words.slice(0, run).join(" ").toLowerCase() : "",
          requested: true,
          creature,
          companion: !!companion || creature,
        });
      } else if (kind === "place") {
        if (!out.places.includes(the(body))) out.places.push(the(body));
      } else if (!out.objects.includes(the(body))) out.objects.unshift(the(body));
      if (plural) {
        out.requested.push(body);
        continue;
      }
      out.requested.push(
        kind === "person" && p.name
          ? `${article(body)} ${body} named ${p.name}`
          : kind === "person" || kind === "place" || kind === "thing"
            ? asked(body, p)
            : run > 0
              ? `${p.words.slice(run).join(" ")}, ${p.det && p.det !== "the" ? p.det : "the"} ${p.words.slice(0, run).join(" ").toLowerCase()}`
              : p.words.join(" "),
      );
    }
  }
}

const TIMING =
  /\s+(?:(?:only\s+)?(?:in|at|to|towards|until)\s+the\s+(?:very\s+)?(?:middle|end|start|beginning|climax|finale)|halfway through|rather than .*|as scenery)\b/gi;

/**
 * "Give the thief a dry sense of humour", "make the ship's mind polite but evasive", "make the
 * CEO speak only in buzzwords": a trait of a character — shown in how they act and speak —
 * never a thing to find or a thread to settle (issue 31, class C). A person asked for ("give Sam a
 * younger sister") or a companion ("give her a goose as a companion") is left to the caller.
 */
function readQuirk(clause: string, out: Premise, heroIs?: "she" | "he"): boolean {
  const verb = /^(?:please\s+)?(give|make)\s+/i.exec(clause);
  if (!verb) return false;
  const terms = termsOf(clause.slice(verb[0].length));
  const give = (verb[1] as string).toLowerCase() === "give";
  // Who: a pronoun, a name, or a phrase up to its person head ("the real ghost", "the ship's mind").
  let end = 0;
  const first = terms[0];
  if (!first) return false;
  if (/^(her|him|them)$/i.test(first.text)) end = 1;
  else {
    for (let k = 0; k < terms.length; k++) {
      const t = terms[k] as Term;
      const isName =
        /^\p{Lu}/u.test(t.text) && k > 0 ? true : /^\p{Lu}/u.test(t.text) && !has(t, "Determiner");
      const head = personal(t.text, t) || CREATURE_HEADS.has(t.normal);
      if (give) {
        if (head || (isName && !/^(a|an|the)$/i.test(t.text))) {
          end = k + 1;
          while (/^\p{Lu}/u.test(terms[end]?.text ?? "") && !/['’]s$/.test(t.text)) end++;
          if (/['’]s$/.test(t.text)) continue;
          break;
        }
        if (has(t, "Determiner") && k > 0) break;
      } else {
        // make: the person ends where the way they are begins ("polite", "quietly", "speak", "smarter").
        if (
          k > 0 &&
          (has(t, "Adjective") ||
            has(t, "Adverb") ||
            // "make Tobin curt": a name ends where lower case begins.
            (/^\p{Lu}/u.test(terms[k - 1]?.text ?? "") && /^\p{Ll}/u.test(t.text)) ||
            (has(t, "Verb") && !has(t, "Noun")) ||
            has(t, "Comparative"))
        ) {
          end = k;
          break;
        }
        if (has(t, "Determiner") && k > 0) break;
      }
    }
  }
  if (!end || end >= terms.length) return false;
  const who = terms
    .slice(0, end)
    .map((t) => t.text)
    .join(" ")
    .replace(/[,;]$/, "");
  const what = terms
    .slice(end)
    .map((t) => `${t.text}${t.post || " "}`)
    .join("")
    .trim()
    .replace(/[.,;]+$/, "");
  const whatHead = chunk(terms.slice(end))[0];
  // "the Cree and Métis characters": a note on the writing, not one person.
  if (/\b(characters|cast)\b/i.test(clause)) return true;
  const whoLower = who
    .replace(/^(?:the|her|his|their|one|a|an)\s+/i, "")
    .split(" ")
    .map((w) => (/^\p{Lu}{2,}/u.test(w) ? w : w.toLowerCase()))
    .join(" ");
  const hero = out.hero;
  const heroNames = [...(hero.group ?? []), ...(hero.name ? [hero.name] : [])];
  // "give him a name" of a storyline whose hero is "she": him is someone else (the crane operator).
  const otherSex = (/^her$/i.test(who) && heroIs === "he") || (/^him$/i.test(who) && heroIs === "she");
  const isHero =
    (/^(her|him|them|the hero|the protagonist)$/i.test(who) && !otherSex) ||
    heroNames.some((n) => n === who || n.split(" ").includes(who)) ||
    (!!hero.role && hero.role.toLowerCase().endsWith(whoLower));
  // "give him a name": the other one the storyline leaves unnamed gets one (the cast names them);
  // a name is nothing to find or to reckon with.
  if (give && /^(?:a|some|proper)\s+(?:proper\s+)?name$/i.test(what)) {
    const unnamed = otherSex ? out.people.find((p) => !p.name && !p.requested && p.role) : undefined;
    if (unnamed) {
      unnamed.requested = true;
      out.requested.push(`${article(unnamed.role)} ${unnamed.role}`);
    }
    return true;
  }
  // "a younger sister", "a one-eyed goose as a companion", "a best friend who…": a person asked for.
  if (give && whatHead && kindOf(whatHead) === "person") {
    if (
      isHero ||
      CREATURE_HEADS.has(whatHead.head.toLowerCase()) ||
      /\bas (?:a|an|her|his|their)\b/i.test(what)
    )
      return false;
    // "give Sam a younger sister": Sam's, not the hero's.
    const body = lowerCommon(whatHead.words, whatHead.tags);
    const owner = /^\p{Lu}/u.test(who) ? who : `the ${whoLower}`;
    const role = `${owner}${/s$/.test(owner) ? "'" : "'s"} ${body}`;
    // "give Orrin a talking compass named Pim": the author's name for it is kept.
    out.people.push({
      ...(whatHead.name ? { name: whatHead.name } : {}),
      role,
      requested: true,
      creature: false,
      companion: false,
    });
    out.requested.push(
      whatHead.name ? `${article(body)} ${body} named ${whatHead.name}` : `${article(body)} ${body}`,
    );
    return true;
  }
  if (!give && /^an?\s/i.test(what)) return false; // "make the keeper a retired clockmaker": a role
  // "make the bells older than the abbey": only a person (or creature, or name) has a way of being.
  const whoHead = whoLower.split(" ").pop() ?? "";
  const someone =
    isHero ||
    /^\p{Lu}/u.test(whoLower) ||
    PERSON_HEADS.has(whoHead) ||
    CREATURE_HEADS.has(whoHead) ||
    /(?:er|or|ist|ian|ess)$/.test(whoHead) ||
    out.people.some((p) => p.role.toLowerCase().endsWith(whoLower));
  if (!someone) return false;
  const quirk = give
    ? `with ${what}`
    : /^(speak|talk|say|sing|act|behave)/i.test(what)
      ? `who ${what.replace(/^(\w+)/, (v) => nlp(v).verbs().toPresentTense().text() || `${v}s`)}`
      : what;
  if (/^her$/i.test(who) && !otherSex) hero.pronoun ??= "she";
  if (/^him$/i.test(who) && !otherSex) hero.pronoun ??= "he";
  if (isHero) {
    hero.quirks = [...(hero.quirks ?? []), quirk];
    return true;
  }
  const person = out.people.find(
    (p) =>
      (p.name && (p.name === who || p.name.split(" ").includes(who))) ||
      (!!p.role && p.role.toLowerCase().endsWith(whoLower)),
  );
  if (person) person.quirks = [...(person.quirks ?? []), quirk];
  else {
    // "Tobin" is a name; "the CEO" is a role written in capitals.
    const proper = /^\p{Lu}/u.test(whoLower) && !/^the\s/i.test(who);
    out.people.push({
      ...(proper ? { name: who } : {}),
      role: proper ? "" : whoLower,
      requested: true,
      creature: CREATURE_HEADS.has(whoLower.split(" ").pop() ?? ""),
      companion: false,
      quirks: [quirk],
    });
    if (!proper) out.requested.push(`${article(whoLower)} ${whoLower}`);
  }
  return true;
}

export function article(phrase: string): string {
  return /^(?:[aeio]|u(?![nr]i|se|s[eu]|ti|ni)|hon|hour|heir)/i.test(phrase) &&
    !/^(one|eu|uni|use)/i.test(phrase)
    ? "an"
    : "a";
}

/** "former nurse at the hospital" → "former nurse": a long asked-for role without its tail. */
function headRole(role: string): string {
  const words = role.split(/\s+/);
  if (words.length < 5) return role;
  const cut = words.findIndex(
    (w, k) => k > 0 && /^(?:at|from|of|in|on|by|for|to|as|with|who|that|near)$/i.test(w),
  );
  return cut > 0 ? words.slice(0, cut).join(" ") : role;
}
