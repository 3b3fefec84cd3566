import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestApp, testConfig, testDatabase } from "../test-support/test-app";

// Two instances behind one balancer: with REDIS_URL they count one client's requests together.
// Runs where the test environment names a Redis (CI does, ADR 016); skipped elsewhere.
const REDIS_URL = process.env.REDIS_URL;

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** An address of its own for each run, so that runs sharing one Redis never share counters. */
const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const LIMITS = {
  RATE_LIMIT_PER_MINUTE: "6",
  SAVE_CODE_LOADS_PER_MINUTE: "3",
  AUTH_RATE_LIMIT_PER_MINUTE: "1000",
};

async function statuses(apps: TestApp[], count: number, request: (app: TestApp) => Promise<number>) {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push(await request(apps[i % apps.length] as TestApp));
  return seen;
}

const getUser = (address: string) => (t: TestApp) =>
  t.app
    .inject({ method: "GET", url: "/api/auth/user", remoteAddress: address })
    .then((res) => res.statusCode);

const loadSave = (address: string) => (t: TestApp) =>
  t.app
    .inject({
      method: "POST",
      url: "/api/sessions/load-anonymous",
      remoteAddress: address,
      payload: { saveCode: "SAVE-ZZZZZZ" },
    })
    .then((res) => res.statusCode);

describe.skipIf(!REDIS_URL)("rate limits shared through Redis (REDIS_URL)", () => {
  let apps: TestApp[];
  beforeAll(async () => {
    apps = [
      await createTestApp({ ...LIMITS, REDIS_URL: REDIS_URL ?? "" }),
      await createTestApp({ ...LIMITS, REDIS_URL: REDIS_URL ?? "" }),
    ];
  });
  afterAll(async () => {
    for (const t of apps ?? []) await t.close();
  });

  it("two instances share one client's global limit", async () => {
    const address = clientAddress();
    // Six allowed in all, three on each instance; the seventh is refused by either.
    expect(await statuses(apps, 6, getUser(address))).toEqual([401, 401, 401, 401, 401, 401]);
    expect(await statuses(apps, 2, getUser(address))).toEqual([429, 429]);
    // Another client is counted apart.
    expect(await statuses(apps, 2, getUser(clientAddress()))).toEqual([401, 401]);
  });

  it("two instances share a route's own limit (save-code loads)", async () => {
    const address = clientAddress();
    const seen = await statuses(apps, 5, loadSave(address));
    expect(seen.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(seen.slice(3)).toEqual([429, 429]);
  });
});

describe("rate limits without REDIS_URL", () => {
  let apps: TestApp[];
  beforeAll(async () => {
    apps = [await createTestApp(LIMITS), await createTestApp(LIMITS)];
  });
  afterAll(async () => {
    for (const t of apps ?? []) await t.close();
  });

  it("are per process: two instances each allow the full limit (why several need REDIS_URL)", async () => {
    const address = clientAddress();
    expect(await statuses(apps, 12, getUser(address))).toEqual(Array(12).fill(401));
    expect(await statuses(apps, 2, getUser(address))).toEqual([429, 429]);
  });

  it("refuses to start when REDIS_URL names a Redis that is not there", async () => {
    const database = await testDatabase();
    try {
      // Port 1 on loopback: nothing listens there, so the connection is refused at once.
      const config = testConfig({ REDIS_URL: "redis://127.0.0.1:1" });
      await expect(buildApp({ config, database, logger: false })).rejects.toThrow(
        /REDIS_URL: cannot connect to the rate-limit store/,
      );
    } finally {
      await database.close();
    }
  });
});
