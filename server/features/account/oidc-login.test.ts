import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app";

// A stand-in OpenID Connect provider: its discovery document, and a token and a userinfo endpoint
// that accept any code, so that a whole sign-in runs from /api/login to the callback's redirect.
let issuer: Server;
let issuerUrl = "";
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  issuer = createServer((req, res) => {
    if (req.url === "/.well-known/openid-configuration") {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          issuer: issuerUrl,
          authorization_endpoint: `${issuerUrl}/authorize`,
          token_endpoint: `${issuerUrl}/token`,
          userinfo_endpoint: `${issuerUrl}/userinfo`,
          jwks_uri: `${issuerUrl}/jwks`,
          response_types_supported: ["code"],
          subject_types_supported: ["public"],
          id_token_signing_alg_values_supported: ["RS256"],
        }),
      );
      return;
    }
    if (req.method === "POST" && req.url === "/token") {
      void readAll(req).then(() => {
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ access_token: "access-1", token_type: "Bearer", expires_in: 3600 }));
      });
      return;
    }
    if (req.url === "/userinfo") {
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({
          sub: "subject-1",
          email: "oidc-user@example.com",
          email_verified: true,
          name: "Grace Hopper",
          given_name: "Grace",
          family_name: "Hopper",
        }),
      );
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => issuer.listen(0, "127.0.0.1", resolve));
  issuerUrl = `http://127.0.0.1:${(issuer.address() as AddressInfo).port}`;
  t = await createTestApp({
    OIDC_ISSUER: issuerUrl,
    OIDC_CLIENT_ID: "taleforge-client",
    OIDC_CLIENT_SECRET: "s3cret",
    APP_URL: "https://taleforge.example",
  });
});

function readAll(req: IncomingMessage) {
  return new Promise<void>((resolve) => {
    req.resume();
    req.on("end", () => resolve());
  });
}

/** Signs in through the stand-in provider; answers the callback's final answer. */
async function signInThroughProvider(returnTo: string) {
  const login = await t.app.inject({
    method: "GET",
    url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
  });
  expect(login.statusCode).toBe(302);
  const state = new URL(String(login.headers.location)).searchParams.get("state");
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  return t.app.inject({
    method: "GET",
    url: `/api/account/callback/oidc?code=code-1&state=${encodeURIComponent(state ?? "")}`,
    headers: { cookie },
  });
}

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => issuer.close(resolve));
});

describe("sign-in through an OpenID Connect provider", () => {
  it("sends /api/login to the provider's authorization endpoint with PKCE and state", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${issuerUrl}/authorize`);
    expect(location.searchParams.get("client_id")).toBe("taleforge-client");
    expect(location.searchParams.get("response_type")).toBe("code");
    expect(location.searchParams.get("redirect_uri")).toBe(
      "https://taleforge.example/api/account/callback/oidc",
    );
    expect(location.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "profile", "email"]),
    );
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    // Behind HTTPS the state cookie is Secure.
    const cookies = res.cookies;
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((c) => c.secure && c.httpOnly)).toBe(true);
  });

  it("completes a sign-in and lands on the local return path", async () => {
    const done = await signInThroughProvider("/create?step=2");
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/create?step=2");
    expect(done.cookies.some((c) => c.name.includes("session_token") && c.value !== "")).toBe(true);
  });

  // Issue 28 F5: the return path was checked as given but answered normalised, so
  // "/.//evil.example" came back from the provider as "Location: //evil.example".
  it.each([
    "/.//evil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/./\\evil.example",
    "/a/b/../..//evil.example/path?x=1",
  ])("never ends a sign-in off the site, whatever dot segments hide: %s", async (returnTo) => {
    const done = await signInThroughProvider(returnTo);
    expect(done.statusCode).toBe(302);
    const location = String(done.headers.location);
    expect(location).toBe("/");
    expect(new URL(location, t.config.appUrl).origin).toBe(t.config.appUrl);
  });
});
