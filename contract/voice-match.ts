/**
 * Which voice speaks a requested id (ADR 020). One pure function that both sides use: the
 * server resolves a request's voice with it, and Choose Voice marks the Selected voice with it,
 * from the same list (GET /api/tts/voices), so the badge always marks the voice that speaks.
 * Without zod: the play page's first script may read it.
 */

/** A Google-style id: language, family and letter, e.g. en-GB-Wavenet-A or en-US-Neural2-C. */
export const GOOGLE_VOICE_ID = /^([a-z]{2,3}-[A-Z]{2})-([A-Za-z0-9]+)-([A-Z])$/;

/**
 * The gender of Google's lettered English voices, the same across Standard, Wavenet and
 * Neural2: how an alias finds the closest voice when its exact id is not offered.
 */
const GOOGLE_GENDERS: Record<string, Record<string, "FEMALE" | "MALE">> = {
  "en-GB": { A: "FEMALE", B: "MALE", C: "FEMALE", D: "MALE", F: "FEMALE", N: "FEMALE", O: "MALE" },
  "en-US": {
    A: "MALE",
    B: "MALE",
    C: "FEMALE",
    D: "MALE",
    E: "FEMALE",
    F: "FEMALE",
    G: "FEMALE",
    H: "FEMALE",
    I: "MALE",
    J: "MALE",
  },
};

type Listed = { id: string; languageCode: string; ssmlGender: string };

/**
 * The voice among `voices` closest to a Google-style id: the exact id, else one of the same
 * language and gender (the letter spreads aliases over them), else the language's first.
 * Null when the id is neither listed nor Google-style, or its language has no voice.
 */
export function closestVoice<V extends Listed>(voices: readonly V[], voiceId: string): V | null {
  const exact = voices.find((v) => v.id === voiceId);
  if (exact) return exact;
  const match = GOOGLE_VOICE_ID.exec(voiceId);
  if (!match) return null;
  const [, language = "", , letter = "A"] = match;
  const sameLanguage = voices.filter((v) => v.languageCode === language);
  const gender = GOOGLE_GENDERS[language]?.[letter];
  const sameGender = sameLanguage.filter((v) => v.ssmlGender === gender);
  const pool = sameGender.length ? sameGender : sameLanguage;
  if (!pool.length) return null;
  // Letters of one gender alternate (A, C, E… or B, D…): halve to spread them over the pool.
  const index = Math.floor((letter.charCodeAt(0) - 65) / 2) % pool.length;
  return pool[index] ?? null;
}
