import type { Beat } from "./types";

/**
 * Genre-neutral sentences. They widen every family's pools so that long sessions do not
 * cycle, and they carry the storytelling glue: echoes of earlier events, hooks, presence.
 * All of it is fit for child mode.
 */
export const SHARED_BEATS: Record<Beat, string[]> = {
  arrival: [
    "{S} [take|takes] a long look at {place} before going any further. {sense}.",
    "{place} is quieter than {S} expected. {sense}, and nothing else moves.",
    "First impressions of {place}: {sense}, and {sense2}.",
  ],
  discovery: [
    "Beside {thefeature}, almost out of sight, lies {aitem}.",
    "{S} [crouch|crouches] for a closer look and [find|finds] {aitem} half-buried in the dust.",
    "It would be easy to miss {aitem}, tucked away near {thefeature}. {S} [do|does] not miss it.",
  ],
  encounter: [
    "{S} [hear|hears] it before seeing it: {threat}, closing the distance with unhurried confidence.",
    "The quiet breaks all at once. {threat} has found {O}.",
    "A shape detaches itself from the gloom near {thefeature}: {threat}.",
  ],
  dialogue: [
    "{npc} is already there, as if {place} had been keeping a seat.",
    "{npc} catches {P} eye and beckons {O} over.",
  ],
  setback: [
    "The way forward, which looked so simple, folds back on itself, and it takes a long while to find it again.",
    "Nothing goes to plan. What looked like a path turns out to be a ledge, and the ledge is shorter than it looked.",
    "{S} [lose|loses] precious time to a wrong turn, and the light is not waiting for anyone.",
  ],
  revelation: [
    "{S} [have|has] been asking the wrong question about {thread}. The right one has been in plain sight all along.",
    "A detail that made no sense earlier clicks into place, and {thread} looks entirely different now.",
    "It is written there for anyone patient enough to read it: {thread} and {foe} are bound together.",
  ],
  respite: [
    "{S} [take|takes] a moment: a few slow breaths, a sip of water, the simple relief of sitting down.",
    "For now, the danger has passed. {sense}.",
    "Nobody needs anything from {O} for a little while, and that is its own kind of treasure.",
  ],
  climax: [
    "There is no road left that goes around it. Whatever {foe} intends, it happens here, at {place}.",
    "Every step so far has been leading here, and {S} can feel it in {P} bones.",
    "Whatever happens next, {thread} will be settled tonight, one way or another.",
  ],
};

/** A second sentence for each beat, so a beat is a moment rather than a line. */
export const DEVELOPMENTS: Record<Beat, string[]> = {
  arrival: [
    "At the heart of {place} stands {feature}, and it draws the eye whether {S} [like|likes] it or not.",
    "Nothing here is quite as it first appears; {sense}.",
    "{S} [make|makes] a slow circuit of {place}, learning its corners and its quiet places.",
    "{S} [take|takes] it all in: the ways in, the ways out, and {feature} that seems to be waiting for something.",
  ],
  discovery: [
    "Whoever left it here either did not mean for it to be found, or meant it very much.",
    "It feels like the first real piece of luck in a while.",
  ],
  encounter: [
    "There is no time to think, only to choose.",
    "{S} [feel|feels] {P} heart kick hard against {P} ribs.",
    "Every instinct says to run; something more stubborn says otherwise.",
    "{thethreat} does not hurry. There is no need to.",
  ],
  dialogue: [],
  setback: [
    "It is a long, bitter minute before {S} can move on.",
    "There will be a price for this delay; there always is.",
    "{S} [grit|grits] {P} teeth and [start|starts] again.",
    "Somewhere, {foe} is surely pleased.",
    "Whatever {thread} is worth, it is costing more by the hour.",
    "{S} [start|starts] again, and this time {S} [keep|keeps] {thread} firmly in mind.",
  ],
  revelation: [
    "{S} [turn|turns] the thought over and over, and it only grows heavier.",
    "It changes the shape of everything that came before.",
    "Nothing about {thread} will look the same after this.",
    "For the first time, {thread} makes a kind of sense.",
    "It is not the answer {S} wanted, but it is an answer.",
    "{S} [see|sees] {thread} plainly now, and [wish|wishes] {S} did not.",
  ],
  respite: [
    "{S} [think|thinks] about {thread}, and about what might be waiting at {next}.",
    "It is a chance to mend what can be mended, eat something and think.",
    "{sense}, and for once it is a comfort rather than a warning.",
    "Even at rest, {S} [keep|keeps] one thought for {thread}.",
  ],
  climax: [
    "There is no going back from here.",
    "Everything learned along the way comes down to the next few moments.",
    "{S} [steady|steadies] {P} breathing and [step|steps] forward.",
  ],
};

/** References to what has already happened: the thread that makes scenes a story. */
export const ECHOES = {
  held: [
    "{held} {S} took from {origin} grows warm in {P} hand, as if it recognises the place.",
    "{held} from {origin} is still safe in {P} pack, a small weight that feels like a promise.",
    "{S} [touch|touches] {held}, the one from {origin}, without quite meaning to.",
  ],
  heldPlain: [
    "{held} sits safely in {P} pack, a small, steadying weight.",
    "{S} [check|checks] that {held} is still there. It is.",
  ],
  met: [
    "{S} [think|thinks] of {met}, and of everything left unsaid.",
    "{S} [remember|remembers] how {met} fell silent whenever {thread} came up.",
    "Somewhere, {met} is probably wondering how all this is going.",
  ],
  prev: [
    "{prev} already feels a long way behind.",
    "It is hard to believe that only a little while ago {S} {was} at {prev}.",
  ],
  thread: [
    "The question of {thread} has not gone away; if anything, it has grown louder.",
    "Whatever else happens, {thread} is still waiting to be understood.",
    "{S} [keep|keeps] coming back to {thread}, like a tongue to a loose tooth.",
  ],
  goal: [
    "{S} still [have|has] to {goal}, and the thought never quite goes away.",
    "Beneath everything else runs the same quiet thought: {S} must {goal}.",
    "None of this changes the task at hand: to {goal}.",
    "Every step, one way or another, is a step toward the promise to {goal}.",
  ],
};

/** What the person on hand is doing while the scene unfolds. */
export const NPC_ACTIONS = [
  "{npc} keeps glancing toward {next}, as if expecting someone.",
  "{npc} watches {O} with an expression that is hard to read.",
  "{npc} mutters something about {thread}, then falls silent.",
  "{npc} offers a flask of water without a word.",
  "{npc} pauses, as if listening for something nobody else can hear.",
  "{npc} looks from {O} to {thefeature} and back again, saying nothing.",
  "{npc} shifts from foot to foot, plainly impatient to be moving.",
  "{npc} keeps close, plainly unwilling to be left alone at {place}.",
  "{npc} catches {P} eye and gives the smallest of nods.",
  "{npc} looks tired, as if the last few days have gone on much too long.",
  "{npc} turns a button over and over between finger and thumb.",
  "{npc} says nothing for a while, then asks whether {S} [have|has] eaten today.",
  "{npc} studies {thefeature} as though it were a puzzle with a missing piece.",
  "{npc} hums a few bars of an old tune and stops, embarrassed.",
  "{npc} starts to speak, thinks better of it, and looks away.",
  "{npc} points out a detail {S} had missed, then shrugs as if it were nothing.",
  "{npc} has gone quiet, the way people do on the edge of a decision.",
  "{npc} straightens a crooked thing that did not need straightening.",
  "{npc} keeps one eye on the way back, just in case.",
  "{npc} laughs once, short and surprised, at nothing {S} can see.",
  "{npc} asks what {S} [mean|means] to do next, and listens to the answer properly.",
  "{npc} wipes dust from {thefeature} with the edge of a sleeve.",
  "{npc} seems older here, or perhaps only more honest.",
  "{npc} mentions {thread} in passing, a little too casually.",
  "{npc} has clearly been here before, and is not saying when.",
  "{npc} checks the time twice in as many minutes.",
  "{npc} makes a small joke, and it helps more than it should.",
  "{npc} stands a little closer than before, as if the place calls for care.",
  "{npc} reads {place} the way some people read weather.",
  "{npc} waits for {O} to go first, politely and not at all by accident.",
  "{npc} tucks something small out of sight before {S} can see what it is.",
  "{npc} frowns at {next}, as if it had said something rude.",
  "{npc} keeps count of something under the breath, lips moving.",
  "{npc} offers an opinion nobody asked for, and it turns out to be useful.",
];

/** The protagonist's own thoughts. */
export const INTERIOR = [
  "{S} [try|tries] to set {thread} aside for a moment, and [fail|fails].",
  "Whatever happens next, {S} [mean|means] to understand {thread} first.",
  "{S} [wonder|wonders] who else is thinking about {thread} tonight.",
  "{S} [think|thinks] of home, and of how far away it suddenly feels.",
  "Something about {thefeature} nags at {O}, like a word on the tip of the tongue.",
  "{S} [weigh|weighs] what is known about {thread} against what is only suspected.",
  "{S} [make|makes] a note of {thefeature}, in case it matters later.",
  "{S} [wonder|wonders] what {met} would make of all this.",
  "{S} [feel|feels] the day's weariness settle across {P} shoulders, and something like resolve beneath it.",
  "{S} [try|tries] to picture how {met} would handle this, and [do|does] not much like the answer.",
  "It occurs to {O} that {thread} might be closer than it looks.",
  "Not for the first time, {S} [wish|wishes] for more to go on about {thread}.",
  "{S} [count|counts] up what is certain. It does not take long.",
  "There is a question {S} [have|has] been avoiding, and {place} seems determined to ask it.",
  "Somewhere under the nerves, {S} [find|finds] a small, steady calm.",
  "{S} [realise|realises] that {place} no longer frightens {O}, and [wonder|wonders] whether that is wise.",
  "A memory surfaces without asking: a kitchen table, a voice, a promise made too easily.",
  "{S} [decide|decides] not to be afraid yet; there will be time for that later.",
  "The thought of {thread} sits at the back of {P} mind like a stone in a shoe.",
  "{S} [wonder|wonders] who else has stood here, and what they were hoping for.",
  "{S} [count|counts] the ways out without meaning to.",
  "It would be easy to turn back. {S} [notice|notices] the thought, and [set|sets] it aside.",
  "{S} [feel|feels] suddenly very awake, the way one does just before something happens.",
  "A small, stubborn part of {O} refuses to be impressed by {place}.",
  "{S} [try|tries] to remember the last time things felt simple, and cannot.",
  "{S} [turn|turns] the facts over once more; they still do not fit together.",
  "Hunger, tiredness and curiosity argue among themselves; curiosity wins.",
  "A proper rest will have to wait until this is done.",
  "For the first time in a while, {S} [feel|feels] something close to luck.",
  "{S} [think|thinks] about {met}, and what was said, and what was meant.",
  "The quiet here makes {P} own heartbeat sound loud.",
  "{S} [know|knows] more than an hour ago, and [understand|understands] rather less.",
  "Somewhere along the way, this stopped being someone else's problem.",
  "{S} [let|lets] the place settle before deciding anything.",
  "{S} [realise|realises] {P} hands are cold, and [tuck|tucks] them away.",
  "It strikes {O} how ordinary {thefeature} looks, and how little that means.",
  "A half-formed idea about {thread} refuses to finish forming.",
  "Look twice, speak once: {S} [repeat|repeats] the old rule under {P} breath.",
];

/** Atmosphere that can lengthen a short scene without saying anything false. */
export const FILLERS = [
  "{S} [notice|notices] that {sense}.",
  "Off to one side, {sense}.",
  "{S} [wait|waits] a moment and [listen|listens]; {sense}.",
  "{sense}.",
  "For a moment {sense}, and {S} [stand|stands] very still, listening.",
  "Time moves strangely in {place}; {sense}.",
  "{S} [let|lets] {P} breath out slowly and [take|takes] stock of things.",
  "{S} [give|gives] {thefeature} a second, longer look.",
  "Here and there, {sense}.",
  "Now and then {sense}, and the moment passes.",
  "{S} [stand|stands] still long enough to notice that {sense}.",
  "Somewhere close, {sense}.",
  "It is quiet enough here to hear that {sense}.",
  "{S} [look|looks] around slowly; {sense}.",
  "Before long {sense}.",
  "All the while, {sense}.",
  "{S} [take|takes] in {place} properly for the first time.",
  "{S} [run|runs] a hand along {thefeature}, learning its shape.",
  "{S} [step|steps] back to see {thefeature} whole.",
  "{S} [glance|glances] toward {next}, then back again.",
];

/** Closing lines that turn the reader toward the choices. */
export const HOOKS = {
  next: [
    "The way on leads toward {next}, if {S} [dare|dares] to take it.",
    "Somewhere ahead, at {next}, the next part of the story is waiting.",
    "From here, the path to {next} is plain to see.",
    "Beyond {place}, the way leads on to {next} and whatever is waiting there.",
    "{next} is not far now, and it will not come any closer by waiting.",
    "The road to {next} is open, for the moment.",
    "If the answers are anywhere, they may well be at {next}.",
    "{next} lies ahead, and with it, perhaps, the next piece of the puzzle.",
    "There is still {next} to try, and the day is not over.",
    "One way leads on toward {next}; the others lead back.",
    "Those who know say {next} is worth the trouble of getting there.",
    "{next} waits beyond, quieter than it has any right to be.",
  ],
  plain: [
    "{place} is not finished with {O} yet.",
    "There are choices to make, and not much time to make them in.",
    "What happens next is up to {O}.",
    "Whatever {S} [decide|decides], {thread} will not wait forever.",
    "The next move matters, and {S} [know|knows] it.",
    "Nothing here will decide for {O}.",
    "The moment asks for a choice, and will not wait long for one.",
    "Something has shifted, and {S} will have to decide what to do about it.",
    "Time to act, one way or another.",
    "Whatever comes next, it starts with what {S} [do|does] now.",
    "Standing still is a choice too, and not a good one.",
    "The way forward is not clear, but it is there.",
  ],
  threat: [
    "{thethreat} has not moved, and neither, yet, [have|has] {S}.",
    "{thethreat} waits to see what {S} will do.",
  ],
};

export const PRESENCE = {
  withRole: [
    "{npc}, {npcRole}, watches from nearby.",
    "{npc} is here too, {npcRole}, keeping a careful distance.",
    "{npc} has come along as well; {npcRole} seems to be weighing every move.",
    "{npc}, {npcRole}, is still close at hand.",
    "{npc}, {npcRole}, waits a few steps behind.",
    "Nearby, {npc}, {npcRole}, keeps an eye on the way ahead.",
    "{npc}, {npcRole}, is here as well, saying little.",
    "{npc}, {npcRole}, has come to {place} as well.",
    "{npc}, {npcRole}, knows something about {thread}, and has not said it yet.",
  ],
  plain: [
    "{npc} is close by, pretending not to watch.",
    "{npc} has heard about {thread} too, and keeps close.",
    "{npc} waits at {place}, quiet, watching the way ahead.",
    "{npc} lingers nearby, clearly wanting a word.",
    "{npc} is here as well, leaning against {thefeature}.",
    "Not far off, {npc} is busy with something and glances up only once.",
    "{npc} is still here, quiet for once.",
    "{npc} stays within call.",
    "{npc} waits nearby, arms folded.",
    "{npc} hovers at the edge of things.",
    "{npc} has found somewhere to sit and is using it.",
    "{npc} is a few steps away, looking at nothing in particular.",
    "{npc} keeps close enough to talk to.",
    "{npc} is about, somewhere just behind.",
  ],
};

/** Items lying about. `{aitem}` may be a list ("a key and a bell"), so no verb agrees with it. */
export const ITEMS_HERE = [
  "{S} [notice|notices] {aitem} within easy reach.",
  "Someone has left {aitem} here, not long ago by the look of it.",
  "Near {thefeature}, {S} can make out {aitem}.",
  "Close at hand {S} can see {aitem}.",
  "Someone set {aitem} down here and forgot all about it.",
  "{S} can also see {aitem} here.",
  "Half hidden, {S} can make out {aitem}.",
  "Within reach, {S} can see {aitem}.",
  "Among the clutter, {S} [spot|spots] {aitem}.",
  "On a ledge nearby, {S} [spot|spots] {aitem}.",
];

/** The story's ending, once progress reaches 100. */
export const FINALE = [
  "It is over, or as over as stories ever are. {thread} is settled, and {place} seems to breathe out at last.",
  "When the dust settles, {S} [find|finds] the world a little changed, and {O} changed with it.",
  "Later there will be songs, or at least stories told over supper, and most of them will be wrong in all the best ways.",
];

/**
 * The last resort of a scene still short of its words: plain, true of any place, and each said
 * once a session where possible (scene.ts walks them in order, skipping those already heard).
 */
export const QUIET_LINES = [
  "The moment stretches, full of small sounds and the feeling of being watched by the world itself.",
  "There is more to this place than meets the eye, and it will not give up its secrets all at once.",
  "Every story has quiet pages like this one, where the important things happen just out of sight.",
  "The air itself seems to be waiting, patient and attentive, for whatever comes next.",
  "Nothing moves for a while, and the stillness has a weight of its own.",
  "It is the kind of place that remembers more than it lets on.",
  "Small details keep asking to be noticed: a scratch here, a worn patch there, a smell that comes and goes.",
  "The light shifts a little, and the whole place looks different for it.",
  "For now there is time to breathe, and to think, and to notice what was missed before.",
  "Somewhere beyond sight, the rest of the world is going about its business, unaware.",
  "The quiet is not empty; it is the quiet of things holding still.",
  "Whatever happened here, it left its mark in ways that are easy to miss.",
  "It would be easy to hurry on, and probably a mistake.",
  "Everything here seems to have been put down by someone meaning to come back for it.",
  "The place has its own slow rhythm, and for a while it is easier to fall in with it than to fight it.",
  "Some places speak at once; this one takes its time.",
];
