import type { PRESET_LOCATIONS } from "../../../contract/constants";
import type { ItemDef, Noun } from "./genres/types";
import { PLACE_HEADS } from "./premise-words";
import { displayName, perText } from "./text";

/**
 * The spec's 20 preset locations, each with enough of its own texture (sounds, things to
 * examine, things to pick up) to carry a scene in any genre.
 */
type PresetDetail = { phrase: string; arrive: string; senses: string[]; features: Noun[]; items: ItemDef[] };

const P: Record<(typeof PRESET_LOCATIONS)[number], PresetDetail> = {
  Home: {
    phrase: "the house",
    arrive: "The front door sticks, as it always has, and then {S} {be} inside.",
    senses: ["the kettle ticks as it cools", "the floorboards creak in their familiar places"],
    features: [{ a: "a hall cupboard that never quite shuts", the: "the hall cupboard" }],
    items: [
      { name: "spare house key", type: "key", description: "Kept under the third flowerpot since forever." },
      {
        name: "family photograph",
        type: "photo",
        description: "Everyone is smiling except one face at the back.",
      },
    ],
  },
  Office: {
    phrase: "the office",
    arrive: "{S} [push|pushes] through the glass doors into the office.",
    senses: ["a printer wheezes in the corner", "fluorescent lights hum over rows of empty desks"],
    features: [{ a: "a locked filing cabinet", the: "the filing cabinet" }],
    items: [
      {
        name: "visitor's lanyard",
        type: "pass",
        description: "A lanyard that opens more doors than it should.",
      },
      { name: "sticky note with a number", type: "note", description: "Seven digits in hurried blue ink." },
    ],
  },
  Restaurant: {
    phrase: "the restaurant",
    arrive: "{S} [step|steps] into the warm clatter of the restaurant.",
    senses: ["garlic and butter hiss in a pan somewhere", "cutlery chimes against plates"],
    features: [{ a: "a corner booth with a reserved sign", the: "the corner booth" }],
    items: [
      {
        name: "matchbook from the restaurant",
        type: "clue",
        description: "A phone number is written inside the cover.",
      },
      { name: "bread roll", type: "food", description: "Still warm. Nobody will miss it." },
    ],
  },
  Park: {
    phrase: "the park",
    arrive: "{S} [follow|follows] the gravel path into the park.",
    senses: ["ducks squabble on the pond", "the wind turns the leaves silver-side up"],
    features: [{ a: "a bench with a brass plaque", the: "the bench" }],
    items: [
      { name: "lost kite", type: "toy", description: "Red and yellow, its string tangled but whole." },
      { name: "folded park map", type: "map", description: "Someone has circled the old bandstand." },
    ],
  },
  "Coffee Shop": {
    phrase: "the coffee shop",
    arrive: "A bell jingles as {S} [push|pushes] open the coffee shop door.",
    senses: ["the espresso machine shrieks and sighs", "the smell of roasted beans wraps around everything"],
    features: [{ a: "a noticeboard crowded with flyers", the: "the noticeboard" }],
    items: [
      {
        name: "paper cup with a name on it",
        type: "clue",
        description: "The name is not the one ordered under.",
      },
      { name: "blueberry muffin", type: "food", description: "Generously sized and still warm." },
    ],
  },
  School: {
    phrase: "the school",
    arrive: "{S} [walk|walks] through the school gates as a bell rings somewhere inside.",
    senses: ["chalk dust hangs in a slant of sunlight", "lockers slam down a long corridor"],
    features: [{ a: "a trophy cabinet", the: "the trophy cabinet" }],
    items: [
      { name: "hall pass", type: "pass", description: "Signed with an initial nobody recognises." },
      { name: "battered notebook", type: "note", description: "Full of doodles and one very careful map." },
    ],
  },
  Hospital: {
    phrase: "the hospital",
    arrive: "The hospital doors sigh open, and {S} [step|steps] into the bright corridor.",
    senses: ["a monitor beeps steadily behind a curtain", "the air smells of soap and worry"],
    features: [{ a: "a nurses' station covered in charts", the: "the nurses' station" }],
    items: [
      {
        name: "first-aid kit",
        type: "medicine",
        description: "Bandages, plasters and a little bottle of antiseptic.",
      },
      { name: "visitor badge", type: "pass", description: "Valid for today only, it says." },
    ],
  },
  Hotel: {
    phrase: "the hotel",
    arrive: "{S} [cross|crosses] the hotel lobby under a chandelier that has seen better decades.",
    senses: ["a lift chimes somewhere down the hall", "carpet muffles every footstep"],
    features: [{ a: "a reception desk with a silver bell", the: "the reception desk" }],
    items: [
      { name: "room key card", type: "keycard", description: "Room 314, according to the sleeve." },
      {
        name: "hotel stationery",
        type: "note",
        description: "Someone pressed hard enough to leave words on the next sheet.",
      },
    ],
  },
  Airport: {
    phrase: "the airport",
    arrive: "{S} [join|joins] the tide of travellers flowing into the airport.",
    senses: ["announcements echo in three languages", "suitcase wheels rumble across the polished floor"],
    features: [{ a: "a departures board", the: "the departures board" }],
    items: [
      { name: "boarding pass", type: "ticket", description: "For a flight that leaves in two hours." },
      { name: "luggage tag", type: "clue", description: "The address on it has been scratched out." },
    ],
  },
  Beach: {
    phrase: "the beach",
    arrive: "{S} [walk|walks] down onto the beach, where the sand gives under every step.",
    senses: ["gulls wheel and cry over the surf", "the tide hisses in and drags back out"],
    features: [{ a: "a tide pool among the rocks", the: "the tide pool" }],
    items: [
      { name: "spiral seashell", type: "charm", description: "Held to an ear, it hums a faint tune." },
      { name: "bottle with a message", type: "document", description: "The cork is sealed with wax." },
    ],
  },
  Forest: {
    phrase: "the forest",
    arrive: "The forest closes around {O} like a held breath.",
    senses: ["pine needles muffle every footstep", "a woodpecker knocks somewhere out of sight"],
    features: [{ a: "a hollow oak split by lightning", the: "the hollow oak" }],
    items: [
      {
        name: "carved walking stick",
        type: "tool",
        description: "Smooth with use, carved with small leaves.",
      },
      { name: "handful of wild berries", type: "food", description: "Sweet, dark and safe to eat." },
    ],
  },
  "City Center": {
    phrase: "the city center",
    arrive: "{S} [step|steps] out into the noise and hurry of the city center.",
    senses: ["traffic growls at the lights", "a busker plays the same four bars over and over"],
    features: [{ a: "a statue in the square", the: "the statue" }],
    items: [
      { name: "city transit card", type: "pass", description: "Still has a few rides left on it." },
      { name: "torn flyer", type: "clue", description: "Half an address and a date: tonight." },
    ],
  },
  Bookstore: {
    phrase: "the bookstore",
    arrive: "{S} [duck|ducks] into the bookstore, where the street noise falls away at once.",
    senses: ["the smell of paper and dust is everywhere", "a cat sleeps on the poetry shelf"],
    features: [{ a: "a shelf of books that nobody is allowed to buy", the: "the forbidden shelf" }],
    items: [
      { name: "old paperback", type: "book", description: "Its margins are full of someone else's notes." },
      {
        name: "bookmark with a pressed flower",
        type: "charm",
        description: "It marks a page about lost things.",
      },
    ],
  },
  Library: {
    phrase: "the library",
    arrive: "{S} [climb|climbs] the library steps and [slip|slips] inside, into the hush.",
    senses: ["pages turn somewhere in the stacks", "the reading lamps glow green and gold"],
    features: [{ a: "a card catalogue with one drawer stuck shut", the: "the card catalogue" }],
    items: [
      {
        name: "library card",
        type: "pass",
        description: "Issued to a name that is almost, but not quite, familiar.",
      },
      { name: "overdue atlas", type: "map", description: "Forty years overdue and annotated in pencil." },
    ],
  },
  Gym: {
    phrase: "the gym",
    arrive: "{S} [push|pushes] into the gym, all echoes and rubber floors.",
    senses: ["weights clank in a steady rhythm", "a radio plays something upbeat too loudly"],
    features: [{ a: "a row of lockers", the: "the lockers" }],
    items: [
      { name: "water bottle", type: "drink", description: "Cold and full. Exactly what is needed." },
      {
        name: "locker key on an elastic band",
        type: "key",
        description: "Number 12, stamped in the plastic tag.",
      },
    ],
  },
  Car: {
    phrase: "the car",
    arrive: "{S} [slide|slides] into the car and [pull|pulls] the door shut on the world.",
    senses: ["the engine ticks as it cools", "rain patters on the roof"],
    features: [{ a: "a glovebox that rattles", the: "the glovebox" }],
    items: [
      { name: "road map", type: "map", description: "One route is traced over in red pen." },
      { name: "parking receipt", type: "clue", description: "Time-stamped at 2:14 in the morning." },
    ],
  },
  Train: {
    phrase: "the train",
    arrive: "{S} [board|boards] the train just as the doors hiss closed.",
    senses: ["the carriage sways over the points", "fields blur past the window"],
    features: [{ a: "an unattended briefcase in the luggage rack", the: "the briefcase" }],
    items: [
      { name: "train ticket", type: "ticket", description: "A single, going further than expected." },
      { name: "folded newspaper", type: "document", description: "One small article is circled." },
    ],
  },
  "Bar/Club": {
    phrase: "the club",
    arrive: "Music swallows {O} whole as {S} [step|steps] into the club.",
    senses: ["bass thumps up through the floor", "coloured lights sweep over the crowd"],
    features: [{ a: "a back room behind a velvet curtain", the: "the back room" }],
    items: [
      { name: "VIP wristband", type: "pass", description: "Gold, and very hard to come by." },
      { name: "coaster with a scribbled note", type: "clue", description: "It just says: not here. Later." },
    ],
  },
  Market: {
    phrase: "the market",
    arrive: "{S} [wander|wanders] into the market, between stalls heaped with everything under the sun.",
    senses: ["traders call out prices over each other", "spices and ripe fruit scent the air"],
    features: [{ a: "a stall that sells only keys", the: "the key stall" }],
    items: [
      { name: "bag of roasted nuts", type: "food", description: "Warm, salty and very moreish." },
      { name: "brass compass", type: "tool", description: "It points steadily, though not always north." },
    ],
  },
  Museum: {
    phrase: "the museum",
    arrive: "{S} [walk|walks] into the museum's great hall, footsteps echoing off the marble.",
    senses: ["glass cases glow under careful lighting", "a guard's keys jingle down the gallery"],
    features: [{ a: "an empty display case", the: "the empty display case" }],
    items: [
      { name: "museum guidebook", type: "book", description: "One exhibit has been torn out of it." },
      { name: "replica coin", type: "charm", description: "Almost too convincing to be a replica." },
    ],
  },
};

export type Place = {
  /** How the place shows in the sidebar and in memory: "Ruined Chapel", "Coffee Shop". */
  name: string;
  /** How prose names it: "the ruined chapel". */
  phrase: string;
  preset?: PresetDetail;
};

const PRESET_BY_LOWER = new Map(
  Object.entries(P).map(([name, detail]) => [name.toLowerCase(), { name, detail }]),
);

export function presetPlace(name: string): Place | undefined {
  const hit = PRESET_BY_LOWER.get(name.trim().toLowerCase());
  return hit ? { name: hit.name, phrase: hit.detail.phrase, preset: hit.detail } : undefined;
}

/** A place from a phrase in our vocabularies ("the ruined chapel"). */
export function vocabPlace(phrase: string): Place {
  return { name: displayName(phrase), phrase };
}

/** A place from a name somebody typed: a chapter's location or the player's "go to the lighthouse". */
export function namedPlace(name: string, known: readonly Place[]): Place {
  const clean = name.trim().replace(/\s+/g, " ").slice(0, 60);
  const preset = presetPlace(clean);
  if (preset) return preset;
  const lower = clean.toLowerCase().replace(/^(the|a|an) /, "");
  const words = clean.split(" ");
  const hit = known.find(
    (p) => p.name.toLowerCase() === lower || p.phrase.toLowerCase().replace(/^the /, "") === lower,
  );
  if (hit) return hit;
  // "Docks" typed as a location is still "the docks"; "Florence" is just Florence.
  // "Lighthouse", "Apartment" (an outline's title case of the author's "the lighthouse") are common nouns.
  const singular = lower.replace(/s$/, "");
  const common =
    OUTDOOR_NOUNS.has(lower) ||
    COMMON_PLACE_NOUNS.has(singular) ||
    (words.length === 1 && (PLACE_HEADS.has(lower) || PLACE_HEADS.has(singular)));
  const single = words.length === 1 && /^[A-Z]/.test(clean) && !common;
  if (single) return { name: clean, phrase: clean };
  if (/^the /i.test(clean)) return { name: displayName(clean), phrase: `the ${clean.slice(4)}` };
  // "St. Jude's Hospital", "Mount Ash", "Via Lucca": a proper name that takes no "the".
  if (/^[A-Z]/.test(clean) && (/^[A-Z][\w.]*'s\b/.test(clean) || PROPER_START.test(clean))) {
    return { name: clean, phrase: clean };
  }
  // "Acacia Avenue", "Windmill Lane", "Trafalgar Square": a named street or park takes no "the".
  if (/^[A-Z]/.test(clean) && words.length > 1 && STREET_ENDS.test(words[words.length - 1] ?? ""))
    return { name: clean, phrase: clean };
  if (/^[A-Z]/.test(clean) && !common) return { name: clean, phrase: `the ${clean}` };
  if (common) return { name: displayName(clean), phrase: `the ${lower}` };
  return { name: displayName(clean), phrase: `the ${clean}` };
}

const STREET_ENDS =
  /^(?:Avenue|Street|Road|Lane|Close|Crescent|Drive|Way|Square|Terrace|Row|Park|Green|Common|Hill|Gardens|Mews|Walk|Parade|Grove)$/;

const PROPER_START =
  /^(?:St\.?|Saint|San|Santa|Mount|Mt\.?|Lake|Fort|Port|Via|Rue|Calle|Piazza|Cape|Isle|Castle|King's|Queen's|[A-Z][a-z]+'s) /;
const COMMON_PLACE_NOUNS = new Set(
  "office room hall hospital ward station house cellar attic library kitchen church chapel tavern inn bar shop store lab laboratory bridge deck hangar warehouse school tower cave mine".split(
    " ",
  ),
);

/** Preset items by lower-case name, so a dropped item keeps its type and description. */
export const PRESET_ITEMS = new Map<string, ItemDef>(
  Object.values(P).flatMap((detail) => detail.items.map((item) => [item.name, item] as const)),
);

const OUTDOOR_PRESETS = new Set(["Park", "Beach", "Forest", "City Center", "Market"]);
const OUTDOOR_NOUNS = new Set(
  (
    "alley bay beach bridge camp canal canyon cemetery churchyard clearing cliff cliffs coast cove crossroads " +
    "dock docks field fields forest garden gardens graveyard harbor harbour hill hills island jetty jungle " +
    "lagoon lake landing marsh meadow moor orchard park pier plaza pond port quarry quay ravine river road " +
    "ruins shore square street swamp valley village vineyard wharf woods yard market marketplace fair " +
    "fairground courtyard terrace rooftop platform promenade boardwalk esplanade trail path pass mountain " +
    "mountains desert dunes peak ridge glade grove heath plain plains prairie ranch crater moors downs " +
    "wall battlements green steps"
  ).split(" "),
);
const INDOORS =
  /\b(door|dust motes|draught|upstairs|downstairs|stairs|wallpaper|house|floor|floorboards?|candles?|windows?|window glass|portraits?|mirrors?|plaster|rooms?|ceiling|corridor|hallway|fireplace|hearth|curtains?|chandelier|desk|drawer|bookcase|cabinet|typewriter|rug|carpet|shelf|shelves|radiator|lift)\b/i;

/** Whether a line speaks of rooms and stairs; asked of the same vocabulary on every turn. */
const indoors = perText((line) => INDOORS.test(line), 4096);

/** Under the open sky: the harbour, the beach, the overgrown churchyard. */
export function isOutdoors(place: Place): boolean {
  if (place.preset) return OUTDOOR_PRESETS.has(place.name);
  return OUTDOOR_NOUNS.has(headNoun(place));
}

/** Under a roof: the library, the drowned chapel, the great hall. "Via Lucca" is neither. */
export function isIndoors(place: Place): boolean {
  if (place.preset) return !OUTDOOR_PRESETS.has(place.name);
  return INDOOR_NOUNS.has(headNoun(place));
}

/** "the barrow on the hill" → "barrow". */
function headNoun(place: Place): string {
  const head = place.phrase.toLowerCase().split(/ (?:of|on|by|in|at|near|under|beyond|that|with) /)[0] ?? "";
  return head.split(" ").pop() ?? "";
}

const INDOOR_NOUNS = new Set(
  (
    "office room hall hospital ward house cellar attic library kitchen church chapel tavern inn shop store " +
    "lab laboratory warehouse school museum gallery vault crypt manor mansion study parlour parlor " +
    "bedroom nursery cabin hold galley barracks chamber chambers theatre theater hotel"
  ).split(" "),
);
const OUTDOORS =
  /\b(trees|branch|branches|lane|chimney|clover|grass|hedgerows?|undergrowth|treeline|brambles|bushes|sky|skies|crows?|tarmac)\b/i;
/** Whether a line speaks of trees, lanes and sky; asked of the same vocabulary on every turn. */
const outdoors = perText((line) => OUTDOORS.test(line), 4096);

/**
 * Sentences about wallpaper and upstairs doors do not belong at a harbour, nor a branch snapping
 * or a cart in the lane inside a chapel.
 */
export function suitsPlace<T>(place: Place, list: readonly T[], text: (t: T) => string): readonly T[] {
  const unfit = isOutdoors(place) ? indoors : isIndoors(place) ? outdoors : undefined;
  if (!unfit) return list;
  const fitting = list.filter((t) => !unfit(text(t)));
  // Even one fitting line beats a mirror on a harbour wall.
  return fitting.length >= 1 ? fitting : list;
}
