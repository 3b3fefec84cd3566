import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import type { Config } from "../config";
import { forbidden } from "../errors";
import { addressGroup } from "./client-address";

/** The Content-Security-Policy allows no inline script; styles may be inline (React style props). */
export function securityHeaders(https: boolean): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-site",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
    ...(https ? { "strict-transport-security": "max-age=15552000; includeSubDomains" } : {}),
  };
}

/** True for /api and everything under it: pass a matched route pattern or a decoded path. */
export function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * The path a request names, percent-decoded as the router decodes it, without its query: for
 * policies of requests that matched no route (their 404).
 */
export function decodedPath(url: string): string {
  const raw = url.split("?")[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Every counter's key starts so, then the route (for a route's own limit) and the address. */
export const RATE_LIMIT_KEY_PREFIX = "taleforge:rate-limit:";

/**
 * The Redis that holds the limiter's counters when REDIS_URL is set, so that every instance
 * behind a balancer counts the same requests (ADR 016). Connected before the server listens: a
 * wrong URL stops the boot. Afterwards a request never waits on Redis for more than a second; if
 * Redis is away, requests go unlimited (and the outage is logged) rather than failing.
 */
async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    commandTimeout: 1_000,
    maxRetriesPerRequest: 1,
  });
  let lastWarning = 0;
  redis.on("error", (err) => {
    // ioredis reports each failed reconnection: one line a minute is enough.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    app.log.warn({ err }, "rate-limit store (Redis) unavailable: requests are not limited meanwhile");
  });
  await redis.connect().catch((error: unknown) => {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect to the rate-limit store (${String(error)})`);
  });
  app.addHook("onClose", async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused";

/**
 * Security headers, a strict Content-Security-Policy, CSRF protection by origin and the
 * request rate limit. Cookies are SameSite=Lax; the origin check covers the rest.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const headers = securityHeaders(config.appUrl.startsWith("https:"));
    // Computed once: @fastify/helmet rebuilt its middleware on every request (see ADR 005).
    app.addHook("onRequest", async (_request, reply) => {
      reply.headers(headers);
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

    // Without REDIS_URL the counters live in this process: right for one instance, while several
    // would each allow the full limit (ADR 016).
    const redis = config.redisUrl ? await connectRedis(app, config.redisUrl) : undefined;
    await app.register(rateLimit, {
      ...(redis ? { redis, nameSpace: RATE_LIMIT_KEY_PREFIX, skipOnError: true } : {}),
      global: true,
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      // Only the API is limited; static files and probes are cheap. Decided by the route that
      // matched, never the raw URL: the router decodes "/%61pi/…" to an /api route.
      allowList: (request) => !isApiPath(request.routeOptions.url ?? ""),
      // Every limit, the route's own too, counts an IPv6 client by its /64 (ADR 015).
      keyGenerator: (request) => addressGroup(request.ip),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      }),
    });
  },
  { name: "security" },
);
