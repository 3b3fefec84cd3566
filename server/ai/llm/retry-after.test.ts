import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { retryAfterMs, type ThrottleWatch, throttleAwareFetch, watchThrottling } from "./retry-after";

describe("retryAfterMs", () => {
  it("reads milliseconds, seconds and a date, and nothing else", () => {
    expect(retryAfterMs(new Headers({ "retry-after-ms": "250" }))).toBe(250);
    expect(retryAfterMs(new Headers({ "retry-after": "3" }))).toBe(3000);
    const at = new Date(Date.now() + 10_000).toUTCString();
    expect(retryAfterMs(new Headers({ "retry-after": at }))).toBeGreaterThan(8_000);
    expect(retryAfterMs(new Headers({ "retry-after": "soon" }))).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });
});

describe("throttleAwareFetch", () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.writeHead(429, { "retry-after": req.url === "/long" ? "30" : "1" });
      res.end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const watch = (timeLeft: number) => {
    const w = {
      throttled: false,
      gaveUp: false,
      timeLeftMs: () => timeLeft,
      giveUp: () => {},
    } as ThrottleWatch & {
      gaveUp: boolean;
    };
    w.giveUp = () => {
      w.gaveUp = true;
    };
    return w;
  };

  it("gives a call up at once when the wait would outlast its deadline; else only marks it", async () => {
    for (const [path, left, gaveUp] of [
      ["/long", 5_000, true],
      ["/short", 5_000, false],
    ] as const) {
      const signal = new AbortController().signal;
      const w = watch(left);
      watchThrottling(signal, w);
      expect((await throttleAwareFetch(`${url}${path}`, { signal })).status).toBe(429);
      expect(w.throttled).toBe(true);
      expect(w.gaveUp).toBe(gaveUp);
    }
  });
});
