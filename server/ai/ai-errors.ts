import { HttpError } from "../errors";

/**
 * Failures of the AI layer. Both narrator adapters throw these; being HttpErrors, they reach
 * the user as their status and message. Anything else from a narrator is a bug: a logged 500.
 */

export const AI_CONFIGURATION_ERROR = "AI service configuration error";

/** A provider is selected but cannot be used (missing key, model or address): HTTP 503. */
export class AiConfigurationError extends HttpError {
  constructor(readonly detail?: string) {
    super(503, AI_CONFIGURATION_ERROR);
    this.name = "AiConfigurationError";
  }
}

/**
 * The model failed, timed out or answered nonsense: a 5xx with a message users can act on; or
 * the provider stayed busy through the retries: 429. Never 503: the play screen reads 503 as
 * "AI service configuration error" (spec 000 §8), which only AiConfigurationError means.
 */
export class AiModelError extends HttpError {
  constructor(message: string, statusCode: 429 | 502 | 504 = 502, options?: { cause?: unknown }) {
    super(statusCode, message);
    this.name = "AiModelError";
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
