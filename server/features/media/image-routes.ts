import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { GenerateImageRequest, GenerateImageResponse } from "../../../contract/media";
import { createIllustrator } from "../../ai/images/create-illustrator";
import type { Illustrator } from "../../ai/images/illustrator";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { imageLimits } from "./image-limits";
import { MediaCache, mediaKey } from "./media-cache";

/**
 * Spec 000 §7: POST /api/images/generate, the play screen's scene illustration. Open to
 * anonymous players (play needs no account), limited per address and per user, and cached by
 * the hash of the request and the provider, so a replayed scene costs nothing.
 */
export const imageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  illustrator?: Illustrator;
}> = async (app, { db, config, illustrator }) => {
  const drawer = illustrator ?? createIllustrator(config.images, (message) => app.log.warn(message));
  const cache = new MediaCache(db, config.mediaCacheMaxBytes);
  // The same picture asked twice at once (a double click, two tabs) is drawn once.
  const drawing = new Map<string, Promise<Buffer>>();

  const draw = async (key: string, request: z.output<typeof GenerateImageRequest>) => {
    const cached = await cache.get(key);
    if (cached) return cached;
    const png = await drawer.illustrate(request.sceneText, {
      title: request.gameTitle,
      genre: request.gameGenre,
      childMode: request.childMode,
      style: request.imageStyle,
    });
    // A cache that cannot keep it only costs the next request a new drawing.
    await cache.put(key, "image", png).catch((err) => app.log.warn({ err }, "could not cache a scene image"));
    return png;
  };

  app.post(
    "/api/images/generate",
    {
      onRequest: imageLimits(app, config),
      schema: { body: GenerateImageRequest, response: { 200: GenerateImageResponse } },
    },
    async (request) => {
      const key = mediaKey("image", drawer.id, request.body);
      let pending = drawing.get(key);
      if (!pending) {
        pending = draw(key, request.body).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return { imageData: (await pending).toString("base64") };
    },
  );
};
