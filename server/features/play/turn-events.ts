import { randomUUID } from "node:crypto";
import type { EventType, ImpactLevel, TurnCharacterEvent } from "../../../contract/progression";
import type { GameBible } from "../../ai/narrator";
import type { characterEvents } from "../../db/schema";

/** A narrator's event about one of the game's characters, ready to be stored with its turn. */
export type PlayedEvent = {
  characterId: string;
  eventType: EventType;
  impactLevel: ImpactLevel;
  description: string;
  relatedCharacters: string[];
};

/** ADR 013: at most this many a turn, whatever a narrator reports. */
const MOST = 3;

const key = (name: string) => name.trim().toLowerCase();

/**
 * The events a narrator reported, for the game's own characters only (ADR 013): a name is
 * matched to the game's character whatever its case and spacing, and one the game does not
 * have is dropped, as is a related name that is not one of the game's (a model may invent
 * people; the progression dialog counts relationships with the game's). Names are stored as the
 * game spells them.
 */
export function playedEvents(game: GameBible, reported: readonly TurnCharacterEvent[] | undefined) {
  if (!reported?.length) return [];
  const byName = new Map<string, { id: string; name: string }>();
  for (const c of game.characters) {
    if (c.id && !byName.has(key(c.name))) byName.set(key(c.name), { id: c.id, name: c.name.trim() });
  }
  const out: PlayedEvent[] = [];
  for (const event of reported) {
    const character = byName.get(key(event.character));
    if (!character) continue;
    const related = new Set<string>();
    for (const name of event.relatedCharacters) {
      const other = byName.get(key(name));
      if (other && other.id !== character.id) related.add(other.name);
    }
    out.push({
      characterId: character.id,
      eventType: event.eventType,
      impactLevel: event.impactLevel,
      description: event.description,
      relatedCharacters: [...related],
    });
    if (out.length === MOST) break;
  }
  return out;
}

/** The rows of a turn's events, for a turn stored outside turn-commit's statement (the opening). */
export function eventRows(
  events: readonly PlayedEvent[],
  gameId: string,
  turn: { id: string; sceneNumber: number },
): Array<typeof characterEvents.$inferInsert> {
  return events.map((e) => ({
    id: randomUUID(),
    characterId: e.characterId,
    gameId,
    turnId: turn.id,
    eventType: e.eventType,
    eventDescription: e.description,
    impactLevel: e.impactLevel,
    relatedCharacters: e.relatedCharacters,
    sceneNumber: turn.sceneNumber,
  }));
}
