import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isolatedJobName, QUICK } from "../features/complete-story/test-support";
import { OPENAPI_PATH } from "../plugins/api-docs";
import { ROUTE_ACCESS_CLASSES } from "../plugins/route-access-classes";
import { createInventoriedApp, type InventoryRoute } from "../test-support/route-inventory";
import {
  type Expected,
  expectedAnswers,
  IDENTITIES,
  type Identity,
  type RouteAccess,
  wrongWorld,
} from "./access-classes";
import { declaredIn, UndeclaredAnswers } from "./declared-answers";
import { buildWorld, forgedCookie, type People, signInAgain, signUpPeople, type World } from "./fixtures";
import { OWNER_EMAIL, ROUTE_ACCESS } from "./route-access";
import { validRequest } from "./route-requests";
import { SSE_ACCEPT, statusOf } from "./sse-answer";

/**
 * Every route the app registers × every identity, against the answers declared in
 * server/plugins/route-access-classes.ts. A success where the declaration expects a refusal is an unauthorized success.
 */
let t: Awaited<ReturnType<typeof createInventoriedApp>>;
let people: People;
let shared: World;
let undeclared: UndeclaredAnswers;

beforeAll(async () => {
  t = await createInventoriedApp({}, { completeStory: { ...QUICK, jobName: isolatedJobName() } });
  people = await signUpPeople(t);
  OWNER_EMAIL.value = people.owner.email;
  // The owner is the site's operator too: the admin routes answer them, and 404 to the rest.
  t.config.adminEmails.push(people.owner.email.toLowerCase());
  shared = await buildWorld(t, people);
  undeclared = new UndeclaredAnswers(declaredIn((await t.app.inject({ url: OPENAPI_PATH })).json()));
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function matches(status: number, expected: Expected): boolean {
  if (expected === "2xx") return status >= 200 && status < 300;
  if (expected === "3xx") return status >= 300 && status < 400;
  return status === expected;
}

async function cookieOf(identity: Identity, declared: RouteAccess): Promise<string | undefined> {
  const spare = async (email: string, cookie: string) =>
    declared.endsSession ? signInAgain(t.app, email) : cookie;
  switch (identity) {
    case "owner":
    case "wrongId":
      return spare(people.owner.email, people.owner.cookie);
    case "other":
      return spare(people.other.email, people.other.cookie);
    case "forged":
      return forgedCookie();
    case "ended":
      return people.endedCookie;
    case "expired":
      return people.expiredCookie;
    case "visitor":
      return undefined;
  }
}

async function call(
  route: InventoryRoute,
  declared: RouteAccess,
  identity: Identity,
  world: World,
  streamed: boolean,
) {
  const w = identity === "wrongId" ? wrongWorld(world) : world;
  const cookie = await cookieOf(identity, declared);
  const request = validRequest(route, declared, w);
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (request.contentType) headers["content-type"] = request.contentType;
  if (streamed) headers.accept = SSE_ACCEPT;
  const res = await t.app.inject({
    method: route.method as "GET",
    url: request.url,
    query: request.query,
    headers,
    payload: request.body as string | Buffer | object | undefined,
  });
  return { status: statusOf(res), body: res.body.slice(0, 160) };
}

describe("route × identity matrix", () => {
  it("declares who may call every route, and nothing that is not a route", () => {
    const undeclared = t.routes.filter((r) => !(r.key in ROUTE_ACCESS_CLASSES)).map((r) => r.key);
    expect(undeclared, "routes without a declaration in server/plugins/route-access-classes.ts").toEqual([]);
    const keys = new Set(t.routes.map((r) => r.key));
    expect(
      [...Object.keys(ROUTE_ACCESS_CLASSES), ...Object.keys(ROUTE_ACCESS)].filter((key) => !keys.has(key)),
      "declarations of no route",
    ).toEqual([]);
  });

  it("answers each identity as declared: no unauthorized success", async () => {
    const wrong: string[] = [];
    let cells = 0;
    let unauthorized = 0;
    const started = Date.now();
    for (const route of t.routes) {
      const access = ROUTE_ACCESS_CLASSES[route.key];
      if (!access) continue;
      const declared = ROUTE_ACCESS[route.key] ?? {};
      const expected = expectedAnswers(access);
      const world = declared.fresh ? await buildWorld(t, people, shared) : shared;
      // A streaming route is asked both ways: as JSON, then for server-sent events.
      const ways = declared.streams ? [false, true] : [false];
      // The owner goes last: a route that changes what it names does so after the refusals.
      for (const identity of IDENTITIES) {
        const want = expected[identity];
        if (want === undefined) continue;
        for (const streamed of ways) {
          const got = await call(route, declared, identity, world, streamed);
          undeclared.observe(route, got.status);
          cells += 1;
          if (matches(got.status, want)) continue;
          const refused = want !== "2xx" && want !== "3xx";
          if (refused && got.status < 400) unauthorized += 1;
          const how = streamed ? " (SSE)" : "";
          wrong.push(`${route.key}${how} as ${identity}: expected ${want}, got ${got.status} ${got.body}`);
        }
      }
    }
    console.log(
      `route matrix: ${t.routes.length} routes, ${cells} cells, ${unauthorized} unauthorized successes, ` +
        `${wrong.length} unexpected answers, ${Date.now() - started} ms`,
    );
    expect(wrong).toEqual([]);
    expect(unauthorized).toBe(0);
    // Every answer seen is one the API description declares (issue 30 item 6).
    expect(undeclared.list(), "answers missing from /api/openapi.json").toEqual([]);
  }, 300_000);
});
