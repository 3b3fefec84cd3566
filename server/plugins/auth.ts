import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { fromNodeHeaders } from "better-auth/node";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { User } from "../../contract/account";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { instanceSecret } from "../db/instance-secrets";
import * as schema from "../db/schema";
import { HttpError, unauthorized } from "../errors";

export const AUTH_BASE_PATH = "/api/account";
export const OIDC_PROVIDER_ID = "oidc";
const CLIENT_IP_HEADER = "x-taleforge-client-ip";

/**
 * better-auth's HTTP endpoints this app never serves: the server calls them through `auth.api`
 * (which this list does not affect), and only `/callback/:id` is reached over HTTP. A second
 * wall behind the callback route's own checks (issue 28 F4); better-auth matches these exactly,
 * so it is no defence on its own. A test fails when an upgrade adds an endpoint missing here.
 */
export const UNUSED_AUTH_PATHS = [
  "/sign-in/social",
  "/get-session",
  "/sign-out",
  "/sign-up/email",
  "/sign-in/email",
  "/reset-password",
  "/verify-password",
  "/verify-email",
  "/send-verification-email",
  "/change-email",
  "/change-password",
  "/update-session",
  "/update-user",
  "/delete-user",
  "/request-password-reset",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/link-social",
  "/list-accounts",
  "/delete-user/callback",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
  "/ok",
  "/error",
];

export function createAuth(db: Db, config: Config, secret: string) {
  const oidc = config.oidc;
  return betterAuth({
    appName: "Taleforge",
    baseURL: config.appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: false, input: true },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // Our own limiter (plugins/security.ts) covers these routes; better-auth's would keep
    // per-process counters.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    disabledPaths: UNUSED_AUTH_PATHS,
    // LOG_LEVEL=silent (the tests) silences better-auth's own console logging too.
    logger: { disabled: config.logLevel === "silent" },
    trustedOrigins: [config.appUrl],
    advanced: {
      cookiePrefix: "taleforge",
      useSecureCookies: config.appUrl.startsWith("https:"),
      ipAddress: {
        // Set by the server from Fastify's request.ip (which honours TRUST_PROXY's hops), never
        // read from the client's own X-Forwarded-For.
        ipAddressHeaders: [CLIENT_IP_HEADER],
      },
    },
    // Always registered (with no provider when OIDC is off) so that its API is typed.
    plugins: [
      genericOAuth({
        config: oidc
          ? [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: oidc.scopes,
                pkce: true,
                mapProfileToUser: (profile) => {
                  const given = typeof profile.given_name === "string" ? profile.given_name : undefined;
                  const family = typeof profile.family_name === "string" ? profile.family_name : undefined;
                  const name = typeof profile.name === "string" ? profile.name : "";
                  return {
                    firstName: given ?? name.split(" ")[0] ?? "",
                    lastName: family ?? null,
                  };
                },
              },
            ]
          : [],
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

type SessionUser = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export function toContractUser(u: SessionUser): User {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName || u.name.split(" ")[0] || "",
    lastName: u.lastName || null,
    profileImageUrl: u.image || null,
  };
}

declare module "fastify" {
  interface FastifyInstance {
    auth: Auth;
    /** The signed-in user, or a 401. */
    requireUser(request: FastifyRequest): Promise<User>;
  }
  interface FastifyRequest {
    /** The signed-in user or null; looked up once per request. */
    currentUser(): Promise<User | null>;
  }
}

/** better-auth's session cookie (cookiePrefix "taleforge"), with or without __Secure-. */
const SESSION_COOKIE = "taleforge.session_token";
const userCache = new WeakMap<FastifyRequest, Promise<User | null>>();

/** Sends a better-auth Response through Fastify, keeping every Set-Cookie header. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

export const CALLBACK_FAILED_MESSAGE = "Sign-in could not be completed";
export const UNKNOWN_PROVIDER_MESSAGE = "No such sign-in provider";

/** What a provider id may be: it becomes one path segment of the URL better-auth routes. */
const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The URL handed to better-auth for a callback, or null: built from the matched provider id and
 * the query, never from the raw request path. WHATWG URL reads "\" as "/" and removes dot
 * segments (also "%2e%2e"), so forwarding the path as sent let
 * `/api/account/callback/x\..\..\sign-up\email` reach any of better-auth's endpoints (issue 28
 * F4). Whatever is built must still be exactly a callback path.
 */
export function callbackUrl(id: string, rawUrl: string, appUrl: string): URL | null {
  if (!PROVIDER_ID.test(id)) return null;
  const path = `${AUTH_BASE_PATH}/callback/${encodeURIComponent(id)}`;
  const queryAt = rawUrl.indexOf("?");
  const url = new URL(`${path}${queryAt === -1 ? "" : rawUrl.slice(queryAt)}`, appUrl);
  return url.pathname === path && url.origin === new URL(appUrl).origin ? url : null;
}

/** True when a better-auth refusal already says why in our shape, {message: "…"}. */
async function saysWhy(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { message?: unknown } | null;
    return typeof body?.message === "string" && body.message.trim() !== "";
  } catch {
    return false;
  }
}

export function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
    const secret = opts.config.authSecret ?? (await instanceSecret(opts.db, "auth"));
    const auth = createAuth(opts.db, opts.config, secret);
    app.decorate("auth", auth);
    app.addHook("onRequest", async (request) => {
      request.headers[CLIENT_IP_HEADER] = request.ip;
    });

    app.decorateRequest("currentUser", function (this: FastifyRequest) {
      let pending = userCache.get(this);
      // No session cookie, no session: visitors (most players) skip the session lookup.
      if (!pending && !this.headers.cookie?.includes(SESSION_COOKIE)) pending = Promise.resolve(null);
      if (!pending) {
        pending = auth.api
          .getSession({ headers: fromNodeHeaders(this.headers) })
          .then((s) => (s ? toContractUser(s.user as SessionUser) : null));
        userCache.set(this, pending);
      }
      return pending;
    });

    app.decorate("requireUser", async (request: FastifyRequest) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      return user;
    });

    // Of better-auth's own endpoints only the OAuth callback is served. The rest (sign-up,
    // sign-in, update-user, …) would write users without the contract's rules and the sign-in
    // limit: accounts go through /api/auth/* (features/account), which validates every field.
    app.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/callback/:id`,
      config: { rateLimit: { max: opts.config.authRateLimitPerMinute, timeWindow: 60_000 } },
      handler: async (request, reply) => {
        const { id } = request.params as { id: string };
        const url = callbackUrl(id, request.url, opts.config.appUrl);
        if (!url) throw new HttpError(404, UNKNOWN_PROVIDER_MESSAGE);
        const hasBody = request.method !== "GET" && request.body !== undefined;
        const webRequest = new Request(url, {
          method: request.method,
          headers: fromNodeHeaders(request.headers),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        });
        const response = await auth.handler(webRequest);
        // Every 4xx of the API is a {message}; better-auth answers some failures with a bare
        // status whose body is "null".
        if (response.status >= 400 && !(await saysWhy(response))) {
          throw new HttpError(response.status, CALLBACK_FAILED_MESSAGE);
        }
        return sendWebResponse(reply, response);
      },
    });
  },
  { name: "auth" },
);
