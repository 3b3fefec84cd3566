import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain build script, run by node
import { compressClient } from "../../scripts/compress-client.mjs";
import { createTestApp } from "../test-support/test-app";

const root = mkdtempSync(path.join(os.tmpdir(), "taleforge-client-"));
const script = `console.log(${JSON.stringify("a scene ".repeat(2000))});`;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Taleforge</title><div id=root></div>");
  writeFileSync(path.join(root, "assets", "app-1a2b3c.js"), script);
  compressClient(root);
  t = await createTestApp({}, { clientRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (encoding?: string) =>
  t.app.inject({
    method: "GET",
    url: "/assets/app-1a2b3c.js",
    headers: encoding ? { "accept-encoding": encoding } : {},
  });

describe("the built client", () => {
  it("is sent brotli- or gzip-compressed when the browser accepts it, made once at build time", async () => {
    const br = await get("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});

describe("a play link's page", () => {
  it("is play.html, which preloads the play page's code, when the build wrote one; else index.html", async () => {
    const withPlay = mkdtempSync(path.join(os.tmpdir(), "taleforge-client-"));
    writeFileSync(path.join(withPlay, "index.html"), "<!doctype html><title>index</title>");
    writeFileSync(path.join(withPlay, "play.html"), "<!doctype html><title>play</title>");
    const app = await createTestApp({}, { clientRoot: withPlay });
    try {
      const play = await app.app.inject({ method: "GET", url: "/play/demo-adventure?session=abc" });
      expect(play.statusCode).toBe(200);
      expect(play.body).toContain("<title>play</title>");
      expect(play.headers["x-robots-tag"]).toBe("noindex");
      const other = await app.app.inject({ method: "GET", url: "/load-save" });
      expect(other.body).toContain("<title>index</title>");
    } finally {
      await app.close();
      rmSync(withPlay, { recursive: true, force: true });
    }
    // Without one (a build before it existed), index.html as before.
    const play = await t.app.inject({ method: "GET", url: "/play/demo-adventure" });
    expect(play.statusCode).toBe(200);
    expect(play.body).toContain("<title>Taleforge</title>");
  });
});
