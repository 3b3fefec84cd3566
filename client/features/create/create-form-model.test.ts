import { describe, expect, it } from "vitest";
import {
  chapterCountOf,
  createFormResolver,
  DEFAULT_VALUES,
  emptyCharacter,
  toRequest,
} from "./create-form-model";

const resolve = (values: typeof DEFAULT_VALUES) =>
  createFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the create form", () => {
  it("starts with the spec's defaults: one protagonist, fantasy, third person, 20 chapters", () => {
    expect(DEFAULT_VALUES).toMatchObject({
      genre: "fantasy",
      narrativePerspective: "third_person",
      chapterCount: "20",
    });
    expect(DEFAULT_VALUES.characters).toEqual([
      expect.objectContaining({ role: "protagonist", characterType: "protagonist" }),
    ]);
    expect(emptyCharacter().characterType).toBe("supporting");
  });

  it("reads an unparsable chapter count as 20", () => {
    expect(chapterCountOf({ chapterCount: "many" })).toBe(20);
    expect(chapterCountOf({ chapterCount: " 40 " })).toBe(40);
  });

  it("reports the contract's messages at the fields they belong to", async () => {
    const { errors } = await resolve({ ...DEFAULT_VALUES, chapterCount: "3" });
    expect(errors.title?.message).toBe("Title is required");
    expect(errors.storyline?.message).toBe("Storyline must be at least 10 characters");
    expect(errors.chapterCount?.message).toBe("At least 5 chapters required");
    expect(errors.characters?.[0]?.name?.message).toBe("Character name is required");
  });

  it("sends numbers as numbers, blanks as null, and no details for a real person", async () => {
    const values = {
      ...DEFAULT_VALUES,
      title: "T",
      storyline: "A storyline long enough.",
      characters: [
        { ...emptyCharacter("protagonist"), name: "Wren", role: "Hero", age: "12", eyeColor: " " },
        { ...emptyCharacter(), name: "Ada", role: "Inventor", isRealPerson: true, age: "36" },
      ],
    };
    const request = toRequest(values);
    expect(request.characters[0]).toMatchObject({ age: 12, eyeColor: null, description: null });
    expect(request.characters[1]).toMatchObject({ age: null, isRealPerson: true });
    const { values: parsed, errors } = await resolve(values);
    expect(errors).toEqual({});
    expect(parsed).toMatchObject({ chapterCount: 20, authorInfluence: null });
  });
});

describe("AI Generate and the empty first card (issue 30 item 3)", () => {
  it("counts the form's first card as untouched, and any card with writing as touched", async () => {
    const { isUntouchedCharacter } = await import("../creation-common/character-values");
    const first = DEFAULT_VALUES.characters[0];
    if (!first) throw new Error("the form starts with one card");
    expect(isUntouchedCharacter(first)).toBe(true);
    expect(isUntouchedCharacter(emptyCharacter())).toBe(true);
    expect(isUntouchedCharacter({ ...first, name: "Wren" })).toBe(false);
    expect(isUntouchedCharacter({ ...first, role: "Keeper" })).toBe(false);
    expect(isUntouchedCharacter({ ...first, background: "Born at sea" })).toBe(false);
    expect(isUntouchedCharacter({ ...first, isRealPerson: true })).toBe(false);
  });
});
