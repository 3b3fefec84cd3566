/** Constants the spec fixes, shared by server and client. */

/** Child mode: the one sentence a refused action answers; the client matches "I'm sorry". */
export const REFUSAL_SENTENCE =
  "I'm sorry, but I can't continue the story in that direction. Please choose one of the available actions.";

export const GENRES_CREATE = [
  "fantasy",
  "sci-fi",
  "mystery",
  "horror",
  "adventure",
  "romance",
  "thriller",
  "historical",
  "drama",
  "comedy",
  "erotica",
] as const;

/** Spec 002 §9: the edit form's genres (the spec says 33 and lists these 32). */
export const GENRES_ALL = [
  "fantasy",
  "science-fiction",
  "mystery",
  "horror",
  "romance",
  "adventure",
  "historical",
  "modern",
  "comedy",
  "drama",
  "thriller",
  "supernatural",
  "cyberpunk",
  "steampunk",
  "western",
  "post-apocalyptic",
  "slice-of-life",
  "noir",
  "espionage",
  "action",
  "erotica",
  "literary-fiction",
  "young-adult",
  "dystopian",
  "urban-fantasy",
  "space-opera",
  "psychological",
  "crime",
  "war",
  "biography",
  "experimental",
  "coming-of-age",
] as const;

/** Spec 002 §9: the 20 preset locations chapters pick from. */
export const PRESET_LOCATIONS = [
  "Home",
  "Office",
  "Restaurant",
  "Park",
  "Coffee Shop",
  "School",
  "Hospital",
  "Hotel",
  "Airport",
  "Beach",
  "Forest",
  "City Center",
  "Bookstore",
  "Library",
  "Gym",
  "Car",
  "Train",
  "Bar/Club",
  "Market",
  "Museum",
] as const;

export const CHARACTER_TYPES_CREATE = [
  "protagonist",
  "antagonist",
  "deuteragonist",
  "love-interest",
  "mentor",
  "ally",
  "companion",
  "rival",
  "supporting",
  "background",
] as const;

export const INVENTORY_LIMIT = 10;
export const EXPERIENCE_PER_LEVEL = 100;
/**
 * The longest scene text a player may write over the narrator's (a written chapter is ~2,500
 * words). Here, not in play.ts: the play page reads it, and play.ts builds Zod schemas at import.
 */
export const SCENE_EDIT_MAX_CHARS = 20_000;
export const CHAPTER_COUNT = { min: 5, max: 100, default: 20 } as const;

/** Spec 001 §3: the sequel screen's 20 genres (science-fiction in place of sci-fi). */
export const GENRES_SEQUEL = [
  "fantasy",
  "science-fiction",
  "mystery",
  "horror",
  "adventure",
  "romance",
  "thriller",
  "historical",
  "drama",
  "comedy",
  "erotica",
  "action",
  "supernatural",
  "cyberpunk",
  "steampunk",
  "western",
  "post-apocalyptic",
  "noir",
  "crime",
  "dystopian",
] as const;

/** Spec 001 §3: Quick Start's 18 genre tiles (the spec names romantic-drama, superhero, slice-of-life). */
export const GENRES_QUICK_START = [
  "fantasy",
  "sci-fi",
  "mystery",
  "horror",
  "adventure",
  "romance",
  "romantic-drama",
  "thriller",
  "historical",
  "comedy",
  "drama",
  "superhero",
  "slice-of-life",
  "cyberpunk",
  "steampunk",
  "western",
  "post-apocalyptic",
  "supernatural",
] as const;

/** Spec 001 §3: the sequel character editor offers only these. */
export const CHARACTER_TYPES_SEQUEL = ["protagonist", "antagonist", "supporting", "minor"] as const;

/** Spec 001 §9: outline length presets. */
export const CHAPTER_PRESETS_CREATE = [
  { label: "Short", count: 10 },
  { label: "Medium", count: 20 },
  { label: "Long", count: 40 },
] as const;
export const CHAPTER_PRESETS_SEQUEL = [
  { label: "Short", count: 10 },
  { label: "Medium", count: 25 },
  { label: "Long", count: 40 },
] as const;
export const SEQUEL_CHAPTER_DEFAULT = 40;
export const TITLE_MAX = 100;
export const AI_CHARACTER_COUNT = 3;

/** Spec 002 §9: the Edit Game form's 31 character types. */
export const CHARACTER_TYPES_EDIT = [
  "protagonist",
  "antagonist",
  "deuteragonist",
  "love-interest",
  "mentor",
  "ally",
  "companion",
  "rival",
  "guardian",
  "trickster",
  "herald",
  "threshold-guardian",
  "shapeshifter",
  "shadow",
  "comic-relief",
  "narrator",
  "innocent",
  "sage",
  "explorer",
  "rebel",
  "hero",
  "everyman",
  "magician",
  "ruler",
  "caregiver",
  "creator",
  "jester",
  "lover",
  "outlaw",
  "supporting",
  "background",
] as const;

/** Which tool last wrote a game's story (ADR 027): `StoryWriter` and its names in contract/edit-game.ts. */
export const STORY_WRITERS = [
  "story-editor",
  "generate-story",
  "outline",
  "complete-story",
  "import",
  "restore",
] as const;

/** The run's scenes the play page reads a page at a time, newest page first: a tall screen twice. */
export const TRANSCRIPT_PAGE = 40;

/**
 * The element of a `?session=` link's HTML holding the run's start-up data (ADR 036): the
 * session and its newest transcript page, as GET /api/sessions/{t} and its transcript answer them.
 */
export const PLAY_STARTUP_ELEMENT_ID = "play-startup";

/**
 * Where the browser keeps the reader's theme ("light" or "dark"; none: the system's): read by
 * the app (client/app/theme.ts) and by the play pre-paint's head script (ADR 036).
 */
export const THEME_STORAGE_KEY = "taleforge-theme";
