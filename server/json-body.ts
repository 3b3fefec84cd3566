import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";
import { jsonHasNul, NUL_IN_BODY_MESSAGE } from "./text-input";

/**
 * The deepest JSON a request may send. The contract's bodies nest four levels at most (a game's
 * characters' fields); 32 leaves room and stops the 10,000-level bodies that overflowed the stack
 * of whatever walked them recursively (JSON.stringify, a schema, a log serializer): a 500 before.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP_MESSAGE = `JSON nested more than ${MAX_JSON_DEPTH} levels deep`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** True when the text opens more than `max` objects or arrays inside one another (no recursion). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  // Fewer brackets than the limit cannot nest past it: the common small body costs one compare.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * Fastify's own JSON parser (with its __proto__ and constructor checks), behind a depth check,
 * for every route: a body nested too deep is a 400 {message} wherever it is sent.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (jsonTooDeep(text)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    if (jsonHasNul(text)) {
      done(badRequest(NUL_IN_BODY_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
