import { z } from "zod";
import {
  DraftCharacter,
  type OutlineChapter,
  type StateChanges,
  TurnOutcome,
  type TurnOutcome as TurnOutcomeType,
} from "../../../contract/ai";
import { EVENT_TYPES, IMPACT_LEVELS, TurnCharacterEvent } from "../../../contract/progression";
import { oneLine } from "./text";

/**
 * What we ask models for ("wire" shapes), and how answers become contract shapes.
 *
 * The wire shapes are strict-mode friendly for every provider: every property required,
 * `null` instead of optional, no length limits (OpenAI's strict JSON schema rejects optional
 * properties; Gemini and Anthropic reject some keywords). Limits live in the descriptions; the
 * normalizers clip and clamp; the contract's Zod schemas have the last word.
 */

const s = (description: string) => z.string().describe(description);
const list = (description: string) => z.array(z.string()).describe(description);

const CharacterEventWire = z.object({
  character: s("The character's name exactly as <characters> gives it"),
  eventType: z.enum(EVENT_TYPES).describe("What kind of thing happened to the character"),
  impactLevel: z
    .enum(IMPACT_LEVELS)
    .describe("How much it changes the character: usually minor; life-changing is rare"),
  description: s(
    "One sentence in your own words, in the third person, about what happened to the character (never the player's words)",
  ),
  relatedCharacters: list("Names of the other characters involved, as <characters> gives them; [] if none"),
});

/**
 * A model's events, kept only where each one fits: an event with an unknown type, or none at
 * all (a model that leaves the field out), costs the turn nothing. The JSON schema sent is the
 * array's, so the model is still asked for the field.
 */
const characterEvents = z.preprocess(
  (value) =>
    Array.isArray(value) ? value.map(looseEvent).filter((e) => CharacterEventWire.safeParse(e).success) : [],
  z.array(CharacterEventWire),
);

/** "Life changing", "Relationship": the enum's words, whatever their case or spacing. */
function looseEvent(value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  const e = value as Record<string, unknown>;
  const word = (v: unknown) =>
    typeof v === "string"
      ? v
          .trim()
          .toLowerCase()
          .replace(/[\s_]+/g, "-")
      : v;
  return { ...e, eventType: word(e.eventType), impactLevel: word(e.impactLevel) };
}

export const TurnWire = z.object({
  sceneTitle: s("A short, evocative title for this scene, at most 8 words"),
  choices: list("3 to 4 distinct actions the player could take next, each under 15 words, fitting the scene"),
  quickActions: list("Up to 6 very short generic actions of 1 to 3 words, e.g. Look around, Check inventory"),
  changes: z.object({
    healthDelta: z
      .number()
      .nullable()
      .describe("Health change caused by this scene (negative for harm, -100..100), null if none"),
    experienceDelta: z
      .number()
      .nullable()
      .describe("Experience earned in this scene (0..100, usually 5-30), null if none"),
    addItems: z
      .array(
        z.object({
          name: s("Item name"),
          type: s("One word: weapon, tool, key, potion…"),
          description: s("One sentence"),
        }),
      )
      .describe("Items the character picked up or received in this scene (at most 5); [] if none"),
    removeItems: list("Exact names of inventory items used up, lost or given away in this scene; [] if none"),
    achievements: list("Notable accomplishments in this scene, a few words each (usually none); [] if none"),
    location: s("Where the character is at the end of the scene, if they moved; null otherwise").nullable(),
    progressDelta: z
      .number()
      .nullable()
      .describe("How much closer the story came to its end, in percent (usually 1-5), null if none"),
  }),
  summary: s(
    "The whole story so far in one paragraph of at most 150 words: the previous summary folded together with this scene",
  ),
  charactersMet: list("Names of the characters the player met or spoke with in this scene; [] if none"),
  characterEvents: characterEvents.describe(
    "What this scene did to the story's named characters (only those in <characters>): at most 3, [] if none",
  ),
});
export type TurnWire = z.infer<typeof TurnWire>;

const CharacterWire = z.object({
  name: s("Full name"),
  role: s("Role in the story, a few words"),
  characterType: s("protagonist, antagonist, mentor, ally, companion, rival, love-interest or supporting"),
  description: s("Two to four sentences: looks, personality, motivation"),
});

export const CharactersWire = z.object({ characters: z.array(CharacterWire) });
export const QuickStartWire = z.object({
  title: s("The story's title, at most 8 words"),
  storyline: s("The premise in 120 to 220 words: protagonist, goal, conflict, stakes"),
  characters: z.array(CharacterWire).describe("The main characters, the protagonist first"),
});

const ChapterWire = z.object({
  chapterNumber: z.number().describe("1-based chapter number"),
  title: s("Chapter title, at most 10 words"),
  outline: s("What happens in the chapter, 2 to 4 sentences"),
  selectedCharacters: list("Names of the characters who appear in the chapter"),
  selectedLocation: s("The main location of the chapter"),
});

export const OutlineWire = z.object({
  chapters: z.array(ChapterWire),
  mainCharacters: z.array(CharacterWire).describe("The main characters of the story"),
  commonLocations: list("The recurring locations of the story"),
});
export const ChaptersWire = z.object({ chapters: z.array(ChapterWire) });

export const SuggestionsWire = z.object({
  suggestions: list("3 to 5 sequel ideas, one or two sentences each"),
});
export const EnhancedStorylineWire = z.object({
  enhancedStoryline: s("The sequel storyline, developed into 120 to 250 words"),
});
export const TitleWire = z.object({ title: s("The new chapter title, at most 10 words") });
export const ModerationWire = z.object({
  allowed: z.boolean().describe("true if the text is suitable for a children's story"),
  reason: s("If not allowed, a short neutral reason; otherwise an empty string"),
});

// ---- normalizers: wire → contract, or a message saying what is wrong (for the repair ask) --

export class InvalidAnswer extends Error {
  override name = "InvalidAnswer";
}

const clamp = (n: number | null, min: number, max: number) =>
  n === null || !Number.isFinite(n) ? undefined : Math.min(max, Math.max(min, n));
const clampInt = (n: number | null, min: number, max: number) => {
  const v = clamp(n, min, max);
  return v === undefined || Math.round(v) === 0 ? undefined : Math.round(v);
};

/** Trimmed, clipped, non-empty, unique (case-insensitive), at most `max`. */
export function cleanList(values: string[], maxLen: number, max: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const t = oneLine(v, maxLen).replace(/^[-*\d.)\s]+/, "");
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
    if (out.length === max) break;
  }
  return out;
}

function zodProblem(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".") || "answer"}: ${i.message}`)
    .join("; ");
}

export function toTurnOutcome(wire: TurnWire): TurnOutcomeType {
  const c = wire.changes;
  const changes: StateChanges = {};
  const health = clampInt(c.healthDelta, -100, 100);
  if (health !== undefined) changes.healthDelta = health;
  const xp = clampInt(c.experienceDelta, 0, 500);
  if (xp !== undefined) changes.experienceDelta = xp;
  const add = c.addItems
    .map((i) => ({
      name: oneLine(i.name, 60),
      type: oneLine(i.type, 30) || "item",
      description: oneLine(i.description, 300),
    }))
    .filter((i) => i.name)
    .slice(0, 5);
  if (add.length) changes.addItems = add;
  const remove = cleanList(c.removeItems, 60, 5);
  if (remove.length) changes.removeItems = remove;
  const achievements = cleanList(c.achievements, 80, 3);
  if (achievements.length) changes.achievements = achievements;
  const location = oneLine(c.location, 80);
  if (location) changes.location = location;
  const progress = clamp(c.progressDelta, 0, 100);
  if (progress) changes.progressDelta = progress;

  const candidate = {
    sceneTitle: oneLine(wire.sceneTitle, 100),
    choices: cleanList(wire.choices, 120, 4),
    quickActions: cleanList(wire.quickActions, 40, 6),
    changes,
    // Never from the model: the system message is for the engine and the safety checks.
    systemMessage: null,
    characterEvents: toCharacterEvents(wire.characterEvents),
  };
  const parsed = TurnOutcome.safeParse(candidate);
  if (!parsed.success) throw new InvalidAnswer(zodProblem(parsed.error));
  return parsed.data;
}

/** The model's events, clipped to the contract's limits; one that still does not fit is left out. */
function toCharacterEvents(wire: TurnWire["characterEvents"]): TurnCharacterEvent[] {
  const out: TurnCharacterEvent[] = [];
  for (const e of wire) {
    const parsed = TurnCharacterEvent.safeParse({
      character: oneLine(e.character, 80),
      eventType: e.eventType,
      impactLevel: e.impactLevel,
      description: oneLine(e.description, 300),
      relatedCharacters: cleanList(e.relatedCharacters, 80, 5),
    });
    if (parsed.success) out.push(parsed.data);
    if (out.length === 3) break;
  }
  return out;
}

export function toDraftCharacters(wire: z.infer<typeof CharactersWire>["characters"]): DraftCharacter[] {
  const seen = new Set<string>();
  const out: DraftCharacter[] = [];
  for (const c of wire) {
    const candidate = {
      name: oneLine(c.name, 80),
      role: oneLine(c.role, 120) || "Supporting character",
      characterType: oneLine(c.characterType, 40).toLowerCase() || "supporting",
      description: c.description.trim().slice(0, 1500),
    };
    if (!candidate.name || seen.has(candidate.name.toLowerCase())) continue;
    const parsed = DraftCharacter.safeParse(candidate);
    if (!parsed.success) continue;
    seen.add(candidate.name.toLowerCase());
    out.push(parsed.data);
  }
  return out;
}

/** Chapters numbered from `firstNumber` in the order given; empty titles are dropped. */
export function toChapters(
  wire: z.infer<typeof ChapterWire>[],
  firstNumber: number,
  fallbackLocation: string,
): OutlineChapter[] {
  return wire
    .map((c) => ({
      title: oneLine(c.title, 150),
      outline: c.outline.trim().slice(0, 3000),
      selectedCharacters: cleanList(c.selectedCharacters, 80, 20),
      selectedLocation: oneLine(c.selectedLocation, 80) || fallbackLocation,
    }))
    .filter((c) => c.title)
    .map((c, i) => ({ chapterNumber: firstNumber + i, ...c }));
}
