import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-support/test-app";

// A stand-in OpenID Connect provider: only its discovery document is needed to build the redirect.
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
});
