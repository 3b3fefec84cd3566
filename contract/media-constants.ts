/**
 * The plain values of the voice and image contract (spec 000 §4, §7, §9), without zod: the play
 * page reads these in its first script, which must not carry the schema library (media.ts
 * re-exports them beside its schemas).
 */

/** Spec 000 §9. */
export const DEFAULT_VOICE_ID = "en-GB-Wavenet-A";
/** Spec 000 §7: the voice preview's fixed sentence and game title. */
export const VOICE_PREVIEW_TITLE = "Voice Preview";
export const VOICE_PREVIEW_TEXT =
  "Welcome, adventurer. Your story is about to begin, and every choice you make will shape it.";
/** A scene is at most a few hundred words; a page of text is the most one call narrates. */
export const SPEECH_TEXT_MAX = 5_000;

/** Spec 000 §4, in the picker's order; photo-realistic is the default (§9). */
export const IMAGE_STYLES = [
  { id: "computer-game", label: "Computer Game (8-bit)" },
  { id: "illustration", label: "Illustration" },
  { id: "comic-book", label: "Comic Book" },
  { id: "photo-realistic", label: "Photo-Realistic" },
  { id: "space-age", label: "Space Age (Sci-Fi)" },
] as const;
export type ImageStyleId = (typeof IMAGE_STYLES)[number]["id"];
export const DEFAULT_IMAGE_STYLE: ImageStyleId = "photo-realistic";
/** The picture's size: 3:2, as the play screen shows it. */
export const IMAGE_SIZE = { width: 768, height: 512 } as const;
export const SCENE_TEXT_MAX = 5_000;
