import { AiConfigurationError, AiModelError } from "../ai-errors";

/** A provider's synthesis of a page of text takes seconds; beyond this it is not coming. */
export const PROVIDER_TIMEOUT_MS = 60_000;

/**
 * One call to a speech provider. Its failures become the AI layer's errors: a refused key is
 * a configuration error (503, "AI service configuration error"), a busy provider 429, a
 * timeout 504 and anything else 502 — never a raw provider message.
 */
export async function providerFetch(
  provider: string,
  url: string,
  init: RequestInit,
  /** A creator's connection passes the fetch that refuses private addresses (public-address.ts). */
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new AiModelError(
      timedOut ? "The voice service took too long to answer" : "Could not reach the voice service",
      timedOut ? 504 : 502,
      { cause: error },
    );
  }
  if (response.ok) return response;
  const body = (await response.text().catch(() => "")).slice(0, 500);
  const detail = `${provider} answered ${response.status}: ${body}`;
  if (response.status === 401 || response.status === 403) throw new AiConfigurationError(detail);
  if (response.status === 429) throw new AiModelError("The voice service is busy; try again shortly", 429);
  throw new AiModelError("The voice service could not read this text aloud", 502, {
    cause: new Error(detail),
  });
}

/** The answer's JSON, or a 502 when it is not JSON. */
export async function providerJson<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new AiModelError("The voice service answered nonsense", 502, { cause: error });
  }
}
