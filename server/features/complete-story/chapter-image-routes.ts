import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { StoryChapterImageParams } from "../../../contract/complete-story";
import type { Db } from "../../db/client";
import { chapterImages, games, readBytes, storyChapters } from "../../db/schema";
import { notFound } from "../../errors";

export const PICTURE_NOT_FOUND = "Picture not found";

/**
 * A chapter's picture does not change (a fresh story has new chapters), so it is cached. A
 * published game's is anyone's (play is public): shared caches may keep it an hour, which bounds
 * how long it outlives an unpublish there. A draft's is its creator's: only their browser keeps it.
 */
const PUBLIC_CACHE = "public, max-age=3600";
const PRIVATE_CACHE = "private, max-age=86400";

/**
 * GET /api/story-chapters/{id}/image: a complete-story chapter's picture (issue 30 item 7), for
 * the generator's chapter list and the chapter's start in play. Open to visitors, as play is; a
 * draft's picture, or one that does not exist, is a 404 to anyone but the game's creator.
 */
export const chapterImageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/story-chapters/:id/image",
    // The 404 is declared from the route's access (route-access-classes.ts); the 200 is a PNG.
    { schema: { params: StoryChapterImageParams } },
    async (request, reply) => {
      const [row] = await db
        .select({
          contentType: chapterImages.contentType,
          bytes: readBytes(chapterImages.bytes),
          creatorId: games.creatorId,
          isPublished: games.isPublished,
        })
        .from(chapterImages)
        .innerJoin(storyChapters, eq(storyChapters.id, chapterImages.chapterId))
        .innerJoin(games, eq(games.id, storyChapters.gameId))
        .where(eq(chapterImages.chapterId, request.params.id));
      if (!row) throw notFound(PICTURE_NOT_FOUND);
      if (!row.isPublished && (await request.currentUser())?.id !== row.creatorId)
        throw notFound(PICTURE_NOT_FOUND);
      return reply
        .header("content-type", row.contentType)
        .header("cache-control", row.isPublished ? PUBLIC_CACHE : PRIVATE_CACHE)
        .header("x-content-type-options", "nosniff")
        .send(row.bytes);
    },
  );
};
