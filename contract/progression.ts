import { z } from "zod";

/**
 * Character progression (spec 002 §2, §3, §5, §7, §9): what happened to a game's character,
 * added by its author or recorded automatically while the game is played (ADR 013).
 */

export const EVENT_TYPES = [
  "relationship",
  "job",
  "personal",
  "physical",
  "emotional",
  "achievement",
  "loss",
] as const;
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

export const IMPACT_LEVELS = ["minor", "moderate", "major", "life-changing"] as const;
export const ImpactLevel = z.enum(IMPACT_LEVELS);
export type ImpactLevel = z.infer<typeof ImpactLevel>;

export const PROGRESSION_MESSAGES = {
  requiredFields: "Required Fields Missing: Please fill in event type, description, and impact level",
  characterNotFound: "Character not found",
  sceneNumber: "Scene number must be a whole number from 0 to 100000",
} as const;

/** Points an event adds to the score (capped at 100): see ADR 013. */
export const IMPACT_POINTS: Record<ImpactLevel, number> = {
  minor: 5,
  moderate: 10,
  major: 20,
  "life-changing": 35,
};

/** Spec 002 §2: 80 or more green, 50 blue, 25 orange, otherwise grey. */
export function scoreTone(score: number): "green" | "blue" | "orange" | "grey" {
  if (score >= 80) return "green";
  if (score >= 50) return "blue";
  if (score >= 25) return "orange";
  return "grey";
}

const requiredField = {
  error: () => PROGRESSION_MESSAGES.requiredFields,
};

/** POST /api/characters/{id}/add-event */
export const AddEventRequest = z.object({
  eventType: z.enum(EVENT_TYPES, requiredField),
  eventDescription: z
    .string(requiredField)
    .trim()
    .min(1, PROGRESSION_MESSAGES.requiredFields)
    .max(1000, "Event description is too long (1000 characters at most)"),
  impactLevel: z.enum(IMPACT_LEVELS, requiredField),
  relatedCharacters: z
    .array(z.string().trim().min(1).max(80, "A related character's name is too long (80 characters at most)"))
    .max(20, "At most 20 related characters")
    .default([]),
  sceneNumber: z
    .number({ error: PROGRESSION_MESSAGES.sceneNumber })
    .int(PROGRESSION_MESSAGES.sceneNumber)
    .min(0, PROGRESSION_MESSAGES.sceneNumber)
    .max(100_000, PROGRESSION_MESSAGES.sceneNumber)
    .nullable()
    .optional(),
});
export type AddEventRequest = z.input<typeof AddEventRequest>;

export const ProgressionEvent = z.object({
  id: z.string(),
  eventType: EventType,
  eventDescription: z.string(),
  impactLevel: ImpactLevel,
  relatedCharacters: z.array(z.string()),
  sceneNumber: z.number().int().nullable(),
  /** ISO time the event was recorded. */
  timestamp: z.string(),
  /** "author": added in Edit Game; "play": recorded by the narrator during a playthrough. */
  source: z.enum(["author", "play"]),
});
export type ProgressionEvent = z.infer<typeof ProgressionEvent>;

/** GET /api/characters/{id}/progression */
export const ProgressionData = z.object({
  character: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    baseDescription: z.string().nullable(),
    currentStatus: z.string().nullable(),
    lastUpdatedScene: z.number().int().nullable(),
  }),
  progressionScore: z.number().int().min(0).max(100),
  relationshipCount: z.number().int().min(0),
  majorEventCount: z.number().int().min(0),
  totalEvents: z.number().int().min(0),
  /** Newest first, at most RECENT_EVENTS_SHOWN. */
  recentEvents: z.array(ProgressionEvent),
});
export type ProgressionData = z.infer<typeof ProgressionData>;

export const RECENT_EVENTS_SHOWN = 20;

export const CharacterIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** POST /api/characters/{id}/reset-progression and add-event answer the data afresh. */
export const ProgressionResponse = ProgressionData;

/**
 * What a narrator reports of a turn: a named character of the game it touched, and how. The
 * server keeps only characters the game has, and stores them with the turn (ADR 013).
 */
export const TurnCharacterEvent = z.object({
  character: z.string().trim().min(1).max(80),
  eventType: EventType,
  impactLevel: ImpactLevel,
  description: z.string().trim().min(1).max(300),
  relatedCharacters: z.array(z.string().trim().min(1).max(80)).max(5).default([]),
});
export type TurnCharacterEvent = z.infer<typeof TurnCharacterEvent>;
