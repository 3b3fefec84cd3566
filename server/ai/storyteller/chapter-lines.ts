/**
 * A written chapter's own lines (issue 31): its look back, how a fight ends, what a find may
 * mean, its close, and the antagonist met face to face. Genre-neutral, for every perspective
 * (render.ts). Split from chapters.ts (seventh session).
 */
export const RECAPS = [
  'The events of "{prevTitle}" are still fresh in {P} mind.',
  'After everything that happened in "{prevTitle}", {S} could use a moment to breathe; the world is not going to offer one.',
  'It has not been long since "{prevTitle}", and the memory of it follows {O} like a shadow.',
];
export const RESOLVES = [
  "It takes every ounce of nerve {S} [have|has], but in the end {thethreat} gives way.",
  "For a long, ragged moment it could go either way. Then {thethreat} breaks off and is gone.",
  "{S} [hold|holds] firm, and {thethreat} thinks better of it.",
  // Woven variants: said first when the chapter has the author's place or object (issue 31).
  "{S} [stand|stands] {P} ground at {place} until {thethreat} thinks better of it.",
  "In the end {thethreat} gives way, and {S} [are|is] left alone with the question of {thread}.",
  "{thethreat} backs off at last; whatever it wanted with {thread}, it will have to wait.",
];
/** After a find: what it might have to do with the author's object. */
export const FIND_THOUGHTS = [
  "It may have nothing to do with {thread}. {S} [keep|keeps] it all the same.",
  "{S} [wonder|wonders] whether whoever left it here knew about {thread}.",
  "Found here, at {place}, it cannot be chance.",
];
export const CLOSINGS = [
  "Tomorrow the road leads on to {next}, and {S} [mean|means] to be ready for it.",
  "By the time the light fails, the way to {next} is clear, even if nothing else is.",
  "{S} [look|looks] toward {next} and [wonder|wonders] what is waiting there.",
  "{S} [sleep|sleeps] at last, and {thread} follows {O} into {P} dreams.",
  "Tomorrow there will be more to learn about {thread}; tonight, {S} [rest|rests].",
];
export const SEQUEL_HINTS = [
  'Ahead, though nobody can see it yet, waits "{nextTitle}".',
  'Somewhere beyond tonight, "{nextTitle}" is already beginning.',
];

/** An antagonist the chapter names is met, not travelled with. */
export const FOE_PRESENCE = [
  "{npc} is here, and there is no pretending it is chance.",
  "Of all the people to find at {place}, {npc} is the last {S} wanted to see.",
  "{npc} is waiting at {place}, unhurried, as though this meeting had been arranged long ago.",
];
export const FOE_LINES = [
  '"You should have stayed at home, {hero}," {npc} says. "It would have been kinder to everyone."',
  '"You are further from {thread} than you think," {npc} says, almost gently.',
  '"Go back," {npc} says. "This is the only warning you will get."',
];
export const FOE_PARTINGS = [
  "For a long moment nobody moves. Then {npc} turns away, and the air is easier to breathe.",
  "{npc} leaves without hurry, as if there were all the time in the world.",
  "{S} [hold|holds] firm until {npc} is gone, and only then [breathe|breathes] out.",
];
