import type { Voice as VoiceEntry } from "../../../contract/media";

/**
 * How eSpeak NG speaks one embedded voice: its language voice and variant ("+f3"), the base
 * pitch (0–100, 50 is the variant's own), pitch range (0–100) and pace in eSpeak's words per
 * minute. The paces are set so that a scene is read at about 150 real words a minute, an
 * audiobook's pace (eSpeak's nominal rate runs ~35 % fast on prose).
 */
export type EspeakVoice = {
  name: string;
  pitch: number;
  range: number;
  rate: number;
};

export type EmbeddedVoice = VoiceEntry & { espeak: EspeakVoice };

/**
 * Two female and two male voices each for en-GB and en-US (ADR 020): different accents and
 * variants, and pitch and pace apart enough to tell them apart. The first female en-GB voice
 * stands in for the spec's default, en-GB-Wavenet-A (closestVoice).
 */
export const EMBEDDED_VOICES: EmbeddedVoice[] = [
  {
    id: "en-GB-Embedded-A",
    name: "Eleanor",
    languageCode: "en-GB",
    ssmlGender: "FEMALE",
    description: "British English (Received Pronunciation), a clear, warm storyteller",
    espeak: { name: "en-gb-x-rp+f3", pitch: 48, range: 60, rate: 126 },
  },
  {
    id: "en-GB-Embedded-B",
    name: "Arthur",
    languageCode: "en-GB",
    ssmlGender: "MALE",
    description: "British English (Received Pronunciation), a measured, low narrator",
    espeak: { name: "en-gb-x-rp+m3", pitch: 38, range: 45, rate: 122 },
  },
  {
    id: "en-GB-Embedded-C",
    name: "Isla",
    languageCode: "en-GB",
    ssmlGender: "FEMALE",
    description: "Scottish English, bright and brisk",
    espeak: { name: "en-gb-scotland+f4", pitch: 62, range: 70, rate: 132 },
  },
  {
    id: "en-GB-Embedded-D",
    name: "Owen",
    languageCode: "en-GB",
    ssmlGender: "MALE",
    description: "Northern English (Lancaster), a deep, unhurried voice",
    espeak: { name: "en-gb-x-gbclan+m1", pitch: 30, range: 35, rate: 118 },
  },
  {
    id: "en-US-Embedded-A",
    name: "Grace",
    languageCode: "en-US",
    ssmlGender: "FEMALE",
    description: "American English, a calm, friendly voice",
    espeak: { name: "en-us+f2", pitch: 50, range: 55, rate: 126 },
  },
  {
    id: "en-US-Embedded-B",
    name: "Ben",
    languageCode: "en-US",
    ssmlGender: "MALE",
    description: "American English, an easy, conversational voice",
    espeak: { name: "en-us+m2", pitch: 48, range: 55, rate: 128 },
  },
  {
    id: "en-US-Embedded-C",
    name: "Harper",
    languageCode: "en-US",
    ssmlGender: "FEMALE",
    description: "American English, lively and expressive",
    espeak: { name: "en-us+f5", pitch: 66, range: 80, rate: 132 },
  },
  {
    id: "en-US-Embedded-D",
    name: "Walter",
    languageCode: "en-US",
    ssmlGender: "MALE",
    description: "American English (New York), a gravelly old-school narrator",
    espeak: { name: "en-us-nyc+m7", pitch: 26, range: 40, rate: 118 },
  },
];

const byId = new Map(EMBEDDED_VOICES.map((v) => [v.id, v]));
export const embeddedVoice = (id: string) => byId.get(id);
