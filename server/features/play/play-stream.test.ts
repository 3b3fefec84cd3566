import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { turns } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";

/**
 * The streamed scene over real HTTP: it carries the same headers as any answer, and a player
 * who disconnects mid-scene stops the narrator, and nothing is stored.
 */

/** The embedded storyteller, except that while `hold` is set a scene stops after its first words. */
function holdingNarrator() {
  const inner = createEmbeddedNarrator();
  const control = { hold: false, signal: undefined as AbortSignal | undefined, finished: 0 };
  const narrator: Narrator = {
    ...inner,
    takeTurn: (input, options) => {
      const stream = inner.takeTurn(input);
      if (!control.hold) return inner.takeTurn(input, options);
      const signal = options?.signal;
      control.signal = signal;
      async function* text() {
        yield "The first words ";
        // A slow model: the rest comes after 5 s unless the call is aborted first.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 5000);
          signal?.addEventListener("abort", () => {
            clearTimeout(timer);
            resolve();
          });
        });
        signal?.throwIfAborted();
        for await (const chunk of stream.textStream) yield chunk;
        control.finished += 1;
      }
      return { textStream: text(), outcome: stream.outcome };
    },
  };
  return { narrator, control };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let base: string;
const holding = holdingNarrator();
beforeAll(async () => {
  t = await createTestApp({}, { narrator: holding.narrator });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await t.close();
});

async function startDemo() {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload: { gameSlug: "demo-adventure" },
  });
  return res.json().sessionToken as string;
}

describe("the streamed scene", () => {
  it("sends the security headers and the request id, like every other answer", async () => {
    const token = await startDemo();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${token}/action`,
      payload: { action: "Look around" },
      headers: { accept: "text/event-stream", "x-request-id": "stream-test-0001" },
    });
    expect(res.headers["content-type"]).toContain("text/event-stream");
    expect(res.headers["x-request-id"]).toBe("stream-test-0001");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.body).toContain("event: done");
  });

  it("stops the narrator when the player disconnects, and stores nothing", async () => {
    const token = await startDemo();
    const before = (await t.app.inject({ method: "GET", url: `/api/sessions/${token}` })).json();
    holding.control.hold = true;
    try {
      const leaving = new AbortController();
      const res = await fetch(`${base}/api/sessions/${token}/action`, {
        method: "POST",
        headers: { accept: "text/event-stream", "content-type": "application/json" },
        body: JSON.stringify({ action: "Open the door" }),
        signal: leaving.signal,
      });
      expect(res.headers.get("x-request-id")).toBeTruthy();
      const reader = res.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toContain("The first words");
      leaving.abort();
      await reader?.cancel().catch(() => {});

      // The narrator's own signal is aborted: no more tokens are spent.
      for (let i = 0; i < 40 && !holding.control.signal?.aborted; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(holding.control.signal?.aborted).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(holding.control.finished).toBe(0);
    } finally {
      holding.control.hold = false;
    }
    const after = (await t.app.inject({ method: "GET", url: `/api/sessions/${token}` })).json();
    expect(after).toEqual(before);
    const rows = await t.database.db.select().from(turns).where(eq(turns.sessionToken, token));
    expect(rows).toHaveLength(1);
  });
});
