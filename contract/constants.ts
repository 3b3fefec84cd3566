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

/** Spec 002 §9: the edit form's 33 genres. */
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
export const CHAPTER_COUNT = { min: 5, max: 100, default: 20 } as const;
