import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { enforceLimit } from "../../plugins/minute-limits";

export const TurnLimitMessages = {
  perAddress: (seconds: number) =>
    `Too many story turns from this address. Please wait ${seconds} seconds and try again.`,
  perSession: (seconds: number) =>
    `Too many turns in this story in a minute. Please wait ${seconds} seconds and try again.`,
} as const;

/**
 * The limits on asking the narrator for a scene (ADR 014): per address, over every session it
 * plays, and per session, over every address it is played from. An onRequest hook for the play
 * routes that write a scene (start, action, regenerate, next chapter); the API's global
 * per-address limit still applies besides. Counters live in the rate limiter's store.
 */
export function turnLimits(app: FastifyInstance, config: Config) {
  const minute = 60_000;
  // The per-address key is the rate limiter's own (the client's address as security.ts sees it).
  const perAddress = app.createRateLimit({ max: config.playTurnsPerMinute, timeWindow: minute });
  const perSession = app.createRateLimit({
    max: config.playTurnsPerSessionPerMinute,
    timeWindow: minute,
    keyGenerator: (request) => `session:${(request.params as { sessionToken?: string }).sessionToken}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceLimit(perAddress, request, reply, TurnLimitMessages.perAddress);
    if ((request.params as { sessionToken?: string }).sessionToken)
      await enforceLimit(perSession, request, reply, TurnLimitMessages.perSession);
  };
}
