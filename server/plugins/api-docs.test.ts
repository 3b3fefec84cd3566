import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInventoriedApp, type InventoryRoute } from "../test-support/route-inventory";
import { DOCS_PATH, inlineScriptHashes, OPENAPI_PATH } from "./api-docs";

/**
 * Routes registered on purpose outside the description, each with why. Not routes at all, so not
 * listed: HEAD and OPTIONS (the inventory leaves them out), the SPA fallback (a not-found
 * handler) and the built client's files (none in tests; @fastify/static hides them).
 */
const UNDESCRIBED: Record<string, string> = {
  "GET /api/account/callback/:id":
    "better-auth's OAuth callback: the identity provider's redirect, not our API",
  "POST /api/account/callback/:id": "better-auth's OAuth callback (form_post), as above",
  [`GET ${OPENAPI_PATH}`]: "the description itself",
  [`GET ${DOCS_PATH}`]: "the reference page (redirects to the trailing slash)",
  [`GET ${DOCS_PATH}/`]: "the reference page",
  [`GET ${DOCS_PATH}/js/scalar.js`]: "the reference page's script",
};

type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
};

let t: Awaited<ReturnType<typeof createInventoriedApp>>;
let doc: Document;

/** "/api/games/:id" as OpenAPI writes it: "/api/games/{id}". */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const described = (route: InventoryRoute) =>
  doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] !== undefined;

beforeAll(async () => {
  t = await createInventoriedApp();
  const res = await t.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t.close();
});

describe("the API description", () => {
  it("is OpenAPI 3.1, named and versioned from package.json", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info).toMatchObject({ title: "taleforge", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it("describes every registered route but those left out on purpose", () => {
    const missing = t.routes.filter((r) => !described(r) && !(r.key in UNDESCRIBED)).map((r) => r.key);
    expect(missing, "routes missing from the OpenAPI document").toEqual([]);
    expect(t.routes.length).toBeGreaterThan(60);
  });

  it("declares the refusals and redirects each route answers, with their {message} body (issue 30 item 6)", () => {
    type Responses = Record<string, { content?: Record<string, { schema: { properties?: object } }> }>;
    const responses = (path: string, method: string) =>
      (doc.paths[path]?.[method] as { responses?: Responses } | undefined)?.responses ?? {};
    // A visitor is told to sign in: declared for every signed-in route.
    for (const path of ["/api/games", "/api/saved-games", "/api/backup/list"])
      expect(Object.keys(responses(path, "get")), path).toEqual(
        expect.arrayContaining(["200", "401", "500"]),
      );
    // Sign-in and sign-out redirect: no invented "200 Default Response".
    expect(Object.keys(responses("/api/login", "get"))).toContain("3XX");
    expect(Object.keys(responses("/api/logout", "get"))).not.toContain("200");
    // Another user's game is a 404; a bad body a 400; every error says what went wrong.
    const revisions = responses("/api/games/{id}/revisions/{revisionId}/restore", "post");
    expect(Object.keys(revisions)).toEqual(
      expect.arrayContaining(["200", "400", "401", "403", "404", "429"]),
    );
    expect(revisions["404"]?.content?.["application/json"]?.schema.properties).toHaveProperty("message");
    // A turn's own conflicts come from its route's schema.
    expect(Object.keys(responses("/api/sessions/{sessionToken}/action", "post"))).toEqual(
      expect.arrayContaining(["409", "502", "503"]),
    );
  });

  it("lists only routes the app has, and every exception is still a route", () => {
    const keys = new Set(t.routes.map((r) => r.key));
    const ghosts = Object.keys(UNDESCRIBED).filter((key) => !keys.has(key));
    expect(ghosts, "stale entries in UNDESCRIBED").toEqual([]);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const served = new Set(t.routes.map((r) => `${r.method} ${openApiPath(r.url)}`));
    expect(documented.filter((op) => !served.has(op))).toEqual([]);
  });

  it("carries the contract's schemas: bodies and path parameters", () => {
    const signUp = doc.paths["/api/auth/sign-up"]?.post;
    expect(signUp?.requestBody).toMatchObject({
      content: {
        "application/json": { schema: { type: "object", required: expect.arrayContaining(["email"]) } },
      },
    });
    const game = doc.paths["/api/games/{id}"]?.get;
    expect(game?.parameters).toContainEqual(
      expect.objectContaining({ in: "path", name: "id", required: true }),
    );
  });
});

describe("the reference page", () => {
  it("serves Scalar with its script from this server, not a CDN", async () => {
    const page = await t.app.inject({ url: `${DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="js/scalar.js">');
    expect(page.body).toContain(OPENAPI_PATH);
    expect(page.body).not.toMatch(/https?:\/\/[^"']*cdn/);
    const script = await t.app.inject({ url: `${DOCS_PATH}/js/scalar.js` });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
  });

  it("allows the page's own inline start-up script by hash, and on that page only", async () => {
    const page = await t.app.inject({ url: `${DOCS_PATH}/` });
    const csp = String(page.headers["content-security-policy"]);
    const [, inline = ""] = page.body.match(/<script type="text\/javascript">([\s\S]*?)<\/script>/) ?? [];
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const elsewhere = await t.app.inject({ url: "/api/tts/voices" });
    expect(String(elsewhere.headers["content-security-policy"])).toContain("script-src 'self';");
  });

  it("hashes inline scripts only, never one loaded by src", () => {
    const html = '<script src="a.js"></script><script>run()</script><script type="module">go()</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});
