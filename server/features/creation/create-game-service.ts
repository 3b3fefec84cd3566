import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { CreateGameRequest, NewCharacter } from "../../../contract/creation";
import type { Db } from "../../db/client";
import { characters, games, outlineChapters } from "../../db/schema";
import { HttpError } from "../../errors";
import type { AiService } from "../../plugins/ai";
import { shareSlug } from "../games/share-slug";
import { outlineRows } from "./outline-service";

export type CreateGameInput = z.output<typeof CreateGameRequest>;
type CharacterInput = z.output<typeof NewCharacter>;

/** Spec 001 §8: the toast's title and text, in the message the client shows. */
export const BIOGRAPHY_FAILED =
  "Biography Fetch Failed: Could not fetch biographies for real persons. Please try again.";

const blank = (value: string | null | undefined) => !value?.trim();

/**
 * Spec 001 §4: every real person with a name and no description gets a biography first. Any
 * failure stops the creation before anything is written.
 */
export async function withBiographies(
  ai: AiService,
  userId: string,
  input: CreateGameInput,
): Promise<CharacterInput[]> {
  return fetchBiographies(ai, { userId, childMode: input.childMode }, input.characters);
}

type BiographyOwner = { userId: string; gameId?: string; childMode: boolean };
type MaybeRealPerson = { name: string; isRealPerson: boolean; description?: string | null };

/** Biography calls one request has in flight at most (a cast may hold 30 real persons). */
export const BIOGRAPHY_CONCURRENCY = 4;

/**
 * The cast with a biography as the description of each real person who has none; any failure
 * is BIOGRAPHY_FAILED (a 502, or the limit's own status), so nothing half-described is saved.
 * Each biography is its own AI task: its tokens are reserved against the user's daily limit
 * before the call and recorded after (ADR 014). A few run at once; after a failure no more
 * are started.
 */
export async function fetchBiographies<T extends MaybeRealPerson>(
  ai: AiService,
  { userId, gameId, childMode }: BiographyOwner,
  cast: T[],
): Promise<T[]> {
  const described = [...cast];
  const wanted = cast.flatMap((c, i) => (c.isRealPerson && c.name && blank(c.description) ? [i] : []));
  let failed = false;
  const worker = async () => {
    for (let i = wanted.shift(); i !== undefined && !failed; i = wanted.shift()) {
      const c = cast[i] as T;
      try {
        const biography = await ai.run({ userId, gameId, task: "biography" }, (o, narrator) =>
          narrator.biography({ name: c.name, childMode }, o),
        );
        if (blank(biography)) throw new Error("empty biography");
        described[i] = { ...c, description: biography.trim() };
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(BIOGRAPHY_CONCURRENCY, wanted.length) }, worker));
    return described;
  } catch (error) {
    const status = error instanceof HttpError && error.statusCode >= 429 ? error.statusCode : 502;
    throw new HttpError(status, BIOGRAPHY_FAILED);
  }
}

/** What every screen that saves a character gives: create, Edit Game, the creation dialog. */
export type CharacterFieldsInput = MaybeRealPerson & {
  role: string;
  characterType: string;
  age?: number | null;
  height?: string | null;
  eyeColor?: string | null;
  hairColor?: string | null;
  physique?: string | null;
  personality?: string | null;
  background?: string | null;
};

/** A character's stored fields, position and ids aside. */
export function characterFields(c: CharacterFieldsInput) {
  const description = c.description?.trim() || null;
  // A real person's looks come from their biography; the detail fields stay empty.
  const details = c.isRealPerson
    ? {
        age: null,
        height: null,
        eyeColor: null,
        hairColor: null,
        physique: null,
        personality: null,
        background: null,
      }
    : {
        age: c.age ?? null,
        height: c.height || null,
        eyeColor: c.eyeColor || null,
        hairColor: c.hairColor || null,
        physique: c.physique || null,
        personality: c.personality || null,
        background: c.background || null,
      };
  return {
    name: c.name,
    role: c.role,
    characterType: c.characterType,
    description,
    isRealPerson: c.isRealPerson,
    ...details,
  };
}

export function characterRows(gameId: string, cast: CharacterInput[]) {
  return cast.map((c, position) => {
    const fields = characterFields(c);
    return { id: randomUUID(), gameId, position, ...fields, baseDescription: fields.description };
  });
}

/**
 * POST /api/games: the game, its characters and (for a sequel) its outline in one transaction;
 * a draft with a new slug.
 */
export async function createGame(db: Db, ai: AiService, userId: string, input: CreateGameInput) {
  const cast = await withBiographies(ai, userId, input);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(games).values({
      id,
      creatorId: userId,
      title: input.title,
      description: input.description?.trim() || null,
      genre: input.genre,
      storyline: input.storyline,
      childMode: input.childMode,
      narrativePerspective: input.narrativePerspective,
      authorInfluence: input.authorInfluence?.trim() || null,
      gameplayMode: input.isLinear ? "linear" : "interactive",
      chapterCount: input.chapterCount,
      hasStructuredStory: input.hasStructuredStory || Boolean(input.outline),
      shareSlug: shareSlug(input.title),
    });
    await tx.insert(characters).values(characterRows(id, cast));
    if (input.outline) await tx.insert(outlineChapters).values(outlineRows(id, input.outline));
  });
  return id;
}
