import type { FieldErrors, Resolver } from "react-hook-form";
import type { z } from "zod";
import { CHAPTER_COUNT, CHARACTER_TYPES_CREATE } from "../../../contract/constants";
import { CreateGameRequest, parseChapterCount } from "../../../contract/creation";

/** The create form as typed: numbers stay text until they are sent (spec: unparsable → 20). */
export type CharacterValues = {
  name: string;
  role: string;
  characterType: string;
  description: string;
  isRealPerson: boolean;
  age: string;
  height: string;
  eyeColor: string;
  hairColor: string;
  physique: string;
  personality: string;
  background: string;
};

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

export const emptyCharacter = (characterType = "supporting"): CharacterValues => ({
  name: "",
  role: "",
  characterType,
  description: "",
  isRealPerson: false,
  age: "",
  height: "",
  eyeColor: "",
  hairColor: "",
  physique: "",
  personality: "",
  background: "",
});

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

const orNull = (text: string) => (text.trim() ? text.trim() : null);

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
    characters: values.characters.map((c) => {
      const age = Number.parseInt(c.age, 10);
      return {
        name: c.name,
        role: c.role,
        characterType: c.characterType,
        description: orNull(c.description),
        isRealPerson: c.isRealPerson,
        age: c.isRealPerson || Number.isNaN(age) ? null : age,
        height: c.isRealPerson ? null : orNull(c.height),
        eyeColor: c.isRealPerson ? null : orNull(c.eyeColor),
        hairColor: c.isRealPerson ? null : orNull(c.hairColor),
        physique: c.isRealPerson ? null : orNull(c.physique),
        personality: c.isRealPerson ? null : orNull(c.personality),
        background: c.isRealPerson ? null : orNull(c.background),
      };
    }),
  };
}

/** The contract's schema checks the form: the same rules and words as the server. */
export const createFormResolver: Resolver<CreateFormValues, unknown, CreateRequest> = async (values) => {
  const parsed = CreateGameRequest.safeParse(toRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    // "characters" on its own is the list's rule; react-hook-form keeps array errors under root.
    const key = path === "characters" ? "characters.root" : path;
    if (!errors[key]) errors[key] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: nest(errors) as FieldErrors<CreateFormValues> };
};

function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split(".");
    let node = out;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i] as string;
      if (node[part] === undefined) node[part] = /^\d+$/.test(parts[i + 1] ?? "") ? [] : {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return out;
}
