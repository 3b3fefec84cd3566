import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { CHAPTER_COUNT, CHARACTER_TYPES_CREATE } from "../../../contract/constants";
import { CreateGameRequest, parseChapterCount } from "../../../contract/creation";

import {
  type CharacterValues,
  characterDetails,
  emptyCharacter,
  orNull,
} from "../creation-common/character-values";
import { formErrors } from "../creation-common/form-errors";

export { type CharacterValues, emptyCharacter };

/** The create form as typed: numbers stay text until they are sent (spec: unparsable → 20). */
export type CreateFormValues = {
  title: string;
  genre: string;
  storyline: string;
  isLinear: boolean;
  narrativePerspective: "first_person" | "third_person";
  authorInfluence: string;
  childMode: boolean;
  chapterCount: string;
  characters: CharacterValues[];
};

export type CreateRequest = z.output<typeof CreateGameRequest>;

/** Spec 001 §4, §9: one protagonist to start; fantasy, third person, 20 chapters. */
export const DEFAULT_VALUES: CreateFormValues = {
  title: "",
  genre: "fantasy",
  storyline: "",
  isLinear: false,
  narrativePerspective: "third_person",
  authorInfluence: "",
  childMode: false,
  chapterCount: String(CHAPTER_COUNT.default),
  characters: [{ ...emptyCharacter("protagonist"), role: "protagonist" }],
};

export const chapterCountOf = (values: Pick<CreateFormValues, "chapterCount">) =>
  parseChapterCount(values.chapterCount);

const createTypes = new Set<string>(CHARACTER_TYPES_CREATE);
/** An AI type the create screen does not offer becomes "supporting". */
export const createType = (type: string) => (createTypes.has(type) ? type : "supporting");

export function toRequest(values: CreateFormValues) {
  return {
    title: values.title,
    genre: values.genre,
    storyline: values.storyline,
    childMode: values.childMode,
    narrativePerspective: values.narrativePerspective,
    authorInfluence: orNull(values.authorInfluence),
    isLinear: values.isLinear,
    chapterCount: values.chapterCount,
    characters: values.characters.map((c) => ({
      name: c.name,
      role: c.role,
      characterType: c.characterType,
      description: orNull(c.description),
      ...characterDetails(c),
    })),
  };
}

/** The contract's schema checks the form: the same rules and words as the server. */
export const createFormResolver: Resolver<CreateFormValues, unknown, CreateRequest> = async (values) => {
  const parsed = CreateGameRequest.safeParse(toRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  return {
    values: {},
    errors: formErrors<CreateFormValues>(parsed.error.issues, { arrays: ["characters"] }),
  };
};
