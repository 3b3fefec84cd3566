import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import swagger from "@fastify/swagger";
import scalar from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { projectRoot } from "../paths";
import { withDeclaredResponses, withSuccess } from "./api-responses";
import { securityHeaders } from "./security";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";

const pkg = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
  name: string;
  version: string;
  description: string;
};

/** The sha256 source of each inline <script> of a page, for a CSP that allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return hashes;
}

/**
 * The reference page's policy: the app's own, plus the page's inline start-up script by hash
 * (Scalar writes its configuration inline). Its script itself is served from here, not a CDN.
 */
function docsPolicy(https: boolean, html: string): string {
  const base = securityHeaders(https)["content-security-policy"] ?? "";
  return base.replace("script-src 'self'", ["script-src 'self'", ...inlineScriptHashes(html)].join(" "));
}

/** The Scalar page and its script, in a context of their own so that only they get the looser CSP. */
async function referencePage(app: FastifyInstance, opts: { https: boolean }) {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (typeof payload === "string" && String(reply.getHeader("content-type")).startsWith("text/html")) {
      reply.header("content-security-policy", docsPolicy(opts.https, payload));
    }
    return payload;
  });
  await app.register(scalar, {
    routePrefix: DOCS_PATH,
    logLevel: "warn",
    configuration: {
      url: OPENAPI_PATH,
      pageTitle: `${pkg.name} API`,
      // Scalar's default fonts come from its own CDN; the system's fonts need no connection.
      withDefaultFonts: false,
    },
  });
}

/**
 * Describes every route registered after it from the contract's Zod schemas (OpenAPI 3.1):
 * the document at /api/openapi.json, its reference page at /api/docs. Register before the routes.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean }) => {
    await app.register(swagger, {
      openapi: {
        openapi: "3.1.0",
        info: { title: pkg.name, version: pkg.version, description: pkg.description },
      },
      // Each route's error answers are added to its description (issue 30 item 6).
      transform: (input) => {
        const { route, url } = input;
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const method = String(methods[0]);
        const ai = Boolean((route.config as { ai?: boolean } | undefined)?.ai);
        const schema = input.schema
          ? withDeclaredResponses(method, url, input.schema as Record<string, unknown>, { ai })
          : input.schema;
        const out = jsonSchemaTransform({ ...input, schema: schema as typeof input.schema });
        const converted = out.schema as { response?: Record<string, unknown> } | undefined;
        if (!converted) return out;
        return { ...out, schema: { ...converted, response: withSuccess(method, url, converted.response) } };
      },
    });
    // A route written without a schema is described too, with its error answers (issue 30 item 6).
    app.addHook("onRoute", (route) => {
      route.schema ??= {};
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
    await app.register(referencePage, opts);
  },
  { name: "api-docs" },
);
