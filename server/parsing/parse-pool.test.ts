import { afterEach, describe, expect, it } from "vitest";
import { badRequest, HttpError } from "../errors";
import { storyOf } from "../reliability/hostile-inputs";
import { PARSE_LIMITS, ParseMessages, ParsePool } from "./parse-pool";

const tooDemanding = () => badRequest("too demanding");
const game = { id: "g1", title: "Big", description: null, genre: "fantasy", storyline: "" };
/** 8 MB of story as JSON text: far more than a 16 MB heap holds once parsed and written. */
const bigStory = JSON.stringify(storyOf(20, 20, (i) => `${"word ".repeat(3_999)}${i}`));

let pool: ParsePool | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe("the parsing pool", () => {
  it("answers a task, and a refusal meant for the user as its HttpError", async () => {
    pool = new ParsePool();
    const twee = await pool.run(
      { kind: "story-export", format: "twee", game, storyBeats: null, author: "", homeUrl: "http://x" },
      tooDemanding,
    );
    expect(twee).toContain(":: StoryTitle\nBig");
    const refused = await pool
      .run({ kind: "story-import", file: new TextEncoder().encode("no passages here") }, tooDemanding)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(400);
  });

  it("answers a task that exhausts its worker's heap as the caller's error, and goes on working", async () => {
    pool = new ParsePool({ maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 });
    const task = {
      kind: "story-export",
      format: "html",
      game,
      storyBeats: bigStory,
      author: "",
      homeUrl: "http://x",
    } as const;
    await expect(pool.run(task, tooDemanding)).rejects.toThrow("too demanding");
    // A new worker takes the next task.
    const small = await pool.run({ ...task, format: "twee", storyBeats: null }, tooDemanding);
    expect(small).toContain("Big");
  }, 60_000);

  it("stops a task past its time and answers it as the caller's error", async () => {
    pool = new ParsePool();
    pool.timeoutMs = 1;
    const task = {
      kind: "story-export",
      format: "twee",
      game,
      storyBeats: bigStory,
      author: "",
      homeUrl: "http://x",
    } as const;
    await expect(pool.run(task, tooDemanding)).rejects.toThrow("too demanding");
  });

  it("answers 503 at once beyond the running tasks and the queue, and runs the rest", async () => {
    pool = new ParsePool();
    const task = {
      kind: "story-export",
      format: "twee",
      game,
      storyBeats: null,
      author: "",
      homeUrl: "http://x",
    } as const;
    const room = PARSE_LIMITS.threads + PARSE_LIMITS.maxQueue;
    const answers = await Promise.allSettled(
      Array.from({ length: room + 5 }, () => pool?.run(task, tooDemanding)),
    );
    const refused = answers.filter((a) => a.status === "rejected");
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(503);
      expect((r.reason as HttpError).message).toBe(ParseMessages.busy);
    }
  }, 60_000);
});
