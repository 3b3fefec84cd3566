import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { HttpError } from "../../errors";

export const ImageLimitMessages = {
  perAddress: (seconds: number) =>
    `Too many scene images from this address. Please wait ${seconds} seconds and try again.`,
  perUser: (seconds: number) =>
    `Too many scene images in a minute. Please wait ${seconds} seconds and try again.`,
} as const;

type Limiter = ReturnType<FastifyInstance["createRateLimit"]>;

/**
 * IMAGES_PER_MINUTE per address (anonymous players included: play needs no account) and the
 * same per signed-in user, however many addresses they use, as play's turn limits do. An
 * onRequest hook; the API's global per-address limit still applies besides.
 */
export function imageLimits(app: FastifyInstance, config: Config) {
  const minute = 60_000;
  const perAddress = app.createRateLimit({
    max: config.images.perMinute,
    timeWindow: minute,
    keyGenerator: (request) => `image-address:${request.ip}`,
  });
  const perUser = app.createRateLimit({
    max: config.images.perMinute,
    timeWindow: minute,
    keyGenerator: async (request) => `image-user:${(await request.currentUser())?.id}`,
  });
  const check = async (
    limiter: Limiter,
    request: FastifyRequest,
    reply: FastifyReply,
    message: (seconds: number) => string,
  ) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header("retry-after", String(seconds));
    throw new HttpError(429, message(seconds));
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await check(perAddress, request, reply, ImageLimitMessages.perAddress);
    if (await request.currentUser()) await check(perUser, request, reply, ImageLimitMessages.perUser);
  };
}
