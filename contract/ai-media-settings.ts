import { z } from "zod";

/**
 * A creator's own voice and picture connections (issue 32), on the same page as the writer:
 * who reads their games' scenes aloud and who draws them. "site" (the default) is this site's
 * own voice or illustrator — the built-in ones unless the operator configured a provider. Keys
 * are write-only, as the writer's: no answer carries them, only a hint ("…abcd").
 */
export const VOICE_PROVIDERS = ["site", "openai", "google"] as const;
export const VoiceProvider = z.enum(VOICE_PROVIDERS);
export type VoiceProvider = z.infer<typeof VoiceProvider>;

export const PICTURE_PROVIDERS = ["site", "openai", "openai-compatible"] as const;
export const PictureProvider = z.enum(PICTURE_PROVIDERS);
export type PictureProvider = z.infer<typeof PictureProvider>;

export const VOICE_NAMES: Record<VoiceProvider, string> = {
  site: "This site's voice",
  openai: "OpenAI text-to-speech",
  google: "Google Cloud Text-to-Speech",
};

export const PICTURE_NAMES: Record<PictureProvider, string> = {
  site: "This site's illustrator",
  openai: "OpenAI Images",
  "openai-compatible": "OpenAI-compatible image server",
};

/** One media connection as the page shows it, without its key. */
export const MediaConnectionView = z.object({
  provider: z.string(),
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  keyHint: z.string().nullable(),
  /** Saved, but its key can no longer be opened: the site's own is used until it is entered again. */
  needsKey: z.boolean(),
});
export type MediaConnectionView = z.infer<typeof MediaConnectionView>;

export const VoiceConnectionView = MediaConnectionView.extend({ provider: VoiceProvider });
export const PictureConnectionView = MediaConnectionView.extend({ provider: PictureProvider });

/** GET /api/settings/ai's `media`: the creator's voice and pictures, and what the site's own are. */
export const AiMediaView = z.object({
  voice: VoiceConnectionView,
  pictures: PictureConnectionView,
  /** "the built-in voice" or the operator's provider, as the page names the default. */
  siteVoice: z.string(),
  siteIllustrator: z.string(),
});
export type AiMediaView = z.infer<typeof AiMediaView>;

/** As the writer's key (ai-settings.ts imports this file, so the number is not imported back). */
const API_KEY_MAX = 500;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const baseUrl = z
  .string()
  .trim()
  .max(500, "Base URL must be at most 500 characters")
  .optional()
  .transform((v) => (v ? v.replace(/\/+$/, "") : undefined))
  .refine(
    (v) => v === undefined || /^https?:\/\/[^\s/?#]+/i.test(v),
    "Base URL must start with http:// or https://",
  );

const mediaFields = {
  /** Another address for the provider's API (a proxy, a compatible server); absent: the provider's own. */
  baseUrl,
  model: optionalText(200, "Model"),
  /** A new key, or absent to keep the stored one (same provider, same address only). */
  apiKey: optionalText(API_KEY_MAX, "API key"),
};

export const PutVoiceConnection = z.object({ provider: VoiceProvider, ...mediaFields }).strict();
export const PutPictureConnection = z
  .object({ provider: PictureProvider, ...mediaFields })
  .strict()
  .superRefine((v, ctx) => {
    if (v.provider !== "openai-compatible") return;
    if (!v.baseUrl)
      ctx.addIssue({
        code: "custom",
        path: ["baseUrl"],
        message: "Base URL is required for an OpenAI-compatible image server",
      });
    if (!v.model)
      ctx.addIssue({
        code: "custom",
        path: ["model"],
        message: "Model is required for an OpenAI-compatible image server",
      });
  });

/** PUT /api/settings/ai/media: either section, or both; one left out stays as it is. */
export const PutAiMedia = z
  .object({ voice: PutVoiceConnection.optional(), pictures: PutPictureConnection.optional() })
  .strict()
  .refine((v) => v.voice || v.pictures, "Send voice, pictures or both");
export type PutAiMedia = z.input<typeof PutAiMedia>;
export type PutVoiceConnection = z.input<typeof PutVoiceConnection>;
export type PutPictureConnection = z.input<typeof PutPictureConnection>;
