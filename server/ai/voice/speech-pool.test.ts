import { afterEach, describe, expect, it } from "vitest";
import { EMBEDDED_VOICES } from "./embedded-voices";
import { SpeechPool } from "./speech-pool";
import { DEFAULT_SPEECH_OPTIONS } from "./voice";

const voice = EMBEDDED_VOICES[0]!.espeak;
const FIRST = "The tide rose over the harbour wall while the bell rang on.";

let pool: SpeechPool;
afterEach(() => pool.close());

const isMp3 = (audio: Buffer) => expect(audio.length).toBeGreaterThan(100);
const abandoned = { statusCode: 499, message: "The narration was abandoned" };

describe("the speech pool's queue", () => {
  it("drops a waiting job whose caller left, making room for others; the rest still run", async () => {
    pool = new SpeechPool(1, 2);
    const running = pool.run(FIRST, voice, DEFAULT_SPEECH_OPTIONS);
    const leaving = new AbortController();
    const left = pool.run("Skipped scene.", voice, DEFAULT_SPEECH_OPTIONS, leaving.signal);
    const stays = pool.run("Kept scene.", voice, DEFAULT_SPEECH_OPTIONS, new AbortController().signal);
    expect(pool.waiting).toBe(2);
    await expect(pool.run("One too many.", voice, DEFAULT_SPEECH_OPTIONS)).rejects.toMatchObject({
      statusCode: 429,
    });

    leaving.abort();
    await expect(left).rejects.toMatchObject(abandoned);
    expect(pool.waiting).toBe(1);
    // Its place is free again.
    const next = pool.run("Next scene.", voice, DEFAULT_SPEECH_OPTIONS);
    expect(pool.waiting).toBe(2);

    for (const audio of await Promise.all([running, stays, next])) isMp3(audio);
  });

  it("refuses a job whose caller has already left, without queueing it", async () => {
    pool = new SpeechPool(1);
    const gone = new AbortController();
    gone.abort();
    await expect(
      pool.run("Nobody listens.", voice, DEFAULT_SPEECH_OPTIONS, gone.signal),
    ).rejects.toMatchObject(abandoned);
    expect(pool.waiting).toBe(0);
  });

  it("lets a job that is already running finish when its caller leaves", async () => {
    pool = new SpeechPool(1);
    const leaving = new AbortController();
    const running = pool.run("Already speaking.", voice, DEFAULT_SPEECH_OPTIONS, leaving.signal);
    expect(pool.waiting).toBe(0);
    leaving.abort();
    isMp3(await running);
  });
});

describe("the speech pool's fairness between clients (issue 28 F11)", () => {
  const busy = { statusCode: 429, message: "Narration is busy right now. Please try again in a moment." };
  const yours = {
    statusCode: 429,
    message: "You already have narrations waiting. Please wait for them to finish.",
  };

  it("lets 75 requests at once from 3 addresses leave room for a fourth address", async () => {
    pool = new SpeechPool(1);
    const left = new AbortController();
    const asked = ["198.51.100.1", "198.51.100.2", "2001:db8:1:2::/64"].flatMap((client) =>
      Array.from({ length: 25 }, (_, i) =>
        pool.run(`Line ${i} for ${client}.`, voice, DEFAULT_SPEECH_OPTIONS, left.signal, client).then(
          () => "done",
          (error: { statusCode?: number; message: string }) => error,
        ),
      ),
    );
    // One runs, three of each address wait; the others are refused at once.
    expect(pool.waiting).toBe(9);
    const fourth = pool
      .run("Someone else.", voice, DEFAULT_SPEECH_OPTIONS, left.signal, "203.0.113.9")
      .catch((error: unknown) => error);
    expect(pool.waiting).toBe(10);
    left.abort();
    const answers = await Promise.all(asked);
    expect(answers.filter((a) => typeof a === "object" && a.statusCode === 429)).toHaveLength(75 - 10);
    expect(answers.find((a) => typeof a === "object" && a.statusCode === 429)).toMatchObject(yours);
    // The running job finishes (its caller left too late); the waiting ones, the fourth's too, are dropped.
    expect(await fourth).toMatchObject(abandoned);
  });

  it("takes one job from each waiting client in turn, not the oldest first", async () => {
    pool = new SpeechPool(1);
    const order: string[] = [];
    const ask = (client: string, n: number) =>
      pool
        .run(`Scene ${n}.`, voice, DEFAULT_SPEECH_OPTIONS, undefined, client)
        .then(() => order.push(`${client}${n}`));
    const jobs = [ask("a", 0), ask("a", 1), ask("a", 2), ask("a", 3), ask("b", 1), ask("c", 1), ask("b", 2)];
    await Promise.all(jobs);
    // a0 was running before the others came; then a, b, c take turns.
    expect(order).toEqual(["a0", "a1", "b1", "c1", "a2", "b2", "a3"]);
  });

  it("still refuses everyone when the whole queue is full", async () => {
    pool = new SpeechPool(1, 2, 1);
    const left = new AbortController();
    const running = pool.run("Running.", voice, DEFAULT_SPEECH_OPTIONS, left.signal, "a");
    const waiting = [
      pool.run("One.", voice, DEFAULT_SPEECH_OPTIONS, left.signal, "b"),
      pool.run("Two.", voice, DEFAULT_SPEECH_OPTIONS, left.signal, "c"),
    ];
    await expect(pool.run("Three.", voice, DEFAULT_SPEECH_OPTIONS, left.signal, "d")).rejects.toMatchObject(
      busy,
    );
    left.abort();
    for (const job of waiting) await expect(job).rejects.toMatchObject(abandoned);
    isMp3(await running);
  });
});
