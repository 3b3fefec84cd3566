import { and, eq } from "drizzle-orm";
import type { RestoreRevisionResponse, Revision, RevisionItem } from "../../../contract/story-revisions";
import { RevisionMessages } from "../../../contract/story-revisions";
import type { Db } from "../../db/client";
import { storyJobs } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { findRevision, listRevisions, lockStory, writeStory } from "../../game/story-store";
import { findOwnedGame } from "../games/game-access";

type Row = Awaited<ReturnType<typeof listRevisions>>[number];

const item = (row: Row): RevisionItem => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  madeBy: row.madeBy,
  summary: row.summary,
  sceneCount: row.sceneCount,
});

/** A UTC date and time as the History panel and toasts show it: "26 Nov 2026, 14:05 UTC". */
export function revisionTime(at: Date): string {
  const date = at.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${date}, ${time} UTC`;
}

/** The History of a game's written story (ADR 027): the owner's only, like the game itself. */
export class RevisionService {
  constructor(private readonly db: Db) {}

  async list(gameId: string, userId: string): Promise<RevisionItem[]> {
    await findOwnedGame(this.db, gameId, userId);
    return (await listRevisions(this.db, gameId)).map(item);
  }

  async get(gameId: string, userId: string, revisionId: string): Promise<Revision> {
    await findOwnedGame(this.db, gameId, userId);
    const row = await findRevision(this.db, gameId, revisionId);
    if (!row) throw notFound(RevisionMessages.notFound);
    return { ...item(row), story: row.story };
  }

  /** Brings the revision's story back; the story it replaces is kept in turn (an undo of the undo). */
  async restore(gameId: string, userId: string, revisionId: string): Promise<RestoreRevisionResponse> {
    await findOwnedGame(this.db, gameId, userId);
    return this.db.transaction(async (tx) => {
      const row = await findRevision(tx, gameId, revisionId);
      if (!row) throw notFound(RevisionMessages.notFound);
      // Under the story's lock, which the generator takes for each chapter it writes: a story
      // still being generated would have the next chapters land in the restored one.
      await lockStory(tx, gameId);
      const [writing] = await tx
        .select({ id: storyJobs.id })
        .from(storyJobs)
        .where(and(eq(storyJobs.gameId, gameId), eq(storyJobs.status, "generating")));
      if (writing) throw conflict(RevisionMessages.generating);
      const written = await writeStory(tx, {
        gameId,
        next: row.story,
        madeBy: `Restore of the story kept ${revisionTime(row.createdAt)}`,
      });
      return { sceneCount: written.sceneCount, undoRevisionId: written.revisionId };
    });
  }
}
