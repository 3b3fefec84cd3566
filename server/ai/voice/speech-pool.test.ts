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
