import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import type { DraftCharacter, OutlineResult } from "../../../contract/ai";
import { GENRES_SEQUEL, SEQUEL_CHAPTER_DEFAULT } from "../../../contract/constants";
import { type GameDetail, type OutlineChapterView, SequelForm } from "../../../contract/creation";

export type SequelValues = {
  originalGameId: string;
  title: string;
  genre: string;
  chapterCount: string;
  sequelStoryline: string;
};
export type SequelRequest = z.output<typeof SequelForm>;

export const SEQUEL_DEFAULTS: SequelValues = {
  originalGameId: "",
  title: "",
  genre: "",
  chapterCount: String(SEQUEL_CHAPTER_DEFAULT),
  sequelStoryline: "",
};

/** A character of the generated sequel, as the sequel's character editor keeps it. */
export type SequelCharacter = {
  key: string;
  name: string;
  role: string;
  characterType: string;
  description: string;
  isRealPerson: boolean;
};

export type SequelResult = Omit<OutlineResult, "mainCharacters"> & { mainCharacters: SequelCharacter[] };

/** Spec 001 §9: the preview shows the last 3 original chapters and the first 10 generated. */
export const ORIGINAL_PREVIEW_CHAPTERS = 3;
export const RESULT_PREVIEW_CHAPTERS = 10;

const SEQUEL_TYPES = new Set(["protagonist", "antagonist", "supporting", "minor"]);
/** The sequel editor offers four types; any other becomes the nearest ("supporting"). */
export const sequelType = (type: string) => (SEQUEL_TYPES.has(type) ? type : "supporting");

let keys = 0;
export const characterKey = () => `c${++keys}`;

export const toSequelCharacter = (c: DraftCharacter): SequelCharacter => ({
  key: characterKey(),
  name: c.name,
  role: c.role,
  characterType: sequelType(c.characterType),
  description: c.description,
  isRealPerson: false,
});

/** The original's genre on the sequel's list: "sci-fi" is called "science-fiction" there. */
export function sequelGenre(genre: string): string {
  return genre === "sci-fi" ? "science-fiction" : genre;
}

export function genreOptions(extra: string) {
  const list: string[] = [...GENRES_SEQUEL];
  if (extra && !list.includes(extra)) list.push(extra);
  return list;
}

/** Spec 001 §8: the sequel errors, worded as the spec has them. */
export function sequelSourceProblem(game: GameDetail, chapters: OutlineChapterView[]): string | null {
  if (chapters.length === 0)
    return `Original story "${game.title}" has no chapters. Please create a story outline first in the story editor.`;
  if (game.characters.length === 0)
    return `No characters found for "${game.title}". Please add characters to the original game first.`;
  return null;
}

export const originalLocations = (chapters: OutlineChapterView[]) => [
  ...new Set(chapters.map((c) => c.selectedLocation.trim()).filter(Boolean)),
];

export const sequelResolver: Resolver<SequelValues, unknown, SequelRequest> = async (values) => {
  const parsed = SequelForm.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".");
    if (!errors[key]) errors[key] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
