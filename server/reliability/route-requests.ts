import type { InventoryRoute } from "../test-support/route-inventory";
import type { RouteAccess } from "./access-classes";
import type { World } from "./fixtures";

/** The fixture each path parameter names unless the declaration says otherwise. */
const DEFAULT_PARAMS: Record<string, (w: World) => string> = {
  id: (w) => w.gameId,
  sessionToken: (w) => w.sessionToken,
  filename: (w) => w.backupFilename,
  chapterId: (w) => w.chapterId,
  slug: (w) => w.shareSlug,
  reportId: (w) => w.reportId,
};

export function paramsFor(route: InventoryRoute, declared: RouteAccess, w: World): Record<string, string> {
  const given = declared.params?.(w) ?? {};
  const params: Record<string, string> = {};
  for (const [, name = ""] of route.url.matchAll(/:(\w+)/g)) {
    const value = given[name] ?? DEFAULT_PARAMS[name]?.(w);
    if (value === undefined) throw new Error(`${route.key}: no fixture for :${name}`);
    params[name] = value;
  }
  return params;
}

/** The route's path with each parameter filled in, as given (already encoded). */
export function fillPath(url: string, encoded: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encoded[name] ?? "");
}

/** A well-formed request to the route, from the declaration's samples and the fixtures. */
export function validRequest(route: InventoryRoute, declared: RouteAccess, w: World) {
  const params = paramsFor(route, declared, w);
  const encoded = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));
  return {
    url: fillPath(route.url, encoded),
    params,
    query: declared.query?.(w),
    body: declared.body?.(w),
    contentType: declared.contentType,
  };
}
