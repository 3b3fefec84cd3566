/**
 * The phrase book of the outline writer: what happens in each phase of a story's arc, the
 * sentence that follows it, and chapter titles. Third person, present tense, child-safe.
 */
export type Phase =
  | "setup"
  | "inciting"
  | "rising"
  | "midpoint"
  | "complication"
  | "crisis"
  | "climax"
  | "resolution";

export const EVENTS: Record<Phase, string[]> = {
  setup: [
    "At {place}, {hero} first hears of {thing}; trouble is already gathering there.",
    "{hero}'s ordinary days at {place} end the moment {thing} is mentioned aloud.",
    "Life at {place} has settled into a careful routine, until {hero} finds {item} that should not exist.",
  ],
  inciting: [
    "When {mystery} comes to light, {hero} can no longer stay out of it.",
    "{foe} makes a first, quiet move at {place}, and {hero} is the only one who notices.",
    "A message from {ally} brings {hero} to {place}, and there is no going back after that.",
  ],
  rising: [
    "{hero} and {ally} follow a lead to {place}, where {threat} stands in the way.",
    "At {place}, {hero} uncovers {item} that points toward {thing}.",
    "{ally} reveals a secret about {mystery}, and the two of them argue about what to do next.",
    "{hero} must win the trust of {npc} at {place} before the trail goes cold.",
    "An ambush at {place} forces {hero} to choose between the mission and a friend.",
    "{hero} learns a hard lesson from {mentor} at {place}, slowly and at some cost.",
    "Rumours of {thing} draw rivals to {place}, and {hero} has to move fast.",
    "A small victory at {place} gives {hero} hope, and gives {foe} a reason to strike back.",
    "{hero} trades {item} for the truth about {mystery}.",
    "The road to {place} is longer than the maps admit, and {ally} begins to doubt the plan.",
    "A celebration at {place} is interrupted by news of {mystery}.",
    "{hero} goes to {place} in disguise, and the disguise very nearly holds.",
  ],
  midpoint: [
    "At {place}, {hero} learns the truth about {thing}: nothing is what it seemed, and {foe} has known all along.",
    "A revelation at {place} turns the quest upside down: {ally} has been hiding a connection to {foe}.",
    "{hero} finally reaches {thing}, only to discover it is not what anyone was looking for.",
  ],
  complication: [
    "{foe} strikes at {place}, and {hero} loses something that cannot easily be replaced.",
    "With trust broken, {hero} goes on alone to {place}.",
    "{hero} finds an unexpected ally in {npc}, at a price.",
    "A desperate plan at {place} almost works.",
    "{ally} is taken by {foe}'s people, and the only way to reach the captive runs through {place}.",
    "{hero} must undo a mistake made at {place}, before {foe} can use it.",
    "Old enemies at {place} offer a truce, and {hero} has to decide whether to believe them.",
  ],
  crisis: [
    "Everything falls apart at {place}. {foe} seems to have won, and {hero} has to decide whether to go on.",
    "Alone and exhausted at {place}, {hero} remembers why the journey began.",
    "{hero} is forced to give up {thing} to save {ally}, and the price is almost too much.",
  ],
  climax: [
    "{hero} confronts {foe} at {place}, and everything learned along the way is put to the test.",
    "At {place}, the fate of {thing} is decided in a final, desperate struggle with {foe}.",
    // "a last stand", not "their": the personaliser turns {hero} into "you" (no "You and Jack make their").
    "{hero} and {ally} make a last stand at {place} as {foe} reaches for victory.",
  ],
  resolution: [
    "In the quiet after the storm, {hero} returns to {place} and finds it changed, just as {hero} has changed.",
    "With {thing} settled at last, {hero} and {ally} look toward whatever comes next.",
    "{hero} says goodbye to {place}, carrying the story forward into a new beginning.",
  ],
};

/**
 * The sentence after a chapter's event. {clue} is one of the author's own things in turn — an
 * object, a place, a person they asked for ("the lamp logbook", "the drowned brother") — so the
 * premise runs through the chapter instead of the genre's stock (issue 31). It is always a
 * definite noun phrase standing where a noun phrase belongs.
 */
export const FOLLOWS: Record<Phase, string[]> = {
  setup: [
    "{ally} warns that {foe} has taken an interest in {clue}.",
    "A stranger's questions about {clue} hint that nothing will stay the same.",
    "Nobody else seems to notice what is wrong with {clue}.",
  ],
  inciting: [
    "{hero} will not let {clue} go, whatever anyone argues.",
    "{ally} insists on coming along: {clue} is personal.",
    "The first step is taken at night, and it leads toward {clue}.",
  ],
  rising: [
    "{ally} is not so sure about {clue}.",
    "Getting near {clue} costs more than anyone expected.",
    "Along the way, {hero} and {ally} grow closer.",
    "{foe}'s shadow falls across {clue}.",
    "What they need to know about {clue} is hidden in plain sight.",
    "Nothing about {clue} goes to plan.",
    "By nightfall, {clue} raises a new question.",
  ],
  midpoint: [
    "Nothing about {clue} will look the same after this.",
    "{hero} has to rethink everything about {clue}.",
    "The real story of {clue} begins here.",
  ],
  complication: [
    "Time is running out, and {clue} is still out of reach.",
    "{foe} is always one step ahead, and a step closer to {clue}.",
    "Loyalties are tested over {clue}.",
    "Every choice about {clue} now has a cost.",
  ],
  crisis: [
    "It is the darkest hour, and {clue} seems lost.",
    "Only {ally} still believes the truth about {clue} can come out.",
    "The way forward runs through {clue}, and it is the hardest one.",
  ],
  climax: [
    "Nothing can be held back now, not even the truth about {clue}.",
    "It all comes down to a single choice about {clue}.",
    "Every thread of the story pulls tight around {clue}.",
  ],
  resolution: [
    "Nobody will speak of {clue} in quite the same way again.",
    "The world is a little different now, {clue} included.",
    "It is an ending, and also a beginning, and {clue} is part of both.",
  ],
};

export const TITLES: Record<Phase, string[]> = {
  setup: [
    "The {Adj} {Noun}",
    "{Place}",
    "Before the {Noun}",
    "A {Noun} {PlaceAt}",
    "Morning {OwnAt}",
    "{Own}",
    "{Hero} {OwnAt}",
  ],
  inciting: [
    "The First {Noun}",
    "Call of the {Noun}",
    "The {Noun} Wakes",
    "Leaving {Place}",
    "Word from {Own}",
    "{Who}'s Request",
    "A Message for {Hero}",
    "News {OwnAt}",
  ],
  rising: [
    "The {Adj} {Noun}",
    "{Noun} and {Noun2}",
    "The {Noun} of {Place}",
    "Where the {Noun} Waits",
    "Beyond the {Noun}",
    "Under a {Adj} Sky",
    "Into the {Noun}",
    "{Hero} and the {Noun}",
    "The {Noun2} {PlaceAt}",
    "A {Adj} Road",
    "The Road to {Own}",
    "{Who}'s Secret",
    "{Hero} and {Who}",
    "Nights {OwnAt}",
    "{Who} Remembers",
  ],
  midpoint: [
    "The Turning {Noun}",
    "What the {Noun} Hid",
    "The {Adj} Truth",
    "Behind the {Noun}",
    "What {Who} Knew",
    "The Truth about {Own}",
    "What {Hero} Found",
    "{Own} After Dark",
  ],
  complication: [
    "The {Adj} {Noun}",
    "{Noun} of {Place}",
    "Broken {Noun}",
    "Against the {Noun}",
    "The {Noun2}'s Price",
    "Shadows {PlaceAt}",
    "{Who}'s Price",
    "Trouble {OwnAt}",
    "{Hero} Alone",
    "Closed Doors {OwnAt}",
  ],
  crisis: [
    "The Darkest {Noun}",
    "The {Adj} Hour",
    "When the {Noun} Falls",
    "Nothing Left {PlaceAt}",
    "Far from {Own}",
    "{Who} Turns",
    "Last Chance {OwnAt}",
    "{Hero}'s Choice",
  ],
  climax: [
    "The Last {Noun}",
    "Face to Face {PlaceAt}",
    "The {Adj} Stand",
    "The {Noun} of {Foe}",
    "{Who}'s Last Move",
    "Showdown {OwnAt}",
    "{Hero} Stands Firm",
  ],
  resolution: [
    "After the {Noun}",
    "Home to {Place}",
    "The {Adj} Dawn",
    "What Remains of the {Noun}",
    "Back {OwnAt}",
    "Goodbye to {Own}",
  ],
};

/** Presets that sit naturally in each family's stories. */
export const FAMILY_PRESETS: Record<string, string[]> = {
  fantasy: ["Forest", "Market", "Library", "Beach"],
  scifi: ["Hospital", "Train", "Museum", "City Center"],
  mystery: ["Office", "Hotel", "Bar/Club", "Restaurant", "Car", "Train", "Library"],
  horror: ["Forest", "Hospital", "Library", "Museum", "Home"],
  romance: ["Coffee Shop", "Restaurant", "Park", "Beach", "Bookstore", "Hotel"],
  historical: ["Market", "Library", "Museum", "Forest"],
  everyday: ["Home", "Office", "School", "Coffee Shop", "Park", "Gym", "Hospital"],
  adventure: ["Forest", "Beach", "Airport", "Museum", "Market", "City Center"],
};

/** {kw} is the author's first object or place, with its article ("the lamp logbook"). */
export const ECHO_LINES = [
  "It all circles back to {kw}.",
  "{kw} is never far from anyone's mind.",
  "Somehow, {kw} is at the heart of it again.",
  "Nobody mentions {kw}, which says everything.",
];

/**
 * Lines that tie a chapter to the author's premise when its events do not name it (issue 31):
 * {role} is the hero's role with "the", {place0} the premise's first place, {object} its
 * object, {person} a person the author asked for with their role. Noun phrases only ever
 * stand as subjects or objects.
 */
export const ANCHORS: Record<"role" | "place" | "object" | "person" | "creature", string[]> = {
  role: [
    "Being {role} has taught {hero} patience, and all of it will be needed.",
    "{hero} has not been {role} all these years for nothing.",
    "It is the kind of trouble only {role} would notice.",
  ],
  place: [
    "Everything leads back to {place0} in the end.",
    "{place0} is never far from {hero}'s thoughts.",
    "Word of it reaches {place0} before nightfall.",
  ],
  object: [
    "Everything now turns on {object}.",
    "{hero} keeps coming back to {object}.",
    "Whoever holds {object} holds the key to all of it.",
  ],
  // With the author's place or object to hand, a recalled person is recalled in their world
  // (seventh session): the lines naming {place0} or {object} are said first.
  person: [
    "{hero} cannot stop thinking about {person}, nor about {object}.",
    "The trail from {place0} keeps leading back to {person}.",
    "All the talk of {object} leads back to {person}.",
    "Everyone at {place0} seems to owe something to {person}.",
    "More and more, everything at {place0} seems to come back to {person}.",
    "{hero} still has questions about {object} for {person}.",
    "{hero} cannot stop thinking about {person}.",
    "The trail keeps leading back to {person}.",
    "Somewhere in all of this is {person}.",
    "{hero} owes a great deal to {person}.",
    "More and more, everything seems to come back to {person}.",
    "{hero} still has questions for {person}.",
  ],
  creature: [
    "{person} is never far behind.",
    "{person} refuses to be left behind.",
    "{person} notices it first.",
  ],
};

/** The setup chapter's first line when the author named what the hero does ("carries a bell…"). */
export const PREMISE_OPENINGS = ["{hero} {event}.", "It begins simply enough: {hero} {event}."];
