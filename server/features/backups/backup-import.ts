import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RestoreResponse } from "../../../contract/backups";
import type { Db } from "../../db/client";
import {
  characterEvents,
  characters,
  games,
  outlineChapters,
  storyChapters,
  storyJobs,
} from "../../db/schema";
import { setStoryBeatsInSteps } from "../../db/staged-json";
import { backfillGameStory } from "../../db/story-backfill";
import type { RestoredGame } from "../../parsing/parse-tasks";
import { shareSlug } from "../games/share-slug";
import { importRevisions } from "./backup-revisions";
import { documentHash } from "./backup-writer";

/** A game read from an archive, with its file's SHA-256 from the manifest. */
export type ArchiveRestore = RestoredGame & { sha256: string };

const date = (iso: string) => new Date(iso);

/** Rows per INSERT: a game with thousands of events stays under PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Character ids named in lists (an outline chapter's selectedCharacters) follow their character. */
const remap = (list: string[], ids: Map<string, string>) => list.map((v) => ids.get(v) ?? v);

function restoredMessage(count: number): string {
  if (count === 0) return "The backup held no games: nothing was imported";
  return `Restored ${count} ${count === 1 ? "game" : "games"} as ${count === 1 ? "a draft" : "drafts"}`;
}

/**
 * Imports the archive's games for `userId` as new drafts, in one transaction: new ids and share
 * links, unpublished and private; nothing the user has is changed. Each part keeps its own
 * dates (when a character was made, when an event happened); the game itself is new now, and
 * carries where it came from (`backupCreatedAt`, the archive's date).
 */
export async function importGames(
  db: Db,
  userId: string,
  restored: ArchiveRestore[],
  backupCreatedAt: string,
): Promise<RestoreResponse> {
  const result: RestoreResponse = {
    message: restoredMessage(restored.length),
    games: [],
    characters: 0,
    events: 0,
    outlineChapters: 0,
    storyChapters: 0,
  };
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const { document: doc, storyBeats, revisionStories, sha256 } of restored) {
      // A turn of the event loop between games: the embedded PGlite runs each query on the loop,
      // and awaited queries follow one another without one, holding it for the whole restore.
      await new Promise((resolve) => setImmediate(resolve));
      const gameId = randomUUID();
      const slug = shareSlug(doc.game.title);
      const {
        id: _,
        shareSlug: __,
        createdAt: ___,
        updatedAt: ____,
        publishedAt: _____,
        ...fields
      } = doc.game;
      // A game the site's moderators unlisted stays unlisted in its restored copy (ADR 031), as
      // in a duplicate: a restore is no way back into the gallery.
      const [source] = await tx
        .select({ unlistedAt: games.unlistedAt, unlistedReason: games.unlistedReason })
        .from(games)
        .where(eq(games.id, doc.game.id));
      await tx.insert(games).values({
        ...fields,
        unlistedAt: source?.unlistedAt ?? null,
        unlistedReason: source?.unlistedReason ?? null,
        // The story as the worker wrote it, JSON text the event loop never parses, set below.
        storyBeats: null,
        id: gameId,
        creatorId: userId,
        shareSlug: slug,
        // Its own hash is known once every part is in (below).
        restoredFrom: { backupCreatedAt, sourceGameId: doc.game.id, sourceSha256: sha256, sha256: "" },
        isDraft: true,
        isPublished: false,
        isPublic: false,
        publishedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      if (storyBeats !== null) await setStoryBeatsInSteps(tx, gameId, storyBeats);
      result.games.push({ id: gameId, title: doc.game.title, shareSlug: slug });

      const characterIds = new Map(doc.characters.map((c) => [c.id, randomUUID()]));
      for (const batch of chunks(doc.characters))
        await tx.insert(characters).values(
          batch.map((c) => ({
            ...c,
            id: characterIds.get(c.id) as string,
            gameId,
            createdAt: date(c.createdAt),
          })),
        );
      result.characters += doc.characters.length;

      // An event whose character is not in the archive has nothing to belong to.
      const events = doc.events.filter((e) => characterIds.has(e.characterId));
      for (const batch of chunks(events))
        await tx.insert(characterEvents).values(
          batch.map((e) => ({
            ...e,
            id: randomUUID(),
            characterId: characterIds.get(e.characterId) as string,
            gameId,
            turnId: null,
            createdAt: date(e.createdAt),
          })),
        );
      result.events += events.length;

      for (const batch of chunks(doc.outlineChapters))
        await tx.insert(outlineChapters).values(
          batch.map((c) => ({
            ...c,
            // New already: the worker gave the restored chapters new ids, and the story followed.
            gameId,
            selectedCharacters: remap(c.selectedCharacters, characterIds),
            createdAt: date(c.createdAt),
            updatedAt: date(c.updatedAt),
          })),
        );
      result.outlineChapters += doc.outlineChapters.length;

      const story = doc.completeStory;
      if (story) {
        const storyJobId = randomUUID();
        await tx.insert(storyJobs).values({
          id: storyJobId,
          gameId,
          userId,
          status: "completed",
          totalChapters: story.totalChapters,
          plan: story.plan?.map((p) => ({
            ...p,
            selectedCharacters: remap(p.selectedCharacters, characterIds),
          })),
          startedAt: date(story.startedAt),
          finishedAt: story.finishedAt ? date(story.finishedAt) : null,
          updatedAt: now,
        });
        for (const batch of chunks(story.chapters))
          await tx.insert(storyChapters).values(
            batch.map((c) => ({
              ...c,
              id: c.id ?? randomUUID(),
              storyJobId,
              gameId,
              // The archive's address is the original chapter's picture, which the archive does
              // not carry: the restored chapter has none (issue 30 item 7).
              imageUrl: null,
              createdAt: date(c.createdAt),
              updatedAt: date(c.updatedAt),
            })),
          );
        result.storyChapters += story.chapters.length;
      }

      await importRevisions(tx, gameId, userId, doc.revisions ?? [], revisionStories);
      // An archive from before one story per game: its chapters' prose becomes the story (ADR 027).
      await backfillGameStory(tx, gameId);
      // As it stands now, restored: a later restore of the same backup knows it by this hash.
      await tx
        .update(games)
        .set({
          restoredFrom: {
            backupCreatedAt,
            sourceGameId: doc.game.id,
            sourceSha256: sha256,
            sha256: (await documentHash(tx, gameId)) ?? "",
          },
        })
        .where(eq(games.id, gameId));
    }
  });
  return result;
}
