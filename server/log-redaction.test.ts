import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { redactUrl } from "./log-redaction";
import { createTestApp } from "./test-support/test-app";

describe("request logs", () => {
  it("never hold a play session's token", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({}, { logger: { level: "info", stream } });
    try {
      const start = await t.app.inject({
        method: "POST",
        url: "/api/sessions/start",
        payload: { gameSlug: "demo-adventure" },
      });
      const token = start.json().sessionToken as string;
      await t.app.inject({ method: "GET", url: `/api/sessions/${token}` });
      await t.app.inject({ method: "GET", url: `/api/sessions/download/${token}?format=json` });
      await t.app.inject({ method: "GET", url: `/play/demo-adventure?session=${token}` });
      const log = lines.join("");
      expect(log).toContain("/api/sessions/[token]");
      expect(log).toContain("/api/sessions/start");
      expect(log).not.toContain(token);
    } finally {
      await t.close();
    }
  });

  it("keep the paths that are not tokens", () => {
    expect(redactUrl("/api/sessions/load-anonymous")).toBe("/api/sessions/load-anonymous");
    expect(redactUrl("/api/sessions/abc123/action")).toBe("/api/sessions/[token]/action");
    expect(redactUrl("/api/sessions/download/abc123?format=txt")).toBe(
      "/api/sessions/download/[token]?format=txt",
    );
    expect(redactUrl("/play/x?loadSave=1&session=abc")).toBe("/play/x?loadSave=1&session=[token]");
  });
});
