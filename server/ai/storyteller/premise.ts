import nlp from "compromise";
import { readInstructions } from "./premise-instructions";
import { calledBy, dateline, heroAmong, type NamedPerson, namedIn, TITLES } from "./premise-names";
import { chunk, has, kindOf, lowerCommon, type Phrase, type Term } from "./premise-phrases";
import { ABBREVIATED_TITLES, mendTags } from "./premise-tags";
import {
  CREATURE_HEADS,
  CROWD_HEADS,
  HAPPENING_HEADS,
  ING_PLACES,
  LOCATIVE,
  NAME_PARTICLES,
  NAME_PRONOUNS,
  nameRun,
  nameWord,
  PERSON_HEADS,
  PLACE_HEADS,
  PLACE_PREFIXES,
  placeHead,
  ROLE_PRONOUNS,
  shipPrefix,
} from "./premise-words";
import { placesInRole, settingFirst } from "./role-places";
import { perText } from "./text";
import { truecase } from "./truecase";

/**
 * The premise reader (issue 31, ADR 028): the author's storyline, title and instructions read
 * into a small world — who the hero is, the places, objects, people and events the author
 * named, the tone asked for, and the elements an instruction requests. compromise tags the
 * words; noun phrases are chunked from its tags (premise-phrases.ts) and sorted by head noun.
 * Everything keeps the author's spelling and capitals.
 */
export type PremisePerson = {
  /** A name as the author wrote it ("Priya Nair"), when one was given. */
  name?: string;
  /** "drowned brother", "one-eyed goose": no article. */
  role: string;
  /** Asked for by an instruction, rather than found in the storyline. */
  requested: boolean;
  /** An animal or machine: a companion, never a spymaster. */
  creature: boolean;
  companion: boolean;
  /** How an instruction says they are: "with a dry sense of humour", "polite but evasive". */
  quirks?: string[];
};

export type Premise = {
  hero: {
    name?: string;
    role?: string;
    traits: string[];
    pronoun?: "she" | "he" | "they";
    /** Heroes named as one ("the twin novices Aled and Wenna Pryce"): every name, the hero's first. */
    group?: string[];
    /** The group's role as the author wrote it, plural: "twin novices". */
    groupRole?: string;
    /** Who acts beside the hero in the author's sentence ("his daughter Folasade"): the verb is plural. */
    partner?: string;
    /** What the group (or the hero and partner) do, with the author's plural verb. */
    groupAct?: string;
    /** How an instruction says the hero is: "with a fear of heights", "quietly heroic". */
    quirks?: string[];
  };
  /** A villain the text names by title ("the Collector"), when it does. */
  foe?: string;
  people: PremisePerson[];
  /** "the tidal island", "the monastery of Saint Oda": with "the", the author's capitals kept. */
  places: string[];
  /** "the cracked bell", "the seed vaults". */
  objects: string[];
  /** Places only the plot lines' key events name ("the rehearsal room"): where scenes happen. */
  scenes: string[];
  /** Things only the key events name ("the silk scarf"): props a scene can hold. */
  props: string[];
  /** What the storyline says happens, as clauses: "carries the cracked bell across the frozen marsh". */
  events: string[];
  /** The storyline's later sentences that say what happens, whole: the outline schedules them. */
  beats: string[];
  tone: string[];
  /** Elements an instruction asks for, as they should read in prose ("a drowned brother"). */
  requested: string[];
  /** The content words a reader would look for in the story (lower case). */
  keyTerms: string[];
};

export type PremiseInput = {
  title?: string | null;
  storyline?: string | null;
  instructions?: string | null;
  /** The plot lines' key events: their places and things belong to the author's world too. */
  keyEvents?: readonly string[] | null;
  /** The game's protagonist, when its cast names one: the storyline's first person may be another. */
  protagonist?: string | null;
};

// "Reg Pudsey's prize marrow", "Whitby's harbour front": an owner's name is the phrase's determiner.
const the = (words: string) =>
  /^(the|a|an)\b/i.test(words) || /^(?:\p{Lu}[\p{L}-]*\s)*\p{Lu}[\p{L}-]*['’]s?\s/u.test(words)
    ? words
    : `the ${words.replace(/^(?:its|their|his|her|my|our|your)\s+/i, "")}`;
const singular = (phrase: string) => nlp(phrase).nouns().toSingular().text() || phrase;
/** Heads that name a person by what they do: "schoolteacher", "bell-ringer", "postman", "widow". */
const AGENT = /(?:er|or|ist|man|woman|ess|ian|ant|ent|ow|ward)$/i;

function sentencesOf(text: string): string[] {
  return (
    text
      .split(/(?<=[.!?])\s+|\n+/)
      // "Dr. Hester Quayle": a title's full stop does not end the sentence.
      .reduce<string[]>((all, s) => {
        const last = all.at(-1);
        if (last && ABBREVIATED_TITLES.test(/(\S+)\.$/.exec(last)?.[1] ?? ""))
          all[all.length - 1] = `${last} ${s}`;
        else all.push(s);
        return all;
      }, [])
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

function readStoryline(text: string, out: Premise) {
  const forces: string[] = [];
  const backdrops: string[] = [];
  // One pass of the tagger over the whole storyline, sentence by sentence as compromise splits it.
  const parsed = (
    nlp(sentencesOf(text).join("\n"), ING_PLACES).json() as Array<{ text: string; terms: Term[] }>
  ).map((s) => ({ ...s, terms: mendTags(s.terms.filter((t) => t.text.trim() !== "")) }));
  // The people the author names, with the roles written beside them (premise-names.ts).
  const named = parsed.flatMap(({ terms }) => namedIn(terms.filter((t) => t.text.trim() !== "")));
  parsed.forEach(({ text: said, terms: all }, si) => {
    const sentence = said.trim();
    const terms = all.filter((t) => t.text.trim() !== "");
    const phrases = chunk(terms);
    // "In 1812, a mapmaker's apprentice crosses…": the subject follows a leading clause.
    const clause =
      si === 0 && has(terms[0], "Preposition") ? terms.findIndex((t) => /,/.test(t.post)) + 1 : 0;
    // "Two rival travel writers…": a number before the subject is not part of it.
    const lead = has(terms[clause], "Value") ? clause + 1 : clause;
    const where = dateline(terms);
    // Phrases that only say what kind of place a name is ("…, the family bowling alley").
    const kinds = new Set<number>();
    phrases.forEach((p, pi) => {
      const subject = si === 0 && p.start === lead && (pi === 0 || lead > 0);
      // The first sentence's subject is the hero: "a widow", "a young miller" (which compromise
      // tags a surname) name a person by what they are, even when no word list knows them.
      let kind = kindOf(p);
      if (subject && kind === "thing" && (AGENT.test(p.head) || (p.tags.at(-1) ?? []).includes("Person")))
        kind = "person";
      // "boarded the Stella Maris", "the Mary Rose": a person's name after "the" names a ship, a
      // house or a thing, never someone (a title aside: "the Reverend Alan Twigg").
      if (
        kind === "name" &&
        p.det === "the" &&
        p.words.length >= 2 &&
        p.words.every(nameWord) &&
        !TITLES.has((p.words[0] ?? "").toLowerCase())
      )
        kind = "named";
      const body = lowerCommon(p.words, p.tags);
      if (kind === "empty") return;
      // "are cast as lovers": a bare word after "is/are" is said of the subject, not a thing.
      if (!p.det && p.words.length === 1 && has(terms[p.start - 1], "Copula")) return;
      // "more than furniture": what the story is not about.
      if (terms[p.start - 1]?.normal === "than") return;
      // "the night staff of Saint Agnes Sanatorium": the named place after "of" is a place too.
      const of = p.words.indexOf("of");
      if (of > 0 && kind !== "place") {
        const name = p.words.slice(of + 1);
        const last = name.at(-1)?.toLowerCase() ?? "";
        if (PLACE_HEADS.has(last.replace(/['’]s$/, "")) || PLACE_PREFIXES.has(name[0]?.toLowerCase() ?? "")) {
          const place = name.join(" ");
          if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
        }
      }
      const next = phrases[pi + 1];
      // "Dayton, Ohio": a region after a town and a comma says where the town is, and is no place
      // of its own (a story that walks "a slow circuit of Ohio" has lost its town).
      const town = terms[p.start - 1];
      if (
        p.words.length === 1 &&
        (p.tags[0] ?? []).includes("Region") &&
        has(town, "Place") &&
        /^,\s*$/.test(town?.post ?? "")
      )
        return;
      // "Kowalczyk Lanes, the family bowling alley in Dayton, is being sold": a name with a place in
      // apposition is that place, by the author's name; the kind is no second place.
      const placeApposed =
        !!next &&
        next.start === p.end &&
        next.det === "the" &&
        /,/.test(terms[p.end - 1]?.post ?? "") &&
        kindOf(next) === "place";
      if ((kind === "name" || kind === "named") && placeApposed && p.words.every(nameWord)) {
        const place = p.det === "the" ? `the ${p.words.join(" ")}` : p.words.join(" ");
        if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
        kinds.add(next.start);
        return;
      }
      if (kinds.has(p.start)) return;
      const apposed =
        !!next && next.start === p.end && kindOf(next) === "person" && /,/.test(terms[p.end - 1]?.post ?? "");
      // "The Collector wants the bell…": a titled figure acting on the story is its villain.
      const titled = p.det === "the" && p.start === 0 && /^[A-Z]/.test(p.words[0] ?? "") && nameRun(p.words);
      if (titled && si > 0 && has(terms[p.end], "Verb") && !out.foe) {
        out.foe = `the ${p.words.join(" ")}`;
        return;
      }
      // "Dairy farm outside Eau Claire, Wisconsin, winter 2041.": a dateline's names are where.
      // "aboard the MS Halcyon Star": a ship's prefix in capitals makes the name a craft's, a place.
      const craft =
        /^[A-Z]{2,3}$/.test(p.words[0] ?? "") && shipPrefix(p.words[0] ?? "") && p.words.length > 1;
      if ((kind === "name" || kind === "named") && (where || craft) && p.words.every(nameWord)) {
        const place = p.det === "the" ? `the ${p.words.join(" ")}` : p.words.join(" ");
        if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
        return;
      }
      // "The Red Lion in Tetbury", "The Codfather on Whitby's harbour front": a name the author
      // gives a house in a named place is a place (a pub, a shop), not a thing to find.
      const housed =
        kind === "named" &&
        p.det === "the" &&
        // "The Collector in Venice", "the Hendersons in Leeds": someone, or a family.
        !PERSON_HEADS.has(p.head.toLowerCase()) &&
        !AGENT.test(p.head) &&
        !/[^s'’]s$/.test(p.head) &&
        !(p.tags.at(-1) ?? []).some((t) => t === "Actor" || t === "Person") &&
        !/,/.test(terms[p.end - 1]?.post ?? "") &&
        ["in", "on", "at"].includes(terms[p.end]?.normal ?? "") &&
        /^\p{Lu}/u.test(terms[p.end + 1]?.text ?? "") &&
        // "must steal the Black Diamond in Amsterdam": what is taken or found is a thing; a
        // house is run, kept or worked at ("runs the Red Lion in Tetbury").
        !takenOrFound(terms, p.start);
      if (housed) {
        const place = `the ${p.words.join(" ")}`;
        if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
        return;
      }
      // "At Ashworth Comprehensive, a maths teacher…": a name no person's after "at" or "in" is
      // where the story is, not a person the apposed role describes.
      const sited = kind === "named" && LOCATIVE.has(terms[p.start - 1]?.normal ?? "");
      const personal =
        kind === "name" || (kind === "named" && !sited && !p.words.includes("of") && (apposed || subject));
      if (personal) {
        // "Priya Nair, a hydroponics technician, …": the role in apposition is the name's.
        // "cartographer Orrin Vale": the role written before the name is the name's role.
        const lead = p.words.findIndex((_w, k) => k > 0 && p.words.slice(k).every((x) => /^\p{Lu}/u.test(x)));
        // "Interpreter Sanne Vogel" opening a sentence: a capitalised role that is no title
        // ("Commander Aldana" keeps his) is the role, not part of the name.
        const first = p.words[0] ?? "";
        const roleFirst =
          kind === "name" &&
          p.words.length >= 3 &&
          !TITLES.has(first.toLowerCase()) &&
          ((p.tags[0] ?? []).includes("Actor") || PERSON_HEADS.has(first.toLowerCase()));
        const led = kind === "name" && ((lead > 0 && !/^\p{Lu}/u.test(p.words[lead - 1] ?? "")) || roleFirst);
        const cut = roleFirst && !(lead > 0 && !/^\p{Lu}/u.test(p.words[lead - 1] ?? "")) ? 1 : lead;
        const name = led ? p.words.slice(cut).join(" ") : p.words.join(" ");
        if (p.det === "the" || PERSON_HEADS.has(name.toLowerCase())) return;
        const owned = !!next && /^[A-Z]\S*['’]s$/.test(next.words[0] ?? "") && next.words.length > 1;
        const role =
          apposed && next
            ? owned
              ? lowerCommon(next.words.slice(1), next.tags.slice(1))
              : lowerCommon(next.words, next.tags)
            : led
              ? p.words.slice(0, cut).join(" ").toLowerCase()
              : undefined;
        const heroName = out.hero.name ?? "";
        if (heroName?.split(" ").includes(name.replace(/['’]s$/, ""))) return;
        if (subject) {
          out.hero.name = name;
          if (role) out.hero.role = role;
          // "a lighthouse keeper and a retired clockmaker": what follows "and" is a trait.
          const k = pi + 2;
          while (
            apposed &&
            phrases[k] &&
            kindOf(phrases[k] as Phrase) === "person" &&
            terms[(phrases[k] as Phrase).start - 1]?.normal === "and"
          ) {
            const trait = lowerCommon((phrases[k] as Phrase).words, (phrases[k] as Phrase).tags);
            if (!out.hero.traits.includes(trait)) out.hero.traits.push(trait);
            phrases.splice(k, 1);
          }
        } else if (!out.people.some((x) => x.name === name)) {
          const creature = CREATURE_HEADS.has(role?.split(" ").pop() ?? "");
          out.people.push({ name, role: role ?? "", requested: false, creature, companion: creature });
        }
        if (apposed) phrases.splice(pi + 1, 1);
        return;
      }
      if (kind === "thing" && crowd(p)) return; // "the villagers", "two adults"
      // "the church tower of old Llanwddyn": a name after a place and "of" is the place it stands in.
      const ofWhat = phrases[pi - 1];
      const bareName = p.words.filter((w, k) => !(k < p.words.length - 1 && /^\p{Ll}/u.test(w)));
      if (
        terms[p.start - 1]?.normal === "of" &&
        ofWhat &&
        kindOf(ofWhat) === "place" &&
        bareName.length &&
        /^\p{Lu}/u.test(bareName[0] ?? "") &&
        bareName.every(nameWord)
      ) {
        const place = bareName.join(" ");
        if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
        return;
      }
      // "Kestrel Lodge, a mountain inn in the Dolomites": the apposed "a …" describes the place
      // before it, and is no second place.
      const before = phrases[pi - 1];
      if (
        before &&
        before.end === p.start &&
        /^an?$/.test(p.det) &&
        /,/.test(terms[p.start - 1]?.post ?? "") &&
        out.places.some((x) => x.replace(/^the /, "") === before.words.join(" "))
      )
        return;
      // "at the Teatro Lucerna", "on Murano", "at Kessler Reach": a proper name where the story
      // happens is a place, whatever its head noun.
      if (kind === "named" || (kind === "thing" && p.words.every(nameWord))) {
        const where =
          LOCATIVE.has(terms[p.start - 1]?.normal ?? "") ||
          /^(board|boards|boarded|boarding|crews|crewed|sails|sailed|skippers|captains)$/.test(
            terms[p.start - 1]?.normal ?? "",
          ) ||
          PLACE_PREFIXES.has(p.words[0]?.toLowerCase() ?? "");
        if (where) {
          const place = p.det === "the" ? `the ${p.words.join(" ")}` : p.words.join(" ");
          if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
          return;
        }
      }
      // "at the royal mint of Potosí", "in the old quarter of Fez": a thing of a named place,
      // where the story happens, is a place.
      if (
        kind === "thing" &&
        of > 0 &&
        p.words.slice(of + 1).every(nameWord) &&
        LOCATIVE.has(terms[p.start - 1]?.normal ?? "")
      ) {
        const place = `the ${lowerCommon(p.words.slice(0, of), p.tags.slice(0, of))} of ${p.words.slice(of + 1).join(" ")}`;
        if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
        return;
      }
      const placeName = placeHead(p.head);
      if (
        kind === "named" &&
        !placeName &&
        !p.words.some((w) => NAME_PARTICLES.has(w)) &&
        (p.det === "the" || p.words.length === 1)
      )
        return;
      if (kind === "named") {
        // "takes Platform 9": a numbered name the author wrote bare takes no "the".
        const numbered = !p.det && /^\d+$/.test(p.words.at(-1) ?? "");
        const named = `${numbered ? "" : "the "}${p.words.join(" ")}`;
        const list = placeHead(p.head) ? out.places : out.objects;
        if (!list.includes(named)) list.push(named);
        return;
      }
      if (kind === "person") {
        // "Fenwick's one-eyed goose": the owner's name is not part of the role.
        const owned = /^[A-Z]\S*['’]s$/.test(p.words[0] ?? "") && p.words.length > 1;
        const body = owned ? lowerCommon(p.words.slice(1), p.tags.slice(1)) : lowerCommon(p.words, p.tags);
        // "Frank's drowned brother, Eddie, …": the name in apposition is the role's.
        const apposedName =
          !!next &&
          next.start === p.end &&
          /,/.test(terms[p.end - 1]?.post ?? "") &&
          (kindOf(next) === "name" || kindOf(next) === "named") &&
          !next.words.includes("of");
        // "a cryo-tech named Oyelaran wakes…", "a shipping clerk named Yusuf": a role and its name.
        if (p.name) {
          if (subject && !out.hero.name) {
            out.hero.name = p.name;
            out.hero.role = body;
          } else if (!out.people.some((x) => x.name === p.name)) {
            const creature = CREATURE_HEADS.has(p.head.toLowerCase());
            out.people.push({ name: p.name, role: body, requested: false, creature, companion: creature });
          }
          return;
        }
        if (apposedName && next && !subject) {
          const name = next.words.join(" ");
          const creature = CREATURE_HEADS.has(p.head.toLowerCase());
          out.people.push({ name, role: body, requested: false, creature, companion: creature });
          phrases.splice(pi + 1, 1);
          return;
        }
        // "Two rival travel writers are booked…": the hero is one of them.
        if (subject && !out.hero.name && !out.hero.role)
          out.hero.role = (p.tags.at(-1) ?? []).includes("Plural") ? singular(body) : body;
        else if (!(out.hero.role === body))
          out.people.push({
            role: body,
            requested: false,
            creature: CREATURE_HEADS.has(p.head.toLowerCase()),
            companion: false,
          });
        return;
      }
      if (kind === "place") {
        // "on Harrow Lane" stays "Harrow Lane": a name the author wrote bare takes no "the".
        // "Kraków, 1912.": a city's name opening a sentence is bare too, never "the Kraków".
        const bare =
          !p.det &&
          /^[A-Z]/.test(p.words[0] ?? "") &&
          (p.start > 0 ||
            (p.words.every((w) => /^\p{Lu}/u.test(w)) &&
              p.tags.every((t) => t.includes("ProperNoun") || t.includes("Place"))));
        // "the Alder Street Rink": a name the author capitalised keeps its capitals.
        const named = (p.start > 0 || !!p.det || p.words.length > 1) && p.words.every(nameWord);
        // "the freighter Sable Wren": the kind in lower case, the name as the author wrote it.
        const run = p.words.findIndex((_, k) => k > 0 && p.words.slice(k).every(nameWord));
        const kindAndName =
          run > 0 && !named
            ? [...p.words.slice(0, run).map((w) => w.toLowerCase()), ...p.words.slice(run)].join(" ")
            : undefined;
        const place = bare ? p.words.join(" ") : the(kindAndName ?? (named ? p.words.join(" ") : body));
        if (!out.places.some((x) => x.toLowerCase() === place.toLowerCase())) out.places.push(place);
        return;
      }
      if (/^[A-Z][\w]*(?:['’]s)?$/.test(p.words[0] ?? "") && p.words.length <= 2) return; // "Frank's thoughts"
      if (!out.objects.includes(the(body))) out.objects.push(the(body));
      // "rises out of the water", "in the drought of 1976": what the scene stands in is backdrop;
      // what acts or is acted on ("the bell starts ringing") is the thread.
      const prep = terms[p.start - 1];
      const outOf = prep?.normal === "of" && /^(out|because|instead)$/.test(terms[p.start - 2]?.normal ?? "");
      if (outOf || (has(prep, "Preposition") && !/^(of|with|about|for|to)$/.test(prep?.normal ?? "")))
        backdrops.push(the(body));
      // "A blizzard strands two adults…": a thing that opens the story acts on it; it is what
      // happens, not the thread the hero follows, so it goes last among the things.
      if (subject) forces.push(the(body));
    });
    // A later sentence that says what happens is a beat of the story, as the author wrote it.
    if (si > 0) {
      const acts = terms.some((t) => has(t, "PresentTense") || has(t, "Modal"));
      if (acts && terms.length <= 30 && !out.beats.includes(sentence)) out.beats.push(sentence);
      return;
    }
    // What the hero does: the first sentence's verbs (its subject is the hero), present tense.
    const verbs = nlp(sentence).verbs().json() as Array<{ text: string; terms: Term[] }>;
    for (const v of verbs.filter((x) => x.terms.some((t) => /PresentTense|Modal/.test(t.tags.join(" "))))) {
      const at = sentence.indexOf(v.text);
      if (at < 0) continue;
      const rest = sentence
        .slice(at)
        .split(/[;,.!?]|\s(?:before|after|while|until|when|because)\s/)[0]
        ?.replace(/\s+(?:the|that|this|last|one)\s+(?:night|day|morning|evening|week|year)\b.*$/i, "")
        .trim();
      if (rest && rest.split(/\s+/).length >= 2 && !/^(is|are|was|were|has|have|had)\b/i.test(rest)) {
        // "I work the overnight ferry": told of the hero, "works" (the storyline's "I" is theirs).
        const told = /^I\s/.test(sentence.slice(0, at)) ? singularAct(rest) : rest;
        if (!out.events.some((e) => e.includes(told))) out.events.push(told);
      }
    }
  });
  adoptNamed(named, out);
  if (out.objects.length > 1)
    out.objects = [
      ...out.objects.filter((o) => !forces.includes(o) && !backdrops.includes(o)),
      ...backdrops.filter((b) => out.objects.includes(b) && !forces.includes(b)),
      ...forces.filter((f) => out.objects.includes(f)),
    ];
}

/**
 * The storyline's named hero replaces whatever the phrase pass guessed: "Forensic accountant
 * Dara Whitlock-Osei finds…" is Dara, a forensic accountant — never a stock hero beside her,
 * nor "the forensic accountant Dara Whitlock-Osei" kept as a place or a thing.
 */
function adoptNamed(named: NamedPerson[], out: Premise) {
  if (!named.length) return;
  const hero = heroAmong(named);
  const mentions = (text: string, name: string) =>
    name
      .split(" ")
      .some(
        (w) => w.length > 2 && /^\p{Lu}/u.test(w) && new RegExp(`(?:^|\\s)${w}(?:$|\\s|['’,])`).test(text),
      );
  const firstOf = calledBy;
  if (hero) {
    const same = out.hero.name === hero.name;
    if (!same) out.hero.role = hero.role;
    else out.hero.role = hero.role ?? out.hero.role;
    out.hero.name = hero.name;
    if (hero.partner) out.hero.partner = hero.partner;
    if (hero.group) {
      out.hero.group = hero.group;
      if (hero.groupRole) out.hero.groupRole = hero.groupRole;
    }
    // "must carry its iron tongue": "its" pointed back at a clause the retelling leaves out.
    if (hero.predicate) {
      const act = hero.predicate.replace(/^(\S+(?:\s+\S+)?\s+)its\b/, "$1the");
      // "Aled and Wenna … carry": the outline names one of them, so the shared event reads singular;
      // the group's own wording stays for whoever names them all.
      if (hero.group || hero.partner) {
        out.hero.groupAct = act;
        out.events = [singularAct(act)];
      } else out.events = [act];
    } else if (!same) out.events = []; // the first sentence's verbs were someone else's ("his children come home")
  }
  const heroNames = hero?.group ?? (hero ? [hero.name] : []);
  const known = (name: string) =>
    heroNames.some((h) => h === name || firstOf(h) === name) ||
    out.people.some((p) => p.name && (p.name === name || firstOf(p.name) === name));
  // The phrase pass's names the careful pass does not confirm ("Rue Sainte-Catherine", "Offstage") go.
  const confirmed = (name: string) => named.some((p) => p.name === name || firstOf(p.name) === name);
  out.people = out.people.filter(
    (p) =>
      !p.name ||
      (confirmed(p.name) &&
        !heroNames.some((h) => h === p.name || firstOf(h) === p.name || mentions(p.name ?? "", h))),
  );
  for (const p of named) {
    // "Frank's drowned brother, Eddie": the owner's name is not part of the role.
    if (p.role) p.role = p.role.replace(/^\p{Lu}\S*['’]s\s+/u, "");
    const same = out.people.find((o) => o.name && (o.name === p.name || firstOf(o.name) === p.name));
    if (same && p.role && !p.gone) same.role = p.role;
    if (p === hero || known(p.name)) continue;
    const role = p.gone && p.role ? `late ${p.role}` : (p.role ?? "");
    out.people.push({ name: p.name, role, requested: false, creature: p.creature, companion: p.creature });
  }
  // "the schoolteacher Constance Mbeki-Ward", "the cousins Amara": people, not places or things.
  const everyone = [...named.map((p) => p.name), ...(hero?.partner ? [hero.partner] : [])];
  const notPerson = (x: string) => !everyone.some((n) => mentions(x, n));
  out.places = out.places.filter(notPerson);
  out.objects = out.objects.filter(notPerson);
}

/** "the villagers", "two adults": a crowd, neither a thing to find nor one person. */
const crowd = (p: Phrase) => {
  const head = p.head.toLowerCase();
  const tags = p.tags.at(-1) ?? [];
  return (
    CROWD_HEADS.has(head) ||
    (tags.includes("Plural") && (tags.includes("Actor") || PERSON_HEADS.has(head.replace(/e?s$/, ""))))
  );
};

/**
 * The plot lines' key events ("Caspian returns Valentina's silk scarf at the dressing room door"):
 * the places and things they name join the author's world after the storyline's own. People
 * and names are the cast's business, not read here.
 */
function readKeyEvents(text: string, out: Premise) {
  // "Dr. Marsh finds…": a title's full stop ends no sentence (was two places, "Dr" and "Marsh").
  const untitled = text.replace(/\b([A-Z][a-z]{1,3})\.(?=\s+\p{Lu})/gu, (m, t: string) =>
    ABBREVIATED_TITLES.test(t) ? t : m,
  );
  const parsed = nlp(untitled).json() as Array<{ terms: Term[] }>;
  const knownPeople = [out.hero.name, ...(out.hero.group ?? []), ...out.people.map((p) => p.name)]
    .filter((n): n is string => !!n)
    .flatMap((n) => n.split(" "));
  for (const { terms: all } of parsed) {
    const terms = all.filter((t) => t.text.trim() !== "");
    for (const p of chunk(terms)) {
      const kind = kindOf(p);
      // "The memory chip burns…", "The standing stones hum…": at the event's start, two nouns that
      // differ in number are a subject and its verb; the verb goes.
      const tags = p.tags;
      const last = tags.length - 1;
      if (
        p.start === 0 &&
        last >= 1 &&
        tags[last]?.includes("Plural") !== tags[last - 1]?.includes("Plural")
      ) {
        p.words = p.words.slice(0, -1);
        p.tags = tags.slice(0, -1);
        p.head = p.words.at(-1) ?? p.head;
      }
      if (kind === "empty" || kind === "person" || kind === "name") continue;
      if (PERSON_HEADS.has(p.head.toLowerCase().replace(/s$/, "")) || crowd(p)) continue; // "the cousins"
      if (p.words.some((w) => knownPeople.includes(w.replace(/['’]s$/, "")))) continue;
      // "Dr Marsh", "Captain Reyes": a titled name is someone, never a place or a prop.
      if (
        p.words.length > 1 &&
        (ABBREVIATED_TITLES.test(p.words[0] ?? "") || TITLES.has((p.words[0] ?? "").toLowerCase()))
      )
        continue;
      // "Anya's coat": someone's, and the reader may not know whose.
      if (/^\p{Lu}\S*['’]s$/u.test(p.words[0] ?? "")) continue;
      if (!p.det && p.words.length === 1 && has(terms[p.start - 1], "Copula")) continue;
      const written = p.words.every(nameWord);
      const where = LOCATIVE.has(terms[p.start - 1]?.normal ?? "");
      if (kind === "named" && !where) continue;
      const phrase = written ? p.words.join(" ") : lowerCommon(p.words, p.tags);
      const place = kind === "place" || (written && where);
      // "climbs the church tower with an aerial": the prop is "the aerial" (the writer gives it its
      // own article; "an aerial" came back as "lies an an aerial").
      const said = written && !p.det ? phrase : the(phrase).replace(/^an? (?=\p{Ll})/u, "the ");
      // A prop is a described thing ("the causeway bell", "the USB drive"), never "the mistake" or
      // someone's ("the orchard's").
      const thing = !(kind === "place" || (written && LOCATIVE.has(terms[p.start - 1]?.normal ?? "")));
      if (thing && (p.words.length < 2 || /['’]s$/.test(p.words.at(-1) ?? ""))) continue;
      // "at low tide", "in secret": a bare phrase after a preposition says when or how.
      if (!p.det && !written && LOCATIVE.has(terms[p.start - 1]?.normal ?? "")) continue;
      // "the final duet" happens; it is no prop to find on a shelf.
      if (!place && HAPPENING_HEADS.has(p.head.toLowerCase())) continue;
      const list = place ? out.scenes : out.props;
      if (said.split(" ").length > 4) continue;
      // "the waterwheel" is the storyline's "mill's waterwheel"; "the ice show" its "final ice show".
      const bare = said.toLowerCase().replace(/^the /, "");
      const same = (x: string) => {
        const known = x.toLowerCase().replace(/^the /, "");
        return (
          known === bare ||
          known.endsWith(` ${bare}`) ||
          bare.endsWith(` ${known}`) ||
          known.startsWith(`${bare} of `)
        );
      };
      if (![...out.places, ...out.objects, ...out.scenes, ...out.props].some(same)) list.push(said);
    }
  }
}

function keyTermsOf(p: Premise): string[] {
  const words = [
    p.hero.name,
    p.hero.role,
    ...p.places,
    ...p.objects,
    ...p.people.map((x) => x.name ?? x.role),
  ]
    .filter((w): w is string => !!w)
    .flatMap((w) => w.toLowerCase().split(/[^a-z'’-]+/))
    .filter((w) => w.length > 3 && !/^(the|of|with|from|and)$/.test(w) && !/['’]s$/.test(w));
  return [...new Set(words)];
}

const thirdPerson = (verb: string) =>
  ({ go: "goes", do: "does", have: "has", be: "is" })[verb] ??
  (/(?:[sxz]|[cs]h|o)$/.test(verb)
    ? `${verb}es`
    : /[^aeiou]y$/.test(verb)
      ? `${verb.slice(0, -1)}ies`
      : `${verb}s`);

/** "follow the map" → "follows the map"; "must carry…" stays. */
function singularAct(act: string): string {
  const [verb = "", ...rest] = act.split(" ");
  if (/^(?:must|can|will|should|could|would|may|might|cannot)$/i.test(verb)) return act;
  if (/^(?:are|were|have)$/i.test(verb))
    return [{ are: "is", were: "was", have: "has" }[verb.toLowerCase()] as string, ...rest].join(" ");
  const one = nlp(verb).verbs().toPresentTense().text();
  // "climb the wall … and go looking": the same subject's second verb agrees too.
  return [one && one !== verb ? one : verb, ...rest].join(" ").replace(/\band (\w+)\b/, (m, next: string) => {
    const doc = nlp(next);
    if (!doc.has("#Infinitive")) return m;
    return `and ${thirdPerson(next)}`;
  });
}

/** The author's premise, read once per text (the play world and each task ask for it). */
export const readPremise = perText((key: string): Premise => {
  const [title = "", storyline = "", instructions = "", keyEvents = ""] = key.split("\u0000");
  const out: Premise = {
    hero: { traits: [] },
    people: [],
    places: [],
    objects: [],
    scenes: [],
    props: [],
    events: [],
    beats: [],
    tone: [],
    requested: [],
    keyTerms: [],
  };
  readStoryline(storyline.trim() || title.trim(), out);
  // The storyline's first "she" or "he" is most often its hero's: an instruction's "him" may be another's.
  const firstPronoun = /\b(she|he)\b/i.exec(storyline)?.[1]?.toLowerCase() as "she" | "he" | undefined;
  if (instructions.trim())
    readInstructions(
      instructions,
      out,
      out.hero.pronoun === "they" ? undefined : (out.hero.pronoun ?? firstPronoun),
    );
  if (keyEvents.trim()) readKeyEvents(keyEvents, out);
  out.hero.pronoun ??=
    pronounOf(`${storyline} ${instructions}`, out.hero.name) ??
    (out.hero.name || !out.hero.role ? undefined : pronounOfRole(out.hero.role));
  out.beats = out.beats.map((beat) => heroForPronoun(beat, out));
  const heroNames = out.hero.group ?? (out.hero.name ? [out.hero.name] : []);
  out.people = out.people.filter((p, i, all) => {
    // "give Ines a best friend": Ines is the hero, not a second person.
    if (p.name && heroNames.some((h) => h === p.name || calledBy(h) === p.name)) return false;
    const role = p.role.toLowerCase();
    if (!role) return !all.some((o, j) => j !== i && o.name === p.name && o.role);
    if (out.hero.traits.includes(role) || out.hero.role === role) return false;
    // "brother" and "drowned brother" are one person: the fuller, or the requested, stays.
    return !all.some(
      (o, j) =>
        (j !== i && o.role.toLowerCase().endsWith(` ${role}`)) || (j < i && o.role.toLowerCase() === role),
    );
  });
  // "Aberystwyth funeral director", "parish priest of Ballyvourney": the author's town in a role.
  // The hero's own town is where the story is, before a place someone else comes from.
  const inRole = (role: string, hero = false) => {
    const found = placesInRole(role, storyline);
    for (const place of found.places)
      if (!out.places.some((x) => x.replace(/^the /, "").toLowerCase() === place.toLowerCase()))
        hero ? out.places.unshift(place) : out.places.push(place);
    return found.role;
  };
  if (out.hero.role) out.hero.role = inRole(out.hero.role, true);
  for (const p of out.people) if (p.role) p.role = inRole(p.role);
  // "a lighthouse keeper": the lighthouse is a place of the story too.
  for (const role of [out.hero.role, ...out.people.map((p) => p.role)]) {
    const first = role?.split(" ")[0]?.toLowerCase();
    if (role?.includes(" ") && first && PLACE_HEADS.has(first) && !out.places.includes(`the ${first}`))
      out.places.push(`the ${first}`);
  }
  // "the ship's mind" is ORCHARD, a person: not a thing to reckon with.
  const roles = out.people.map((p) => p.role.toLowerCase()).filter(Boolean);
  out.objects = out.objects.filter((o) => !roles.some((r) => o.toLowerCase() === `the ${r}`));
  // "her own voice back" is no thing to find.
  out.objects = out.objects.filter((o) => !/^the own\b/i.test(o));
  // Where someone comes from ("a barrister in London", "from Swansea") is not where the story is.
  out.places = settingFirst(out.places, storyline);
  // The place the title names ("Velvet Hours at the Teatro Lucerna") is the story's own, first.
  const titled = (x: string) => /\p{Lu}/u.test(x) && title.includes(x.replace(/^the /, ""));
  out.places = [...out.places.filter(titled), ...out.places.filter((x) => !titled(x))];
  out.keyTerms = keyTermsOf(out);
  return out;
}, 256);

/**
 * The premise is in the text's opening: a 5,000-character storyline is read to its first 1,200
 * characters (whole sentences), so tagging costs tens of milliseconds, not hundreds.
 */
const clip = (text: string, max: number) => {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
  return end > max / 3 ? head.slice(0, end + 1) : head;
};

/**
 * The hero's pronoun as the author wrote it: "Give her a one-eyed goose", "…the dog that found
 * her", "she finds…". Only when the text uses one kind alone, and never over a named hero.
 */
function pronounOf(text: string, name: string | undefined): Premise["hero"]["pronoun"] {
  if (name) return undefined;
  const she = /\b(she|her|hers|herself)\b/i.test(text);
  const he = /\b(he|him|his|himself)\b/i.test(text);
  const they = /\b(?:give|make) them\b|\bthemself\b/i.test(text);
  if (she && !he) return "she";
  if (he && !she) return "he";
  return they ? "they" : undefined;
}

/** The verb before a named thing, when it takes or seeks it ("steal", "find", "return"). */
function takenOrFound(terms: readonly Term[], start: number): boolean {
  const before = [terms[start - 1], terms[start - 2]].find((t) => t && t.normal !== "the");
  if (!before || !has(before, "Verb")) return false;
  return !/^(run|runs|running|ran|own|owns|owned|manage|manages|keep|keeps|work|works|live|lives|reopen|reopens|open|opens|inherit|inherits)$/.test(
    before.normal ?? "",
  );
}

/**
 * "He must keep them apart for one afternoon.": a later sentence opening with a pronoun, when
 * the storyline has no one but the hero (an animal aside), is the hero's, and a beat told on its own (an
 * outline's chapter, a played scene) names them: "Emlyn Pugh-Jenkins must keep them apart…",
 * which play then tells as "You must…". A pronoun the hero's is not ("She…" of a "he") is left.
 */
function heroForPronoun(sentence: string, out: Premise): string {
  const m = /^(He|She|His|Her)\s/.exec(sentence);
  const name = out.hero.name;
  // Anyone else in the storyline (a landlord, "his wife") may be the pronoun's.
  if (!m || !name || out.people.some((p) => !p.creature)) return sentence;
  const word = m[1] as string;
  const said = word === "He" || word === "His" ? "he" : "she";
  if (out.hero.pronoun && out.hero.pronoun !== said) return sentence;
  const owner = word === "His" || word === "Her";
  // "Her" before a noun owns it ("Her van…"); "Her" as an object opens no sentence.
  return `${owner ? `${name}'s` : name}${sentence.slice(word.length)}`;
}

/** The pronoun a role's own word gives ("stable boy", "grandmother"), if any. */
export function pronounOfRole(role: string): Premise["hero"]["pronoun"] {
  return ROLE_PRONOUNS[
    role
      .toLowerCase()
      .replace(/\s+(?:of|who|from)\s.*$/, "")
      .split(/\s+/)
      .pop() ?? ""
  ];
}

/**
 * The protagonist's pronoun for third-person narration: the role's ("widow", "father"), the
 * storyline's ("Grace finds her mother's sewing machine"), or the first name's, as compromise knows
 * it; none when they disagree or nothing says ("their" then, as before).
 */
export function heroPronoun(
  name: string,
  role: string | null | undefined,
  premise: Premise,
  storyline = "",
): "she" | "he" | undefined {
  const byRole = pronounOfRole(role ?? "");
  if (byRole === "she" || byRole === "he") return byRole;
  const own = premise.hero.pronoun;
  if (own === "she" || own === "he") return own;
  const first = calledBy(name);
  const she = fitsPronoun(first, "she");
  const he = fitsPronoun(first, "he");
  if (she !== he) return she ? "she" : "he";
  // "Grace Mbeki and her two brothers", "Clive Ashdown and his daughter": the first pronoun after
  // the hero's first mention.
  const at = storyline.indexOf(first);
  if (first.length < 2 || at === -1) return undefined;
  const next = /\b(she|her|hers|herself|he|him|his|himself|they|their|them)\b/i.exec(
    storyline.slice(at + first.length, at + first.length + 80),
  );
  const word = next?.[1]?.toLowerCase() ?? "";
  if (/^(she|her|hers|herself)$/.test(word)) return "she";
  if (/^(he|him|his|himself)$/.test(word)) return "he";
  return undefined;
}

/** A first name that fits the pronoun: compromise knows many names as female or male. */
export function fitsPronoun(name: string, pronoun: Premise["hero"]["pronoun"]): boolean {
  if (!pronoun || pronoun === "they") return true;
  const first = name.split(" ")[0] ?? "";
  const known = NAME_PRONOUNS[first];
  if (known) return known === pronoun;
  const tags = nameTags(first);
  return pronoun === "she" ? tags.includes("FemaleName") : tags.includes("MaleName");
}

const nameTags = perText(
  (first: string): string[] => (nlp(first).json() as Array<{ terms: Term[] }>)[0]?.terms[0]?.tags ?? [],
);

export function premiseOf(input: PremiseInput): Premise {
  return withProtagonist(
    readPremise(
      // A premise typed in lower case is read with its capitals given back (truecase.ts).
      `${clip(input.title ?? "", 150)}\u0000${truecase(clip(input.storyline ?? "", 1200))}\u0000${truecase(clip(input.instructions ?? "", 600))}\u0000${clip((input.keyEvents ?? []).slice(0, 12).map(truecase).join("\n"), 900)}`,
    ),
    input.protagonist,
  );
}

/**
 * "…its owner, Mrs. Agnes Hale, … her great-niece Poppy Greer comes to run the shop", with Poppy
 * the cast's protagonist: the storyline's first person is one of the people, not the hero, or the
 * written story would lose her altogether (the independent lists' everyday stories did).
 */
const withProtagonists = new WeakMap<Premise, Map<string, Premise>>();

function withProtagonist(premise: Premise, protagonist: string | null | undefined): Premise {
  const heroName = premise.hero.name;
  if (!protagonist?.trim() || !heroName || premise.hero.group) return premise;
  // Once per premise and protagonist: callers compare the premise a turn reads by identity.
  const made = withProtagonists.get(premise)?.get(protagonist);
  if (made) return made;
  const moved = movedHero(premise, heroName, protagonist);
  const byName = withProtagonists.get(premise) ?? new Map<string, Premise>();
  byName.set(protagonist, moved);
  withProtagonists.set(premise, byName);
  return moved;
}

function movedHero(premise: Premise, heroName: string, protagonist: string): Premise {
  const words = (n: string) =>
    n
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w.length > 2);
  const theirs = words(protagonist);
  if (words(heroName).some((w) => theirs.includes(w))) return premise;
  const people = premise.people.filter((p) => !(p.name && words(p.name).some((w) => theirs.includes(w))));
  return {
    ...premise,
    hero: { name: protagonist.trim(), traits: [] },
    people: [
      {
        name: heroName,
        role: premise.hero.role?.replace(/^(?:its|their|his|her|the)\s+/i, "") ?? "",
        requested: false,
        creature: false,
        companion: false,
      },
      ...people,
    ],
    // What the storyline says its first person does is theirs, not the protagonist's.
    events: [],
  };
}

/** The key events of the author's active plot lines, critical ones first (premiseOf's `keyEvents`). */
export function keyEventsOf(
  plotLines: readonly { keyEvents: string[]; priority?: string; isActive?: boolean }[] | undefined,
): string[] {
  const active = (plotLines ?? []).filter((l) => l.isActive !== false);
  const critical = active.filter((l) => l.priority === "critical");
  return [...critical, ...active.filter((l) => l.priority !== "critical")].flatMap((l) => l.keyEvents);
}
