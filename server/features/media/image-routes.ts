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
  // The same picture asked twice at once (a double click, two tabs) is drawn once; it stays
  // here until the cache holds it, so it is never drawn twice while being written.
  const drawing = new Map<string, Promise<Buffer>>();
  const writes = new Set<Promise<void>>();

  const draw = async (key: string, request: z.output<typeof GenerateImageRequest>) => {
    const cached = await cache.get(key);
    if (cached) return { png: cached, fresh: false };
    const png = await drawer.illustrate(request.sceneText, {
      title: request.gameTitle,
      genre: request.gameGenre,
      childMode: request.childMode,
      style: request.imageStyle,
    });
    return { png, fresh: true };
  };

  const picture = (key: string, request: z.output<typeof GenerateImageRequest>) => {
    const pending = drawing.get(key);
    if (pending) return pending;
    const work = draw(key, request);
    // The player gets the picture first; the cache write follows. One that fails only costs the
    // next request a new drawing.
    const store = async ({ png, fresh }: { png: Buffer; fresh: boolean }) => {
      if (fresh)
        await cache
          .put(key, "image", png)
          .catch((err) => app.log.warn({ err }, "could not cache a scene image"));
    };
    const stored = work.then(store, () => undefined).finally(() => drawing.delete(key));
    writes.add(stored);
    void stored.finally(() => writes.delete(stored));
    const png = work.then((w) => w.png);
    drawing.set(key, png);
    return png;
  };
  // Writes still under way finish before the database closes.
  app.addHook("onClose", async () => {
    await Promise.all(writes);
  });

  app.post(
    "/api/images/generate",
    {
      onRequest: imageLimits(app, config),
      schema: { body: GenerateImageRequest, response: { 200: GenerateImageResponse } },
    },
    async (request) => {
      const png = await picture(mediaKey("image", drawer.id, request.body), request.body);
      return { imageData: png.toString("base64") };
    },
  );
};
