import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "./test-support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
const clientRoot = mkdtempSync(path.join(os.tmpdir(), "taleforge-client-"));
writeFileSync(
  path.join(clientRoot, "index.html"),
  "<!doctype html><title>Taleforge</title><div id=root></div>",
);

beforeAll(async () => {
  t = await createTestApp(
    { BODY_LIMIT_BYTES: "2048" },
    {
      clientRoot,
      beforeReady: (app) => {
        app.get("/api/test/boom", async () => {
          throw new Error("secret internal detail");
        });
        app.post(
          "/api/test/echo",
          { schema: { body: z.object({ title: z.string().min(1), count: z.number().int() }) } },
          async (request) => request.body,
        );
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(clientRoot, { recursive: true, force: true });
});

describe("server conventions", () => {
  it("answers liveness and readiness", async () => {
    expect((await t.app.inject({ url: "/healthz" })).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: "ok" });
  });

  it("answers an unknown /api path with JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nothing-here?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.json()).toEqual({ message: "No such API route: GET /api/nothing-here" });
  });

  it("treats a percent-encoded /api path as the API, never as a page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/%61pi/nothing-here" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "No such API route: GET /api/nothing-here" });
  });

  it("serves the client's index.html for any other page so the browser router decides", async () => {
    const res = await t.app.inject({ method: "GET", url: "/some/unknown/page" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("<div id=root></div>");
  });

  it("hides a 500's detail, and gives a request id to find it in the log", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Internal Server Error" });
    expect(res.body).not.toContain("secret");
    expect(res.headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  });

  it("validates bodies with the contract schema and names the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { title: "x", count: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Count: must be a whole number");
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { title: "x", count: 2 },
    });
    expect(ok.json()).toEqual({ title: "x", count: 2 });
  });

  it("answers malformed JSON with a 400 message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("refuses a body over the size limit", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { title: "x".repeat(5000), count: 1 },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "Request body is too large" });
  });

  it("sends security headers and a CSP that allows no inline script", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a state-changing request from another origin", async () => {
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { origin: "https://evil.example" },
      payload: { title: "x", count: 1 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "Cross-origin request refused" });

    const crossSite = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { "sec-fetch-site": "cross-site" },
      payload: { email: "a@b.co", password: "x" },
    });
    expect(crossSite.statusCode).toBe(403);

    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { origin: t.config.appUrl },
      payload: { title: "x", count: 1 },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});
