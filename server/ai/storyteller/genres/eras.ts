/**
 * What a world's age cannot hold (issue 31): a smartphone in a medieval vale, a spell in an
 * everyday office. Things are grouped by kind; each genre (or, failing that, its family) names
 * the kinds its world lacks. Entries are singular lower-case nouns, as compromise's roots give them.
 */
/** What only the last thirty years carry about: a story of 1952 has telephones, not these. */
const HANDHELD = [
  "smartphone",
  "smartwatch",
  "smart watch",
  "mobile phone",
  "cellphone",
  "cell phone",
  "satellite phone",
  "laptop",
  "tablet",
  "gps",
  "internet",
  "wifi",
  "email",
  "text message",
  "selfie",
  "drone",
  "satnav",
  "app",
  "torch app",
] as const;

export const OUT_OF_WORLD = {
  /** Electronics and the networks they use. */
  digital: [
    ...HANDHELD,
    "phone",
    "computer",
    "security camera",
    "video camera",
    "television",
    "tv",
    "headphones",
    "flashlight",
  ],
  handheld: HANDHELD,
  /** Machines of the last century and a half. */
  machines: [
    "car",
    "truck",
    "motorbike",
    "motorcycle",
    "helicopter",
    "airplane",
    "aeroplane",
    "airstrike",
    "tank",
    "taxi",
    "bus",
    "radio",
    "telephone",
    "camera",
    "snowmobile",
    "motorboat",
    "jeep",
    "tractor",
    "typewriter",
    "photocopier",
    "photocopy",
    "fax",
    "fax machine",
    "tyre iron",
    "getaway driver",
    "getaway car",
    "light bulb",
    "lightbulb",
    "streetlight",
    "neon",
    "fluorescent",
  ],
  firearms: ["gun", "pistol", "rifle", "revolver", "shotgun", "machine gun", "grenade", "bullet"],
  /** What only the far future has. */
  future: [
    "laser",
    "ray gun",
    "blaster",
    "hover boots",
    "hoverboard",
    "teleporter",
    "teleport",
    "teleportation",
    "orbit",
    "spaceship",
    "starship",
    "robot",
    "android",
    "hologram",
    "jetpack",
    "time machine",
  ],
  /** A knight's or a highwayman's kit, out of place in today's streets and offices. */
  bygone: [
    "warhorse",
    "lance",
    "trebuchet",
    "catapult",
    "chainmail",
    "suit of armour",
    "suit of armor",
    "broadsword",
    "sword",
    "flintlock",
    "musket",
    "blunderbuss",
    "crossbow",
    "longbow",
    "halberd",
  ],
  /** Sword-and-sorcery magic and its creatures. */
  magic: [
    "spell",
    "fireball",
    "magic wand",
    "wand",
    "potion",
    "dragon",
    "griffin",
    "gryphon",
    "unicorn",
    "fire spirit",
    "familiar",
    "enchantment",
    "curse of fire",
    "lightning bolt",
    "thunderbolt",
    "magic missile",
  ],
  /**
   * A hero's battle spell and a fairy tale's beasts: a haunted house may hold ghosts and curses,
   * but its living throw no lightning and summon no unicorn.
   */
  sorcery: [
    "fireball",
    "lightning bolt",
    "thunderbolt",
    "magic missile",
    "fire spirit",
    "unicorn",
    "pegasus",
    "griffin",
    "gryphon",
  ],
} as const;

export type OutOfWorldKind = keyof typeof OUT_OF_WORLD;

const BEFORE_ELECTRICITY: OutOfWorldKind[] = ["digital", "machines", "firearms", "future"];
const TODAY: OutOfWorldKind[] = ["future", "magic", "bygone"];

/** By genre first, then by family id (genres/catalogue.ts). A genre not here follows its family. */
export const ERAS: Record<string, OutOfWorldKind[]> = {
  // Families.
  fantasy: BEFORE_ELECTRICITY,
  historical: ["digital", "future", "magic"],
  mystery: TODAY,
  romance: TODAY,
  everyday: TODAY,
  // Ghosts and curses may haunt a horror story, but its living throw no fire or lightning; and
  // one set today (a gothic or a dated one has its own kinds) has no longbow or flintlock to hand.
  horror: ["future", "sorcery", "bygone"],
  scifi: ["magic"],
  adventure: ["future", "magic"],
  // Genres whose world differs from their family's.
  "urban-fantasy": ["future"],
  // A vampire hunter's crossbow and stake are the genre's own.
  vampire: ["future", "sorcery"],
  western: ["digital", "future", "magic", "machines"],
  medieval: BEFORE_ELECTRICITY.concat("magic"),
  gothic: ["digital", "future", "magic"],
  "fairy-tale": BEFORE_ELECTRICITY,
  fairytale: BEFORE_ELECTRICITY,
  cyberpunk: ["magic"],
  "post-apocalyptic": ["magic", "future"],
  superhero: [],
  steampunk: ["digital", "future", "magic"],
};

/**
 * What a story's own year rules out, whatever its genre: a mystery "in 1887" has no laptops,
 * a 1952 sanatorium no smartphones. Years come from the author's text (era.ts).
 */
export function kindsForYear(year: number): OutOfWorldKind[] {
  if (year < 1450) return ["digital", "handheld", "machines", "firearms", "future"];
  if (year < 1880) return ["digital", "handheld", "machines", "future"];
  if (year < 1950) return ["digital", "handheld", "future"];
  if (year < 1995) return ["handheld", "future"];
  return [];
}

/** Named periods, as a year inside them: "a Victorian mill town" is a story of about 1870. */
export const PERIOD_YEARS: Record<string, number> = {
  "roman britain": 200,
  "roman legion": 100,
  viking: 900,
  medieval: 1300,
  "middle ages": 1300,
  tudor: 1540,
  elizabethan: 1580,
  georgian: 1780,
  regency: 1815,
  victorian: 1870,
  edwardian: 1905,
  "roaring twenties": 1925,
  "jazz age": 1925,
  "the blitz": 1940,
  wartime: 1942,
};
