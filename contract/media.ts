import { z } from "zod";

/**
 * Voice narration and scene illustrations (spec 000 §3, §7, §9; issue 21). Both sides use
 * these: the play screen's calls and the server's validation.
 */

// ---- voice ------------------------------------------------------------------------------------

/** Spec 000 §9. */
export const DEFAULT_VOICE_ID = "en-GB-Wavenet-A";
/** Spec 000 §7: the voice preview's fixed sentence and game title. */
export const VOICE_PREVIEW_TITLE = "Voice Preview";
export const VOICE_PREVIEW_TEXT =
  "Welcome, adventurer. Your story is about to begin, and every choice you make will shape it.";
/** A scene is at most a few hundred words; a page of text is the most one call narrates. */
export const SPEECH_TEXT_MAX = 5_000;

export const SsmlGender = z.enum(["MALE", "FEMALE", "NEUTRAL"]);
export const Voice = z.object({
  id: z.string(),
  name: z.string(),
  languageCode: z.string(),
  ssmlGender: SsmlGender,
  description: z.string(),
});
export type Voice = z.infer<typeof Voice>;
export const VoicesResponse = z.object({ voices: z.array(Voice) });

export const SynthesizeRequest = z.object({
  text: z
    .string({ error: "Text is required" })
    .trim()
    .min(1, "Text is required")
    .max(SPEECH_TEXT_MAX, `Text must be at most ${SPEECH_TEXT_MAX} characters`),
  voiceId: z.string().trim().min(1).max(100).default(DEFAULT_VOICE_ID),
  gameTitle: z.string().trim().max(200).optional(),
  sceneNumber: z.number().int().min(0).max(100_000).optional(),
  timestamp: z.number().optional(),
  options: z
    .object({
      speakingRate: z.number().min(0.25).max(4).default(1),
      pitch: z.number().min(-20).max(20).default(0),
      volumeGainDb: z.number().min(-96).max(16).default(0),
    })
    .default({ speakingRate: 1, pitch: 0, volumeGainDb: 0 }),
});
export type SynthesizeRequest = z.input<typeof SynthesizeRequest>;
export const SynthesizeResponse = z.object({ audioContent: z.string() });

// ---- images -----------------------------------------------------------------------------------

/** Spec 000 §4, in the picker's order; photo-realistic is the default (§9). */
export const IMAGE_STYLES = [
  { id: "computer-game", label: "Computer Game (8-bit)" },
  { id: "illustration", label: "Illustration" },
  { id: "comic-book", label: "Comic Book" },
  { id: "photo-realistic", label: "Photo-Realistic" },
  { id: "space-age", label: "Space Age (Sci-Fi)" },
] as const;
export const ImageStyle = z.enum([
  "computer-game",
  "illustration",
  "comic-book",
  "photo-realistic",
  "space-age",
]);
export type ImageStyle = z.infer<typeof ImageStyle>;
export const DEFAULT_IMAGE_STYLE: ImageStyle = "photo-realistic";
/** The picture's size: 3:2, as the play screen shows it. */
export const IMAGE_SIZE = { width: 768, height: 512 } as const;
export const SCENE_TEXT_MAX = 5_000;

export const GenerateImageRequest = z.object({
  sceneText: z
    .string({ error: "Scene text is required" })
    .trim()
    .min(1, "Scene text is required")
    .max(SCENE_TEXT_MAX, `Scene text must be at most ${SCENE_TEXT_MAX} characters`),
  gameTitle: z.string().trim().max(200).default(""),
  gameGenre: z.string().trim().max(60).default(""),
  childMode: z.boolean().default(false),
  imageStyle: ImageStyle.default(DEFAULT_IMAGE_STYLE),
});
export type GenerateImageRequest = z.input<typeof GenerateImageRequest>;
export const GenerateImageResponse = z.object({ imageData: z.string() });
