import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonTooDeep, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "./json-body";
import { createInventoriedApp } from "./test-support/route-inventory";
import { signUp } from "./test-support/test-app";

let t: Awaited<ReturnType<typeof createInventoriedApp>>;
let cookie: string;
let unsafeRoutes: { method: string; url: string }[];

beforeAll(async () => {
  t = await createInventoriedApp();
  cookie = (await signUp(t.app)).cookie;
  unsafeRoutes = t.routes
    .filter((r) => r.method !== "GET")
    .map((r) => ({ method: r.method, url: r.url.replace(/:\w+/g, "x") }));
});
afterAll(async () => {
  await t.close();
});

const nest = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
const bodies: Array<[string, string, string | undefined]> = [
  ["an array 10,000 levels deep", `${"[".repeat(10_000)}${"]".repeat(10_000)}`, "application/json"],
  ["an object 10,000 levels deep", nest(10_000), "application/json"],
  [
    "a deep value in a valid body",
    `{"gameSlug":"demo-adventure","action":"look","x":${nest(10_000)}}`,
    "application/json",
  ],
  ["malformed JSON", '{"title":', "application/json"],
  ["an empty JSON body", "", "application/json"],
  ["plain text", "hello", "text/plain"],
  ["a form", "a=1", "application/x-www-form-urlencoded"],
  ["XML", "<a/>", "application/xml"],
  ["a body without a content type", "hello", undefined],
];

describe("request bodies", () => {
  it("finds every route, better-auth's callback among them", () => {
    expect(unsafeRoutes.length).toBeGreaterThan(30);
    expect(unsafeRoutes).toContainEqual({ method: "POST", url: "/api/account/callback/x" });
    expect(unsafeRoutes).toContainEqual({ method: "POST", url: "/api/sessions/start" });
  });

  it.each(bodies)(
    "answers %s with a 4xx {message} on every route, signed in or not",
    async (_name, payload, type) => {
      const failures: string[] = [];
      for (const route of unsafeRoutes) {
        for (const signedIn of [false, true]) {
          const headers: Record<string, string> = signedIn ? { cookie } : {};
          if (type) headers["content-type"] = type;
          const res = await t.app.inject({
            method: route.method as "POST",
            url: route.url,
            headers,
            payload,
          });
          const json = String(res.headers["content-type"]).includes("json");
          const message: unknown = json ? res.json().message : undefined;
          if (res.statusCode < 400 || res.statusCode >= 500 || typeof message !== "string") {
            failures.push(`${route.method} ${route.url}${signedIn ? " (signed in)" : ""}: ${res.statusCode}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it("says why a deep body is refused, before any handler reads it", async () => {
    for (const url of ["/api/account/callback/oidc", "/api/auth/sign-in", "/api/sessions/start"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/json" },
        payload: nest(10_000),
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: TOO_DEEP_MESSAGE });
    }
  });

  it("still takes ordinary bodies", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: "demo-adventure" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("jsonTooDeep", () => {
  it("counts only brackets outside strings, escapes included", () => {
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nest(MAX_JSON_DEPTH + 1))).toBe(true);
    const inString = JSON.stringify({ text: "[".repeat(1000), quoted: '\\"[[[[' });
    expect(jsonTooDeep(inString)).toBe(false);
    expect(jsonTooDeep(`[${"[]".repeat(10_000)}]`)).toBe(false);
  });
});
