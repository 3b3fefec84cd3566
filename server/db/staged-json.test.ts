import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareSlug } from "../features/games/share-slug";
import { createTestApp, signUp } from "../test-support/test-app";
import { games } from "./schema";
import { pieces, setStoryBeatsInSteps } from "./staged-json";

describe("pieces", () => {
  it("cuts at the size, never between the halves of a surrogate pair", () => {
    const text = `ab🏮cd🏮e`; // 🏮 is two UTF-16 code units
    for (let size = 2; size <= text.length; size++) {
      const cut = pieces(text, size);
      expect(cut.join(""), `size ${size}`).toBe(text);
      for (const piece of cut) {
        expect(piece.length).toBeLessThanOrEqual(size);
        expect(piece).not.toMatch(/[\ud800-\udbff]$/);
      }
    }
  });
});

describe("setStoryBeatsInSteps", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("writes a story of many pieces, emoji at every cut, exactly; two games in one transaction", async () => {
    const { user } = await signUp(t.app);
    const scene = (i: number) => ({
      id: `s${i}`,
      title: `Scene ${i}`,
      description: `${"x".repeat(1_000 + (i % 7))}🏮 "quoted" \\ ${"é".repeat(500)}`,
      choices: [],
    });
    const story = (n: number) => ({
      chapters: [{ id: "c1", title: "One", scenes: Array.from({ length: n }, (_, i) => scene(i)) }],
    });
    const stories = [story(700), story(3)];
    const ids = stories.map(() => randomUUID());
    await t.database.db.transaction(async (tx) => {
      for (const [i, id] of ids.entries()) {
        await tx.insert(games).values({
          id,
          creatorId: user.id,
          title: `Staged ${i}`,
          genre: "fantasy",
          storyline: "",
          shareSlug: shareSlug(`Staged ${i}`),
        });
        await setStoryBeatsInSteps(tx, id, JSON.stringify(stories[i]));
      }
    });
    expect(JSON.stringify(stories[0]).length).toBeGreaterThan(4 * 256 * 1024);
    for (const [i, id] of ids.entries()) {
      const [row] = await t.database.db
        .select({ storyBeats: games.storyBeats })
        .from(games)
        .where(eq(games.id, id));
      expect(row?.storyBeats).toEqual(stories[i]);
    }
  });
});
