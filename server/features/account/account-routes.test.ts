import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountMessages } from "../../../contract/account";
import { createTestApp, signUp, uniqueEmail } from "../../test-support/test-app";
import { safeReturnTo } from "./account-routes";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("accounts", () => {
  it("answers 401 Unauthorized for a visitor", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/user" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthorized" });
  });

  it("signs up, sets an HttpOnly SameSite=Lax session cookie, and knows the user", async () => {
    const email = uniqueEmail("ada");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: {
        firstName: "Ada",
        email: email.toUpperCase(),
        password: "analytical-1843",
        profileImageUrl: "https://example.com/ada.png",
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().redirectTo).toBe("/");
    const session = res.cookies.find((c) => c.name.includes("session_token"));
    expect(session).toBeDefined();
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session?.secure).toBeFalsy();

    const me = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `${session?.name}=${session?.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: expect.any(String),
      email,
      firstName: "Ada",
      lastName: null,
      profileImageUrl: "https://example.com/ada.png",
    });
  });

  it("stores a password hash, never the password", async () => {
    const { user } = await signUp(t.app, { password: "plain-text-99" });
    const rows = await t.database.db.query.account.findMany();
    const row = rows.find((r) => r.userId === user.id);
    expect(row?.password).toBeTruthy();
    expect(row?.password).not.toContain("plain-text-99");
  });

  it("refuses a taken email with a clear message", async () => {
    const { email } = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { firstName: "Bob", email, password: "another-pass-1" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AccountMessages.emailTaken);
  });

  it.each([
    ["short1", "Password must be at least 8 characters"],
    ["onlyletters", "Password must mix letters with numbers or symbols"],
    ["1234567890", "Password must mix letters with numbers or symbols"],
  ])("refuses the weak password %s", async (password, message) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { firstName: "Weak", email: uniqueEmail(), password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("names the field of a missing first name and a bad email", async () => {
    const noName = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { email: uniqueEmail(), password: "good-pass-123" },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe("First name is required");

    const badEmail = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: "not-an-email", password: "x" },
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe("Enter a valid email address");
  });

  it("signs in with the right password and refuses a wrong one", async () => {
    const { email } = await signUp(t.app, { password: "right-horse-7" });
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email, password: "wrong-horse-7" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AccountMessages.wrongPassword);

    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      payload: { email: uniqueEmail("nobody"), password: "whatever-1" },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(AccountMessages.wrongPassword);

    const right = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in?returnTo=/create",
      payload: { email, password: "right-horse-7" },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().redirectTo).toBe("/create");
    expect(right.cookies.some((c) => c.name.includes("session_token"))).toBe(true);
  });

  it("never redirects sign-in to another site", async () => {
    const { email } = await signUp(t.app, { password: "right-horse-7" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in?returnTo=//evil.example",
      payload: { email, password: "right-horse-7" },
    });
    expect(res.json().redirectTo).toBe("/");
  });

  it("never sends /api/login's return path off the site, however it is disguised", async () => {
    for (const returnTo of [
      "/%09/evil.example",
      "/%0A/evil.example",
      "/%5C/evil.example",
      "//evil.example",
      "https://evil.example",
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/login?returnTo=${returnTo}` });
      expect(res.headers.location, returnTo).toBe("/auth/login");
    }
    const local = await t.app.inject({
      method: "GET",
      url: "/api/login?returnTo=/play/demo-adventure%3Fsession%3Dx",
    });
    expect(local.headers.location).toBe("/auth/login?returnTo=%2Fplay%2Fdemo-adventure%3Fsession%3Dx");
  });

  // Issue 28 F5: dot segments normalised "/.//evil.example" into "//evil.example" after the check.
  it("checks the return path it answers, not only the one given", async () => {
    const disguised = [
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/%2e%2e//evil.example",
      "/.%2E//evil.example",
      "/./\\evil.example",
      "/a/./..//evil.example?x=1#y",
    ];
    for (const returnTo of disguised) {
      const answer = safeReturnTo(returnTo);
      expect(answer, returnTo).toBe("/");
      const login = await t.app.inject({
        method: "GET",
        url: `/api/login?returnTo=${encodeURIComponent(returnTo)}`,
      });
      expect(login.headers.location, returnTo).toBe("/auth/login");
    }
    // Whatever it answers is a path of this site, as a browser reads it.
    for (const value of [
      ...disguised,
      "/play/a/../b",
      "/./create",
      "/a//b",
      "/%2F%2Fevil.example",
      "/x?next=//evil",
    ]) {
      const answer = safeReturnTo(value);
      expect(answer.startsWith("/") && !answer.startsWith("//") && !answer.startsWith("/\\"), value).toBe(
        true,
      );
      expect(new URL(answer, t.config.appUrl).origin, value).toBe(new URL(t.config.appUrl).origin);
    }
    expect(safeReturnTo("/play/a/../b")).toBe("/play/b");
    expect(safeReturnTo("/a//b")).toBe("/a//b");

    const { email } = await signUp(t.app, { password: "right-horse-7" });
    const signIn = await t.app.inject({
      method: "POST",
      url: `/api/auth/sign-in?returnTo=${encodeURIComponent("/.//evil.example")}`,
      payload: { email, password: "right-horse-7" },
    });
    expect(signIn.json().redirectTo).toBe("/");
  });

  it("sends /api/login to the sign-in page, keeping a local return path", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/login" });
    expect(plain.statusCode).toBe(302);
    expect(plain.headers.location).toBe("/auth/login");
    const back = await t.app.inject({ method: "GET", url: "/api/login?returnTo=/create-test" });
    expect(back.headers.location).toBe("/auth/login?returnTo=%2Fcreate-test");
  });

  it("opens the sign-in page on Create account for Start Creating (mode=sign-up), and refuses other modes", async () => {
    const signUp = await t.app.inject({ method: "GET", url: "/api/login?mode=sign-up" });
    expect(signUp.statusCode).toBe(302);
    expect(signUp.headers.location).toBe("/auth/login?mode=sign-up");
    const both = await t.app.inject({ method: "GET", url: "/api/login?returnTo=/create&mode=sign-up" });
    expect(both.headers.location).toBe("/auth/login?returnTo=%2Fcreate&mode=sign-up");
    const signIn = await t.app.inject({ method: "GET", url: "/api/login?mode=sign-in" });
    expect(signIn.headers.location).toBe("/auth/login");
    const odd = await t.app.inject({ method: "GET", url: "/api/login?mode=admin" });
    expect(odd.statusCode).toBe(400);
  });

  it("logs out by POST: the session ends and the browser returns to /", async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      // What the studio's Logout form sends: an empty form body from this origin.
      headers: {
        cookie,
        origin: t.config.appUrl,
        "sec-fetch-site": "same-origin",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "",
    });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/");
    expect(out.cookies.find((c) => c.name.includes("session_token"))?.value).toBe("");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("logs out by a POST without a body (fetch), and a visitor without complaint", async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: { cookie } });
    expect(out.statusCode).toBe(303);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(401);
    const visitor = await t.app.inject({ method: "POST", url: "/api/logout" });
    expect(visitor.statusCode).toBe(303);
    expect(visitor.headers.location).toBe("/");
  });

  it("never logs out on a GET, which any site can link to: it goes back to the studio", async () => {
    const { cookie } = await signUp(t.app);
    const link = await t.app.inject({
      method: "GET",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe("/");
    expect(link.headers["set-cookie"]).toBeUndefined();
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("refuses a logout posted from another site, and the session goes on", async () => {
    const { cookie } = await signUp(t.app);
    for (const headers of [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }]) {
      const forged = await t.app.inject({
        method: "POST",
        url: "/api/logout",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: "",
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ message: "Cross-origin request refused" });
    }
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it("serves none of better-auth's own account endpoints, which would skip the contract and the limit", async () => {
    const { cookie } = await signUp(t.app);
    const calls = [
      {
        url: "/api/account/sign-up/email",
        payload: {
          email: uniqueEmail("x"),
          password: "aaaaaaaa",
          name: "x".repeat(50_000),
          firstName: "x",
          image: "javascript:alert(1)",
        },
      },
      {
        url: "/api/account/sign-in/email",
        payload: { email: "nobody@example.com", password: "wrong-password-1" },
      },
      { url: "/api/account/update-user", payload: { firstName: "y".repeat(200_000) } },
      { url: "/api/account/get-session", payload: {} },
    ];
    for (const { url, payload } of calls) {
      const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
      expect(res.statusCode, url).toBe(404);
    }
    const me = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { cookie } });
    expect(me.json().firstName).not.toMatch(/^y+$/);
  });

  it("takes only an https profile image, and refuses over-long names", async () => {
    for (const [profileImageUrl, message] of [
      ["javascript:alert(1)", "Profile image URL must be an https:// address"],
      ["http://example.com/a.png", "Profile image URL must be an https:// address"],
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/sign-up",
        payload: {
          firstName: "Ada",
          email: uniqueEmail("img"),
          password: "lantern-and-key-7",
          profileImageUrl,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const long = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      payload: { firstName: "x".repeat(50_000), email: uniqueEmail("long"), password: "lantern-and-key-7" },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("First name is too long");
  });
});
