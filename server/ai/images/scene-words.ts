/**
 * The words the embedded illustrator reads a scene by: data, not code. Each entry lists the
 * words (stems match their plurals and -ed/-ing forms) that put it in the picture.
 */

export type Backdrop =
  | "forest"
  | "mountains"
  | "desert"
  | "beach"
  | "swamp"
  | "village"
  | "city"
  | "ruins"
  | "deck"
  | "castle"
  | "planet"
  | "hall"
  | "tavern"
  | "library"
  | "cave"
  | "corridor";

export const INDOOR: ReadonlySet<Backdrop> = new Set(["hall", "tavern", "library", "cave", "corridor"]);

/** Places, most specific first: a tie in mentions goes to the one listed first. */
export const PLACE_WORDS: Record<Backdrop, readonly string[]> = {
  corridor: [
    "corridor",
    "spaceship",
    "starship",
    "airlock",
    "bulkhead",
    "hatch",
    "cockpit",
    "bridge deck",
    "space station",
    "engine room",
    "hangar",
    "console",
    "reactor",
    "cryo",
  ],
  library: [
    "library",
    "bookshelf",
    "bookshelves",
    "archive",
    "study",
    "scriptorium",
    "tome",
    "manuscript",
    "reading room",
  ],
  tavern: ["tavern", "inn", "alehouse", "pub", "saloon", "hearth", "bar counter", "taproom", "kitchen"],
  hall: [
    "hall",
    "throne",
    "chapel",
    "cathedral",
    "temple",
    "palace",
    "ballroom",
    "crypt",
    "museum",
    "manor",
    "mansion",
    "chamber",
    "court",
    "sanctum",
    "altar",
  ],
  cave: ["cave", "cavern", "tunnel", "mine", "grotto", "underground", "catacomb", "sewer", "burrow"],
  deck: ["deck", "ship", "mast", "sail", "helm", "galleon", "schooner", "rigging", "crow's nest", "voyage"],
  beach: [
    "beach",
    "shore",
    "coast",
    "sea",
    "ocean",
    "cove",
    "harbour",
    "harbor",
    "dock",
    "pier",
    "lighthouse",
    "wave",
    "tide",
    "cliff",
  ],
  swamp: ["swamp", "marsh", "bog", "bayou", "fen", "mire", "reed"],
  desert: [
    "desert",
    "dune",
    "sand",
    "oasis",
    "canyon",
    "mesa",
    "wasteland",
    "badlands",
    "prairie",
    "ranch",
    "frontier",
  ],
  mountains: [
    "mountain",
    "peak",
    "summit",
    "glacier",
    "ridge",
    "pass",
    "snow",
    "crag",
    "valley",
    "highland",
    "alp",
  ],
  planet: ["planet", "alien", "crater", "moonbase", "colony", "nebula", "asteroid", "orbit", "outpost"],
  castle: [
    "castle",
    "fortress",
    "keep",
    "tower",
    "battlement",
    "rampart",
    "citadel",
    "gatehouse",
    "drawbridge",
  ],
  ruins: [
    "ruin",
    "rubble",
    "crumbling",
    "abandoned",
    "graveyard",
    "cemetery",
    "tomb",
    "monolith",
    "standing stone",
    "collapsed",
  ],
  city: [
    "city",
    "street",
    "alley",
    "avenue",
    "downtown",
    "market",
    "square",
    "plaza",
    "neon",
    "skyscraper",
    "rooftop",
    "station",
    "office",
    "apartment",
    "precinct",
    "boulevard",
    "subway",
  ],
  village: [
    "village",
    "hamlet",
    "cottage",
    "farm",
    "barn",
    "mill",
    "town",
    "house",
    "garden",
    "orchard",
    "field",
    "meadow",
    "well",
  ],
  forest: [
    "forest",
    "wood",
    "tree",
    "grove",
    "glade",
    "clearing",
    "jungle",
    "thicket",
    "oak",
    "pine",
    "birch",
    "path",
    "trail",
    "undergrowth",
    "fern",
    "moss",
  ],
};

/** Where a genre's stories usually happen, when the scene names no place. */
export const GENRE_PLACES: readonly [RegExp, readonly Backdrop[]][] = [
  [/sci|space|cyber|future|robot|alien/, ["corridor", "planet", "city"]],
  [/horror|supernatural|gothic|vampire|zombie/, ["ruins", "hall", "forest"]],
  [/mystery|noir|detective|crime|thriller|spy/, ["city", "library", "hall"]],
  [/western|cowboy/, ["desert", "tavern"]],
  [/pirate|nautical|sea/, ["deck", "beach"]],
  [/post-apoc|dystop|survival/, ["ruins", "desert", "city"]],
  [/romance|drama|slice|comedy|modern/, ["village", "city", "beach"]],
  [/historical|medieval|myth/, ["castle", "village", "hall"]],
  [/fantasy|fairy|fable|quest|adventure/, ["forest", "castle", "mountains"]],
];

export type PropId =
  | "door"
  | "torch"
  | "lantern"
  | "candle"
  | "campfire"
  | "chest"
  | "tower"
  | "ship"
  | "statue"
  | "crystal"
  | "banner"
  | "barrel"
  | "table"
  | "book"
  | "window"
  | "tree"
  | "lamp"
  | "screen"
  | "portal"
  | "bird"
  | "dragon"
  | "horse"
  | "flower"
  | "mushroom"
  | "sword"
  | "axe"
  | "bow"
  | "gun"
  | "skull"
  | "blood"
  | "bones";

export const PROP_WORDS: Record<PropId, readonly string[]> = {
  door: ["door", "gate", "doorway", "entrance", "threshold", "portcullis"],
  torch: ["torch", "brazier", "sconce", "flame", "torchlight"],
  lantern: ["lantern", "lamplight", "oil lamp"],
  candle: ["candle", "candlelight", "candelabra", "chandelier"],
  campfire: ["campfire", "fire", "bonfire", "embers", "fireplace", "hearth"],
  chest: ["chest", "treasure", "coffer", "strongbox", "trunk", "gold", "coin", "crate"],
  tower: ["tower", "spire", "lighthouse", "minaret", "turret"],
  ship: ["ship", "boat", "galleon", "sail", "vessel", "starship", "spacecraft", "shuttle"],
  statue: ["statue", "idol", "monument", "gargoyle", "obelisk", "pillar", "column"],
  crystal: ["crystal", "gem", "jewel", "orb", "rune", "amulet", "glowing stone", "magic"],
  banner: ["banner", "flag", "tapestry", "pennant", "standard"],
  barrel: ["barrel", "cask", "keg", "sack", "crate"],
  table: ["table", "desk", "map", "altar", "workbench", "counter"],
  book: ["book", "tome", "scroll", "journal", "letter", "diary", "note"],
  window: ["window", "stained glass", "porthole", "viewport"],
  tree: ["tree", "oak", "willow", "pine", "palm", "trunk", "branch"],
  lamp: ["streetlamp", "street lamp", "lamppost", "lamp", "neon", "sign"],
  screen: ["screen", "console", "terminal", "monitor", "hologram", "display", "panel"],
  portal: ["portal", "archway", "arch", "rift", "gateway", "vortex", "mirror"],
  bird: ["bird", "crow", "raven", "owl", "gull", "hawk", "bat"],
  dragon: ["dragon", "wyvern", "griffin"],
  horse: ["horse", "mare", "stallion", "pony", "steed", "mount"],
  flower: ["flower", "rose", "blossom", "bloom", "lily", "petal", "garden"],
  mushroom: ["mushroom", "toadstool", "fungus", "fungi"],
  // Weapons and gore: never drawn in child mode, and their words are not read there at all.
  sword: ["sword", "blade", "dagger", "knife", "sabre", "saber", "rapier", "scimitar", "machete"],
  axe: ["axe", "halberd", "spear", "pike", "mace", "hammer", "scythe"],
  bow: ["bow", "arrow", "crossbow", "quiver"],
  gun: ["gun", "pistol", "rifle", "blaster", "revolver", "shotgun", "laser"],
  skull: ["skull", "skeleton", "corpse", "zombie"],
  blood: ["blood", "bleeding", "bloody", "gore", "wound", "severed", "slain", "murder"],
  bones: ["bone", "bones", "remains", "carcass"],
};

/** The props child mode never draws (spec: child mode never shows weapons or gore). */
export const UNSAFE_PROPS: ReadonlySet<PropId> = new Set([
  "sword",
  "axe",
  "bow",
  "gun",
  "skull",
  "blood",
  "bones",
]);

/** People: the more of them a scene names, the more figures stand in it. */
export const PEOPLE_WORDS: readonly string[] = [
  "man",
  "woman",
  "boy",
  "girl",
  "child",
  "stranger",
  "figure",
  "guard",
  "soldier",
  "knight",
  "merchant",
  "captain",
  "priest",
  "wizard",
  "witch",
  "mage",
  "king",
  "queen",
  "prince",
  "princess",
  "lady",
  "lord",
  "old",
  "traveller",
  "traveler",
  "innkeeper",
  "sailor",
  "pirate",
  "thief",
  "hunter",
  "farmer",
  "detective",
  "officer",
  "crew",
  "villager",
  "monk",
  "elder",
  "friend",
  "companion",
  "robot",
  "android",
  "scientist",
  "doctor",
  "sheriff",
  "crowd",
];

export type TimeOfDay = "dawn" | "day" | "dusk" | "night";
export const TIME_WORDS: Record<TimeOfDay, readonly string[]> = {
  dawn: ["dawn", "sunrise", "daybreak", "first light", "morning", "cockcrow"],
  day: ["noon", "midday", "sunlight", "sunny", "afternoon", "blue sky", "daylight", "bright sun"],
  dusk: ["dusk", "sunset", "evening", "twilight", "sundown", "setting sun", "gloaming"],
  night: ["night", "midnight", "moon", "moonlight", "star", "starlight", "darkness", "torchlight"],
};

export type Mood = "calm" | "tense" | "eerie" | "joyful";
export const MOOD_WORDS: Record<Mood, readonly string[]> = {
  calm: ["quiet", "gentle", "peace", "rest", "still", "soft", "calm", "warm", "safe", "sleep", "breeze"],
  tense: [
    "danger",
    "threat",
    "scream",
    "sudden",
    "trap",
    "chase",
    "run",
    "fight",
    "battle",
    "attack",
    "growl",
    "roar",
    "storm",
    "angry",
    "fear",
    "alarm",
    "blood",
  ],
  eerie: [
    "fog",
    "mist",
    "ghost",
    "whisper",
    "cold",
    "silent",
    "strange",
    "shadow",
    "haunt",
    "echo",
    "eerie",
    "creak",
    "pale",
    "hollow",
    "spirit",
  ],
  joyful: [
    "laugh",
    "festival",
    "smile",
    "music",
    "celebrat",
    "dance",
    "cheer",
    "song",
    "feast",
    "bright",
    "joy",
    "delight",
    "sparkl",
  ],
};

export type Weather = "clear" | "fog" | "rain" | "snow";
export const WEATHER_WORDS: Record<Exclude<Weather, "clear">, readonly string[]> = {
  fog: ["fog", "mist", "haze", "smoke"],
  rain: ["rain", "drizzle", "downpour", "storm", "thunder"],
  snow: ["snow", "blizzard", "frost", "ice", "sleet"],
};
