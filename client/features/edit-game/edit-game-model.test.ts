import { describe, expect, it } from "vitest";
import type { GameDetail } from "../../../contract/creation";
import { EDIT_MESSAGES, UpdateGameRequest } from "../../../contract/edit-game";
import {
  type EditFormValues,
  editFormResolver,
  GENRE_OPTIONS,
  newCharacter,
  newPlotLine,
  TYPE_OPTIONS,
  toFormValues,
  toRequest,
  withCurrent,
} from "./edit-game-model";

const character = (
  over: Partial<GameDetail["characters"][number]> = {},
): GameDetail["characters"][number] => ({
  id: "c1",
  name: "Wren",
  role: "Lamplighter",
  characterType: "protagonist",
  description: "A young lamplighter.",
  baseDescription: "A young lamplighter.",
  currentStatus: null,
  lastUpdatedScene: null,
  isRealPerson: false,
  age: 16,
  height: null,
  eyeColor: "grey",
  hairColor: null,
  physique: null,
  personality: "Stubborn",
  background: null,
  ...over,
});

const game: GameDetail = {
  id: "g1",
  creatorId: "u1",
  title: "The Lantern of Hollow Vale",
  description: "Relight the lantern.",
  genre: "fantasy",
  storyline: "Wren must relight the Lantern of Hollow Vale before the longest night.",
  childMode: false,
  narrativePerspective: "third_person",
  narrativeStyle: "adventurous",
  authorInfluence: null,
  gameplayMode: "interactive",
  isLinear: false,
  chapterCount: 20,
  isPublic: false,
  isDraft: true,
  isPublished: false,
  publishedAt: null,
  allowRegeneration: true,
  hasStructuredStory: false,
  useCompleteStorySystem: false,
  storyBeats: null,
  storyKind: "free-play",
  storyChapterCount: 0,
  sceneCount: 0,
  plotLines: [
    {
      title: "The flint",
      description: "Find the flint.",
      keyEvents: ["The chapel floods"],
      characters: ["Wren"],
      priority: "critical",
      isActive: true,
    },
  ],
  shareSlug: "the-lantern-abc123",
  restoredFromBackupAt: null,
  createdAt: "2026-11-26T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
  characters: [
    character(),
    character({ id: "c2", name: "Ada Lovelace", isRealPerson: true, age: null, eyeColor: null }),
  ],
};

const resolve = (values: EditFormValues) =>
  editFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the edit form", () => {
  it("reads a game into the form with blanks for nulls and the age as text", () => {
    const values = toFormValues(game);
    expect(values).toMatchObject({ description: "Relight the lantern.", authorInfluence: "" });
    expect(values.characters[0]).toMatchObject({ savedId: "c1", age: "16", eyeColor: "grey", height: "" });
    expect(values.plotLines[0]).toMatchObject({ userDescription: "", keyEvents: ["The chapel floods"] });
  });

  it("sends back what it read: a round trip the contract accepts, ids kept", () => {
    const request = toRequest(toFormValues(game));
    const parsed = UpdateGameRequest.parse(request);
    expect(parsed).toMatchObject({
      title: game.title,
      description: game.description,
      genre: "fantasy",
      storyline: game.storyline,
      narrativeStyle: "adventurous",
      gameplayMode: "interactive",
      narrativePerspective: "third_person",
      authorInfluence: null,
      isPublic: false,
      allowRegeneration: true,
    });
    expect(parsed.characters.map((c) => c.id)).toEqual(["c1", "c2"]);
    expect(parsed.characters[0]).toMatchObject({ age: 16, eyeColor: "grey", height: null });
    expect(parsed.plotLines).toEqual([
      expect.objectContaining({ title: "The flint", priority: "critical", keyEvents: ["The chapel floods"] }),
    ]);
  });

  it("sends a new character without an id and drops blank key events", () => {
    const values = toFormValues(game);
    values.characters.push({ ...newCharacter(), name: "Maud", role: "Keeper", description: "Old." });
    values.plotLines.push({ ...newPlotLine(), title: "New", keyEvents: ["", "  ", "A storm"] });
    const request = toRequest(values);
    expect(request.characters[2]).not.toHaveProperty("id");
    expect(request.plotLines?.[1]).toMatchObject({
      keyEvents: ["A storm"],
      priority: "major",
      isActive: true,
    });
  });

  it("falls back to the spec's defaults for a game with odd settings", () => {
    const values = toFormValues({
      ...game,
      narrativeStyle: "",
      gameplayMode: "",
      isLinear: true,
      narrativePerspective: "second",
    });
    expect(values).toMatchObject({
      narrativeStyle: "adventurous",
      gameplayMode: "linear",
      narrativePerspective: "third_person",
    });
  });

  it("says each of the spec's messages at the field it belongs to", async () => {
    const values = toFormValues(game);
    const blank = {
      ...values,
      title: " ",
      description: "",
      genre: "",
      storyline: "",
      characters: [{ ...newCharacter(""), savedId: "c1" }],
    };
    const { errors } = await resolve(blank);
    expect(errors.title?.message).toBe(EDIT_MESSAGES.titleRequired);
    expect(errors.description?.message).toBe(EDIT_MESSAGES.descriptionRequired);
    expect(errors.genre?.message).toBe(EDIT_MESSAGES.genreRequired);
    expect(errors.storyline?.message).toBe(EDIT_MESSAGES.storylineRequired);
    const first = errors.characters?.[0];
    expect(first?.name?.message).toBe(EDIT_MESSAGES.characterName);
    expect(first?.role?.message).toBe(EDIT_MESSAGES.characterRole);
    expect(first?.description?.message).toBe(EDIT_MESSAGES.characterDescription);
    expect(first?.characterType?.message).toBe(EDIT_MESSAGES.characterType);

    const none = await resolve({ ...values, characters: [] });
    expect(none.errors.characters?.root?.message).toBe(EDIT_MESSAGES.charactersRequired);
  });

  it("puts a plot line's problems on its own fields", async () => {
    const values = toFormValues(game);
    values.plotLines[0] = { ...newPlotLine(), keyEvents: ["x".repeat(301)] };
    const { errors } = await resolve(values);
    expect(errors.plotLines?.[0]?.title?.message).toBe(EDIT_MESSAGES.plotLineTitle);
    expect(errors.plotLines?.[0]?.keyEvents?.message).toBe(
      "A key event is too long (300 characters at most)",
    );
  });

  it("passes a valid form through as the contract's output", async () => {
    const { values, errors } = await resolve(toFormValues(game));
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      title: game.title,
      plotLines: [expect.objectContaining({ ending: undefined })],
    });
  });

  it("keeps a value from an older screen as an extra option", () => {
    expect(withCurrent(GENRE_OPTIONS, "sci-fi").at(-1)).toEqual({ value: "sci-fi", label: "Sci-Fi" });
    expect(withCurrent(GENRE_OPTIONS, "fantasy")).toHaveLength(GENRE_OPTIONS.length);
    expect(withCurrent(TYPE_OPTIONS, "minor").at(-1)).toEqual({ value: "minor", label: "Minor" });
    expect(TYPE_OPTIONS).toHaveLength(31);
  });
});
