import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { forbidden } from "../errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused";

/**
 * Security headers, a strict Content-Security-Policy, CSRF protection by origin and the
 * request rate limit. Cookies are SameSite=Lax; the origin check covers the rest.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const https = config.appUrl.startsWith("https:");
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          mediaSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      // Profile images come from other sites.
      crossOriginResourcePolicy: { policy: "same-site" },
    });

    const trusted = new URL(config.appUrl).origin;
    app.addHook("onRequest", async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.headers["sec-fetch-site"] === "cross-site") throw forbidden(CROSS_ORIGIN_MESSAGE);
      const origin = request.headers.origin;
      if (origin === undefined) return; // not a browser form or fetch: CSRF needs a browser
      const sameHost =
        origin !== "null" && URL.canParse(origin) && new URL(origin).host === request.headers.host;
      if (origin !== trusted && !sameHost) throw forbidden(CROSS_ORIGIN_MESSAGE);
    });

    await app.register(rateLimit, {
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // Only the API is limited; static files and probes are cheap.
      allowList: (request) => !request.url.startsWith("/api/"),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
  },
  { name: "security" },
);
