import {
  APICallError,
  generateText,
  type LanguageModel,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  RetryError,
  streamText,
} from "ai";
import type { z } from "zod";
import { AiConfigurationError, AiModelError } from "../ai-errors";
import type { CallOptions } from "../narrator";
import { type ThrottleWatch, watchThrottling } from "./retry-after";
import { InvalidAnswer } from "./schemas";
import { estimateTokens } from "./text";

/**
 * One model call each, with the guarantees the narrator promises: a first-chunk and a total
 * deadline, the AI SDK's retries (429/5xx, exponential backoff, Retry-After honoured), usage
 * reported once per call, and every failure turned into AiModelError / AiConfigurationError.
 */

export type ModelRuntime = {
  model: LanguageModel;
  firstChunkTimeoutMs: number;
  totalTimeoutMs: number;
  maxRetries: number;
};

export const MESSAGES = {
  scene: "The AI service failed to write this scene. Please try again.",
  answer: "The AI service failed to answer. Please try again.",
  timeout: "The AI service took too long to answer. Please try again.",
  busy: "The AI service is busy right now. Please try again in a moment.",
  cancelled: "The AI request was cancelled.",
} as const;

/** Aborts a call when the caller gives up, on the total deadline, or on no first chunk. */
class Deadline implements ThrottleWatch {
  private readonly controller = new AbortController();
  readonly signal: AbortSignal;
  timedOut = false;
  throttled = false;
  private readonly total: NodeJS.Timeout;
  private first: NodeJS.Timeout | undefined;
  private readonly endsAt: number;
  private firstEndsAt: number | undefined;

  constructor(rt: ModelRuntime, caller: AbortSignal | undefined, firstChunk: boolean) {
    this.signal = caller ? AbortSignal.any([caller, this.controller.signal]) : this.controller.signal;
    this.total = setTimeout(() => this.expire(), rt.totalTimeoutMs);
    this.endsAt = Date.now() + rt.totalTimeoutMs;
    if (firstChunk) {
      this.first = setTimeout(() => this.expire(), rt.firstChunkTimeoutMs);
      this.firstEndsAt = Date.now() + rt.firstChunkTimeoutMs;
    }
    watchThrottling(this.signal, this);
  }

  chunkArrived(): void {
    if (this.first) clearTimeout(this.first);
    this.first = undefined;
    this.firstEndsAt = undefined;
  }

  timeLeftMs(): number {
    return Math.min(this.endsAt, this.firstEndsAt ?? this.endsAt) - Date.now();
  }

  giveUp(): void {
    this.expire();
  }

  private expire(): void {
    if (this.timedOut || this.signal.aborted) return;
    this.timedOut = true;
    this.controller.abort(new DOMException("AI call timed out", "TimeoutError"));
  }

  dispose(): void {
    clearTimeout(this.total);
    if (this.first) clearTimeout(this.first);
  }
}

function apiCallError(error: unknown): APICallError | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (APICallError.isInstance(e)) return e;
    e = RetryError.isInstance(e) ? e.lastError : (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The error users see; the cause stays attached for the log. */
export function toAiError(
  error: unknown,
  failMessage: string,
  deadline?: Deadline,
  caller?: AbortSignal,
): Error {
  if (error instanceof AiModelError || error instanceof AiConfigurationError) return error;
  // Out of time while waiting out a 429's Retry-After: the provider is busy, not slow.
  if (deadline?.timedOut && deadline.throttled) return new AiModelError(MESSAGES.busy, 429, { cause: error });
  if (deadline?.timedOut) return new AiModelError(MESSAGES.timeout, 504, { cause: error });
  if (caller?.aborted) return new AiModelError(MESSAGES.cancelled, 502, { cause: error });
  const status = apiCallError(error)?.statusCode;
  if (status === 401 || status === 403)
    return new AiConfigurationError(`the provider refused the API key (HTTP ${status})`);
  if (status === 404)
    return new AiConfigurationError("the provider answered 404: check AI_MODEL and AI_BASE_URL");
  // Busy is not misconfigured: a 503 would tell the player the API key is missing (spec 000 §8).
  if (status === 429) return new AiModelError(MESSAGES.busy, 429, { cause: error });
  return new AiModelError(failMessage, 502, { cause: error });
}

function report(options: CallOptions | undefined, usage: LanguageModelUsage | undefined): void {
  // A call that died before the provider counted anything has nothing to report.
  if (!usage || !options?.onUsage || (usage.inputTokens === undefined && usage.outputTokens === undefined))
    return;
  options.onUsage({ inputTokens: usage.inputTokens ?? 0, outputTokens: usage.outputTokens ?? 0 });
}

/** Output tokens reserved for a call that sets no maximum (ADR 014). */
export const DEFAULT_OUTPUT_ESTIMATE = 1_000;

/**
 * Reserves what a call may spend before it is made: its prompt as sent (instructions and every
 * message, re-asks included) and its output limit. Rejects (429) when the budget has no room;
 * outside the calls' try blocks, so that the refusal reaches the user as it is.
 */
async function reserveFor(
  options: CallOptions | undefined,
  req: TextRequest,
  messages: ModelMessage[] | string,
): Promise<void> {
  if (!options?.reserve) return;
  const sent =
    typeof messages === "string" ? messages : messages.map((m) => JSON.stringify(m.content)).join("\n");
  await options.reserve(
    estimateTokens(req.instructions) +
      estimateTokens(sent) +
      (req.maxOutputTokens ?? DEFAULT_OUTPUT_ESTIMATE),
  );
}

export type TextRequest = {
  instructions: string;
  prompt: string;
  maxOutputTokens?: number;
  temperature?: number;
};

/**
 * Streams prose, calling `onChunk` with each piece, and resolves to the whole text — or
 * rejects. An AI SDK stream that is aborted or cut does not throw from its text stream, so
 * the full stream is read and every way of ending other than a clean finish is an error:
 * a short scene is never passed off as a whole one.
 */
export async function streamProse(
  rt: ModelRuntime,
  req: TextRequest,
  options: CallOptions | undefined,
  onChunk: (chunk: string) => void,
): Promise<string> {
  await reserveFor(options, req, req.prompt);
  const deadline = new Deadline(rt, options?.signal, true);
  let text = "";
  let failure: unknown;
  let finishReason: string | undefined;
  let usage: LanguageModelUsage | undefined;
  try {
    const result = streamText({
      model: rt.model,
      instructions: req.instructions,
      prompt: req.prompt,
      maxRetries: rt.maxRetries,
      maxOutputTokens: req.maxOutputTokens,
      temperature: req.temperature,
      abortSignal: deadline.signal,
      // Errors are read from the stream below; the default handler would only log them.
      onError: () => {},
    });
    for await (const part of result.stream) {
      if (part.type === "text-delta") {
        if (!part.text) continue;
        deadline.chunkArrived();
        text += part.text;
        onChunk(part.text);
      } else if (part.type === "reasoning-delta") {
        // A reasoning model is alive while it thinks; the total deadline still bounds it.
        deadline.chunkArrived();
      } else if (part.type === "error") {
        failure ??= part.error;
      } else if (part.type === "abort") {
        failure ??= new Error(`stream aborted${part.reason ? `: ${part.reason}` : ""}`);
      } else if (part.type === "finish") {
        finishReason = part.finishReason;
        usage = part.totalUsage;
      }
    }
  } catch (error) {
    failure ??= error;
  } finally {
    deadline.dispose();
  }
  report(options, usage);
  if (deadline.timedOut || options?.signal?.aborted) failure ??= new Error("aborted");
  if (!failure && finishReason !== "stop" && finishReason !== "length") {
    failure = new Error(`stream ended without finishing (${finishReason ?? "no finish reason"})`);
  }
  if (!failure && !text.trim()) failure = new Error("the model wrote nothing");
  if (failure) throw toAiError(failure, MESSAGES.scene, deadline, options?.signal);
  return text;
}

/** Plain text, non-streamed; one re-ask when the answer is shorter than `minChars`. */
export async function generateProse(
  rt: ModelRuntime,
  req: TextRequest & { minChars: number },
  options: CallOptions | undefined,
): Promise<string> {
  let messages: ModelMessage[] = [{ role: "user", content: req.prompt }];
  for (let attempt = 0; attempt < 2; attempt++) {
    await reserveFor(options, req, messages);
    const deadline = new Deadline(rt, options?.signal, false);
    let text: string;
    try {
      const result = await generateText({
        model: rt.model,
        instructions: req.instructions,
        messages,
        maxRetries: rt.maxRetries,
        maxOutputTokens: req.maxOutputTokens,
        temperature: req.temperature,
        abortSignal: deadline.signal,
      });
      report(options, result.usage);
      text = result.text.trim();
    } catch (error) {
      throw toAiError(error, MESSAGES.answer, deadline, options?.signal);
    } finally {
      deadline.dispose();
    }
    if (text.length >= req.minChars) return text;
    messages = [
      ...messages,
      { role: "assistant", content: text || "(no answer)" },
      {
        role: "user",
        content: `That answer is too short. Write the full answer, at least ${req.minChars} characters.`,
      },
    ];
  }
  throw new AiModelError(MESSAGES.answer, 502);
}

/** A JSON object out of text that may wrap it in a code fence or prose. */
function lenientJson(text: string | undefined): unknown {
  if (!text) return undefined;
  const start = text.indexOf("{");
  const end = text.lastIndexOf("}");
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

export type StructuredRequest<W, T> = TextRequest & {
  /** The wire schema the model answers in (see schemas.ts). */
  schema: z.ZodType<W>;
  name: string;
  /** Wire → contract shape; throws InvalidAnswer with what is wrong. */
  finalize: (wire: W) => T;
  failMessage?: string;
};

/**
 * A structured answer validated twice (wire schema, then `finalize` with the contract's
 * schema). When it does not fit, the model is asked once more with the problem spelled out;
 * then the call fails with AiModelError.
 */
export async function generateStructured<W, T>(
  rt: ModelRuntime,
  req: StructuredRequest<W, T>,
  options: CallOptions | undefined,
): Promise<T> {
  const failMessage = req.failMessage ?? MESSAGES.answer;
  let messages: ModelMessage[] = [{ role: "user", content: req.prompt }];
  for (let attempt = 0; attempt < 2; attempt++) {
    await reserveFor(options, req, messages);
    const deadline = new Deadline(rt, options?.signal, false);
    let raw = "";
    let problem: string;
    try {
      const result = await generateText({
        model: rt.model,
        instructions: req.instructions,
        messages,
        output: Output.object({ schema: req.schema, name: req.name }),
        maxRetries: rt.maxRetries,
        maxOutputTokens: req.maxOutputTokens,
        temperature: req.temperature,
        abortSignal: deadline.signal,
      });
      report(options, result.usage);
      raw = result.text;
      return req.finalize(result.output);
    } catch (error) {
      if (error instanceof InvalidAnswer) {
        problem = error.message;
      } else if (NoObjectGeneratedError.isInstance(error)) {
        report(options, error.usage);
        raw = error.text ?? "";
        // Models often wrap JSON in a fence or a sentence; no need to pay for a re-ask.
        const salvaged = req.schema.safeParse(lenientJson(error.text));
        if (salvaged.success) {
          try {
            return req.finalize(salvaged.data);
          } catch (invalid) {
            if (!(invalid instanceof InvalidAnswer)) throw invalid;
            problem = invalid.message;
          }
        } else {
          problem =
            error.cause instanceof Error
              ? error.cause.message.slice(0, 600)
              : "the answer was not valid JSON";
        }
      } else {
        throw toAiError(error, failMessage, deadline, options?.signal);
      }
    } finally {
      deadline.dispose();
    }
    messages = [
      ...messages,
      { role: "assistant", content: raw.slice(0, 8000) || "(no answer)" },
      {
        role: "user",
        content: `That answer does not fit the required JSON schema: ${problem}. Answer again with only the corrected JSON object.`,
      },
    ];
  }
  throw new AiModelError(failMessage, 502);
}
