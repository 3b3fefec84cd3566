import { APIError } from "better-auth/api";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AccountMessages, SignedIn, SignInBody, SignUpBody, User } from "../../../contract/account";
import { ErrorBody } from "../../../contract/errors";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { badRequest, HttpError, unauthorized } from "../../errors";
import { forwardCookies, OIDC_PROVIDER_ID, toContractUser } from "../../plugins/auth";
import { signInCleanupJob } from "./sign-in-cleanup";
import { SignInGuard } from "./sign-in-guard";

const LOCAL_ORIGIN = "http://taleforge.local";

const hasControlOrBackslash = (value: string) =>
  [...value].some((ch) => ch === "\\" || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/** True when `path` is a path of this site as a browser reads it: not "//host" nor "/\\host". */
function isLocalPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  if (hasControlOrBackslash(path) || !URL.canParse(path, LOCAL_ORIGIN)) return false;
  return new URL(path, LOCAL_ORIGIN).origin === LOCAL_ORIGIN;
}

/**
 * Only a path of this site: an open redirect would let a link send users anywhere after
 * sign-in. Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes
 * "//evil.example") and read "\\" as "/", so any of those refuses the value outright. What is
 * answered is the normalised path, and normalising can make one: "/.//evil.example" becomes
 * "//evil.example" (issue 28 F5). So the answer itself is checked, not only the value given.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !isLocalPath(value)) return "/";
  const url = new URL(value, LOCAL_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) ? path : "/";
}

const ReturnToQuery = z.object({ returnTo: z.string().max(2000).optional() });
/** `/api/login`: `mode=sign-up` opens the sign-in page on Create account (Start Creating). */
const LoginQuery = ReturnToQuery.extend({ mode: z.enum(["sign-in", "sign-up"]).optional() });

/** Maps better-auth's failures to the sign-in page's messages. */
function accountError(error: unknown): never {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code ?? "";
    if (code.startsWith("USER_ALREADY_EXISTS")) throw new HttpError(409, AccountMessages.emailTaken);
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "CREDENTIAL_ACCOUNT_NOT_FOUND") {
      throw new HttpError(401, AccountMessages.wrongPassword);
    }
    if (error.statusCode < 500) throw new HttpError(error.statusCode, error.message);
  }
  throw error;
}

export const accountRoutes: FastifyPluginAsyncZod<{ config: Config; db: Db; budgetScope?: string }> = async (
  app,
  { config, db, budgetScope = "" },
) => {
  const auth = app.auth;
  const guard = new SignInGuard(db, (await auth.$context).secret, budgetScope);
  await app.register(signInCleanupJob, { guard });

  app.get("/api/login", { schema: { querystring: LoginQuery } }, async (request, reply) => {
    const returnTo = safeReturnTo(request.query.returnTo);
    if (config.oidc) {
      const { headers, response } = await auth.api.signInSocial({
        body: {
          provider: OIDC_PROVIDER_ID,
          callbackURL: returnTo,
          errorCallbackURL: "/auth/login",
        },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      if (!response.url) throw new Error("OIDC provider gave no authorization URL");
      return reply.redirect(response.url, 302);
    }
    const params = new URLSearchParams();
    if (returnTo !== "/") params.set("returnTo", returnTo);
    if (request.query.mode === "sign-up") params.set("mode", "sign-up");
    const query = params.size ? `?${params.toString()}` : "";
    return reply.redirect(`/auth/login${query}`, 302);
  });

  // Logging out changes state, so it is a POST, origin-checked like every unsafe method
  // (plugins/security.ts): a link or image on another site cannot sign anyone out. The studio's
  // Logout button is a form that posts here, still one click and a server navigation. A GET
  // (a typed URL, a bookmark, a cross-site link) ends nothing: it goes back to the studio, whose
  // Logout button is the way out (ADR 002).
  app.get("/api/logout", async (_request, reply) => reply.redirect("/", 303));

  await app.register(async (logout) => {
    // A browser form with no fields posts an empty x-www-form-urlencoded body.
    logout.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    logout.post("/api/logout", async (request, reply) => {
      if (request.body !== undefined && request.body !== "") throw badRequest("Logout takes no request body");
      try {
        const { headers } = await auth.api.signOut({
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
      } catch (error) {
        // Signing out without a session is already the state the user asked for.
        if (!(error instanceof APIError)) throw error;
      }
      // 303: the browser follows with a GET of the landing page.
      return reply.redirect("/", 303);
    });
  });

  app.get("/api/auth/user", { schema: { response: { 200: User, 401: ErrorBody } } }, async (request) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized(AccountMessages.unauthorized);
    return user;
  });

  const authLimit = {
    rateLimit: { max: config.authRateLimitPerMinute, timeWindow: 60_000 },
  };

  app.post(
    "/api/auth/sign-up",
    {
      config: authLimit,
      schema: {
        body: SignUpBody,
        querystring: ReturnToQuery,
        // 409: an account with that email exists.
        response: { 201: SignedIn, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const { headers, response } = await auth.api
        .signUpEmail({
          body: {
            email: b.email,
            password: b.password,
            name: [b.firstName, b.lastName].filter(Boolean).join(" "),
            firstName: b.firstName,
            lastName: b.lastName,
            image: b.profileImageUrl,
          },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        })
        .catch(accountError);
      forwardCookies(reply, headers);
      // Where an account was made is where its owner is: known for the sign-in limit.
      await guard.rememberAddress(response.user.id, request.ip);
      return reply.status(201).send({
        user: toContractUser(response.user),
        redirectTo: safeReturnTo(request.query.returnTo),
      });
    },
  );

  app.post(
    "/api/auth/sign-in",
    {
      config: authLimit,
      schema: {
        body: SignInBody,
        querystring: ReturnToQuery,
        response: { 200: SignedIn, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Beside the per-address limit, a budget of wrong passwords per account (ADR 015).
      const attempt = await guard.begin(email, request.ip);
      let signedIn: Awaited<ReturnType<typeof signInEmail>>;
      try {
        signedIn = await signInEmail(email, password, request.headers);
      } catch (error) {
        const wrongPassword = error instanceof HttpError && error.statusCode === 401;
        await guard.settle(attempt, wrongPassword);
        throw error;
      }
      await guard.settle(attempt, false);
      await guard.rememberAddress(signedIn.response.user.id, request.ip);
      forwardCookies(reply, signedIn.headers);
      return {
        user: toContractUser(signedIn.response.user),
        redirectTo: safeReturnTo(request.query.returnTo),
      };
    },
  );

  function signInEmail(email: string, password: string, headers: FastifyRequest["headers"]) {
    return auth.api
      .signInEmail({
        body: { email, password, rememberMe: true },
        headers: fromNodeHeaders(headers),
        returnHeaders: true,
      })
      .catch(accountError);
  }
};
