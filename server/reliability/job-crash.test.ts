import { afterAll, describe, expect, it } from "vitest";
import { startFakeOpenAiServer } from "../ai/llm/fake-openai-server";
import { openDatabase } from "../db/client";
import { insertGame, planned } from "../features/complete-story/test-support";
import { httpClient } from "../test-support/players";
import { scratchDatabase } from "../test-support/scratch-database";
import { freePort, type ServerProcess, startServer, UNLIMITED } from "../test-support/server-process";

/**
 * Issue 23 §4, the long version (LONG_TESTS=1, PostgreSQL): the instance writing a complete
 * story is killed with SIGKILL (no orderly stop fails its job back to the queue); another
 * instance on the same database finishes the story once the job's heartbeat has lapsed, without
 * writing the stored chapters again. Real server processes, against a stand-in model whose
 * chapters take 2 s each.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const LONG = Boolean(process.env.LONG_TESTS);
const cleanUps: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const clean of cleanUps.reverse()) await clean();
});

type Progress = { status: string; chapters: Array<{ id: string; chapterNumber: number }> };

describe.runIf(LONG && DATABASE_URL)("a job whose instance is killed (LONG_TESTS=1)", () => {
  it("is finished by the other instance after its heartbeat lapses", async () => {
    const scratch = await scratchDatabase(DATABASE_URL ?? "", "jobkill");
    cleanUps.push(scratch.drop);
    const fake = await startFakeOpenAiServer({
      pace: ({ kind }) => (kind === "text" ? { firstTokenMs: 100, totalMs: 2_000 } : undefined),
    });
    cleanUps.push(fake.close);
    const env = {
      ...UNLIMITED,
      DATABASE_URL: scratch.url,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: "fake-model",
      AI_RATE_LIMIT_PER_MINUTE: "1000",
      COMPLETE_STORY_CONCURRENCY: "1",
    };
    const servers: ServerProcess[] = [];
    cleanUps.push(async () => Promise.all(servers.map((s) => s.kill())));
    const a = await startServer(await freePort(), env);
    servers.push(a);

    const onA = httpClient(a.url, 2);
    const signUp = await onA.request("POST", "/api/auth/sign-up", {
      firstName: "Job",
      lastName: "Owner",
      email: `job-owner-${Date.now()}@example.com`,
      password: "analytical-1843",
    });
    const cookie = signUp.cookie;
    const database = await openDatabase({ kind: "postgres", url: scratch.url });
    const gameId = await insertGame(
      database.db,
      JSON.parse(signUp.body).user.id,
      { chapterCount: 5 },
      planned(5),
    );
    await database.close();
    expect(
      (await onA.request("POST", `/api/games/${gameId}/generate-complete-story`, {}, cookie)).status,
    ).toBe(200);

    const progress = async (client: ReturnType<typeof httpClient>) =>
      JSON.parse(
        (await client.request("GET", `/api/games/${gameId}/complete-story-progress`, undefined, cookie)).body,
      ) as Progress;
    const waitFor = async (
      client: ReturnType<typeof httpClient>,
      done: (p: Progress) => boolean,
      ms: number,
    ) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const p = await progress(client);
        if (done(p)) return p;
        if (Date.now() > deadline) throw new Error(`not in time: ${JSON.stringify(p)}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    const before = await waitFor(onA, (p) => p.chapters.length >= 2, 60_000);
    onA.close();
    await a.kill();
    const killedAt = Date.now();

    const b = await startServer(await freePort(), env);
    servers.push(b);
    const onB = httpClient(b.url, 2);
    const done = await waitFor(onB, (p) => p.status !== "generating", 180_000);
    onB.close();
    console.log(
      `job crash: SIGKILL after ${before.chapters.length} chapters; finished by the other instance ` +
        `${Math.round((Date.now() - killedAt) / 1000)} s later (${done.status})`,
    );
    expect(done.status).toBe("completed");
    expect(done.chapters.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4, 5]);
    // The chapters stored before the kill were kept, not written again.
    const kept = before.chapters.map((c) => c.id);
    expect(done.chapters.slice(0, kept.length).map((c) => c.id)).toEqual(kept);
  }, 300_000);
});
