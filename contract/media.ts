import { z } from "zod";
import { DEFAULT_IMAGE_STYLE, DEFAULT_VOICE_ID, SCENE_TEXT_MAX, SPEECH_TEXT_MAX } from "./media-constants";

export {
  DEFAULT_IMAGE_STYLE,
  DEFAULT_VOICE_ID,
  IMAGE_SIZE,
  IMAGE_STYLES,
  SCENE_TEXT_MAX,
  SPEECH_TEXT_MAX,
  VOICE_PREVIEW_TEXT,
  VOICE_PREVIEW_TITLE,
} from "./media-constants";

/**
 * Voice narration and scene illustrations (spec 000 §3, §7, §9; issue 21). Both sides use
 * these: the play screen's calls and the server's validation.
 */

// ---- voice ------------------------------------------------------------------------------------

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

export const ImageStyle = z.enum([
  "computer-game",
  "illustration",
  "comic-book",
  "photo-realistic",
  "space-age",
]);
export type ImageStyle = z.infer<typeof ImageStyle>;

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
