import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../errors";
import { addressGroup } from "./client-address";

export type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/** Counts one request against a limiter; past the limit, a 429 saying when to try again. */
export async function enforceLimit(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  message: (seconds: number) => string,
): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  const seconds = Math.max(1, result.ttlInSeconds);
  reply.header("retry-after", String(seconds));
  throw new HttpError(429, message(seconds));
}

/**
 * An onRequest hook for calls open to anonymous players (play needs no account): `max` a
 * minute per address (an IPv6 /64 counts as one), and the same per signed-in user however many
 * addresses they use. The API's global per-address limit still applies besides. Counters live
 * in the rate limiter's store, shared across instances when REDIS_URL is set.
 */
export function perAddressAndUser(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    messages: { perAddress: (seconds: number) => string; perUser: (seconds: number) => string };
  },
) {
  const { name, max, messages } = options;
  const perAddress = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}-address:${addressGroup(request.ip)}`,
  });
  const perUser = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: async (request) => `${name}-user:${(await request.currentUser())?.id}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceLimit(perAddress, request, reply, messages.perAddress);
    if (await request.currentUser()) await enforceLimit(perUser, request, reply, messages.perUser);
  };
}
