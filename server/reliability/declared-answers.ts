import type { InventoryRoute } from "../test-support/route-inventory";

type Document = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };

/** "/api/games/:id" as OpenAPI writes it: "/api/games/{id}". */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

/**
 * Whether the API description declares a status a route answered (issue 30 item 6): the status
 * itself, or its range ("3XX"). Routes the description leaves out on purpose answer true.
 */
export function declaredIn(doc: Document) {
  return (route: InventoryRoute, status: number): boolean => {
    const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) return true;
    const responses = operation.responses ?? {};
    return String(status) in responses || `${Math.floor(status / 100)}XX` in responses;
  };
}

/** The observed answers the description does not declare, as "METHOD /path → status". */
export class UndeclaredAnswers {
  private readonly seen = new Set<string>();
  constructor(private readonly declared: (route: InventoryRoute, status: number) => boolean) {}

  observe(route: InventoryRoute, status: number): void {
    if (!this.declared(route, status)) this.seen.add(`${route.key} → ${status}`);
  }

  list(): string[] {
    return [...this.seen].sort();
  }
}
