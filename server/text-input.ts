import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

/**
 * PostgreSQL's text cannot hold U+0000: a NUL in an id, a query value or a body's string reached
 * a query and failed it, a 500. It never means anything in our text, so it is refused up front.
 */
export const NUL_IN_ADDRESS_MESSAGE = "The address may not contain a NUL character (%00)";
export const NUL_IN_BODY_MESSAGE = "Text may not contain a NUL character (\\u0000)";

/** True when JSON text holds an escaped NUL (\u0000 not itself behind an escaped backslash). */
export function jsonHasNul(text: string): boolean {
  if (!text.includes("\\u0000")) return false;
  return /(?:^|[^\\])(?:\\\\)*\\u0000/.test(text);
}

/** Refuses a request whose path or query string carries a NUL, before any route reads it. */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (request.url.includes("%00")) throw badRequest(NUL_IN_ADDRESS_MESSAGE);
  });
}
