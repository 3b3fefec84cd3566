import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { EMBEDDED_VOICES } from "../../ai/voice/embedded-voices";
import { DEFAULT_SPEECH_OPTIONS, type Voice } from "../../ai/voice/voice";
import { createTestApp } from "../../test-support/test-app";
import type { MediaCache } from "./media-cache";
import { VoiceService } from "./voice-service";

/** A voice whose syntheses wait until the test answers them, keeping each caller's signal. */
function heldVoice() {
  const calls: { signal?: AbortSignal; client?: string; answer: (mp3: Buffer) => void }[] = [];
  const list = EMBEDDED_VOICES.map(({ espeak: _, ...entry }) => entry);
  const voice: Voice = {
    // Its own each time: an answer it gives is cached under its name, and must not answer the next test.
    provider: `held-${randomUUID()}`,
    voices: async () => list,
    resolve: async (id) => id,
    synthesize: (_text, _id, _options, signal, client) =>
      new Promise((answer) => {
        calls.push({ signal, client, answer });
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
        // The voice preview: it needs no session.
        body: JSON.stringify({ voiceId: request.voiceId }),
        signal: player.signal,
      }).catch((error: Error) => error.name);
      // The first request of a new app may take a while on a busy machine.
      await vi.waitFor(() => expect(calls).toHaveLength(1), 10_000);
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

describe("the embedded voice's queue (issue 28 F11)", () => {
  it("is told who asks: the caller's address, an IPv6 /64 as one", async () => {
    const { voice, calls } = heldVoice();
    const t = await createTestApp({}, { voice });
    try {
      const answer = t.app.inject({
        method: "POST",
        url: "/api/tts/synthesize",
        remoteAddress: "2001:db8:5:6::7",
        payload: { voiceId: request.voiceId },
      });
      await vi.waitFor(() => expect(calls).toHaveLength(1), 10_000);
      expect(calls[0]?.client).toBe("2001:db8:5:6::/64");
      calls[0]?.answer(Buffer.from("mp3"));
      expect((await answer).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
