import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { type AddCharacterRequest, EDIT_MESSAGES } from "../../../contract/edit-game";
import type { Db } from "../../db/client";
import { characters, games } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import type { AiService } from "../../plugins/ai";
import { characterFields, fetchBiographies } from "../creation/create-game-service";
import { findOwnedGame, GAME_NOT_FOUND } from "../games/game-access";
import type { CharacterRow } from "./progression-service";

export type AddCharacterInput = z.output<typeof AddCharacterRequest>;

/** The cast's limit, as Edit Game's save has it (UpdateGameRequest). */
export const MAX_CHARACTERS = 30;

const castSize = (db: Db, gameId: string) =>
  db
    .select({ count: sql<number>`count(*)::int`, last: sql<number | null>`max(${characters.position})` })
    .from(characters)
    .where(eq(characters.gameId, gameId));

const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/**
 * A fictional character added without a description is described by what the dialog asked for,
 * its personality and background (issue 30 item 3): Edit Game's save needs a description, and
 * a character the dialog accepted must save there as it is.
 */
export function withDescription<T extends AddCharacterInput>(input: T): T {
  if (input.description?.trim() || input.isRealPerson) return input;
  const parts = [input.personality, input.background]
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p));
  return parts.length ? { ...input, description: parts.map(sentence).join(" ") } : input;
}

/**
 * POST /api/games/{id}/characters (ADR 013): one character saved at once, at the end of the
 * cast, so that its progression is there before the form is saved. A real person without a
 * description gets a biography first; if that fails, nothing is saved.
 */
export async function addCharacter(
  db: Db,
  ai: AiService,
  userId: string,
  gameId: string,
  input: AddCharacterInput,
): Promise<CharacterRow> {
  const game = await findOwnedGame(db, gameId, userId);
  // Checked before the biography too, so that a full cast costs no model call.
  const [before] = await castSize(db, gameId);
  if ((before?.count ?? 0) >= MAX_CHARACTERS) throw badRequest(EDIT_MESSAGES.tooManyCharacters);
  const [described] = await fetchBiographies(ai, { userId, gameId, childMode: game.childMode }, [input]);
  const fields = characterFields(withDescription(described ?? input));

  return db.transaction(async (tx) => {
    // Locked, so that two additions (or an Edit Game save) cannot pass the limit together.
    const [owner] = await tx
      .select({ creatorId: games.creatorId })
      .from(games)
      .where(eq(games.id, gameId))
      .for("update");
    if (!owner || owner.creatorId !== userId) throw notFound(GAME_NOT_FOUND);
    const [cast] = await castSize(tx, gameId);
    if ((cast?.count ?? 0) >= MAX_CHARACTERS) throw badRequest(EDIT_MESSAGES.tooManyCharacters);
    const [row] = await tx
      .insert(characters)
      .values({
        id: randomUUID(),
        gameId,
        position: (cast?.last ?? -1) + 1,
        ...fields,
        baseDescription: fields.description,
      })
      .returning();
    // A new updatedAt is how play's cached story bible learns of the new character.
    await tx.update(games).set({ updatedAt: new Date() }).where(eq(games.id, gameId));
    return row as CharacterRow;
  });
}
