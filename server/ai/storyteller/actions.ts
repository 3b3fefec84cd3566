import {
  ATTACK,
  ATTACK_CHILD,
  ATTACK_SOCIAL,
  FLEE,
  GO,
  OTHER,
  OTHER_LONG,
  OTHER_REACTION,
  REST,
  TAKE,
  TALK,
} from "./action-lines";
import { look, meansSelf, search, thingNamed } from "./action-look";
import { knownPlace, moveTo, playerPlace, soundsLikePlace, typedWords } from "./action-places";
import { drop, inventory, open, take, use } from "./action-things";
import { castSpeller } from "./cast-spelling";
import { type ActionResult, add, award, type Draft, ORDER } from "./compose";
import type { Noun } from "./genres/types";
import { namedPlace, type Place, suitsPlace } from "./locations";
import { refuseOutOfWorld } from "./out-of-world";
import { findPerson, personNamedIn } from "./people";
import { askQuestion } from "./questions";
import { sayFresh } from "./session-lines";
import { gameText } from "./setting";
import { inline, upperFirst } from "./text";
import { matchByWords, threatAt } from "./world";

/**
 * Plays out the player's action: the opening sentences of the scene and the state changes
 * they imply, then hands the beat it leads into (if any) back to the drama manager. Things
 * (take, drop, use, open) live in action-things.ts.
 */

const DIRECTIONS =
  /^(forward|forwards|ahead|on|onward|onwards|north|south|east|west|up|down|deeper|inside|outside|away|there|further|through|along|around|somewhere|anywhere|elsewhere)$/;

export function playAction(d: Draft): ActionResult {
  // A smartphone in a medieval vale is answered in the world's terms, whatever the verb.
  if (d.action.verb !== "continue" && refuseOutOfWorld(d)) return { avoid: ["dialogue"] };
  // A request first: "tell Pike to wait" is asked of Pike; "tell Pike the spoons remember" is said.
  const speech = d.action.verb === "talk" || d.action.verb === "other";
  if (speech && REQUEST.test(d.action.raw)) return request(d);
  if (speech && SPOKEN.test(d.action.raw)) return speakUp(d);
  switch (d.action.verb) {
    case "take":
      return takeOrTalk(d);
    case "drop":
      return drop(d);
    case "use":
      return use(d);
    case "open":
      return open(d);
    case "talk":
      return talk(d);
    case "attack":
      return attack(d);
    case "flee":
      return flee(d);
    case "go":
      return go(d);
    case "look":
      return look(d);
    case "search":
      return search(d);
    case "wait":
      return rest(d);
    case "inventory":
      return inventory(d);
    case "continue":
      return {};
    default:
      return other(d);
  }
}

// ---- People ----------------------------------------------------------------------------------

const NOT_SOMEONE =
  /^(hello|hi|goodbye|bye|thanks|thank you|yes|no|everyone|anyone|someone|somebody|them|it|myself|yourself)$/;

/** "Take Matteo" means nothing to a pack; "take Felix aside" is a word with him. */
function takeOrTalk(d: Draft): ActionResult {
  const person = matchByWords(d.action.object, d.world.cast, (p) => p.name, true);
  if (!person) return take(d);
  d.npc = person;
  if (!/\b(aside|along|with)\b/.test(d.action.raw)) sayFresh(d, TAKE.person, ORDER.lead, true);
  return talk(d);
}

/**
 * Something said aloud rather than asked: "shout that the geese are plotting a coup", "tell the
 * guard the moon owes me money". The story says that it was said and how it was taken; the
 * player's words are never said back (issue 31).
 */
const SPOKEN =
  /^(say|shout|yell|scream|whisper|sing|announce|declare|insist|swear|claim|cry|mutter)\b|^tell\s+(?!(me|us)\b)(?!\S+(\s+\S+)?\s+about\b)\S+\s+\S+/i;

/** "Ask the gull to give back the page", "beg Tomasz to wait": something asked of someone, not a topic. */
const REQUEST =
  /^(ask|beg|order|urge|persuade|convince|get|tell)\b.*?\bto\s+(?!(the|a|an|my|your|his|her|their|our|its|this|that|me|him|them|us)\b)\p{L}/iu;

/** Whom the player speaks to: the person named as the object, the target, or anywhere in the words. */
function addressed(d: Draft) {
  const { object, target, raw } = d.action;
  return findPerson(d.world, object) ?? findPerson(d.world, target) ?? personNamedIn(d.world, raw);
}

type Said = { lines: readonly string[]; heard: readonly string[]; alone: readonly string[]; event: string };
const REQUESTED: Said = {
  lines: TALK.request,
  heard: TALK.requestHeard,
  alone: TALK.requestAlone,
  event: "asked something of",
};
const SPOKE: Said = { lines: TALK.speak, heard: TALK.heard, alone: TALK.speakAlone, event: "spoke up to" };

const request = (d: Draft) => sayToSomeone(d, REQUESTED);
const speakUp = (d: Draft) => sayToSomeone(d, SPOKE);

/** Said or asked of the person addressed, heard in the story's words; the player's are never said back. */
function sayToSomeone(d: Draft, said: Said): ActionResult {
  const person = addressed(d);
  if (person) d.npc = person;
  if (d.npc.name) {
    sayFresh(d, said.lines, ORDER.lead, true);
    sayFresh(d, said.heard, ORDER.lead, true);
    d.mentioned.add("npc");
    d.deed = { kind: "talk", person: d.npc };
  } else {
    sayFresh(d, said.alone, ORDER.lead, true);
  }
  d.experience += 2;
  d.events.push(d.npc.name ? `${said.event} ${d.npc.name}` : said.event.replace(/ (of|to)$/, ""));
  return { avoid: ["dialogue"] };
}

function talk(d: Draft): ActionResult {
  const { object, target } = d.action;
  const person = findPerson(d.world, object) ?? findPerson(d.world, target);
  if (person) d.npc = person;
  // "Talk to X" names someone; "ask the way" names a topic.
  const addressed = /^(talk|speak|chat|greet|call|whisper|shout|reply|thank|question|persuade|convince)\b/i;
  if (object && !person && addressed.test(d.action.raw) && !NOT_SOMEONE.test(object)) {
    return nobodyCalled(d, object);
  }
  if (d.action.question && d.npc.name) {
    askQuestion(d, d.action.question);
    d.experience += d.world.rng.range(3, 6);
    d.deed = { kind: "asked", person: d.npc };
    return { avoid: ["dialogue"] };
  }
  const rawTopic = target || (person ? "" : object);
  // As typed, so that a name keeps its capitals: "the Ashen King's secret".
  const topic = /^(hello|hi|goodbye|bye|thanks|thank you|yes|no)$/.test(rawTopic)
    ? ""
    : typedWords(d.action.raw, rawTopic).text.replace(/^the /i, "");
  // "Colonel Brandt's old debt" takes no "the": a cast member's name leads it.
  const named = d.world.cast.some((p) => p.name && topic.startsWith(p.name));
  const asked = named ? topic : askedAbout(topic, d.action.raw, () => knownText(d));
  if (topic) sayFresh(d, TALK.ask, ORDER.lead, true, { object: asked });
  else sayFresh(d, TALK.greet, ORDER.lead, true);
  d.mentioned.add("npc");
  // Asked about the very thread, a reply that says "that is tangled up with <the same thing>" is empty.
  const sameAsThread = d.thread.toLowerCase().replace(/^the /, "") === topic.toLowerCase();
  const replies = sameAsThread ? TALK.reply.filter((t) => !t.includes("{thread}")) : TALK.reply;
  if (topic) sayFresh(d, replies, ORDER.lead, true, { object: upperFirst(topic) });
  // A question gets its answer; a greeting gets whatever is on their mind.
  if (!topic) sayFresh(d, d.world.vocab.lines, ORDER.lead, true);
  if (d.npc.note && !d.world.memory.met.includes(d.npc.name)) {
    add(d, `Everyone says the same of ${inline(d.npc.name)}: ${d.npc.note}.`, ORDER.lead, false);
  }
  d.experience += d.world.rng.range(3, 6);
  d.events.push(`spoke with ${d.npc.name}${topic ? ` about ${asked}` : ""}`);
  if (d.npc.name) d.deed = { kind: topic ? "asked" : "talk", person: d.npc };
  return { avoid: ["dialogue"] };
}

/** What the story has said so far, lower case: the author's game, its places and the last scenes. */
function knownText(d: Draft): string {
  return [
    gameText(d.world.input.game),
    ...d.world.known.map((p) => p.phrase),
    ...d.world.held.map((h) => h.prose),
    ...d.itemsHere.map((i) => i.name),
    ...(d.world.input.recent ?? []).map((r) => r.prose),
  ]
    .join(" ")
    .toLowerCase();
}

/** Where a long topic's head ends: "the man who painted the door" is asked about as "the man". */
const TOPIC_CUT = new Set(
  "who whom whose which that with at in on from by near behind under when where".split(" "),
);

/**
 * A topic as the narration says it, never the player's words back (issue 31: "asks about the
 * 'velvet winter harbour'" echoed four typed words): a quoted phrase is "the words", a long
 * topic its head ("the man who painted the blue door" → "the man"), else "it".
 */
function askedAbout(topic: string, raw: string, known: () => string): string {
  const inQuotes = raw.includes(`"${topic}`) || raw.includes(`“${topic}`);
  if (inQuotes || /['"‘’“”]/.test(topic.replace(/\b\p{L}+'s\b/gu, "")))
    return /\s/.test(topic.trim()) ? "the words" : "the word";
  const words = topic.split(/\s+/);
  const cut = words.findIndex((w, i) => i > 0 && TOPIC_CUT.has(w.toLowerCase()));
  const head = cut > 0 ? words.slice(0, cut) : words;
  // Something the story knows (its places, things, people) is named whole; words it has never
  // heard ("the clockwork marmalade in the vestry") are asked after by their last noun alone.
  if (head.length > 1 && !known().includes(head.join(" ").toLowerCase())) return `the ${head.at(-1)}`;
  if (head.length <= 3) return `the ${head.join(" ")}`;
  return "it";
}

/** Someone the story does not have: say so, and let whoever is here answer instead. */
function nobodyCalled(d: Draft, object: string): ActionResult {
  const typed = typedWords(d.action.raw, object);
  const who = /^[A-Z]/.test(typed.text) ? typed.text : `the ${object}`;
  sayFresh(d, TALK.absent, ORDER.lead, true, { object: who });
  if (d.npc.name) {
    sayFresh(d, TALK.instead, ORDER.lead, true);
    sayFresh(d, d.world.vocab.lines, ORDER.lead, true);
    d.mentioned.add("npc");
    d.deed = { kind: "talk", person: d.npc };
  }
  d.experience += 2;
  d.events.push(`looked in vain for ${who}`);
  return { avoid: ["dialogue"] };
}

function attack(d: Draft): ActionResult {
  const social = d.world.vocab.family.conflict === "social";
  const lines = social ? ATTACK_SOCIAL : d.world.child ? ATTACK_CHILD : ATTACK;
  const { object } = d.action;
  const person = object ? matchByWords(object, d.world.cast, (p) => p.name) : undefined;
  const isFoe = Boolean(object && !person && matchByWords(object, [d.world.foe], (f) => f));
  const rng = d.world.rng;
  if (person && !(person.antagonist && d.world.input.progress >= 80)) {
    d.npc = person;
    sayFresh(d, lines.person, ORDER.lead, true);
    d.health -= d.world.child ? rng.range(1, 3) : rng.range(3, 6);
    d.experience += 2;
    d.events.push(`came to blows with ${person.name}`);
    d.deed = { kind: "fought", person };
    return { avoid: ["dialogue"] };
  }
  let foe: Noun | undefined = d.threat;
  const pool = d.world.child ? d.world.vocab.gentleThreats : d.world.vocab.threats;
  if (person) foe = { a: inline(person.name), the: inline(person.name) };
  else if (isFoe) foe = { a: inline(d.world.foe), the: inline(d.world.foe) };
  else if (object && !(foe && matchByWords(object, [foe], (t) => t.the))) {
    foe = matchByWords(object, pool, (t) => t.the) ?? { a: `the ${object}`, the: `the ${object}` };
  }
  if (!foe) {
    d.threat = threatAt(d.world, d.place);
    sayFresh(
      d,
      suitsPlace(d.place, d.world.vocab.beats.encounter, (t) => t),
      ORDER.lead,
      true,
    );
    foe = d.threat;
  }
  d.threat = foe;
  sayFresh(d, lines.open, ORDER.lead, true);
  sayFresh(d, lines.hurt, ORDER.lead, true);
  sayFresh(d, lines.win, ORDER.lead, true);
  const climax = Boolean(person?.antagonist) || isFoe;
  d.health -= d.world.child
    ? rng.range(2, 6)
    : social
      ? rng.range(3, 8)
      : climax
        ? rng.range(10, 18)
        : rng.range(5, 14);
  d.experience += climax ? rng.range(35, 50) : rng.range(12, 22);
  award(d, d.world.child ? "Brave Heart" : social ? "Held My Ground" : "Into the Fray");
  d.events.push(social ? `stood up to ${foe.the}` : `fought ${foe.the} and won`);
  if (person) d.deed = { kind: "bested", person };
  d.titleHint = upperFirst(foe.the);
  d.threat = undefined;
  d.threatBeaten = true;
  return { avoid: ["encounter"] };
}

// ---- Movement --------------------------------------------------------------------------------

function flee(d: Draft): ActionResult {
  const threat = d.threat ?? matchByWords(d.action.object, d.world.vocab.threats, (t) => t.the);
  const back = previousPlace(d) ?? d.next;
  moveTo(d, back);
  d.threat = threat ?? { a: "the danger", the: "the danger" };
  sayFresh(d, FLEE, ORDER.lead, true);
  d.threat = undefined;
  d.events.push(`escaped to ${back.phrase}`);
  return { avoid: ["arrival", "encounter"] };
}

function previousPlace(d: Draft): Place | undefined {
  const places = d.world.memory.places.filter((p) => p !== d.place.name);
  const name = places[places.length - 1];
  return name ? namedPlace(name, d.world.known) : undefined;
}

/** Ways one follows rather than places one arrives at (their last word). */
const FOLLOWED =
  /\b(trail|path|track|tracks|footprints|footsteps|prints|road|lane|signs?|stream|sound|music|tune|song|light|lights|smell|scent|noise|voices?|way)$/;

function go(d: Draft): ActionResult {
  const object = d.action.object.replace(/^(the|a|an) /, "");
  let dest: Place | undefined;
  if (!object || DIRECTIONS.test(object)) dest = d.next;
  else if (/^(back|home again|the way back)$/.test(object)) dest = previousPlace(d) ?? d.next;
  // "Follow the trail": on along it, to where the story goes next, not into "the trail".
  else if (/^follow\b/i.test(d.action.raw) && FOLLOWED.test(object.split(" of ")[0] ?? "")) dest = d.next;
  else if (meansSelf(d, object)) dest = d.place;
  else {
    dest = knownPlace(d, object);
    if (!dest) {
      const person = findPerson(d.world, object);
      if (person) {
        d.action = { ...d.action, verb: "talk", object: person.name.toLowerCase(), target: "" };
        return talk(d);
      }
      // "Go to the chimes": a thing is gone up to and looked at; it never becomes a place.
      if (!soundsLikePlace(object) && thingNamed(d, object)) {
        d.action = { ...d.action, verb: "look", target: "" };
        return look(d);
      }
      dest = playerPlace(d, object);
    }
  }
  if (!dest || dest.name === d.place.name) {
    sayFresh(d, GO.stay, ORDER.lead, true);
    return {};
  }
  moveTo(d, dest);
  if (!d.place.preset) sayFresh(d, GO.ok, ORDER.lead, true);
  d.events.push(`went to ${dest.phrase}`);
  return { beat: "arrival" };
}

// ---- Looking and resting ---------------------------------------------------------------------

function rest(d: Draft): ActionResult {
  const { health, maxHealth } = d.world.input.state;
  if (health < maxHealth) {
    sayFresh(d, REST.heal, ORDER.lead, true);
    d.health += Math.min(maxHealth - health, d.world.rng.range(6, 12));
    d.events.push("rested and recovered");
  } else {
    sayFresh(d, REST.fine, ORDER.lead, true);
    d.events.push("paused to wait");
  }
  return { beat: "respite" };
}

function other(d: Draft): ActionResult {
  // "hug clive", typed in haste, is told as "hug Clive": the story's people as the story spells them.
  const spell = castSpeller([d.world.hero, ...d.world.cast.map((p) => p.name)]);
  const raw = spell(d.action.raw)
    .replace(/[^\p{L}\p{N}',\- ]/gu, "")
    .trim()
    .slice(0, 80);
  if (!raw) return {};
  const { perspective } = d.world.voice;
  const mine = perspective === "first_person" ? "my" : perspective === "second_person" ? "your" : "their";
  const me = perspective === "first_person" ? "me" : perspective === "second_person" ? "you" : "them";
  const self =
    perspective === "first_person" ? "myself" : perspective === "second_person" ? "yourself" : "themself";
  const object = raw
    .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())
    .replace(/\bmyself\b/gi, self)
    .replace(/\bmy\b/gi, mine)
    .replace(/\bme\b/gi, me);
  // A long action told back word for word reads as an echo: the story says it in its own words.
  const long = object.split(/\s+/).length > 5;
  if (long) sayFresh(d, OTHER_LONG, ORDER.lead, true);
  else sayFresh(d, OTHER, ORDER.lead, true, { object });
  sayFresh(d, OTHER_REACTION, ORDER.lead, true);
  d.experience += 2;
  d.events.push(
    long ? "tried something unexpected" : `tried to ${object.replace(/\b(your|my)\b/g, "their")}`,
  );
  return {};
}
