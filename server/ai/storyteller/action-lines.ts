/**
 * How the scene answers what the player did, before the story moves on. Templates use the
 * notation of render.ts. `child` variants replace the adult ones in child mode.
 */
export const TAKE = {
  ok: [
    "{S} [pick|picks] up {item} and [turn|turns] it over in {P} hands.",
    "{S} [take|takes] {item} and [put|puts] it away for later.",
    "{S} [reach|reaches] for {item} and [tuck|tucks] it safely away.",
    "{S} [claim|claims] {item} before anyone else can.",
  ],
  missing: [
    "{S} [look|looks] for the {object}, but there is nothing like that here.",
    "There is no {object} within reach, however carefully {S} [search|searches].",
    "{S} [hunt|hunts] around for the {object} and [come|comes] up empty-handed.",
  ],
  full: [
    "{S} [reach|reaches] for {item}, but {P} pack is already full; there is no room for anything else until something is left behind.",
    "{item} would be worth having, but {P} pack is full to bursting, so {S} [leave|leaves] it where it lies.",
  ],
  already: ["{S} already [carry|carries] {item}; {P} pack is heavy enough as it is."],
  /** A thing the player names that the scene had not listed, taken from where they say it lies. */
  found: [
    "{S} [ease|eases] {item} out {object} and [tuck|tucks] it safely away.",
    "{S} [slide|slides] {item} {object}, and a moment later it is {P} own.",
    "It takes a little coaxing, but {S} [work|works] {item} free {object} and [keep|keeps] it.",
  ],
  person: ["{npc} is not something {S} can pick up and carry off, however useful that might be."],
  nothing: [
    "{S} [look|looks] around for something worth taking, but nothing here is loose enough to carry off.",
  ],
};

export const DROP = {
  ok: [
    "{S} [set|sets] {held} down carefully. It looks small and ordinary here.",
    "{S} [leave|leaves] {held} behind; {P} pack is lighter for it.",
  ],
  missing: ["{S} [search|searches] {P} pack for {object}, but it is not there to leave behind."],
};

export const USE = {
  heal: [
    "{S} [use|uses] {held}, and warmth spreads slowly through {P} chest as the worst of the aches ease.",
    "{held} is gone in a moment, and {S} [feel|feels] steadier for it straight away.",
  ],
  open: [
    "{S} [try|tries] {held} on {thefeature}. After a long, stubborn moment, something gives with a soft click.",
    "With {held} and a little patience, {thefeature} finally gives way.",
  ],
  light: [
    "{S} [raise|raises] {held}, and the shadows draw back to show what they were hiding.",
    "In the glow of {held}, {place} looks very different, and far less empty.",
  ],
  read: [
    "{S} [study|studies] {held} closely. Among all the marks and lines, one detail stands out: a way to {next}.",
    "{held} is hard going, but it rewards patience; it speaks plainly about {thread}.",
  ],
  weapon: ["{S} [ready|readies] {held}; it settles into {P} grip as if it has always belonged there."],
  other: [
    "{S} [hold|holds] up {held}. For a heartbeat nothing happens, and then {place} seems to lean closer, listening.",
    "{S} [try|tries] {held}, and something small but real changes in {place}.",
  ],
  pickUp: ["{S} [pick|picks] up {held} from where it lies.", "{S} [stoop|stoops] to take up {held}."],
  missing: [
    "{S} [reach|reaches] for the {object}, only to remember it is not in {P} pack.",
    "{S} [have|has] no {object} to use, and wishing does not conjure one.",
  ],
  stuck: ["{S} [try|tries] {thefeature}, but nothing will budge without the right tool."],
  onTarget: [
    "{S} [try|tries] {held} on {thefeature}. It takes a few attempts, but in the end it does what {S} [need|needs] it to.",
    "{S} [put|puts] {held} to work on {thefeature}, carefully, and {thefeature} gives a little at a time.",
  ],
};

export const TALK = {
  // Never "{npc} about {object}" together: "ask Bolt about the lantern" would come back word for word.
  ask: [
    "{S} [ask|asks] what {npc} knows about {object}.",
    "{S} [turn|turns] to {npc} and [ask|asks] about {object}.",
  ],
  greet: ["{S} [greet|greets] {npc}.", "{S} [approach|approaches] {npc} and [say|says] hello."],
  // Never the player's words said back as dialogue (issue 31): an answer, in the speaker's own.
  reply: [
    '{npc} thinks about it for a long moment. "Ask at {next}, and be careful who hears you asking."',
    '{npc} frowns. "That is tangled up with {thread}, whether you like it or not."',
    '"I know a little," {npc} admits. "Less than I would like, and more than is safe."',
    '"Not here," {npc} says quietly. "Later, somewhere with fewer ears."',
    '{npc} glances toward {next} before answering. "Whoever knows the most about that is not talking."',
    '"People have asked before," {npc} says, "and not all of them liked what they found."',
    '{npc} shrugs. "I heard a story once. I did not believe it then, and I am not sure I do now."',
    '"Start at {next}," {npc} says, after a pause. "That is where I would look."',
  ],
  /** Something said aloud ("shout that the geese are plotting"): heard, not repeated. */
  speak: [
    "{S} [say|says] {P} piece, plainly enough that {npc} cannot pretend not to have heard.",
    "{S} [speak|speaks] up, and {npc} hears {O} out to the end.",
    "{S} [tell|tells] {npc} exactly what {S} [think|thinks], and [do|does] not soften it.",
    "{S} [make|makes] the announcement; {npc} is the only audience, and an attentive one.",
  ],
  heard: [
    "{npc} considers this with great seriousness, and then, wisely, changes the subject.",
    "{npc} blinks, starts to answer, and thinks better of it.",
    '"I will pretend I did not hear that," {npc} says, not unkindly.',
    "{npc} laughs despite everything, and for a moment the air is lighter.",
    '{npc} gives {O} a long, level look. "Are you finished?"',
  ],
  /** A request ("ask the gull to give back the page"): put, and answered without a promise. */
  request: [
    "{S} [put|puts] it to {npc} as plainly as {S} can.",
    "{S} [ask|asks] {npc} outright; there is no point dressing it up.",
    "{S} [make|makes] the request, and {npc} hears it through without interrupting.",
  ],
  requestHeard: [
    '{npc} thinks it over for a long moment. "I will see what can be done."',
    "{npc} does not say no, which is not quite the same as yes.",
    '"Ask me again when this is over," {npc} says, not unkindly.',
    "{npc} nods slowly, as though the request had been expected all along.",
  ],
  requestAlone: [
    "{S} [ask|asks] the empty air; {place} has nothing to say to it.",
    "There is nobody at {place} to ask, and {place} does not answer for them.",
  ],
  speakAlone: [
    "{S} [say|says] it aloud to nobody in particular; {place} keeps its opinion to itself.",
    "{S} [announce|announces] it to the empty air, and the empty air does not argue.",
    "Only {place} is there to hear, and it has heard stranger things.",
  ],
  /** The player asks for someone the story does not have here. */
  absent: [
    "{S} [look|looks] around for {object}, but there is nobody of that name at {place}.",
    "{S} [call|calls] out for {object}; only {place} answers, with a long, unhelpful silence.",
  ],
  instead: [
    "It is {npc} who answers instead, stepping closer.",
    "{npc} is here, though, and has clearly been listening.",
  ],
  nobody: [
    "{S} [call|calls] out, but only {place} answers: {sense}.",
    "{S} [speak|speaks] into the quiet; for a long moment nobody answers.",
  ],
};

export const ATTACK = {
  open: [
    "{S} [meet|meets] {thethreat} head-on with all {P} strength.",
    "{thethreat} lunges, and {S} [answer|answers] in kind.",
    "{S} [strike|strikes] first, fast and low, before {thethreat} can gather itself.",
  ],
  hurt: [
    "A blow gets through {P} guard and leaves {P} ribs aching.",
    "Something sharp finds {P} shoulder; it stings badly.",
    "{S} [take|takes] a hard knock that leaves {P} ears ringing.",
    "The struggle costs {O}: bruises now, and worse ones tomorrow.",
  ],
  win: [
    "{thethreat} gives ground, then breaks and flees.",
    "At last {thethreat} falls back and is gone among the shadows.",
    "It is over quickly after that; {thethreat} will not be back.",
  ],
  person: [
    "{S} [square|squares] up to {npc}, but {npc} turns the blow aside and shoves {O} back, hard.",
    "{npc} was ready for that. The scuffle is short, ugly and settles nothing.",
  ],
  air: ["{S} [lash|lashes] out at {object}, but there is nothing there to fight except {P} own nerves."],
};

export const ATTACK_CHILD = {
  open: [
    "{S} [stand|stands] tall and [face|faces] {thethreat}, waving {P} arms and shouting {P} bravest shout.",
    "{S} [march|marches] right up to {thethreat} and [tell|tells] it firmly to stop.",
    "{S} [charge|charges] at {thethreat} with a battle cry that would make anyone jump.",
  ],
  hurt: [
    "{S} [tumble|tumbles] into a bush; nothing hurts except {P} pride, and maybe an elbow.",
    "{S} [get|gets] a bump on the knee in the muddle, but it is only a small one.",
  ],
  win: [
    "{thethreat} squeaks in surprise and scampers away.",
    "{thethreat} decides this is far too much bother and hurries off, grumbling.",
  ],
  person: [
    "{S} [challenge|challenges] {npc} to a contest, and {npc} laughs and ducks aside, and {S} [tumble|tumbles] onto the grass.",
  ],
  air: [
    "{S} [swish|swishes] at {object} like a hero in a story, but there is nothing there except the wind.",
  ],
};

/** Romance and everyday families fight with words; so does everyone in them. */
export const ATTACK_SOCIAL = {
  open: [
    "{S} [stand|stands] up to {thethreat}, and the words come out sharper than planned.",
    "{S} [face|faces] {thethreat} squarely and [refuse|refuses] to back down.",
    "{S} [meet|meets] {thethreat} head-on, calm on the outside at least.",
  ],
  hurt: [
    "It stings more than it should, and the sting lingers.",
    "Some of what gets said lands hard, and stays.",
    "It takes more out of {O} than anyone watching would guess.",
  ],
  win: [
    "{thethreat} falters, then backs down.",
    "In the end it is {thethreat} who looks away first.",
    "{thethreat} has nothing left to say, and leaves it at that.",
  ],
  person: [
    "{S} [confront|confronts] {npc}, and the argument that follows is loud, bruising and settles nothing.",
  ],
  air: ["{S} [rehearse|rehearses] a furious speech at {object}, which does not answer back."],
};

export const GO = {
  ok: [
    "{S} [leave|leaves] {prev} behind and [make|makes] {P} way to {place}.",
    "It is a long walk to {place}, and {S} [spend|spends] most of it listening.",
    "{S} [set|sets] off for {place} without looking back.",
    "The way to {place} takes longer than {S} [expect|expects], and {S} [arrive|arrives] with tired legs.",
    "{S} [head|heads] for {place}, keeping to the quieter ways.",
    "{prev} falls behind, and before long {place} is in sight.",
    "{S} [go|goes] on to {place}, turning the day over in {P} mind as {S} [walk|walks].",
    "Nobody stops {O} on the way to {place}, which is a small mercy.",
    "{S} [reach|reaches] {place} sooner than {S} [expect|expects].",
  ],
  stay: ["{S} [cast|casts] about for a way onward, but for now every path leads back to {place}."],
};

export const FLEE = [
  "{S} [back|backs] away from {thethreat}, then [turn|turns] and [run|runs] until {place} is behind {O}.",
  "There is no shame in it: {S} [slip|slips] away from {thethreat} and [find|finds] {P} way back to {place}.",
];

export const LOOK = [
  "{S} [take|takes] in {place} slowly, one detail at a time.",
  "{S} [stop|stops] and [look|looks] properly at {place}.",
  "{S} [study|studies] {place} with care.",
];

/** Looking at oneself: "examine Kezia" (the hero's own name), "look at myself". */
export const LOOK_SELF = {
  fine: [
    "{S} [take|takes] stock of {P} own state, and [find|finds] {P} nerve steadier than expected.",
    "{S} [check|checks] {P} hands, {P} pockets and {P} nerve. Everything is where it should be, more or less.",
    "{S} [take|takes] a moment to take stock: tired, a little rumpled, but still very much in one piece.",
  ],
  hurt: [
    "{S} [take|takes] stock: bruised, aching and short of breath, but still standing.",
    "{S} [check|checks] {P} hurts one by one. None of them will stop {O}, not yet.",
  ],
};

/** Looking at, or searching, one particular thing the player names: {thefeature}. */
export const LOOK_AT = [
  "{S} [give|gives] {P} full attention to {thefeature}, one detail at a time.",
  "{S} [crouch|crouches] beside {thefeature} for a proper look.",
  "{S} [look|looks] hard at {thefeature}, the way nobody else has bothered to.",
];

/** Looking at what is out of reach: the sky, the sea, the lights of the town. */
export const LOOK_FAR = [
  "{S} [look|looks] out at {object} for a long moment. {sense}.",
  "{S} [stop|stops] to watch {object}, and for a while nothing else matters.",
];

export const SEARCH_AT = [
  "{S} [search|searches] {thefeature} carefully, missing nothing.",
  "{S} [go|goes] over {thefeature} inch by inch, the way a patient thief would.",
  "{S} [run|runs] {P} fingers over every part of {thefeature}, searching.",
];

/** What turns up at the thing looked at (the discovery beat, when the player chose the spot). */
export const FIND_AT = [
  "Wedged against {thefeature}, where only a careful eye would catch it, is {aitem}.",
  "{thefeature} gives up a secret: {aitem}, tucked where nobody was meant to look.",
  "Close by {thefeature} lies {aitem}, as if someone set it down in a hurry and never came back.",
];

/** Nothing to pick up at the thing looked at, but it still has something to say. */
export const DETAIL_AT = [
  "Up close, there is a story in {thefeature}: someone was here before {O}, and not long ago.",
  "{thefeature} has been disturbed recently; whoever did it left in a hurry.",
  "There is more to {thefeature} than first appears, and {S} [file|files] every detail away.",
];

/** Searching for something in particular. */
export const SEARCH_FOR = [
  "{S} [search|searches] {place} for {object}, corner by corner.",
  "{S} [hunt|hunts] through {place} for {object}, slowly and thoroughly.",
];

export const FOUND_SOUGHT = [
  "{S} [search|searches] {place} for {item}, and there it is, near {thefeature}.",
  "It does not take long: {item} is right where {S} thought it might be.",
];

export const SEEK_PERSON = [
  "{S} [go|goes] looking for {npc}, and the search ends at last near {thefeature}.",
  "{S} [ask|asks] around for {npc}, and before long the search is over.",
];

/** Going somewhere in order to look at it or search it. */
export const GO_LOOK = [
  "{S} [make|makes] {P} way to {place} and [take|takes] it in slowly, one detail at a time.",
  "{S} [walk|walks] over to {place} for a proper look.",
];

export const GO_SEARCH = [
  "{S} [make|makes] {P} way to {place} and [search|searches] it corner by corner.",
  "{S} [go|goes] to {place} and [start|starts] searching it inch by inch.",
];

export const EXAMINE = [
  "{S} [examine|examines] {thefeature} closely; up close there is a story in the details.",
  "{S} [run|runs] a hand over {thefeature}. There is more here than first appears.",
];

export const SEARCH = [
  "{S} [search|searches] {place} carefully, corner by corner.",
  "{S} [go|goes] over {place} inch by inch, the way a patient thief would.",
];

export const REST = {
  heal: [
    "{S} [rest|rests] a while, and the worst of {P} aches begin to fade.",
    "{S} [sit|sits] down, [close|closes] {P} eyes, and [let|lets] the quiet do its work.",
  ],
  fine: [
    "{S} [wait|waits], listening. Nothing hurries, and neither [do|does] {S}.",
    "{S} [pause|pauses] to gather {P} thoughts.",
  ],
};

export const INVENTORY = {
  some: ["{S} [check|checks] {P} pack: {object}.", "{S} [take|takes] stock. {P} pack holds {object}."],
  none: ["{S} [check|checks] {P} pack and [find|finds] it empty apart from crumbs and good intentions."],
};

export const OTHER = [
  "{S} [decide|decides] to {object}.",
  "{S} [try|tries] to {object}.",
  "On an impulse, {S} [set|sets] out to {object}.",
];

/** A long typed action is told in a few words of the story's own, never pasted back. */
export const OTHER_LONG = [
  "{S} [give|gives] it a try, in {P} own way.",
  "{S} [do|does] what {S} set out to do, as well as the moment allows.",
  "{S} [try|tries] something nobody at {place} expected.",
  "It takes a moment to work out how; then {S} [get|gets] on with it.",
];

export const OTHER_REACTION = [
  "{place} does not seem to mind, and for a moment {sense}.",
  "It is not what anyone would expect, and that alone changes the mood of {place}.",
  "Nothing dramatic happens, but something small shifts, and {S} [feel|feels] the better for trying.",
  "The attempt draws a curious silence from {place}; {sense}.",
];

export const HEALTH_LOW = ["{S} [ache|aches] all over, and every step is an argument with {P} body."];

export const GIVE = {
  offer: ["{S} [offer|offers] {held} to {npc}.", "{S} [hold|holds] out {held} to {npc}."],
  thanks: [
    "{npc} takes it carefully, and something in that face softens.",
    "{npc} turns it over, then nods slowly: a debt acknowledged.",
  ],
  /** Offering what the player does not carry: {object} as typed, {npc} the one it was for. */
  missing: [
    "{S} [reach|reaches] for {object} to offer {npc}, and [find|finds] {P} pockets empty of it.",
    "{S} would offer {npc} {object}, if {S} had any to give.",
  ],
};

export const LOOK_ITEM = ["{S} [look|looks] closely at {item}.", "{S} [bend|bends] to study {item}."];

/** A threat the player ignored takes its chance; child mode's only tease. */
export const THREAT_ACTS = {
  adult: [
    "{thethreat} takes its chance while {P} attention is elsewhere. {S} [twist|twists] away, but not quite fast enough, and it slinks off satisfied.",
    "{thethreat} lunges; {S} [fend|fends] it off, though not before it leaves a mark, and then it is gone.",
  ],
  child: [
    "{thethreat} tweaks {P} nose while {S} {be} busy and dashes off, giggling.",
    "{thethreat} blows a loud raspberry, steals a button, and scampers away.",
  ],
};

export const SETBACK_HURT = {
  adult: [
    "The fall leaves {P} knees scraped raw and {P} pride in worse shape.",
    "{S} [come|comes] away with a wrenched shoulder and a fresh respect for the place.",
  ],
  child: [
    "{S} [land|lands] on {P} bottom with a bump. Ouch, but only a little.",
    "{S} [stub|stubs] a toe and [hop|hops] about for a moment.",
  ],
};

export const RESPITE_HEAL = [
  "Some of the ache goes out of {P} limbs.",
  "{S} [feel|feels] a little stronger for the rest.",
];

/** An action the world cannot hold (out-of-world.ts): answered in the world's terms, never named. */
export const OUT_OF_WORLD_LINES = {
  modern: {
    attempt: [
      "{S} [reach|reaches] for something that belongs to another age entirely, and {P} hand comes back empty.",
      "{S} [start|starts] to do it the way one would somewhere else, far from here, and [stop|stops]: nothing of the kind exists in this world.",
      "For a moment {S} [think|thinks] in the habits of some other time, and the moment passes.",
      "{S} [feel|feels] for a thing no one at {place} has ever seen or heard of, and of course it is not there.",
    ],
    after: [
      "{place} carries on exactly as it has for years, with only what its own age can make.",
      "Whatever help there is here will have to come from what {place} actually holds.",
      "{S} [make|makes] do, as people here always have, with hands, wits and whatever lies to hand.",
      "The world here is older and plainer than that, and it will have to be met on its own terms.",
    ],
  },
  /** A knight's kit in today's world ("joust on my warhorse" in an office block). */
  bygone: {
    attempt: [
      "For a moment {S} [picture|pictures] it like something out of an old tale; nothing of the kind is anywhere near {place}.",
      "{S} [reach|reaches] for something from the age of castles, and [find|finds] only the here and now.",
      "It would make a fine story, told about some other century; in this one, {place} has nothing of the sort.",
    ],
    after: [
      "{place} belongs to its own time, and its own time has no room for that.",
      "What is at hand here is plainer and more modern, and it will have to do.",
      "{S} [let|lets] the idea go and [look|looks] at what is really here.",
    ],
  },
  magic: {
    attempt: [
      "{S} [try|tries] it, half in earnest; nothing happens, because nothing of the sort ever does here.",
      "{S} [wait|waits] for something wondrous to answer. Nothing does: in {place} words are only words.",
      "The world here runs on plainer rules than that, and it does not bend for wishing.",
      "{S} [feel|feels] a little foolish; whatever {S} had in mind belongs to stories, not to {place}.",
    ],
    after: [
      "What is left is the ordinary way: look, ask, and think it through.",
      "Whatever happens next will have to be done by hand and by wit.",
      "{place} goes on as it was, and so, after a moment, [do|does] {S}.",
      "Somewhere nearby, someone pretends not to have noticed.",
    ],
  },
};
