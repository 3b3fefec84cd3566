/**
 * A character as the creation and edit forms hold it while it is typed: every text is a
 * string (blank, not null) and the age stays text until it is sent.
 */
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

/** The shape a form needs for the shared character card: a list named `characters`. */
export type CharactersForm = { characters: CharacterValues[] };

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

/**
 * A card nobody has written in: every text blank (its type and role as the form first set
 * them count as untouched). AI Generate replaces such cards rather than adding beside them.
 */
export function isUntouchedCharacter(c: CharacterValues): boolean {
  const { characterType: _, role, isRealPerson, ...texts } = c;
  return (
    !isRealPerson &&
    (!role.trim() || role.trim() === c.characterType) &&
    Object.values(texts).every((v) => typeof v !== "string" || !v.trim())
  );
}

export const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The details as the contract takes them. A real person is described by their biography, so
 * their invented details (which the form hides) are not sent.
 */
export function characterDetails(c: CharacterValues) {
  const age = Number.parseInt(c.age, 10);
  const real = c.isRealPerson;
  return {
    isRealPerson: real,
    age: real || Number.isNaN(age) ? null : age,
    height: real ? null : orNull(c.height),
    eyeColor: real ? null : orNull(c.eyeColor),
    hairColor: real ? null : orNull(c.hairColor),
    physique: real ? null : orNull(c.physique),
    personality: real ? null : orNull(c.personality),
    background: real ? null : orNull(c.background),
  };
}

/** A saved character's nulls back to the form's blanks. */
export function characterValues(c: {
  name: string;
  role: string;
  characterType: string;
  description: string | null;
  isRealPerson: boolean;
  age: number | null;
  height: string | null;
  eyeColor: string | null;
  hairColor: string | null;
  physique: string | null;
  personality: string | null;
  background: string | null;
}): CharacterValues {
  return {
    name: c.name,
    role: c.role,
    characterType: c.characterType,
    description: c.description ?? "",
    isRealPerson: c.isRealPerson,
    age: c.age === null ? "" : String(c.age),
    height: c.height ?? "",
    eyeColor: c.eyeColor ?? "",
    hairColor: c.hairColor ?? "",
    physique: c.physique ?? "",
    personality: c.personality ?? "",
    background: c.background ?? "",
  };
}
