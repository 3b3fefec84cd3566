import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp } from "./test-support/test-app";
import { jsonHasNul, NUL_IN_ADDRESS_MESSAGE, NUL_IN_BODY_MESSAGE } from "./text-input";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app)).cookie;
});
afterAll(async () => {
  await t.close();
});

describe("NUL characters", () => {
  // Found by the bad-request fuzzer: PostgreSQL refused the NUL in the id, and the route a 500.
  it("are refused in a path parameter or a query with a 400, not a 500 from the database", async () => {
    for (const url of [
      "/api/games/%00/scenes",
      "/api/games/%00/complete-story-progress",
      "/api/sessions/abcdefghijklmnopqrstuvwxyz%00",
      "/api/saved-games?playerId=%00",
    ]) {
      const method = url.endsWith("/scenes") ? "DELETE" : "GET";
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: NUL_IN_ADDRESS_MESSAGE });
    }
  });

  it("are refused in a JSON body's text", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/games/suggest-slug",
      headers: { cookie, "content-type": "application/json" },
      payload: '{"title":"The\\u0000Tide"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_IN_BODY_MESSAGE });
  });

  it("tell an escaped NUL from the text \\u0000 written with an escaped backslash", () => {
    expect(jsonHasNul('{"a":"\\u0000"}')).toBe(true);
    expect(jsonHasNul('{"a":"x\\\\\\u0000"}')).toBe(true);
    expect(jsonHasNul('{"a":"\\\\u0000"}')).toBe(false);
    expect(jsonHasNul('{"a":"plain"}')).toBe(false);
  });
});
