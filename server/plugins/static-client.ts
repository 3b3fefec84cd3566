import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { notFound } from "../errors";
import { clientDistDir } from "../paths";
import { decodedPath, isApiPath } from "./security";

/**
 * What a play link's own page adds to play.html: data before the scripts run, `#root`'s markup,
 * and what goes first in the head (inline scripts allowed by their hashes, `headScripts`).
 */
export type PlayPageParts = { data: string; root: string; head?: string };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * play.html with `#root`'s content (the "Loading…" status) replaced by `parts.root` and the data
 * element after it. Null when the file has no such `#root` (a build that changed its shape).
 */
export function playPageHtml(template: string, parts: PlayPageParts): string | null {
  const open = template.indexOf('<div id="root">');
  const end = template.lastIndexOf("</body>");
  const close = end < 0 ? -1 : template.lastIndexOf("</div>", end);
  if (open < 0 || close < open) return null;
  const inner = open + '<div id="root">'.length;
  const page = `${template.slice(0, inner)}${parts.root}</div>\n    ${parts.data}${template.slice(close + "</div>".length)}`;
  // First in the head, before the stylesheet: a script there does not wait for it.
  return parts.head ? page.replace("<head>", () => `<head>\n    ${parts.head}`) : page;
}

/** The CSP sources (sha256) of the inline scripts in `head`: those and no other. */
export function headScripts(head: string): string[] {
  return [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash("sha256")
        .update(m[1] ?? "")
        .digest("base64")}'`,
  );
}

/** A page made for one request, compressed on the way out as the built files are at build time. */
async function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers["accept-encoding"] ?? "");
  reply
    .header("content-type", "text/html; charset=utf-8")
    // The visitor's own run: kept by no cache, shared or not.
    .header("cache-control", "private, no-store")
    .header("vary", "accept-encoding");
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(await gzipped(html));
  return reply.send(html);
}

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
      /**
       * A `?session=` link's own page (ADR 036): the run's start-up data and its newest scene
       * drawn, or null for the plain play.html.
       */
      playPage?: (request: FastifyRequest) => Promise<PlayPageParts | null>;
    },
  ) => {
    const root = opts.root ?? clientDistDir;
    const hasClient = existsSync(path.join(root, "index.html"));
    // index.html with the play page's code preloaded (vite.config.ts, routeHtml): the page's
    // code then downloads beside the start-up script, not after it.
    const playHtml = existsSync(path.join(root, "play.html")) ? "play.html" : "index.html";
    const playTemplate = existsSync(path.join(root, playHtml))
      ? readFileSync(path.join(root, playHtml), "utf8")
      : null;
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
      const parts = play && playTemplate && opts.playPage ? await opts.playPage(request) : null;
      const own = parts && playTemplate ? playPageHtml(playTemplate, parts) : null;
      if (own && parts?.head) {
        const policy = String(reply.getHeader("content-security-policy") ?? "");
        const hashes = headScripts(parts.head);
        if (policy && hashes.length)
          reply.header(
            "content-security-policy",
            policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(" ")}`),
          );
      }
      if (own) return sendPage(request, reply, own);

      return reply.header("cache-control", "no-cache").sendFile(play ? playHtml : "index.html", root);
    });
  },
  { name: "static-client" },
);
