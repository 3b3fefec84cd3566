import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ErrorBody } from "../../../contract/errors";
import {
  GenerateImageRequest,
  GenerateImageResponse,
  type ImageStyle,
  SCENE_TEXT_MAX,
} from "../../../contract/media";
import { createIllustrator } from "../../ai/images/create-illustrator";
import type { Illustrator } from "../../ai/images/illustrator";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { badRequest } from "../../errors";
import { addressGroup } from "../../plugins/client-address";
import { imageLimits } from "./image-limits";
import { MediaBudget, type Refund } from "./media-budget";
import { MediaCache, mediaKey } from "./media-cache";
import { currentMediaScene } from "./media-scene";

/** What a picture is drawn from; all of it is the media cache's key. */
type Drawing = {
  sceneText: string;
  gameTitle: string;
  gameGenre: string;
  childMode: boolean;
  imageStyle: ImageStyle;
};

export const NO_SCENE_TEXT = "This scene has no text to draw";

/**
 * Spec 000 §7: POST /api/images/generate, the play screen's scene illustration. Open to
 * anonymous players (play needs no account), limited per address and per user, and cached by
 * the hash of what is drawn and the provider, so a replayed scene costs nothing.
 *
 * What is drawn is a play session's current scene (issue 28 F3): its text, title, genre and
 * child mode come from the session and its game, never from the request, which only picks the
 * style. A provider other than the embedded illustrator is charged to the media budget.
 */
export const imageRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  illustrator?: Illustrator;
}> = async (app, { db, config, illustrator }) => {
  const drawer = illustrator ?? createIllustrator(config.images, (message) => app.log.warn(message));
  const cache = new MediaCache(db, config.mediaCacheMaxBytes);
  const budget = new MediaBudget(db, config.mediaBudget);
  const metered = config.images.provider !== "embedded";
  // The same picture asked twice at once (a double click, two tabs) is drawn once; it stays
  // here until the cache holds it, so it is never drawn twice while being written.
  const drawing = new Map<string, Promise<Buffer>>();
  const writes = new Set<Promise<void>>();

  const draw = async (
    key: string,
    request: Drawing,
    gameId: string,
    client: string,
    own: Illustrator | null,
  ) => {
    const cached = await cache.get(key);
    if (cached) return { png: cached, fresh: false };
    // Charged only when the site's provider is asked (a creator's own key is theirs, issue 32);
    // given back if it fails.
    const refund: Refund | undefined = metered && !own ? await budget.charge(gameId, client) : undefined;
    try {
      const png = await (own ?? drawer).illustrate(request.sceneText, {
        title: request.gameTitle,
        genre: request.gameGenre,
        childMode: request.childMode,
        style: request.imageStyle,
      });
      return { png, fresh: true };
    } catch (error) {
      await refund?.().catch((err) => app.log.warn({ err }, "could not refund the media budget"));
      throw error;
    }
  };

  const picture = (
    key: string,
    request: Drawing,
    gameId: string,
    client: string,
    own: Illustrator | null,
  ) => {
    const pending = drawing.get(key);
    if (pending) return pending;
    const work = draw(key, request, gameId, client, own);
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
      schema: {
        body: GenerateImageRequest,
        response: {
          200: GenerateImageResponse,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          502: ErrorBody,
          503: ErrorBody,
          504: ErrorBody,
        },
      },
    },
    async (request) => {
      const scene = await currentMediaScene(db, request.body.sessionToken, await request.currentUser());
      const sceneText = scene.text.slice(0, SCENE_TEXT_MAX).trim();
      if (!sceneText) throw badRequest(NO_SCENE_TEXT);
      const wanted: Drawing = {
        sceneText,
        gameTitle: scene.title,
        gameGenre: scene.genre,
        childMode: scene.childMode,
        imageStyle: request.body.imageStyle,
      };
      // The game's creator's own illustrator when set (issue 32), else the site's.
      const own = await app.ai.media.illustratorFor(scene.creatorId);
      const key = mediaKey("image", (own ?? drawer).id, wanted);
      const png = await picture(key, wanted, scene.gameId, addressGroup(request.ip), own);
      return { imageData: png.toString("base64") };
    },
  );
};
