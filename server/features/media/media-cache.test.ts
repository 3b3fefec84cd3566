import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaCache } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";
import { MediaCache, mediaKey } from "./media-cache";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe("the media cache", () => {
  it("keys by kind, provider and every input", () => {
    const a = mediaKey("speech", "embedded", { text: "Hello", voiceId: "v1" });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(mediaKey("speech", "embedded", { text: "Hello", voiceId: "v1" })).toBe(a);
    expect(mediaKey("speech", "embedded", { text: "Hello", voiceId: "v2" })).not.toBe(a);
    expect(mediaKey("image", "embedded", { text: "Hello", voiceId: "v1" })).not.toBe(a);
    expect(mediaKey("speech", "openai", { text: "Hello", voiceId: "v1" })).not.toBe(a);
  });

  it("gives back what was put, byte for byte", async () => {
    const cache = new MediaCache(t.database.db, 10_000);
    const key = mediaKey("image", "embedded", { scene: "a cave", run: Math.random() });
    expect(await cache.get(key)).toBeNull();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 7]);
    await cache.put(key, "image", png);
    expect(Buffer.compare((await cache.get(key)) as Buffer, png)).toBe(0);
  });

  it("stays within its size, dropping the least recently used first", async () => {
    // In a transaction rolled back at the end: in CI the test apps share one database, and this
    // small cache must not evict another test's entries for good.
    const rollback = new Error("rollback");
    const seen: (Buffer | null)[] = [];
    await t.database.db
      .transaction(async (tx) => {
        const cache = new MediaCache(tx, 3_000);
        await tx.delete(mediaCache);
        const keys = ["one", "two", "three"].map((n) => mediaKey("speech", "test", n));
        const [one, two, three] = keys as [string, string, string];
        const at = (ms: number) => tx.update(mediaCache).set({ usedAt: new Date(ms) });
        await cache.put(one, "speech", bytes(1_000, 1));
        await at(1_000).where(eq(mediaCache.key, one));
        await cache.put(two, "speech", bytes(1_000, 2));
        await at(2_000).where(eq(mediaCache.key, two));
        // Reading the first makes it the most recently used: the second goes instead.
        await cache.get(one);
        await cache.put(three, "speech", bytes(1_500, 3));
        seen.push(await cache.get(two), await cache.get(one), await cache.get(three));
        throw rollback;
      })
      .catch((error) => {
        if (error !== rollback) throw error;
      });
    expect(seen[0]).toBeNull();
    expect(seen[1]).not.toBeNull();
    expect(seen[2]).not.toBeNull();
  });

  it("does not keep one entry larger than the whole cache", async () => {
    const cache = new MediaCache(t.database.db, 100);
    const key = mediaKey("image", "test", "huge");
    await cache.put(key, "image", bytes(101, 9));
    expect(await cache.get(key)).toBeNull();
  });
});
