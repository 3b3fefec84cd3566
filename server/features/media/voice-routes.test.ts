import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_VOICE_ID,
  SPEECH_TEXT_MAX,
  VOICE_PREVIEW_TEXT,
  VOICE_PREVIEW_TITLE,
} from "../../../contract/media";
import { AI_CONFIGURATION_ERROR } from "../../ai/ai-errors";
import { createEmbeddedVoice } from "../../ai/voice/embedded-voice";
import { speechText } from "../../ai/voice/speech-text";
import { startStandInTts } from "../../ai/voice/stand-in-tts";
import type { Voice } from "../../ai/voice/voice";
import { decodeMp3 } from "../../test-support/audio";
import { createTestApp, signUp } from "../../test-support/test-app";
import { insertGame } from "../complete-story/test-support";
import { MediaBudgetMessages } from "./media-budget";
import { NARRATION_NEEDS_SESSION } from "./voice-routes";

/** The embedded voice, counting the syntheses that reach it (cache hits do not). */
function countingVoice() {
  const inner = createEmbeddedVoice({ workers: 1 });
  const calls: string[] = [];
  const voice: Voice = {
    ...inner,
    provider: inner.provider,
    synthesize: (text, id, options) => {
      calls.push(text);
      return inner.synthesize(text, id, options);
    },
  };
  return { voice, calls };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const counted = countingVoice();
beforeAll(async () => {
  t = await createTestApp({ TTS_PER_MINUTE: "6" }, { voice: counted.voice });
});
afterAll(() => t.close());

// A fresh address per test: the per-address limit is small here.
let address = 0;
const from = () => `198.51.100.${++address}`;
const synthesize = (payload: object, headers: Record<string, string> = {}, remoteAddress = from()) =>
  t.app.inject({ method: "POST", url: "/api/tts/synthesize", payload, headers, remoteAddress });

describe("GET /api/tts/voices", () => {
  it("lists the voices for anyone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/tts/voices" });
    expect(res.statusCode).toBe(200);
    const { voices } = res.json();
    expect(voices).toHaveLength(8);
    expect(voices[0]).toEqual({
      id: "en-GB-Embedded-A",
      name: "Eleanor",
      languageCode: "en-GB",
      ssmlGender: "FEMALE",
      description: expect.any(String),
    });
  });
});

/** A session on `slug` as a visitor: its token and the scene it shows. */
async function play(app = t.app, slug = "demo-adventure") {
  const res = await app.inject({ method: "POST", url: "/api/sessions/start", payload: { gameSlug: slug } });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json() as { sessionToken: string; currentScene: string };
}

describe("POST /api/tts/synthesize", () => {
  it("answers an anonymous player's voice preview with a base64 MP3, the spec's default voice included", async () => {
    const res = await synthesize({
      text: VOICE_PREVIEW_TEXT,
      voiceId: DEFAULT_VOICE_ID,
      gameTitle: VOICE_PREVIEW_TITLE,
      sceneNumber: 0,
      timestamp: Date.now(),
      options: { speakingRate: 1, pitch: 0, volumeGainDb: 0 },
    });
    expect(res.statusCode).toBe(200);
    const mp3 = Buffer.from(res.json().audioContent, "base64");
    const { samples, sampleRate } = await decodeMp3(mp3);
    expect(samples.length / sampleRate).toBeGreaterThan(3);
  }, 60_000);

  it("refuses any other text without a session (issue 28 F3)", async () => {
    // The request: a page of anyone's text, no cookie, no session.
    const res = await synthesize({ text: "Buy now! ".repeat(555), voiceId: DEFAULT_VOICE_ID });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NARRATION_NEEDS_SESSION);
  });

  it("narrates the session's current scene, not the request's text, once: again comes from the cache", async () => {
    const { sessionToken, currentScene } = await play();
    const body = { sessionToken, text: "Say something else entirely.", voiceId: "en-US-Embedded-B" };
    const before = counted.calls.length;
    const first = await synthesize({ ...body, sceneNumber: 3, timestamp: 1 });
    const second = await synthesize({ ...body, sceneNumber: 4, timestamp: 2, gameTitle: "Other" });
    expect(first.statusCode).toBe(200);
    expect(second.json().audioContent).toBe(first.json().audioContent);
    expect(counted.calls.slice(before)).toEqual([speechText(currentScene)]);
    // The spec's settings are fixed: other options are the same narration, not a new one.
    const faster = await synthesize({ ...body, options: { speakingRate: 1.2 } });
    expect(faster.json().audioContent).toBe(first.json().audioContent);
    expect(counted.calls.length).toBe(before + 1);
  }, 60_000);

  it("speaks the preview's fixed sentence, whoever asks", async () => {
    const before = counted.calls.length;
    const res = await synthesize({ voiceId: "en-GB-Embedded-C" });
    expect(res.statusCode).toBe(200);
    expect(counted.calls.slice(before)).toEqual([speechText(VOICE_PREVIEW_TEXT)]);
  }, 60_000);

  it("refuses too long text, bad tokens and unknown voices", async () => {
    const { sessionToken } = await play();
    const cases: [object, number, string][] = [
      [{ text: "" }, 400, NARRATION_NEEDS_SESSION],
      [{ text: "x".repeat(SPEECH_TEXT_MAX + 1) }, 400, `Text must be at most ${SPEECH_TEXT_MAX} characters`],
      [{ sessionToken: "" }, 400, "sessionToken is not a valid session token"],
      [{ sessionToken: "no-such-session-token-at-all" }, 404, "Session not found"],
      [{ sessionToken, voiceId: "nobody" }, 400, "Unknown voice"],
      [{ voiceId: "fr-FR-Wavenet-A" }, 400, "Unknown voice"],
    ];
    for (const [payload, status, message] of cases) {
      const res = await synthesize(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const res = await synthesize({ sessionToken, options: { speakingRate: 9 } });
    expect(res.statusCode).toBe(400);
  });

  it("limits narration per address for anonymous players and per user for the signed in", async () => {
    const address = from();
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await synthesize({ text: "" }, {}, address)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429]);
    const refused = await synthesize({ text: "" }, {}, address);
    expect(refused.json().message).toMatch(/^Too many narration requests\. Please wait \d+ seconds/);
    expect(refused.headers["retry-after"]).toBeDefined();

    // A user moving between addresses is still counted as one.
    const { cookie } = await signUp(t.app);
    const mine = [];
    for (let i = 0; i < 7; i++) mine.push((await synthesize({ text: "" }, { cookie })).statusCode);
    expect(mine).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });
});

describe("with a provider configured", () => {
  it("narrates through Google at TTS_BASE_URL, the spec's ids as they are", async () => {
    const standIn = await startStandInTts();
    const g = await createTestApp(
      { TTS_PROVIDER: "google", TTS_API_KEY: "k", TTS_BASE_URL: standIn.googleUrl },
      { database: t.database },
    );
    try {
      const voices = await g.app.inject({ method: "GET", url: "/api/tts/voices" });
      expect(voices.json().voices.map((v: { id: string }) => v.id)).toContain(DEFAULT_VOICE_ID);
      const { sessionToken } = await play(g.app);
      const res = await g.app.inject({
        method: "POST",
        url: "/api/tts/synthesize",
        payload: { sessionToken, voiceId: "en-GB-Wavenet-B" },
      });
      expect(res.statusCode).toBe(200);
      expect(Buffer.from(res.json().audioContent, "base64").equals(standIn.audio)).toBe(true);
      standIn.state.fail = 500;
      const failed = await g.app.inject({
        method: "POST",
        url: "/api/tts/synthesize",
        payload: { sessionToken, voiceId: "en-US-Neural2-C" },
      });
      expect(failed.statusCode).toBe(502);
    } finally {
      await g.close();
      await standIn.close();
    }
  });

  it("answers 503 'AI service configuration error' when the provider has no key", async () => {
    const o = await createTestApp({ TTS_PROVIDER: "openai" }, { database: t.database });
    try {
      for (const res of [
        await o.app.inject({ method: "GET", url: "/api/tts/voices" }),
        await o.app.inject({ method: "POST", url: "/api/tts/synthesize", payload: {} }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(AI_CONFIGURATION_ERROR);
      }
    } finally {
      await o.close();
    }
  });
});

describe("the media budget of a paid voice (issue 28 F3)", () => {
  it("charges each narration made to the game's day, refusing past it; cache hits are free", async () => {
    const standIn = await startStandInTts();
    const g = await createTestApp(
      {
        TTS_PROVIDER: "google",
        TTS_API_KEY: "k",
        TTS_BASE_URL: standIn.googleUrl,
        MEDIA_DAILY_PER_GAME: "2",
      },
      { database: t.database },
    );
    try {
      const { user } = await signUp(g.app);
      const id = await insertGame(g.database.db, user.id);
      const { sessionToken } = await play(g.app, `the-clockwork-tide-${id.slice(0, 8)}`);
      const narrate = (voiceId: string) =>
        g.app.inject({
          method: "POST",
          url: "/api/tts/synthesize",
          remoteAddress: from(),
          payload: { sessionToken, voiceId },
        });
      const codes = [];
      for (const voiceId of ["en-GB-Wavenet-A", "en-GB-Wavenet-B", "en-US-Neural2-C"])
        codes.push((await narrate(voiceId)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const refused = await narrate("en-US-Neural2-C");
      expect(refused.json().message).toBe(MediaBudgetMessages.game);
      expect(refused.headers["retry-after"]).toBeDefined();
      expect((await narrate("en-GB-Wavenet-A")).statusCode).toBe(200);
    } finally {
      await g.close();
      await standIn.close();
    }
  });
});
