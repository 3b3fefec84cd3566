/**
 * A provider's 429 with a Retry-After: the AI SDK waits it out before retrying, which on a call
 * with a deadline ends in "took too long" (504) after the player waited the whole deadline.
 * This fetch, given to every provider, tells the call it is being throttled, and gives the
 * call up at once when the wait would outlast its deadline: the player hears "busy" (429) now.
 */

/** What a call in flight lets the fetch know of it (model-calls.ts's Deadline). */
export type ThrottleWatch = {
  /** The provider answered 429 during this call. */
  throttled: boolean;
  timeLeftMs(): number;
  /** Ends the call now, as its deadline would. */
  giveUp(): void;
};

// By the abort signal a call hands to fetch: the one link the AI SDK keeps between them.
const calls = new WeakMap<AbortSignal, ThrottleWatch>();

export function watchThrottling(signal: AbortSignal, watch: ThrottleWatch): void {
  calls.set(signal, watch);
}

/** Milliseconds a 429 asks to wait (`retry-after-ms`, `retry-after` in seconds or as a date). */
export function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number(headers.get("retry-after-ms") ?? Number.NaN);
  if (Number.isFinite(ms)) return ms;
  const value = headers.get("retry-after");
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at - Date.now();
}

/** `base` (the global fetch by default), watching for throttling as described above. */
export const throttleAware =
  (base: typeof fetch): typeof fetch =>
  async (input, init) => {
    const res = await base(input, init);
    const watch = init?.signal ? calls.get(init.signal) : undefined;
    if (res.status === 429 && watch) {
      watch.throttled = true;
      const wait = retryAfterMs(res.headers);
      if (wait !== undefined && wait >= watch.timeLeftMs()) watch.giveUp();
    }
    return res;
  };

export const throttleAwareFetch: typeof fetch = throttleAware((input, init) => fetch(input, init));
