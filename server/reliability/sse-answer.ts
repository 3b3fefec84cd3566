/**
 * A route that streams a scene (play-routes.ts sceneReply) answers 200 with server-sent events
 * once the stream has begun, and reports a failure after that as an `error` event
 * `{status, message}`. The matrix and the fuzzer judge such an answer by that event, so that a
 * 500 inside a stream is as visible as one in a status line.
 */

export const SSE_ACCEPT = "text/event-stream";

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** The `error` event of an SSE answer ("unreadable" when its data is not JSON), if it has one. */
export function streamedError(res: Answer): { status: number; message: unknown } | "unreadable" | undefined {
  if (!String(res.headers["content-type"]).includes(SSE_ACCEPT)) return undefined;
  const data = /^event: error\ndata: (.*)$/m.exec(res.body)?.[1];
  if (data === undefined) return undefined;
  try {
    const event = JSON.parse(data) as { status?: unknown; message?: unknown };
    return typeof event.status === "number" ? { status: event.status, message: event.message } : "unreadable";
  } catch {
    return "unreadable";
  }
}

/** The status the answer stands for: an SSE `error` event's (500 when unreadable), else its own. */
export function statusOf(res: Answer): number {
  const streamed = streamedError(res);
  if (streamed === "unreadable") return 500;
  return streamed?.status ?? res.statusCode;
}
