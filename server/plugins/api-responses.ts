import { z } from "zod";
import { expectedAnswers, ROUTE_ACCESS_CLASSES } from "./route-access-classes";

/**
 * The answers each route can give besides its own success, for the API description (issue 30
 * item 6) — derived, not written per route: from who may call it (route-access-classes.ts),
 * from what it reads (a body, a query, path parameters), and from what guards every route
 * (rate limits, the cross-origin check, the error handler). A route's own schema may add more
 * (a 409 of play, say); what it declares there wins.
 */

/** Every error answer's body. */
export const ErrorBody = z.object({ message: z.string() }).describe("What went wrong, in words for a person");

const WHY: Record<number, string> = {
  400: "The request is not valid; the message names the field and the problem",
  401: "Sign in first",
  403: "Refused: a request from another site, or one this caller may not make",
  404: "Not found — or not yours: another user's things are answered as missing",
  409: "The request conflicts with the current state; the message says how",
  413: "The body is larger than this route takes",
  414: "The address is longer than the server takes",
  415: "The body's content type is not one this route takes",
  429: "Too many requests, or a daily allowance is spent; the message says when to retry",
  500: "The server failed; the message carries a request id the log has",
  502: "The AI provider failed; nothing was changed",
  503: "A service this call needs (the AI provider, a worker) is not available now",
};

type RouteSchema = {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
};

/** The statuses a route can answer besides its own: numbers, and "3XX" for a redirect. */
export function declaredStatuses(
  method: string,
  url: string,
  schema: RouteSchema,
  options: { ai?: boolean } = {},
): Array<number | "3XX"> {
  const out = new Set<number | "3XX">([500]);
  const declared = ROUTE_ACCESS_CLASSES[`${method} ${url}`];
  if (declared)
    for (const answer of Object.values(expectedAnswers(declared))) {
      if (answer === "3xx") out.add("3XX");
      else if (typeof answer === "number") out.add(answer);
    }
  // Every address can be too long; every unsafe method is origin-checked and may be sent a body.
  out.add(414);
  if (schema.body || schema.querystring || schema.params) out.add(400);
  if (method !== "GET" && method !== "HEAD") for (const status of [400, 403, 413, 415]) out.add(status);
  if (url.startsWith("/api/")) out.add(429);
  // A call to the model can fail at the provider (502) or find it not set up (503).
  if (options.ai) {
    out.add(502);
    out.add(503);
  }
  return [...out];
}

const errorResponse = (status: number) => ({
  description: WHY[status] ?? "An error; the message says what went wrong",
  content: { "application/json": { schema: ErrorBody } },
});

/**
 * The route's schema with its error answers added, for the document only (the answers
 * themselves are serialised as they always were).
 */
export function withDeclaredResponses<T extends RouteSchema>(
  method: string,
  url: string,
  schema: T,
  options: { ai?: boolean } = {},
): T {
  const statuses = declaredStatuses(method, url, schema, options);
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of statuses) {
    if (status === "3XX" || String(status) in response) continue;
    response[String(status)] = errorResponse(status);
  }
  return { ...schema, response };
}

/**
 * After the schema's conversion: a redirect has no body to describe, and a route whose success
 * has no schema (a download, a stream) is still said to succeed.
 */
export function withSuccess(method: string, url: string, response: Record<string, unknown> | undefined) {
  const out = { ...response };
  if (ROUTE_ACCESS_CLASSES[`${method} ${url}`]?.redirects)
    out["3XX"] = { description: "A redirect: the Location header says where" };
  else if (!Object.keys(out).some((status) => status.startsWith("2")))
    out["200"] = { description: "Success: a file, a stream of events, or an empty answer" };
  return out;
}
