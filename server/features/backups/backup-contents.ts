import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { ArchiveGameStatus } from "../../../contract/backups";
import type { Db } from "../../db/client";
import { games } from "../../db/schema";
import { documentHash } from "./backup-writer";

/** An archive's game as the manifest and its file name it: its id where it was made, its file's hash. */
export type ArchivedGame = { id: string; sha256: string };

/**
 * Where each of an archive's games stands in the user's studio (issue 30), so that restoring a
 * backup twice, or one of games still there, does not fill the studio with copies:
 * - "unchanged": the game itself is there just as backed up (its document hashes to the file's
 *   hash), or a copy restored from that very file is, untouched since (it hashes as it did just
 *   after its restore);
 * - "changed": the game, or a copy restored from it, is there but was changed since;
 * - "new": nothing of it is there.
 * Only the user's own games that could match are read and hashed, one at a time.
 */
export async function archiveStatuses(
  db: Db,
  userId: string,
  archived: ArchivedGame[],
): Promise<ArchiveGameStatus[]> {
  if (archived.length === 0) return [];
  const candidates = await db
    .select({ id: games.id, restoredFrom: games.restoredFrom })
    .from(games)
    .where(
      and(
        eq(games.creatorId, userId),
        or(
          inArray(
            games.id,
            archived.map((g) => g.id),
          ),
          inArray(
            sql`${games.restoredFrom}->>'sourceSha256'`,
            archived.map((g) => g.sha256),
          ),
        ),
      ),
    );
  const hashes = new Map<string, string | null>();
  const hashOf = async (id: string) => {
    if (!hashes.has(id)) hashes.set(id, await documentHash(db, id));
    return hashes.get(id) ?? null;
  };

  const statuses: ArchiveGameStatus[] = [];
  for (const game of archived) {
    const original = candidates.find((c) => c.id === game.id);
    const copies = candidates.filter((c) => c.restoredFrom?.sourceSha256 === game.sha256);
    let unchanged = original !== undefined && (await hashOf(original.id)) === game.sha256;
    for (const copy of copies) {
      if (unchanged) break;
      unchanged = (await hashOf(copy.id)) === copy.restoredFrom?.sha256;
    }
    statuses.push(unchanged ? "unchanged" : original || copies.length > 0 ? "changed" : "new");
  }
  return statuses;
}
