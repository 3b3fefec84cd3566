import { APICallError, streamText } from "ai";
import {
  type AiFailureKind,
  type AiModelList,
  type AiTestResult,
  type DetectedServers,
  LOCAL_SERVERS,
  WRITER_NAMES,
  writerLabel,
} from "../../../contract/ai-settings";
import { AiConfigurationError } from "../ai-errors";
import { createLanguageModel, type LlmProvider } from "../llm/providers";
import { type Connection, modelOf } from "./connection-store";
import { connectionFetch, PRIVATE_URL_MESSAGE } from "./public-address";

/**
 * What "Test connection", the model list and "Find local model servers" ask of a provider
 * (issue 32): one short generation with its timings, the provider's own list of models, the
 * usual local ports. Failures come back in plain words, never as a stack or a provider's JSON.
 */

const TEST_TIMEOUT_MS = 30_000;
const LIST_TIMEOUT_MS = 8_000;
const DETECT_TIMEOUT_MS = 1_500;

const HOSTED_BASES: Record<Exclude<LlmProvider, "openai-compatible">, string> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com/v1",
  google: "https://generativelanguage.googleapis.com/v1beta",
};

/** What went wrong, from the error a call threw, as the page says it. */
export function describeFailure(
  error: unknown,
  c: Pick<Connection, "provider" | "model" | "baseUrl">,
): {
  kind: AiFailureKind;
  message: string;
} {
  const provider = WRITER_NAMES[c.provider];
  const chain: unknown[] = [];
  for (let e: unknown = error; e && chain.length < 6; e = (e as { cause?: unknown }).cause) chain.push(e);
  const text = chain
    .map((e) => `${(e as Error).message ?? ""} ${(e as { code?: string }).code ?? ""}`)
    .join(" ");
  const status = chain.find((e): e is APICallError => APICallError.isInstance(e))?.statusCode;
  if (/AI_ALLOW_PRIVATE_URLS|EPRIVATEADDRESS/.test(text))
    return { kind: "not-allowed", message: PRIVATE_URL_MESSAGE(hostOf(c.baseUrl)) };
  if (error instanceof AiConfigurationError)
    return { kind: "failed", message: `The connection is incomplete: ${error.detail ?? error.message}` };
  if (status === 401 || status === 403)
    return {
      kind: "wrong-key",
      message: `${provider} refused the API key. Check that it is correct and active.`,
    };
  if (status === 404 || /model[^.]*(not found|does not exist)|model_not_found|unknown model/i.test(text))
    return { kind: "unknown-model", message: `${provider} does not know the model "${c.model ?? ""}".` };
  if (status === 429)
    return { kind: "rate-limited", message: `${provider} is rate limiting this key. Try again in a minute.` };
  if (/ECONNREFUSED/.test(text))
    return {
      kind: "refused",
      message: `Nothing is listening at ${c.baseUrl ?? provider}: the connection was refused.`,
    };
  if (/ENOTFOUND|EAI_AGAIN/.test(text))
    return { kind: "refused", message: `The address ${hostOf(c.baseUrl)} could not be found.` };
  if (/timed? ?out|TimeoutError|AbortError|ETIMEDOUT|UND_ERR_CONNECT_TIMEOUT/i.test(text))
    return { kind: "timed-out", message: `${provider} did not answer in time.` };
  return {
    kind: "failed",
    message: `${provider} answered with an error${status ? ` (HTTP ${status})` : ""}. Check the base URL and model.`,
  };
}

function hostOf(url: string | null): string {
  try {
    return url ? new URL(url).host : "the server";
  } catch {
    return url ?? "the server";
  }
}

/** One short generation: time to the first token, tokens per second, and the model's reply. */
export async function testConnection(c: Connection, allowPrivate: boolean): Promise<AiTestResult> {
  if (c.provider === "embedded")
    return {
      ok: true,
      writer: writerLabel({ provider: "embedded", model: null }),
      reply: "The built-in storyteller is ready: it writes offline, on this server.",
      firstTokenMs: 0,
      totalMs: 0,
      outputTokens: 0,
      tokensPerSecond: 0,
    };
  const started = performance.now();
  let firstAt: number | null = null;
  try {
    const model = createLanguageModel(
      {
        provider: c.provider,
        model: c.model ?? undefined,
        baseUrl: c.baseUrl ?? undefined,
        apiKey: c.apiKey ?? undefined,
        firstChunkTimeoutMs: TEST_TIMEOUT_MS,
        totalTimeoutMs: TEST_TIMEOUT_MS,
        maxRetries: 0,
      },
      connectionFetch(allowPrivate),
    );
    let failure: unknown = null;
    const result = streamText({
      model,
      maxRetries: 0,
      maxOutputTokens: 60,
      abortSignal: AbortSignal.timeout(TEST_TIMEOUT_MS),
      prompt: "In one sentence, greet a storyteller who is about to write an adventure.",
      onError: ({ error }) => {
        failure = error;
      },
    });
    let reply = "";
    for await (const chunk of result.textStream) {
      if (chunk && firstAt === null) firstAt = performance.now();
      reply += chunk;
    }
    if (failure) throw failure;
    const usage = await result.usage;
    const totalMs = performance.now() - started;
    const firstTokenMs = (firstAt ?? performance.now()) - started;
    const outputTokens = usage.outputTokens ?? Math.ceil(reply.length / 4);
    const streamingMs = Math.max(1, totalMs - firstTokenMs);
    return {
      ok: true,
      writer: writerLabel({ provider: c.provider, model: modelOf(c) }),
      reply: reply.trim().slice(0, 1_000),
      firstTokenMs: Math.round(firstTokenMs),
      totalMs: Math.round(totalMs),
      outputTokens,
      tokensPerSecond: Math.round((outputTokens / streamingMs) * 1000 * 10) / 10,
    };
  } catch (error) {
    return { ok: false, ...describeFailure(error, c) };
  }
}

type ModelsAnswer = {
  data?: Array<{ id?: unknown }>;
  models?: Array<{ name?: unknown; supportedGenerationMethods?: unknown }>;
};

/** The provider's own list of models (sorted), or why there is none. */
export async function listModels(c: Connection, allowPrivate: boolean): Promise<AiModelList> {
  if (c.provider === "embedded") return { models: [], message: null };
  const fetch = connectionFetch(allowPrivate);
  const base = (c.baseUrl ?? (c.provider === "openai-compatible" ? null : HOSTED_BASES[c.provider]))?.replace(
    /\/+$/,
    "",
  );
  if (!base) return { models: [], message: "Enter the server's base URL to see its models." };
  const headers: Record<string, string> = {};
  let url = `${base}/models`;
  if (c.provider === "anthropic") {
    if (c.apiKey) headers["x-api-key"] = c.apiKey;
    headers["anthropic-version"] = "2023-06-01";
  } else if (c.provider === "google") {
    if (c.apiKey) headers["x-goog-api-key"] = c.apiKey;
    url = `${base}/models?pageSize=1000`;
  } else if (c.apiKey) headers.authorization = `Bearer ${c.apiKey}`;
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });
    if (!res.ok) {
      const error = new APICallError({
        message: `HTTP ${res.status}`,
        url,
        requestBodyValues: {},
        statusCode: res.status,
      });
      return { models: [], message: describeFailure(error, c).message };
    }
    const answer = (await res.json()) as ModelsAnswer;
    const ids =
      c.provider === "google"
        ? (answer.models ?? [])
            .filter(
              (m) =>
                !Array.isArray(m.supportedGenerationMethods) ||
                m.supportedGenerationMethods.includes("generateContent"),
            )
            .map((m) => String(m.name ?? "").replace(/^models\//, ""))
        : (answer.data ?? []).map((m) => String(m.id ?? ""));
    const models = [...new Set(ids.filter(Boolean))].sort().slice(0, 500);
    return {
      models,
      message: models.length ? null : "The provider listed no models: type the model's name.",
    };
  } catch (error) {
    return { models: [], message: describeFailure(error, c).message };
  }
}

/** The usual local servers that answer on this machine, with their models (private addresses allowed only). */
export async function detectLocalServers(host = "127.0.0.1"): Promise<DetectedServers> {
  const found = await Promise.all(
    LOCAL_SERVERS.map(async ({ name, port }) => {
      const baseUrl = `http://${host}:${port}/v1`;
      try {
        const res = await fetch(`${baseUrl}/models`, { signal: AbortSignal.timeout(DETECT_TIMEOUT_MS) });
        if (!res.ok) return null;
        const answer = (await res.json()) as ModelsAnswer;
        const models = (answer.data ?? []).map((m) => String(m.id ?? "")).filter(Boolean);
        return { name, baseUrl, models };
      } catch {
        return null;
      }
    }),
  );
  return { servers: found.filter((s) => s !== null) };
}
