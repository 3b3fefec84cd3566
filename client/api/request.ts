import type { QueryFunction } from "@tanstack/react-query";

/** Spec 000 §7: a non-success response becomes "{status}: {body text, or status text}". */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Sends cookies always, and a JSON body only when there is a payload. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json" } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res);
  return res;
}

/** Reads the server's {message} out of an error raised by apiRequest, for showing to users. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return error.message || fallback;
  try {
    const body = JSON.parse(match[1]) as { message?: unknown };
    return typeof body.message === "string" ? body.message : match[1];
  } catch {
    return match[1];
  }
}

/**
 * Only the server's own {message}; anything else (an empty body, a proxy's HTML page, a bare
 * status text) is not meant for users, so the caller's fallback is shown instead.
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!body) return fallback;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" && parsed.message.trim() ? parsed.message : fallback;
  } catch {
    return fallback;
  }
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** The default read: GET the query key joined with "/", parse JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
