import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Voice } from "../ai/voice/voice";
import { isolatedJobName, QUICK } from "../features/complete-story/test-support";
import { OPENAPI_PATH } from "../plugins/api-docs";
import { ROUTE_ACCESS_CLASSES } from "../plugins/route-access-classes";
import { createInventoriedApp } from "../test-support/route-inventory";
import { wrongWorld } from "./access-classes";
import { declaredIn, UndeclaredAnswers } from "./declared-answers";
import { buildWorld, forgedCookie, signUpPeople } from "./fixtures";
import { type FuzzTarget, fuzz } from "./fuzz-runner";
import { OWNER_EMAIL, ROUTE_ACCESS } from "./route-access";
import { validRequest } from "./route-requests";

/**
 * Generated bad requests (fast-check) to every route that takes a body, path or query: no answer
 * is a 5xx, and every 4xx is a JSON {message} that says what is wrong. FUZZ_RUNS and FUZZ_SEED
 * make it longer or different (bench/fuzz.ts); FUZZ_SEED with FUZZ_PATH replays one request.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 23_2026);
const PATH = process.env.FUZZ_PATH;

/** Narration is not under test here: a voice that answers at once keeps the budget for requests. */
const quietVoice: Voice = {
  provider: "quiet",
  voices: async () => [
    { id: "quiet", name: "Quiet", languageCode: "en-GB", ssmlGender: "NEUTRAL", description: "Silence" },
  ],
  resolve: async () => "quiet",
  synthesize: async () => Buffer.from([0xff, 0xfb, 0x90, 0x00]),
  close: async () => {},
};

let t: Awaited<ReturnType<typeof createInventoriedApp>>;
let targets: FuzzTarget[];

beforeAll(async () => {
  t = await createInventoriedApp(
    {},
    { voice: quietVoice, completeStory: { ...QUICK, jobName: isolatedJobName() } },
  );
  const people = await signUpPeople(t);
  OWNER_EMAIL.value = people.owner.email;
  const world = await buildWorld(t, people);
  targets = t.routes
    .filter((route) => route.method !== "GET" || route.params || route.querystring)
    .map((route) => {
      if (!ROUTE_ACCESS_CLASSES[route.key])
        throw new Error(`${route.key} has no declaration in server/plugins/route-access-classes.ts`);
      const declared = ROUTE_ACCESS[route.key] ?? {};
      // A route that removes or ends what it names is sent ids that name nothing, and no session
      // it could end: the owner's world stays whole for the thousands of requests after it.
      const w = declared.fresh ? wrongWorld(world) : world;
      const cookies = declared.endsSession
        ? [undefined, forgedCookie()]
        : [people.owner.cookie, people.owner.cookie, people.owner.cookie, people.other.cookie, undefined];
      return { route, valid: validRequest(route, declared, w), cookies };
    });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe("generated bad requests", () => {
  it(
    `answer no 5xx and a 4xx {message} that names the problem (${RUNS} requests)`,
    async () => {
      const undeclared = new UndeclaredAnswers(
        declaredIn((await t.app.inject({ url: OPENAPI_PATH })).json()),
      );
      const routes = new Map(targets.map((target) => [target.route.key, target.route]));
      const result = await fuzz(t.app, targets, {
        seed: SEED,
        numRuns: PATH ? 1 : RUNS,
        path: PATH,
        observe: (key, status) => {
          const route = routes.get(key);
          if (route) undeclared.observe(route, status);
        },
      });
      console.log(
        `bad requests: seed ${SEED}, ${targets.length} routes, ${result.requests} requests in ${result.ms} ms ` +
          `(${Math.round((result.requests / result.ms) * 1000)}/s): 2xx ${result["2xx"]}, 3xx ${result["3xx"]}, ` +
          `4xx ${result["4xx"]}, 5xx ${result["5xx"]}, bad answers ${result.failures.length}; ` +
          `slowest routes: ${result.slowest.join(", ")}; by kind: ${result.kinds.join(", ")}`,
      );
      const shown = result.failures.slice(0, 20).map((f) => {
        const { payload, ...request } = f.request;
        const body = payload === undefined ? "" : String(payload).slice(0, 200);
        return `${f.problem}: ${request.route} (${request.kind}) ${request.url.slice(0, 200)} ${JSON.stringify(request.headers)} ${body}\n  -> ${f.body}\n  replay: FUZZ_SEED=${f.seed} FUZZ_PATH=${f.path} npx vitest run server/reliability/bad-requests.test.ts`;
      });
      expect(shown).toEqual([]);
      expect(result.requests).toBe(PATH ? 1 : RUNS);
      // Every answer seen is one the API description declares (issue 30 item 6).
      expect(undeclared.list(), "answers missing from /api/openapi.json").toEqual([]);
    },
    Math.max(300_000, RUNS * 20),
  );
});
