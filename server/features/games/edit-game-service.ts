import { randomUUID } from "node:crypto";
import { and, eq, notInArray, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { EDIT_MESSAGES, type StoryBeats, type UpdateGameRequest } from "../../../contract/edit-game";
import type { Db } from "../../db/client";
import { jsonbSafe } from "../../db/jsonb";
import { characters, games, outlineChapters, type StoryBeats as StoryBeatsRow } from "../../db/schema";
import { badRequest, notFound } from "../../errors";
import type { GameRow } from "../../game/game-bible";
import { lockStory, writeStory } from "../../game/story-store";
import { characterFields } from "../creation/create-game-service";
import { followStory } from "../outline/story-to-outline";
import { applyRenames, castRenames } from "./cast-renames";
import { GAME_NOT_FOUND } from "./game-access";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type UpdateGameInput = z.output<typeof UpdateGameRequest>;
export type StoryBeatsInput = z.output<typeof StoryBeats>;

/** The columns Edit Game rewrites on a character it keeps (ADR 013: by id, so its events stay). */
const EDITED_COLUMNS = [
  "position",
  "name",
  "role",
  "characterType",
  "description",
  "isRealPerson",
  "age",
  "height",
  "eyeColor",
  "hairColor",
  "physique",
  "personality",
  "background",
] as const satisfies readonly (keyof typeof characters.$inferInsert)[];

const fromExcluded = Object.fromEntries(
  EDITED_COLUMNS.map((key) => [key, sql.raw(`excluded.${characters[key].name}`)]),
) as Record<(typeof EDITED_COLUMNS)[number], SQL>;

/** Outline chapters that pick a renamed character by their old name pick them by the new one. */
async function renameInOutline(tx: Tx, gameId: string, renames: ReadonlyMap<string, string>) {
  const chapters = await tx
    .select({ id: outlineChapters.id, picked: outlineChapters.selectedCharacters })
    .from(outlineChapters)
    .where(eq(outlineChapters.gameId, gameId));
  for (const { id, picked } of chapters) {
    if (!picked.some((name) => renames.has(name))) continue;
    await tx
      .update(outlineChapters)
      .set({ selectedCharacters: applyRenames(picked, renames) })
      .where(eq(outlineChapters.id, id));
  }
}

/**
 * PUT /api/games/{id} (ADR 013): the game's fields and its whole cast in one transaction.
 * Characters with an id are updated in place, those left out deleted (their events with them),
 * the others inserted; an id the game does not have refuses the whole save. The share slug is
 * never touched, so a published link survives a new title.
 */
export async function updateGame(
  db: Db,
  userId: string,
  gameId: string,
  input: UpdateGameInput,
): Promise<GameRow> {
  return db.transaction(async (tx) => {
    // Locked: two saves of one game take turns, each seeing the cast the other left.
    const [owner] = await tx
      .select({ creatorId: games.creatorId })
      .from(games)
      .where(eq(games.id, gameId))
      .for("update");
    if (!owner || owner.creatorId !== userId) throw notFound(GAME_NOT_FOUND);
    const saved = await tx
      .select({ id: characters.id, name: characters.name })
      .from(characters)
      .where(eq(characters.gameId, gameId));
    const savedIds = new Set(saved.map((c) => c.id));
    if (input.characters.some((c) => c.id !== undefined && !savedIds.has(c.id)))
      throw badRequest(EDIT_MESSAGES.unknownCharacter);

    // A renamed character stays picked where plot lines and outline chapters name them.
    const renames = castRenames(saved, input.characters);
    const plotLines = input.plotLines.map((p) => ({ ...p, characters: applyRenames(p.characters, renames) }));
    if (renames.size) await renameInOutline(tx, gameId, renames);

    const [game] = await tx
      .update(games)
      .set({
        title: input.title,
        description: input.description,
        genre: input.genre,
        storyline: input.storyline,
        plotLines: jsonbSafe(plotLines),
        isPublic: input.isPublic,
        ...(input.childMode === undefined ? {} : { childMode: input.childMode }),
        allowRegeneration: input.allowRegeneration,
        narrativeStyle: input.narrativeStyle,
        gameplayMode: input.gameplayMode,
        narrativePerspective: input.narrativePerspective,
        authorInfluence: input.authorInfluence || null,
        updatedAt: new Date(),
      })
      .where(eq(games.id, gameId))
      .returning();

    const rows = input.characters.map((c, position) => {
      const fields = characterFields(c);
      return { id: c.id ?? randomUUID(), gameId, position, ...fields, baseDescription: fields.description };
    });
    await tx.delete(characters).where(
      and(
        eq(characters.gameId, gameId),
        notInArray(
          characters.id,
          rows.map((r) => r.id),
        ),
      ),
    );
    await tx
      .insert(characters)
      .values(rows)
      .onConflictDoUpdate({
        target: characters.id,
        set: {
          ...fromExcluded,
          // The original description stays what it was; one saved without any takes this one.
          baseDescription: sql`coalesce(${characters.baseDescription}, excluded.base_description)`,
        },
        // Never reached for another game's id (refused above); this keeps it so regardless.
        setWhere: eq(characters.gameId, gameId),
      });
    return game as GameRow;
  });
}

/**
 * PATCH /api/games/{id}: the Story Editor's save. The story it replaces is kept as a revision
 * (ADR 027); a story with scenes is played scene by scene. The outline planner's chapters follow
 * in the same transaction: titles, order, text, and the chapters the author removed.
 */
export async function saveStoryBeats(
  db: Db,
  userId: string,
  gameId: string,
  beats: StoryBeatsInput,
): Promise<GameRow> {
  return db.transaction(async (tx) => {
    const owned = await lockStory(tx, gameId);
    if (!owned || owned.creatorId !== userId) throw notFound(GAME_NOT_FOUND);
    const next = jsonbSafe(beats) as StoryBeatsRow;
    await writeStory(tx, { gameId, next, madeBy: "Story Editor save", writtenBy: "story-editor" });
    await followStory(tx, gameId, owned.storyBeats ?? null, next);
    const [game] = await tx.select().from(games).where(eq(games.id, gameId));
    return game as GameRow;
  });
}
