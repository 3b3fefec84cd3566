import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { KNOWN_GENRES } from "../../../contract/edit-game";
import { type ExportFormat, IMPORT_LIMITS, type ImportResponse } from "../../../contract/open-formats";
import type { Db } from "../../db/client";
import { jsonbSafe } from "../../db/jsonb";
import { games, user } from "../../db/schema";
import { badRequest } from "../../errors";
import { findOwnedGame } from "../games/game-access";
import { shareSlug } from "../games/share-slug";
import { fileSafe } from "../play/story-export";
import { playerStory, storyHtml } from "./html-export";
import { storyToTwee } from "./story-to-twee";
import { TweeError } from "./twee-document";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";
import { isTwineHtml, readTwineHtml } from "./twine-html-reader";

export type ExportFile = { filename: string; contentType: string; body: string };

/** The owner's game as a Twee 3 file or as one playable HTML file (ADR 023). */
export async function exportGame(
  db: Db,
  userId: string,
  gameId: string,
  format: ExportFormat,
  homeUrl: string,
): Promise<ExportFile> {
  const game = await findOwnedGame(db, gameId, userId);
  const name = fileSafe(game.title);
  if (format === "twee")
    return {
      filename: `${name}.twee`,
      contentType: "text/plain; charset=utf-8",
      body: writeTwee(storyToTwee(game, game.storyBeats)),
    };
  const [creator] = await db
    .select({ name: user.name, firstName: user.firstName, lastName: user.lastName })
    .from(user)
    .where(eq(user.id, userId));
  const author =
    [creator?.firstName, creator?.lastName].filter(Boolean).join(" ").trim() || creator?.name || "";
  return {
    filename: `${name}.html`,
    contentType: "text/html; charset=utf-8",
    body: await storyHtml(playerStory(game, game.storyBeats, author, homeUrl)),
  };
}

/**
 * A Twee 3 or published Twine 2 file → a new draft game whose storyBeats hold its passages.
 * A file that cannot be read is a 400 naming the line; nothing is written then.
 */
export async function importStory(db: Db, userId: string, source: string): Promise<ImportResponse> {
  let imported: ReturnType<typeof tweeToStory>;
  try {
    imported = tweeToStory(isTwineHtml(source) ? readTwineHtml(source) : readTwee(source));
  } catch (error) {
    if (error instanceof TweeError) throw badRequest(error.message);
    throw error;
  }
  const { beats, title } = imported;
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
      chapterCount: Math.max(1, beats.chapters.length),
      hasStructuredStory: true,
      useCompleteStorySystem: beats.chapters.some((c) => c.scenes.length > 0),
      storyBeats: jsonbSafe(beats),
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
    chapters: beats.chapters.length,
    unreachable: imported.unreachable,
    warnings: listed,
  };
}
