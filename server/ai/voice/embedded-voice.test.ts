import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_VOICE_ID } from "../../../contract/media";
import { brightness, decodeMp3, levels, medianPitch, SCENE_60_WORDS } from "../../test-support/audio";
import { createEmbeddedVoice } from "./embedded-voice";
import { EMBEDDED_VOICES } from "./embedded-voices";
import { pitchSetting, rateSetting } from "./espeak-synth";
import { SpeechPool } from "./speech-pool";
import { DEFAULT_SPEECH_OPTIONS } from "./voice";

const SHORT = "Welcome, adventurer. Your story is about to begin.";

/** Synthesis is quick alone (ADR 020), but CI shares two cores among parallel test files. */
const SLOW = 90_000;

const voice = createEmbeddedVoice({ workers: 2 });
afterAll(() => voice.close());

const speak = async (text: string, id: string, options = DEFAULT_SPEECH_OPTIONS) =>
  decodeMp3(await voice.synthesize(text, id, options));

describe("the embedded voice", () => {
  it(
    "reads 60 words as a decodable MP3 at about 2.5 words a second, unclipped and without long gaps",
    async () => {
      expect(SCENE_60_WORDS.split(/\s+/).length).toBe(60);
      const { samples, sampleRate } = await speak(SCENE_60_WORDS, "en-GB-Embedded-A");
      expect(sampleRate).toBe(22_050);
      const seconds = samples.length / sampleRate;
      const expected = 60 / 2.5;
      expect(Math.abs(seconds - expected) / expected).toBeLessThan(0.2);
      const { peak, longestSilence } = levels(samples, sampleRate);
      expect(peak).toBeLessThan(0.92);
      expect(peak).toBeGreaterThan(0.3);
      expect(longestSilence).toBeLessThan(1);
    },
    SLOW,
  );

  it(
    "offers two female and two male voices for each of en-GB and en-US, and they all sound different",
    async () => {
      const list = await voice.voices();
      for (const language of ["en-GB", "en-US"])
        for (const gender of ["FEMALE", "MALE"])
          expect(list.filter((v) => v.languageCode === language && v.ssmlGender === gender).length).toBe(2);
      const heard = [];
      for (const v of list) {
        const { samples, sampleRate } = await speak(SHORT, v.id);
        heard.push({
          id: v.id,
          gender: v.ssmlGender,
          pitch: medianPitch(samples, sampleRate),
          timbre: brightness(samples),
          seconds: samples.length / sampleRate,
        });
      }
      for (const h of heard) expect(h.pitch, h.id).toBeGreaterThan(h.gender === "FEMALE" ? 150 : 70);
      for (const h of heard) if (h.gender === "MALE") expect(h.pitch, h.id).toBeLessThan(140);
      // Every pair differs by at least 4 % in pitch, timbre or pace.
      for (const [i, a] of heard.entries())
        for (const b of heard.slice(i + 1)) {
          const apart = (x: number, y: number) => Math.abs(x - y) / Math.max(x, y) > 0.04;
          expect(
            apart(a.pitch, b.pitch) || apart(a.timbre, b.timbre) || apart(a.seconds, b.seconds),
            `${a.id} ~ ${b.id}`,
          ).toBe(true);
        }
    },
    SLOW,
  );

  it(
    "applies speakingRate, pitch and volumeGainDb",
    async () => {
      const base = await speak(SHORT, "en-US-Embedded-B");
      const fast = await speak(SHORT, "en-US-Embedded-B", { ...DEFAULT_SPEECH_OPTIONS, speakingRate: 1.5 });
      const high = await speak(SHORT, "en-US-Embedded-B", { ...DEFAULT_SPEECH_OPTIONS, pitch: 4 });
      const quiet = await speak(SHORT, "en-US-Embedded-B", { ...DEFAULT_SPEECH_OPTIONS, volumeGainDb: -12 });
      const loud = await speak(SHORT, "en-US-Embedded-B", { ...DEFAULT_SPEECH_OPTIONS, volumeGainDb: 16 });
      expect(fast.samples.length).toBeLessThan(base.samples.length * 0.8);
      const ratio = medianPitch(high.samples, high.sampleRate) / medianPitch(base.samples, base.sampleRate);
      expect(ratio).toBeGreaterThan(2 ** (2 / 12));
      expect(ratio).toBeLessThan(2 ** (6 / 12));
      const peak = (s: Float32Array) => levels(s, 22_050).peak;
      // −12 dB is a quarter of the amplitude, or a little more where the level was held at the ceiling.
      expect(peak(quiet.samples) / peak(base.samples)).toBeGreaterThan(0.2);
      expect(peak(quiet.samples) / peak(base.samples)).toBeLessThan(0.4);
      // A gain past full scale stops at the ceiling: louder, never clipped.
      expect(peak(loud.samples)).toBeGreaterThanOrEqual(peak(base.samples) * 0.98);
      expect(peak(loud.samples)).toBeLessThan(0.92);
    },
    SLOW,
  );

  it("maps the spec's Google-style ids to the closest voice, and knows no others", async () => {
    expect(await voice.resolve(DEFAULT_VOICE_ID)).toBe("en-GB-Embedded-A");
    expect(await voice.resolve("en-GB-Wavenet-B")).toBe("en-GB-Embedded-B");
    expect(await voice.resolve("en-GB-Neural2-C")).toBe("en-GB-Embedded-C");
    expect(await voice.resolve("en-US-Wavenet-D")).toMatch(/^en-US-Embedded-[BD]$/);
    expect(await voice.resolve("en-US-Standard-C")).toMatch(/^en-US-Embedded-[AC]$/);
    expect(await voice.resolve("en-US-Embedded-C")).toBe("en-US-Embedded-C");
    expect(await voice.resolve("fr-FR-Wavenet-A")).toBeNull();
    expect(await voice.resolve("nobody")).toBeNull();
    await expect(voice.synthesize(SHORT, "nobody", DEFAULT_SPEECH_OPTIONS)).rejects.toThrow("Unknown voice");
  });

  it(
    "keeps the event loop free while it synthesizes",
    async () => {
      // The loop's utilisation (busy time over elapsed) is not skewed by other processes on a
      // loaded machine, as timer lag is: synthesis on the loop would hold it near 1.
      const before = performance.eventLoopUtilization();
      await Promise.all(
        EMBEDDED_VOICES.slice(0, 4).map((v) =>
          voice.synthesize(SCENE_60_WORDS, v.id, DEFAULT_SPEECH_OPTIONS),
        ),
      );
      const { utilization } = performance.eventLoopUtilization(before);
      expect(utilization).toBeLessThan(0.2);
    },
    SLOW,
  );

  it(
    "refuses work beyond its queue with 429 instead of answering minutes late",
    async () => {
      const pool = new SpeechPool(1, 1);
      const espeak = EMBEDDED_VOICES[0]!.espeak;
      const first = pool.run(SHORT, espeak, DEFAULT_SPEECH_OPTIONS);
      const second = pool.run(SHORT, espeak, DEFAULT_SPEECH_OPTIONS);
      await expect(pool.run(SHORT, espeak, DEFAULT_SPEECH_OPTIONS)).rejects.toMatchObject({
        statusCode: 429,
      });
      expect((await first).length).toBeGreaterThan(1000);
      expect((await second).length).toBeGreaterThan(1000);
      await pool.close();
    },
    SLOW,
  );

  it("places speakingRate and pitch on eSpeak's scales", () => {
    expect(rateSetting(126, 1)).toBe(126);
    expect(rateSetting(126, 0.25)).toBe(80);
    expect(rateSetting(126, 4)).toBe(450);
    expect(pitchSetting(50, 0)).toBe(50);
    expect(pitchSetting(50, 4.26)).toBe(75);
    expect(pitchSetting(50, -20)).toBe(0);
    expect(pitchSetting(30, 0)).toBe(30);
  });
});
