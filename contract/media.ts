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

/**
 * The play session whose current scene is narrated or drawn (issue 28 F3): the server takes the
 * scene's text and the game's settings from it, not from the request.
 */
const sessionToken = z
  .string({ error: "sessionToken is not a valid session token" })
  .trim()
  .min(1, "sessionToken is not a valid session token")
  .max(100, "sessionToken is not a valid session token");

/**
 * Spec 000 §7's fields, still accepted; with `sessionToken` the current scene is narrated and
 * `text` is ignored. Without one only the voice preview is spoken: its fixed sentence.
 */
export const SynthesizeRequest = z.object({
  sessionToken: sessionToken.optional(),
  text: z
    .string()
    .trim()
    .max(SPEECH_TEXT_MAX, `Text must be at most ${SPEECH_TEXT_MAX} characters`)
    .optional(),
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

/**
 * A picture of a play session's current scene in a style (issue 28 F3). Spec 000 §7's other
 * fields are still accepted but ignored: the scene, title, genre and child mode are the
 * session's and its game's.
 */
export const GenerateImageRequest = z.object({
  sessionToken: z
    .string({ error: "sessionToken is required: a picture is drawn for a play session's current scene" })
    .pipe(sessionToken),
  sceneText: z
    .string()
    .max(SCENE_TEXT_MAX, `Scene text must be at most ${SCENE_TEXT_MAX} characters`)
    .optional(),
  gameTitle: z.string().max(200).optional(),
  gameGenre: z.string().max(60).optional(),
  childMode: z.boolean().optional(),
  imageStyle: ImageStyle.default(DEFAULT_IMAGE_STYLE),
});
export type GenerateImageRequest = z.input<typeof GenerateImageRequest>;
export const GenerateImageResponse = z.object({ imageData: z.string() });
