import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { perAddressAndUser } from "../../plugins/minute-limits";

export const ImageLimitMessages = {
  perAddress: (seconds: number) =>
    `Too many scene images from this address. Please wait ${seconds} seconds and try again.`,
  perUser: (seconds: number) =>
    `Too many scene images in a minute. Please wait ${seconds} seconds and try again.`,
} as const;

/** IMAGES_PER_MINUTE per address and per signed-in user, as play's turn limits do. */
export const imageLimits = (app: FastifyInstance, config: Config) =>
  perAddressAndUser(app, { name: "image", max: config.images.perMinute, messages: ImageLimitMessages });
