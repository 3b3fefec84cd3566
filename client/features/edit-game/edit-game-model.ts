import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { CHARACTER_TYPES_EDIT, GENRES_ALL } from "../../../contract/constants";
import type { CharacterView, GameDetail } from "../../../contract/creation";
import { NARRATIVE_STYLES, UpdateGameRequest } from "../../../contract/edit-game";
import {
  type CharacterValues,
  characterDetails,
  characterValues,
  emptyCharacter,
  orNull,
} from "../creation-common/character-values";
import { formErrors } from "../creation-common/form-errors";
import { genreLabel } from "../creation-common/genres";

/**
 * A character of the edit form. `savedId` is the server's id ("" until saved): not `id`,
 * which react-hook-form's field arrays use for their own keys.
 */
export type EditCharacterValues = CharacterValues & { savedId: string };

export type PlotLineValues = {
  title: string;
  description: string;
  userDescription: string;
  targetEnding: string;
  keyEvents: string[];
  characters: string[];
  ending: string;
  priority: "critical" | "major" | "optional";
  isActive: boolean;
};

export type GameplayMode = "interactive" | "linear" | "story-only";
export type Perspective = "first_person" | "third_person";

export type EditFormValues = {
  title: string;
  description: string;
  genre: string;
  storyline: string;
  characters: EditCharacterValues[];
  plotLines: PlotLineValues[];
  isPublic: boolean;
  childMode: boolean;
  allowRegeneration: boolean;
  narrativeStyle: string;
  gameplayMode: GameplayMode;
  narrativePerspective: Perspective;
  authorInfluence: string;
};

export type EditRequest = z.output<typeof UpdateGameRequest>;

const MODES: readonly string[] = ["interactive", "linear", "story-only"];

export const newCharacter = (characterType = "supporting"): EditCharacterValues => ({
  ...emptyCharacter(characterType),
  savedId: "",
});

export const fromCharacterView = (c: CharacterView): EditCharacterValues => ({
  ...characterValues(c),
  savedId: c.id,
});

export const newPlotLine = (): PlotLineValues => ({
  title: "",
  description: "",
  userDescription: "",
  targetEnding: "",
  keyEvents: [],
  characters: [],
  ending: "",
  priority: "major",
  isActive: true,
});

/** The game as read back, as the form holds it: blanks for nulls, the spec's defaults. */
export function toFormValues(game: GameDetail): EditFormValues {
  return {
    title: game.title,
    description: game.description ?? "",
    genre: game.genre,
    storyline: game.storyline,
    characters: game.characters.map(fromCharacterView),
    plotLines: game.plotLines.map((p) => ({
      title: p.title,
      description: p.description,
      userDescription: p.userDescription ?? "",
      targetEnding: p.targetEnding ?? "",
      keyEvents: [...p.keyEvents],
      characters: [...p.characters],
      ending: p.ending ?? "",
      priority: p.priority,
      isActive: p.isActive,
    })),
    isPublic: game.isPublic,
    childMode: game.childMode,
    allowRegeneration: game.allowRegeneration,
    narrativeStyle: game.narrativeStyle.trim() || "adventurous",
    // An older game made before linear play had a mode of its own says so with isLinear.
    gameplayMode: MODES.includes(game.gameplayMode)
      ? (game.gameplayMode as GameplayMode)
      : game.isLinear
        ? "linear"
        : "interactive",
    narrativePerspective: game.narrativePerspective === "first_person" ? "first_person" : "third_person",
    authorInfluence: game.authorInfluence ?? "",
  };
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/** The PUT body (contract UpdateGameRequest) from the form. */
export function toRequest(values: EditFormValues): UpdateGameRequest {
  return {
    title: values.title,
    description: values.description,
    genre: values.genre,
    storyline: values.storyline,
    characters: values.characters.map((c) => ({
      ...(c.savedId ? { id: c.savedId } : {}),
      name: c.name,
      role: c.role,
      characterType: c.characterType,
      description: c.description,
      ...characterDetails(c),
    })),
    plotLines: values.plotLines.map((p) => ({
      title: p.title,
      description: p.description,
      userDescription: optional(p.userDescription),
      targetEnding: optional(p.targetEnding),
      // A key event left blank is an empty row of the list, not a mistake.
      keyEvents: p.keyEvents.map((e) => e.trim()).filter(Boolean),
      characters: p.characters,
      ending: optional(p.ending),
      priority: p.priority,
      isActive: p.isActive,
    })),
    isPublic: values.isPublic,
    childMode: values.childMode,
    allowRegeneration: values.allowRegeneration,
    narrativeStyle: values.narrativeStyle.trim() || "adventurous",
    gameplayMode: values.gameplayMode,
    narrativePerspective: values.narrativePerspective,
    authorInfluence: orNull(values.authorInfluence),
  };
}

/** The contract's schema checks the form: the same rules and words as the server. */
export const editFormResolver: Resolver<EditFormValues, unknown, EditRequest> = async (values) => {
  const parsed = UpdateGameRequest.safeParse(toRequest(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  return {
    values: {},
    errors: formErrors<EditFormValues>(parsed.error.issues, {
      arrays: ["characters", "plotLines"],
      lists: [/^plotLines\.\d+\.(keyEvents|characters)/],
    }),
  };
};

type Option = { value: string; label: string };

/** A list of options that always holds `current`, so a value from an older screen is not lost. */
export function withCurrent(options: readonly Option[], current: string, label = genreLabel): Option[] {
  if (!current || options.some((o) => o.value === current)) return [...options];
  return [...options, { value: current, label: label(current) }];
}

export const GENRE_OPTIONS: readonly Option[] = GENRES_ALL.map((g) => ({ value: g, label: genreLabel(g) }));
export const TYPE_OPTIONS: readonly Option[] = CHARACTER_TYPES_EDIT.map((t) => ({
  value: t,
  label: genreLabel(t),
}));
export const STYLE_OPTIONS: readonly Option[] = NARRATIVE_STYLES.map((s) => ({
  value: s,
  label: genreLabel(s),
}));

const editTypes = new Set<string>(CHARACTER_TYPES_EDIT);
/** A type the edit list does not offer (from the AI) becomes "supporting". */
export const editType = (type: string) => (editTypes.has(type) ? type : "supporting");
