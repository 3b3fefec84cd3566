import type { ActionResponse } from "../../../contract/play";
import { throwIfResNotOk } from "../../api/request";

/** What the server streams while a scene is written (server/features/play/play-routes.ts). */
type StreamEvent = { event: string; data: string };

/** The message of a failed stream, shaped like apiRequest's: "{status}: {body}". */
function streamError(status: number, message: string): Error {
  return new Error(`${status}: ${JSON.stringify({ message })}`);
}

/** Splits a server-sent-events buffer into whole events; returns them and the unfinished rest. */
export function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, "\n");
  const blocks = normalised.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? "" : line.slice(colon + 1);
      if (value.startsWith(" ")) value = value.slice(1);
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length) events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}

/**
 * POSTs a player's action and streams the scene as it is written: `onText` gets each new piece
 * of prose. A server that answers plain JSON (no event stream) is read the ordinary way.
 * Failures throw Error("{status}: {body}") like apiRequest, so the play toasts can match them.
 */
export function streamAction(
  sessionToken: string,
  action: string,
  onText: (chunk: string) => void,
): Promise<ActionResponse> {
  return streamScene(`/api/sessions/${encodeURIComponent(sessionToken)}/action`, { action }, onText);
}

/** Re-rolls the latest scene from the same action, streamed the same way. */
export function streamRegenerate(
  sessionToken: string,
  onText: (chunk: string) => void,
): Promise<ActionResponse> {
  return streamScene(`/api/sessions/${encodeURIComponent(sessionToken)}/regenerate`, {}, onText);
}

async function streamScene(
  url: string,
  body: object,
  onText: (chunk: string) => void,
): Promise<ActionResponse> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  await throwIfResNotOk(res);

  const type = res.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream") || !res.body) return (await res.json()) as ActionResponse;

  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += value;
      const parsed = parseEvents(done ? `${buffer}\n\n` : buffer);
      buffer = parsed.rest;
      for (const { event, data } of parsed.events) {
        if (event === "text") {
          const chunk = (JSON.parse(data) as { text?: unknown }).text;
          if (typeof chunk === "string") onText(chunk);
        } else if (event === "done") {
          return JSON.parse(data) as ActionResponse;
        } else if (event === "error") {
          const body = JSON.parse(data) as { status?: unknown; message?: unknown };
          const status = typeof body.status === "number" ? body.status : 500;
          throw streamError(
            status,
            typeof body.message === "string" ? body.message : "Internal Server Error",
          );
        }
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  // The connection closed before the scene was finished.
  throw new Error("Network Error: the connection closed before the scene was finished.");
}
