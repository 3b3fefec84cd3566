import type { RouteOptions } from "fastify";
import type { ZodType } from "zod";
import { createTestApp } from "./test-app";

/** One method of one route, as the app registered it, with the contract schemas it validates. */
export type InventoryRoute = {
  /** "METHOD /path", the key the route declarations use. */
  key: string;
  method: string;
  url: string;
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
  /** Left out of the API description on purpose (the description's own routes). */
  hidden: boolean;
};

/** Methods every route has for free (Fastify's HEAD for each GET, CORS preflight): not ours. */
const IMPLICIT_METHODS = new Set(["HEAD", "OPTIONS"]);

/**
 * The app's routes, collected by an onRoute hook while it is built: the single list that the
 * OpenAPI, route × identity and bad-request tests all start from, so a new route joins each.
 */
export function routeRecorder() {
  const routes: InventoryRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (IMPLICIT_METHODS.has(method)) continue;
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        params: schema.params as ZodType | undefined,
        querystring: schema.querystring as ZodType | undefined,
        body: schema.body as ZodType | undefined,
        hidden: schema.hide === true,
      });
    }
  };
  return { routes, onRoute };
}

/** A test app (limits raised so that thousands of requests are not throttled) and its routes. */
export async function createInventoriedApp(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof createTestApp>[1], "onRoute"> = {},
) {
  const { routes, onRoute } = routeRecorder();
  const t = await createTestApp(
    {
      RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
      SAVE_CODE_LOADS_PER_MINUTE: "1000000",
      AI_RATE_LIMIT_PER_MINUTE: "1000000",
      PLAY_TURNS_PER_MINUTE: "1000000",
      PLAY_TURNS_PER_SESSION_PER_MINUTE: "1000000",
      TTS_PER_MINUTE: "1000000",
      REPORTS_PER_HOUR: "1000000",
      ...env,
    },
    { ...options, onRoute },
  );
  return { ...t, routes };
}
