import type { Beat } from "./genres/types";

/**
 * The chapter writer's stock business, anchored in the author's world (issue 31, seventh
 * session): the rests, setbacks, second thoughts, a companion's small doings and talk, written
 * around {place} (the chapter's place, when the author named it), {thread} (the author's object),
 * {other} and {next} (the author's other places). The genre still supplies the texture through
 * {sense} and {thefeature}; it no longer replaces the author's world. Each line is said once a
 * book, and the chapter writer says these before the stock lines whose slots they share.
 */
export const ANCHORED_DEVELOPMENTS: Record<Beat, readonly string[]> = {
  arrival: [
    "{S} [make|makes] a slow circuit of {place}; {sense}.",
    "{place} at this hour: {sense}, and nobody in a hurry to explain anything.",
    "Nothing at {place} is quite as the stories about {thread} made it sound.",
    "{S} [take|takes] in the ways into {place} and the ways out, and [wonder|wonders] which one {thread} went by.",
  ],
  discovery: [
    "Whoever left it at {place} either did not mean it to be found, or meant it very much.",
    "It is the first real piece of luck since the business of {thread} began.",
    "{S} [turn|turns] it over and [think|thinks] at once of {other}.",
  ],
  encounter: [
    "There is no time at {place} to think, only to choose.",
    "{S} [feel|feels] {P} heart kick hard; whatever this is, it knows about {thread}.",
    "Every instinct says to run from {place}; something more stubborn says otherwise.",
  ],
  dialogue: [],
  setback: [
    "It is a long, bitter minute before {S} can leave {place} behind.",
    "There will be a price for this delay at {place}; there always is.",
    "{S} [grit|grits] {P} teeth and [start|starts] again, with {thread} no nearer than it was.",
    "The way back from {place} is longer now, and {thread} no closer.",
    "An hour is lost at {place}, then another, and {thread} does not wait.",
    "Whatever happened here, {place} is not giving it up today.",
    "{S} [go|goes] back over the ground at {place} and [find|finds] only {P} own tracks.",
    "The news from {other} is the wrong news, and it comes at the worst moment.",
    "Somebody at {place} has been told to say nothing about {thread}, and says it well.",
    "Worst of all, {S} [have|has] no idea now where {thread} might be.",
    "By the time {S} [get|gets] back to {place}, the chance has gone.",
    "{S} [sit|sits] down hard at {place} and [think|thinks] again about {thread}.",
  ],
  revelation: [
    "{S} [look|looks] at {place} again, and it is not the place {S} thought it was.",
    "It changes the shape of everything {S} [know|knows] about {other}.",
    "Suddenly {thread} and {other} belong to the same story.",
    "{S} [turn|turns] it over on the way across {place}, and it only grows heavier.",
  ],
  respite: [
    "It is a chance, here at {place}, to mend what can be mended, eat something and think.",
    "{S} [find|finds] a quiet corner of {place} and [watch|watches] the light change for a while.",
    "At {place}, {sense}, and for once it is a comfort rather than a warning.",
    "Nobody at {place} needs anything from {O} for a little while; {thread} can wait an hour.",
    "{S} [take|takes] a moment at {place}: a few slow breaths, and no thought of {thread} at all.",
    "{S} [rest|rests] at {place} with {P} back to the wall and {P} eyes half shut.",
    "For an hour, {place} is only a place, and {S} [let|lets] it be one.",
    "{S} [eat|eats] standing up at {place}, the way people do when they mean to go on soon.",
    "{S} [sleep|sleeps] a little at {place}, and [wake|wakes] with {other} on {P} mind.",
    "Even {thread} seems further off in the quiet of {place}.",
  ],
  climax: [
    "Everything learned at {other} and {place} comes down to the next few moments.",
    "{S} [steady|steadies] {P} breathing and [step|steps] forward into {place}.",
    "There is no going back to {other} from here.",
  ],
};

/** The hero's own thoughts, about the author's object and places. */
export const ANCHORED_INTERIOR: readonly string[] = [
  "{S} [think|thinks] of {other}, and of how far away it suddenly feels.",
  "Something about {thefeature} at {place} nags at {O}, like a word on the tip of the tongue.",
  "{S} [make|makes] a note of {thefeature} at {place}, in case it matters to {thread} later.",
  "{S} [count|counts] up what is certain about {thread}, and it does not take long.",
  "{S} [decide|decides] not to be afraid of {place} yet; there will be time for that later.",
  "{S} [wonder|wonders] who else has stood here at {place}, and what they hoped to find.",
  "{S} [count|counts] the ways out of {place} without meaning to.",
  "It would be easy to turn back to {other}, and {S} [set|sets] the thought aside.",
  "{S} [try|tries] to remember the last time {thread} felt simple, and cannot.",
  "{S} [turn|turns] over what {place} has shown {O}; it still does not fit with {thread}.",
  "The quiet of {place} makes {P} own heartbeat sound loud.",
  "{S} [know|knows] more about {thread} than an hour ago, and [understand|understands] rather less.",
  "Somewhere between {other} and {place}, this stopped being someone else's problem.",
  "{S} [let|lets] {place} settle around {O} before deciding anything.",
  "A small, stubborn part of {O} refuses to be impressed by {place}.",
  "{S} [feel|feels] the day's weariness settle, and beneath it the thought of {thread}.",
  "Look twice at {place}, speak once: {S} [repeat|repeats] the old rule under {P} breath.",
  "{S} [feel|feels] suddenly very awake at {place}, the way one does just before something happens.",
];

/** What the person on hand does, at the author's place or about the author's object. */
export const ANCHORED_NPC_ACTIONS: readonly string[] = [
  "{npc} straightens something at {place} that did not need straightening.",
  "{npc} has found somewhere to sit at {place} and is making the most of it.",
  "{npc} looks round {place} as if it had something to answer for.",
  "{npc} asks, quietly, how much further {thread} could be.",
  "{npc} keeps one eye on the way back to {other}, just in case.",
  "{npc} hums a few bars of an old tune, then stops, as if {place} had objected.",
  "{npc} lingers by {thefeature} at {place}, clearly wanting a word.",
  "{npc} stands at the edge of {place}, looking at nothing in particular.",
  "{npc} says nothing about {thread}, loudly.",
  "{npc} has plainly been to {place} before, and is not saying when.",
  "{npc} glances toward {other} whenever the talk comes near {thread}.",
  "{npc} checks the way to {next} twice, then once more.",
  "{npc} makes a small joke about {place}, and it helps more than it should.",
  "{npc} asks what {S} [mean|means] to do about {thread}, and listens to the answer properly.",
  "{npc} is close by at {place}, pretending not to watch.",
];

/** A companion's talk that names the author's world (the genre's own lines are said after). */
export const ANCHORED_TALK: readonly string[] = [
  '"Nobody at {place} will thank us for this," {npc} says.',
  '"If {thread} was ever here, it is long gone, or that is what they want us to think," {npc} says.',
  '"I never liked {place}, and I like it less now," {npc} says.',
  '"Ask about {thread} once more and somebody will answer with a door," {npc} mutters.',
  '"First {other}, and then we can talk about {thread}," {npc} says.',
  '"We are not the only ones looking for {thread}," {npc} says quietly.',
  '"Keep your voice down; every wall at {place} has ears," {npc} says.',
  '"If this goes wrong, we meet at {next}," {npc} says.',
  '"I have heard three stories about {thread} today," {npc} says, "and none of them agree."',
  '"Whatever you find at {place}, don\'t touch it first," {npc} warns.',
  '"You look like someone who has been thinking about {thread} all night," {npc} says.',
  '"There was a time when {place} was the safest place for miles," {npc} says.',
];

/** A chapter's look back, in the author's world. */
export const ANCHORED_RECAPS: readonly string[] = [
  'After "{prevTitle}", {thread} is all {S} can think about.',
  'The road from "{prevTitle}" leads on to {place}, and {S} [take|takes] it.',
  'Since "{prevTitle}", {place} has not been the same.',
];

/** Lore of the chapter's place, said where the genre's would name a place the author never did. */
export const ANCHORED_LORE: readonly string[] = [
  "Everyone at {place} has a story about how it began, and no two of them agree.",
  "The oldest people at {place} remember when {thread} was only a rumour.",
  "There is a saying at {place} that what is lost there stays lost, and {S} [hope|hopes] it is wrong.",
  "They say {place} and {other} were once bound together by more than a road.",
  "Half the stories told at {place} are about {thread}, and the other half are about {other}.",
  "{place} keeps its own kind of time, and {S} [learn|learns] to keep it too.",
];
