import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogle } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import { z } from "zod";
import { AiConfigurationError } from "../ai-errors";
import { throttleAware, throttleAwareFetch } from "./retry-after";

export { AiConfigurationError } from "../ai-errors";

export const LLM_PROVIDERS = ["openai", "anthropic", "google", "openai-compatible"] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** How to reach one model, and how patient to be with it. */
export type AiProviderConfig = {
  provider: LlmProvider;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  /** No prose chunk within this time: the turn is aborted (504). */
  firstChunkTimeoutMs: number;
  /** Upper bound of one model call, retries included (504). */
  totalTimeoutMs: number;
  /** Retries of 429 and 5xx answers, with exponential backoff (the AI SDK's own). */
  maxRetries: number;
};

/** What the environment selects: "embedded" or one of the LLM providers. */
export type AiSettings = Omit<AiProviderConfig, "provider"> & { provider: LlmProvider | "embedded" };

/** Defaults for hosted providers: fast, non-reasoning-by-default models that write prose well. */
export const DEFAULT_MODELS: Record<Exclude<LlmProvider, "openai-compatible">, string> = {
  openai: "gpt-4.1-mini",
  anthropic: "claude-haiku-4-5",
  google: "gemini-2.5-flash",
};

/** The AI_* variables. Spread `.shape` into a larger env schema, or call parseAiEnv. */
export const AiEnv = z.object({
  AI_PROVIDER: z.enum(["embedded", ...LLM_PROVIDERS]).default("embedded"),
  AI_MODEL: z.string().trim().min(1).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_FIRST_CHUNK_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
});

/**
 * Reads the AI_* variables (empty strings count as unset). Throws an Error naming each bad
 * variable; a provider that is selected but incomplete is NOT an error here — it is reported
 * as AiConfigurationError when the model is built, so the app still boots and answers 503.
 */
export function parseAiEnv(env: Record<string, string | undefined>): AiSettings {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = AiEnv.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid AI configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    provider: e.AI_PROVIDER,
    model: e.AI_MODEL,
    baseUrl: e.AI_BASE_URL,
    apiKey: e.AI_API_KEY,
    firstChunkTimeoutMs: e.AI_FIRST_CHUNK_TIMEOUT_MS,
    totalTimeoutMs: e.AI_TIMEOUT_MS,
    maxRetries: e.AI_MAX_RETRIES,
  };
}

/** The model id a config resolves to (used in the narrator id "provider:model"). */
export function resolveModelId(config: AiSettings): string {
  if (config.model) return config.model;
  if (config.provider === "openai-compatible" || config.provider === "embedded") {
    throw new AiConfigurationError(`AI_MODEL is required for AI_PROVIDER=${config.provider}`);
  }
  return DEFAULT_MODELS[config.provider];
}

/**
 * Builds the AI SDK model for a provider. Missing key, model or address throws
 * AiConfigurationError ("AI service configuration error", 503) with a `detail` for the log.
 */
export function createLanguageModel(config: AiSettings, baseFetch?: typeof fetch): LanguageModel {
  const modelId = resolveModelId(config);
  const baseURL = config.baseUrl?.replace(/\/+$/, "");
  const requireKey = () => {
    if (!config.apiKey)
      throw new AiConfigurationError(`AI_API_KEY is required for AI_PROVIDER=${config.provider}`);
    return config.apiKey;
  };
  // Every provider's requests go through it: a long Retry-After is answered "busy" at once.
  // A creator's connection brings its own (public addresses only: ADR 029).
  const fetch = baseFetch ? throttleAware(baseFetch) : throttleAwareFetch;
  switch (config.provider) {
    case "openai":
      // The default factory calls the Responses API; `.chat` is chat completions, which
      // OpenAI and the proxies that imitate it all serve.
      return createOpenAI({ apiKey: requireKey(), baseURL, fetch }).chat(modelId);
    case "anthropic":
      return createAnthropic({ apiKey: requireKey(), baseURL, fetch })(modelId);
    case "google":
      return createGoogle({ apiKey: requireKey(), baseURL, fetch })(modelId);
    case "openai-compatible": {
      if (!baseURL)
        throw new AiConfigurationError("AI_BASE_URL is required for AI_PROVIDER=openai-compatible");
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL,
        // Local servers (Ollama, llama.cpp, LM Studio) need no key; OpenRouter and vLLM may.
        apiKey: config.apiKey,
        fetch,
        // Without it, streamed answers carry no token counts.
        includeUsage: true,
        // Sends the JSON schema (response_format json_schema); without it the model only gets
        // "json_object" and never sees the shape. Ollama, llama.cpp, vLLM, LM Studio and
        // OpenRouter accept it.
        supportsStructuredOutputs: true,
      }).chatModel(modelId);
    }
    default:
      throw new AiConfigurationError(`AI_PROVIDER=${config.provider} is not an LLM provider`);
  }
}
