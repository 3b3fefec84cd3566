/**
 * The story as the playable HTML file carries it (ADR 023): every choice already resolved to
 * the scene it opens, so the player needs no rules of its own beyond following them.
 */
/** What taking a choice does (contract ChoiceEffects, ADR 027): the player keeps the tally. */
export type PlayerEffects = {
  addItems?: string[];
  removeItems?: string[];
  health?: number;
  experience?: number;
  achievement?: string;
};
export type PlayerChoice = { text: string; to: string | null; effects?: PlayerEffects };
export type PlayerScene = { id: string; title: string; text: string; ending?: true; choices: PlayerChoice[] };
export type PlayerStory = {
  title: string;
  author: string;
  description: string;
  /** The save's key in local storage: one per story, shared by every copy of the file. */
  ifid: string;
  /** "Made with Taleforge" links here. */
  homeUrl: string;
  chapters: { title: string; scenes: PlayerScene[] }[];
  /** Endings no scene carries: shown in the chapter they are reached from (story-walk.ts). */
  endings: PlayerScene[];
};

export const STORY_DATA_ID = "taleforge-story";
