import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ExploreQuery, ExploreResponse } from "../../../contract/explore";
import type { Db } from "../../db/client";
import { ExploreService } from "./explore-service";

/** GET /api/explore (issue 34): the public gallery, for visitors and signed-in users alike. */
export const exploreRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const explore = new ExploreService(db);

  app.get(
    "/api/explore",
    { schema: { querystring: ExploreQuery, response: { 200: ExploreResponse } } },
    async (request) => {
      const { q, genre, sort, childSafe, cursor } = request.query;
      return explore.list({
        q: q || undefined,
        genre: genre || undefined,
        sort,
        childSafe: childSafe === "true",
        cursor: cursor || undefined,
      });
    },
  );
};
