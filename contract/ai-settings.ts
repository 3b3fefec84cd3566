import { z } from "zod";
import { AiMediaView } from "./ai-media-settings";
import { AI_WRITERS } from "./writer-names";

export { AI_WRITERS, WRITER_NAMES, writerLabel } from "./writer-names";

/**
 * A creator's own model connection (issue 32): which writer their games use — the built-in
 * storyteller, a hosted provider with their key, or any OpenAI-compatible server (Ollama, LM
 * Studio, llama.cpp, KoboldCpp, vLLM, OpenRouter). The key is write-only: no answer carries it.
 */
export const AiWriter = z.enum(AI_WRITERS);
export type AiWriter = z.infer<typeof AiWriter>;

/** The usual local servers and where they listen ("Find local model servers"). */
export const LOCAL_SERVERS = [
  { name: "Ollama", port: 11434 },
  { name: "LM Studio", port: 1234 },
  { name: "llama.cpp server", port: 8080 },
  { name: "KoboldCpp", port: 5001 },
  { name: "vLLM", port: 8000 },
] as const;

export const API_KEY_MAX = 500;
export const DAILY_TOKENS_MAX = 1_000_000_000;

/** GET /api/settings/ai: the connection as the page shows it, without its secret. */
export const AiSettingsView = z.object({
  provider: AiWriter,
  baseUrl: z.string().nullable(),
  model: z.string().nullable(),
  /** A second model for the short structured calls (characters, titles, checks); null: the main one. */
  fastModel: z.string().nullable(),
  /** The key's last four characters ("…abcd"), or null when none is stored. */
  keyHint: z.string().nullable(),
  /**
   * The stored connection cannot write (its key can no longer be opened, say, after the server's
   * key secret changed): the creator's games use the site's writer until it is entered again.
   */
  needsKey: z.boolean(),
  /** Tokens this connection may spend a UTC day, play of the creator's games included; null: no cap. */
  dailyTokenLimit: z.number().int().nullable(),
  /** Tokens spent today through this connection. */
  tokensToday: z.number().int().min(0),
  /** Whether this instance lets base URLs reach private addresses (AI_ALLOW_PRIVATE_URLS). */
  privateUrlsAllowed: z.boolean(),
  /** The writer the site itself is configured with (what "embedded" falls back to is always the storyteller). */
  siteWriter: z.object({ provider: AiWriter, model: z.string().nullable() }),
  updatedAt: z.string().nullable(),
  /** Voice and pictures (same page); absent from servers before they existed. */
  media: AiMediaView.optional(),
});
export type AiSettingsView = z.infer<typeof AiSettingsView>;

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

/**
 * PUT /api/settings/ai. `apiKey`: a new key, or absent to keep the stored one; `clearKey` drops
 * it. A hosted provider needs a key (stored or new); an OpenAI-compatible server needs a base
 * URL and a model; the built-in storyteller needs nothing.
 */
export const PutAiSettings = z
  .object({
    provider: AiWriter,
    baseUrl,
    model: optionalText(200, "Model"),
    fastModel: optionalText(200, "Fast model"),
    apiKey: optionalText(API_KEY_MAX, "API key"),
    clearKey: z.boolean().optional(),
    dailyTokenLimit: z
      .number()
      .int("Daily token limit must be a whole number")
      .min(1_000, "Daily token limit must be at least 1,000")
      .max(DAILY_TOKENS_MAX, "Daily token limit is too large")
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.provider === "openai-compatible") {
      if (!v.baseUrl)
        ctx.addIssue({
          code: "custom",
          path: ["baseUrl"],
          message: "Base URL is required for an OpenAI-compatible server",
        });
      if (!v.model)
        ctx.addIssue({
          code: "custom",
          path: ["model"],
          message: "Model is required for an OpenAI-compatible server",
        });
    }
  });
export type PutAiSettings = z.input<typeof PutAiSettings>;

/**
 * POST /api/settings/ai/test: one short generation with the connection given (a key typed but
 * not yet saved is used; absent, the stored one).
 */
export const TestAiConnection = PutAiSettings;

/** The provider's failure, in plain words: what the page shows beside Test connection. */
export const AiFailureKind = z.enum([
  "wrong-key",
  "unknown-model",
  "refused",
  "timed-out",
  "rate-limited",
  "not-allowed",
  "failed",
]);
export type AiFailureKind = z.infer<typeof AiFailureKind>;

export const AiTestResult = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    /** "gpt-4.1-mini via OpenAI" */
    writer: z.string(),
    reply: z.string(),
    firstTokenMs: z.number().min(0),
    totalMs: z.number().min(0),
    outputTokens: z.number().int().min(0),
    tokensPerSecond: z.number().min(0),
  }),
  z.object({ ok: z.literal(false), kind: AiFailureKind, message: z.string() }),
]);
export type AiTestResult = z.infer<typeof AiTestResult>;

/** GET /api/settings/ai/models?provider=&baseUrl=: the provider's own list, where it has one. */
export const AiModelsQuery = z.object({
  provider: AiWriter,
  baseUrl: baseUrl,
});
export const AiModelList = z.object({
  models: z.array(z.string()),
  /** Why there is no list (the page then lets the model be typed). */
  message: z.string().nullable(),
});
export type AiModelList = z.infer<typeof AiModelList>;

/** POST /api/settings/ai/detect: the local servers that answered, with their models. */
export const DetectedServers = z.object({
  servers: z.array(z.object({ name: z.string(), baseUrl: z.string(), models: z.array(z.string()) })),
});
export type DetectedServers = z.infer<typeof DetectedServers>;

/** The writer a screen names: "Writing with gpt-4.1-mini via OpenAI" or the built-in storyteller. */
export const ActiveWriter = z.object({
  provider: AiWriter,
  model: z.string().nullable(),
  /** Whose connection: the creator's own, or the site's. */
  source: z.enum(["creator", "site"]),
});
export type ActiveWriter = z.infer<typeof ActiveWriter>;
