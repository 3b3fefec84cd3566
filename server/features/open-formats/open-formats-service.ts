import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { KNOWN_GENRES } from "../../../contract/edit-game";
import {
  type ExportFormat,
  IMPORT_LIMITS,
  ImportMessages,
  type ImportResponse,
} from "../../../contract/open-formats";
import type { Db } from "../../db/client";
import { games, user } from "../../db/schema";
import { badRequest, HttpError, notFound } from "../../errors";
import type { ParsePool } from "../../parsing/parse-pool";
import { GAME_NOT_FOUND } from "../games/game-access";
import { shareSlug } from "../games/share-slug";
import { fileSafe } from "../play/story-export";

export type ExportFile = { filename: string; contentType: string; body: string };

/**
 * The owner's game as a Twee 3 file or as one playable HTML file (ADR 023), written in the
 * parsing workers (ADR 026): the story leaves the database as JSON text and is parsed there.
 */
export async function exportGame(
  db: Db,
  userId: string,
  gameId: string,
  format: ExportFormat,
  homeUrl: string,
  parsing: ParsePool,
): Promise<ExportFile> {
  const [game] = await db
    .select({
      id: games.id,
      creatorId: games.creatorId,
      title: games.title,
      description: games.description,
      genre: games.genre,
      storyline: games.storyline,
      storyBeats: sql<string | null>`${games.storyBeats}::text`,
    })
    .from(games)
    .where(eq(games.id, gameId));
  if (!game || game.creatorId !== userId) throw notFound(GAME_NOT_FOUND);
  const name = fileSafe(game.title);
  const { storyBeats, creatorId: _, ...fields } = game;
  let author = "";
  if (format === "html") {
    const [creator] = await db
      .select({ name: user.name, firstName: user.firstName, lastName: user.lastName })
      .from(user)
      .where(eq(user.id, userId));
    author = [creator?.firstName, creator?.lastName].filter(Boolean).join(" ").trim() || creator?.name || "";
  }
  const body = await parsing.run(
    { kind: "story-export", format, game: fields, storyBeats, author, homeUrl },
    () => new HttpError(500, "The story could not be exported"),
  );
  return format === "twee"
    ? { filename: `${name}.twee`, contentType: "text/plain; charset=utf-8", body }
    : { filename: `${name}.html`, contentType: "text/html; charset=utf-8", body };
}

/**
 * A Twee 3 or published Twine 2 file → a new draft game whose storyBeats hold its passages.
 * The file is read in the parsing workers (ADR 026); one that cannot be read is a 400 naming
 * the line, and nothing is written then.
 */
export async function importStory(
  db: Db,
  userId: string,
  file: Uint8Array,
  parsing: ParsePool,
): Promise<ImportResponse> {
  const imported = await parsing.run({ kind: "story-import", file }, () =>
    badRequest(ImportMessages.tooDemanding),
  );
  const { title } = imported;
  const genre = imported.genre && KNOWN_GENRES.includes(imported.genre) ? imported.genre : "adventure";
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(games).values({
      id,
      creatorId: userId,
      title,
      description: imported.description,
      genre,
      storyline: imported.storyline,
      chapterCount: Math.max(1, imported.chapters),
      hasStructuredStory: true,
      useCompleteStorySystem: imported.hasScenes,
      // JSON text the worker made jsonb-safe: the event loop never parses the story.
      storyBeats: sql`${imported.beats}::jsonb`,
      shareSlug: shareSlug(title),
    });
  });
  const { warnings } = imported;
  const listed = warnings.slice(0, IMPORT_LIMITS.maxWarnings);
  if (warnings.length > listed.length) listed.push(`…and ${warnings.length - listed.length} more warnings`);
  return {
    id,
    title,
    passages: imported.passages,
    chapters: imported.chapters,
    unreachable: imported.unreachable,
    warnings: listed,
  };
}
