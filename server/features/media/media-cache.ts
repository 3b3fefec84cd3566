import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mediaCache, readBytes } from "../../db/schema";

export type MediaKind = "speech" | "image";

/** The cache key of what made a piece of media: its kind, the provider, and every input. */
export function mediaKey(kind: MediaKind, provider: string, inputs: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify([kind, provider, inputs]))
    .digest("hex");
}

/**
 * Speech and images by the hash of their inputs (ARCHITECTURE.md §5 `media_cache`), so a
 * replayed scene costs nothing. At most `maxBytes` in all: after a write, the least recently
 * used entries beyond that are dropped.
 */
export class MediaCache {
  constructor(
    private readonly db: Db,
    private readonly maxBytes: number,
  ) {}

  async get(key: string): Promise<Buffer | null> {
    const [row] = await this.db
      .update(mediaCache)
      .set({ usedAt: new Date() })
      .where(eq(mediaCache.key, key))
      .returning({ bytes: readBytes(mediaCache.bytes) });
    return row?.bytes ?? null;
  }

  async put(key: string, kind: MediaKind, bytes: Buffer): Promise<void> {
    if (bytes.length > this.maxBytes) return;
    await this.db
      .insert(mediaCache)
      .values({ key, kind, bytes, size: bytes.length })
      .onConflictDoUpdate({ target: mediaCache.key, set: { usedAt: new Date() } });
    await this.prune();
  }

  /** Keeps the newest entries whose sizes add up to at most maxBytes. */
  async prune(): Promise<void> {
    const newestFirst = this.db
      .select({
        key: mediaCache.key,
        upTo: sql<number>`sum(${mediaCache.size}) over (order by ${mediaCache.usedAt} desc, ${mediaCache.key})`.as(
          "up_to",
        ),
      })
      .from(mediaCache)
      .orderBy(desc(mediaCache.usedAt))
      .as("newest_first");
    await this.db.execute(
      sql`delete from ${mediaCache} where ${mediaCache.key} in (select key from ${newestFirst} where up_to > ${this.maxBytes})`,
    );
  }

  /** What one kind holds now (tests and the health of the cache). */
  async size(kind: MediaKind): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${mediaCache.size}), 0)::int` })
      .from(mediaCache)
      .where(and(eq(mediaCache.kind, kind)));
    return Number(row?.total ?? 0);
  }
}
