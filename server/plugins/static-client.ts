import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../errors";
import { clientDistDir } from "../paths";
import { decodedPath, isApiPath } from "./security";

/**
 * Serves the built client, and index.html for every other GET so that the browser's router
 * decides (its 404 page included). Unknown /api paths answer JSON 404.
 */
export const staticClientPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root?: string;
      /**
       * The current slug of a published game this earlier slug belonged to (issue 30 item 1):
       * its play link answers a permanent redirect there.
       */
      movedPlaySlug?: (slug: string) => Promise<string | null>;
    },
  ) => {
    const root = opts.root ?? clientDistDir;
    const hasClient = existsSync(path.join(root, "index.html"));
    // index.html with the play page's code preloaded (vite.config.ts, routeHtml): the page's
    // code then downloads beside the start-up script, not after it.
    const playHtml = existsSync(path.join(root, "play.html")) ? "play.html" : "index.html";
    if (hasClient) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (scripts/compress-client.mjs).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          // Vite fingerprints everything under assets/, so it never changes.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.header("cache-control", "public, max-age=31536000, immutable");
          }
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      // Decoded as the router decodes: "/%61pi/x" is an unknown API path, not a page.
      const path = decodedPath(request.url);
      const isApi = isApiPath(path);
      const page = !isApi && (request.method === "GET" || request.method === "HEAD");
      const slug = page ? /^\/play\/([^/]+)\/?$/.exec(path)?.[1] : undefined;
      const moved = slug && opts.movedPlaySlug ? await opts.movedPlaySlug(slug) : null;
      if (moved) {
        const query = request.url.indexOf("?");
        return reply.redirect(`/play/${moved}${query >= 0 ? request.url.slice(query) : ""}`, 301);
      }
      if (!page || !hasClient) {
        throw notFound(isApi ? `No such API route: ${request.method} ${path}` : "Not found");
      }
      // Play links are personal sessions and share links: search engines keep out (spec 000 §2).
      const play = path.startsWith("/play/");
      if (play) reply.header("x-robots-tag", "noindex");

      return reply.header("cache-control", "no-cache").sendFile(play ? playHtml : "index.html", root);
    });
  },
  { name: "static-client" },
);
