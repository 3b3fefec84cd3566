import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support/test-app";
import { CALLBACK_FAILED_MESSAGE } from "./auth";

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("better-auth's OAuth callback", () => {
  // Found by the bad-request fuzzer: an empty provider id reached better-auth's router, whose
  // 404 had the body "null", where every other 4xx of the API is a {message}.
  it("answers a callback better-auth has no endpoint for with a {message}", async () => {
    for (const method of ["GET", "POST"] as const) {
      const res = await t.app.inject({ method, url: "/api/account/callback/" });
      expect(res.statusCode, method).toBe(404);
      expect(res.json(), method).toEqual({ message: CALLBACK_FAILED_MESSAGE });
    }
  });

  it("still redirects a callback with no sign-in in progress to the error page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/account/callback/oidc" });
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect(res.statusCode).toBeLessThan(400);
  });
});
