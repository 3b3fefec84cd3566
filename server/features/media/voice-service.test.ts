import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { EMBEDDED_VOICES } from "../../ai/voice/embedded-voices";
import { DEFAULT_SPEECH_OPTIONS, type Voice } from "../../ai/voice/voice";
import { createTestApp } from "../../test-support/test-app";
import type { MediaCache } from "./media-cache";
import { VoiceService } from "./voice-service";

/** A voice whose syntheses wait until the test answers them, keeping each caller's signal. */
function heldVoice() {
  const calls: { signal?: AbortSignal; answer: (mp3: Buffer) => void }[] = [];
  const list = EMBEDDED_VOICES.map(({ espeak: _, ...entry }) => entry);
  const voice: Voice = {
    provider: "held",
    voices: async () => list,
    resolve: async (id) => id,
    synthesize: (_text, _id, _options, signal) =>
      new Promise((answer) => {
        calls.push({ signal, answer });
      }),
    close: async () => {},
  };
  return { voice, calls };
}

const noCache = { get: async () => null, put: async () => {} } as unknown as MediaCache;
const request = { text: "The bell rang.", voiceId: "en-GB-Embedded-A", options: DEFAULT_SPEECH_OPTIONS };
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("narration nobody waits for", () => {
  it("is abandoned only when every request waiting for it has left", async () => {
    const { voice, calls } = heldVoice();
    const service = new VoiceService(voice, noCache, {} as FastifyBaseLogger);
    const [one, two] = [new AbortController(), new AbortController()];
    const first = service.synthesize(request, { signal: one.signal });
    const second = service.synthesize(request, { signal: two.signal });
    await settle();
    // The same narration twice: one synthesis.
    expect(calls).toHaveLength(1);
    one.abort();
    expect(calls[0]?.signal?.aborted).toBe(false);
    two.abort();
    expect(calls[0]?.signal?.aborted).toBe(true);
    calls[0]?.answer(Buffer.from("mp3"));
    await Promise.all([first, second]);
  });

  it("is asked for afresh by a request that comes after it was abandoned", async () => {
    const { voice, calls } = heldVoice();
    const service = new VoiceService(voice, noCache, {} as FastifyBaseLogger);
    const gone = new AbortController();
    void service.synthesize(request, { signal: gone.signal }).catch(() => undefined);
    await settle();
    gone.abort();
    const again = service.synthesize(request, { signal: new AbortController().signal });
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.signal?.aborted).toBe(false);
    calls[1]?.answer(Buffer.from("mp3"));
    expect((await again).toString()).toBe("mp3");
  });
});

describe("POST /api/tts/synthesize", () => {
  it("abandons the narration when the player's request closes before the audio is ready", async () => {
    const { voice, calls } = heldVoice();
    const t = await createTestApp({}, { voice });
    try {
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
      const player = new AbortController();
      const answer = fetch(`${address}/api/tts/synthesize`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(request),
        signal: player.signal,
      }).catch((error: Error) => error.name);
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.signal?.aborted).toBe(false);
      player.abort();
      expect(await answer).toBe("AbortError");
      await vi.waitFor(() => expect(calls[0]?.signal?.aborted).toBe(true));
      calls[0]?.answer(Buffer.from("mp3"));
    } finally {
      await t.close();
    }
  });
});
