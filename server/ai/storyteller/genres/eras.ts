/**
 * What a world's age cannot hold (issue 31): a smartphone in a medieval vale, a spell in an
 * everyday office. Things are grouped by kind; each genre (or, failing that, its family) names
 * the kinds its world lacks. Entries are singular lower-case nouns, as compromise's roots give them.
 */
export const OUT_OF_WORLD = {
  /** Electronics and the networks they use. */
  digital: [
    "smartphone",
    "phone",
    "mobile phone",
    "cellphone",
    "cell phone",
    "laptop",
    "computer",
    "tablet",
    "gps",
    "internet",
    "wifi",
    "email",
    "text message",
    "selfie",
    "drone",
    "security camera",
    "video camera",
    "television",
    "tv",
    "headphones",
    "flashlight",
    "torch app",
    "satnav",
    "app",
  ],
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
    "spaceship",
    "starship",
    "robot",
    "android",
    "hologram",
    "jetpack",
    "time machine",
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
  ],
} as const;

export type OutOfWorldKind = keyof typeof OUT_OF_WORLD;

const BEFORE_ELECTRICITY: OutOfWorldKind[] = ["digital", "machines", "firearms", "future"];
const TODAY: OutOfWorldKind[] = ["future", "magic"];

/** By genre first, then by family id (genres/catalogue.ts). A genre not here follows its family. */
export const ERAS: Record<string, OutOfWorldKind[]> = {
  // Families.
  fantasy: BEFORE_ELECTRICITY,
  historical: ["digital", "future", "magic"],
  mystery: TODAY,
  romance: TODAY,
  everyday: TODAY,
  horror: ["future"],
  scifi: ["magic"],
  adventure: ["future", "magic"],
  // Genres whose world differs from their family's.
  "urban-fantasy": ["future"],
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
