import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SPEECH_TEXT_MAX } from "../../../contract/media-constants";
import { testConfig } from "../../test-support/test-app";
import { AI_CONFIGURATION_ERROR } from "../ai-errors";
import { createVoice } from "./create-voice";
import { createGoogleVoice } from "./google-voice";
import { createOpenAiVoice } from "./openai-voice";
import { startStandInTts } from "./stand-in-tts";
import { DEFAULT_SPEECH_OPTIONS } from "./voice";

let standIn: Awaited<ReturnType<typeof startStandInTts>>;
beforeAll(async () => {
  standIn = await startStandInTts();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.state.fail = undefined;
  standIn.state.audioFor = undefined;
});

/**
 * The longest scene the route takes (5,000 characters) in several scripts' letters: 2–3 bytes
 * a character, so it is over 4,096 characters and well over Google's 5,000 bytes.
 */
const LONG_SCENE = (() => {
  let scene = "";
  for (let i = 1; ; i++) {
    const sentence =
      `Scène ${i}: Zoë’s café — naïve, ĉu ne? Ωμέγα «λύκος» ждёт у ворот; 灯台の灯りが揺れる. ` +
      `The tide rose and the bell rang on, ${"é".repeat(i % 7)}and nobody answered.`;
    if (scene.length + sentence.length + 1 > SPEECH_TEXT_MAX) return scene;
    scene = scene ? `${scene} ${sentence}` : sentence;
  }
})();
/** A sentence with no end mark that no call can take whole: it must be cut between words. */
const RUN_ON = `${"ünïcödé wörds ".repeat(700)}end`;

/** Each call's text, and the audio the stand-in answers for it: a marker of that text. */
const marker = (text: string) => Buffer.from(`<${text.length}:${text.slice(0, 12)}>`);
function spokenPieces(read: (body: unknown) => string) {
  return standIn.requests.filter((r) => r.method === "POST").map((r) => read(r.body));
}

/** The pieces are the text, in order, each cut at a sentence end unless a sentence is too long. */
function expectPiecesOf(text: string, pieces: string[], fits: (piece: string) => boolean) {
  expect(pieces.length).toBeGreaterThan(1);
  for (const piece of pieces) expect(fits(piece), `${piece.length} characters`).toBe(true);
  const words = (s: string) => s.split(/\s+/).filter(Boolean);
  expect(pieces.flatMap(words)).toEqual(words(text));
}

const options = { speakingRate: 1.25, pitch: -2, volumeGainDb: 3 };

describe("the Google Cloud Text-to-Speech adapter", () => {
  const google = () => createGoogleVoice({ apiKey: "g-key", baseUrl: standIn.googleUrl });

  it("lists the en-GB and en-US voices with their Google ids, the key in a header", async () => {
    const voices = await google().voices();
    expect(voices.map((v) => v.id)).toEqual(["en-GB-Wavenet-A", "en-GB-Wavenet-B", "en-US-Neural2-C"]);
    expect(voices[0]).toMatchObject({ languageCode: "en-GB", ssmlGender: "FEMALE" });
    const [request] = standIn.requests;
    expect(request?.path).toBe("/google/v1/voices?languageCode=en");
    expect(request?.headers["x-goog-api-key"]).toBe("g-key");
  });

  it("asks text:synthesize for MP3 with the voice and the three options, and returns the audio", async () => {
    const mp3 = await google().synthesize("Hello there.", "en-GB-Wavenet-A", options);
    expect(mp3.equals(standIn.audio)).toBe(true);
    const request = standIn.requests.at(-1);
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/google/v1/text:synthesize");
    expect(request?.headers["x-goog-api-key"]).toBe("g-key");
    expect(request?.body).toEqual({
      input: { text: "Hello there." },
      voice: { languageCode: "en-GB", name: "en-GB-Wavenet-A" },
      audioConfig: { audioEncoding: "MP3", ...options },
    });
  });

  it("reads a long multi-byte scene in pieces of at most 5,000 bytes, joined in order", async () => {
    standIn.state.audioFor = marker;
    expect(Buffer.byteLength(LONG_SCENE)).toBeGreaterThan(6000);
    const mp3 = await google().synthesize(LONG_SCENE, "en-GB-Wavenet-A", options);
    const pieces = spokenPieces((body) => (body as { input: { text: string } }).input.text);
    expectPiecesOf(LONG_SCENE, pieces, (p) => Buffer.byteLength(p) <= 5000);
    // Sentence by sentence: every piece ends where a sentence does.
    for (const piece of pieces) expect(piece).toMatch(/[.?:;]$/);
    expect(mp3.equals(Buffer.concat(pieces.map(marker)))).toBe(true);

    standIn.requests.length = 0;
    await google().synthesize(RUN_ON, "en-GB-Wavenet-A", options);
    const words = spokenPieces((body) => (body as { input: { text: string } }).input.text);
    expectPiecesOf(RUN_ON, words, (p) => Buffer.byteLength(p) <= 5000);
  });

  it("resolves an id it does not offer to the closest of its voices", async () => {
    const voice = google();
    expect(await voice.resolve("en-GB-Wavenet-A")).toBe("en-GB-Wavenet-A");
    expect(await voice.resolve("en-GB-Standard-D")).toBe("en-GB-Wavenet-B");
    expect(await voice.resolve("en-US-Wavenet-F")).toBe("en-US-Neural2-C");
    expect(await voice.resolve("nobody")).toBeNull();
  });

  it("maps a refused key to 503, a busy provider to 429 and other failures to 502", async () => {
    const cases = [
      [401, 503, AI_CONFIGURATION_ERROR],
      [403, 503, AI_CONFIGURATION_ERROR],
      [429, 429, "The voice service is busy; try again shortly"],
      [500, 502, "The voice service could not read this text aloud"],
      [400, 502, "The voice service could not read this text aloud"],
    ] as const;
    for (const [status, statusCode, message] of cases) {
      standIn.state.fail = status;
      await expect(google().synthesize("Hi.", "en-GB-Wavenet-A", options)).rejects.toMatchObject({
        statusCode,
        message,
      });
    }
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const voice = createGoogleVoice({ apiKey: "k", baseUrl: "http://127.0.0.1:9/v1" });
    await expect(voice.synthesize("Hi.", "en-GB-Wavenet-A", options)).rejects.toMatchObject({
      statusCode: 502,
    });
  });
});

describe("the OpenAI speech adapter", () => {
  const openai = () => createOpenAiVoice({ apiKey: "o-key", baseUrl: standIn.openaiUrl, model: "tts-1" });

  it("posts /audio/speech with the model, voice, MP3 and speed, the key as a bearer token", async () => {
    const mp3 = await openai().synthesize("Hello there.", "fable", options);
    expect(mp3.equals(standIn.audio)).toBe(true);
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe("/openai/v1/audio/speech");
    expect(request?.headers.authorization).toBe("Bearer o-key");
    expect(request?.body).toEqual({
      model: "tts-1",
      input: "Hello there.",
      voice: "fable",
      response_format: "mp3",
      speed: 1.25,
    });
  });

  it("reads a long scene in pieces of at most 4,096 characters, joined in order", async () => {
    standIn.state.audioFor = marker;
    expect(LONG_SCENE.length).toBeGreaterThan(4096);
    const mp3 = await openai().synthesize(LONG_SCENE, "fable", options);
    const pieces = spokenPieces((body) => (body as { input: string }).input);
    expectPiecesOf(LONG_SCENE, pieces, (p) => p.length <= 4096);
    for (const piece of pieces) expect(piece).toMatch(/[.?:;]$/);
    expect(mp3.equals(Buffer.concat(pieces.map(marker)))).toBe(true);
  });

  it("offers its voices, and gives the spec's default the British one", async () => {
    const voice = openai();
    expect((await voice.voices()).map((v) => v.id)).toContain("nova");
    expect(await voice.resolve("en-GB-Wavenet-A")).toBe("fable");
    expect(await voice.resolve("en-US-Wavenet-C")).toMatch(/^(coral|nova|sage|shimmer)$/);
    expect(voice.provider).toBe("openai:tts-1");
  });

  it("maps errors as the Google adapter does", async () => {
    standIn.state.fail = 401;
    await expect(openai().synthesize("Hi.", "nova", options)).rejects.toMatchObject({ statusCode: 503 });
    standIn.state.fail = 503;
    await expect(openai().synthesize("Hi.", "nova", options)).rejects.toMatchObject({ statusCode: 502 });
  });
});

describe("the configured voice", () => {
  it("is the embedded one by default", async () => {
    const voice = createVoice(testConfig().tts);
    expect(voice.provider).toBe("embedded");
    await voice.close();
  });

  it("answers 503 'AI service configuration error' when a provider is selected without a key", async () => {
    const logged: string[] = [];
    const voice = createVoice(testConfig({ TTS_PROVIDER: "openai" }).tts, (m) => logged.push(m));
    await expect(voice.voices()).rejects.toMatchObject({ statusCode: 503, message: AI_CONFIGURATION_ERROR });
    await expect(voice.synthesize("Hi.", "nova", DEFAULT_SPEECH_OPTIONS)).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(logged.join()).toContain("TTS_API_KEY");
  });
});
