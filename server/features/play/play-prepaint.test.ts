import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAY_STARTUP_ELEMENT_ID } from "../../../contract/constants";
import { SessionData, TranscriptResponse } from "../../../contract/play";
import { playSessions, turns } from "../../db/schema";
import { createTestApp } from "../../test-support/test-app";
import { THEME_SCRIPT_SOURCE } from "./play-theme";

// play.html as the build writes it: the "Loading…" status in #root, the scripts in the head.
const PLAY_HTML = `<!doctype html>
<html lang="en">
  <head><title>play</title><script type="module" src="/assets/index-1.js"></script></head>
  <body>
    <div id="root">
      <div role="status"><span>Loading…</span></div>
    </div>
  </body>
</html>
`;

const root = mkdtempSync(path.join(os.tmpdir(), "taleforge-prepaint-"));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>index</title><div id=root></div>");
  writeFileSync(path.join(root, "play.html"), PLAY_HTML);
  t = await createTestApp({}, { clientRoot: root });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const post = (url: string, payload?: object) => t.app.inject({ method: "POST", url, payload });
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** A demo run of `actions` turns, its current scene given a hostile title and text. */
async function hostileRun(actions: number) {
  const { sessionToken: token } = (await post("/api/sessions/start", { gameSlug: "demo-adventure" })).json();
  for (let i = 0; i < actions; i++)
    expect((await post(`/api/sessions/${token}/action`, { action: "Look around" })).statusCode).toBe(200);
  const [session] = await t.database.db.select().from(playSessions).where(eq(playSessions.token, token));
  await t.database.db
    .update(turns)
    .set({
      sceneTitle: `Salt & <script>alert("t")</script>`,
      prose: `The *bell* rings & **stops**.\n\n</script><script>alert(1)</script> <!-- no \u2028 line`,
    })
    .where(eq(turns.id, session?.currentTurnId ?? ""));
  return token as string;
}

/** The start-up data of a page, parsed as the client parses it. */
function embedded(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${PLAY_STARTUP_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1] as string) : null;
}

describe("a ?session= play link's HTML", () => {
  it("carries the session and its newest transcript page, and draws the newest scene escaped", async () => {
    const token = await hostileRun(3);
    const res = await page(`/play/demo-adventure?session=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    // The data is a data block, not a script: the page's policy allows one inline script more
    // than every page's, the theme's (issue 33: no light flash for a dark-theme reader), by its hash.
    const themeHash = createHash("sha256").update(THEME_SCRIPT_SOURCE).digest("base64");
    expect(res.headers["content-security-policy"]).toContain(`script-src 'self' 'sha256-${themeHash}';`);
    const html = res.body;

    // The same answers the page would fetch, valid by the contract's schemas.
    const data = embedded(html);
    expect(data.token).toBe(token);
    const session = SessionData.parse(data.session);
    expect(session).toEqual((await page(`/api/sessions/${token}`)).json());
    const transcript = TranscriptResponse.parse(data.page);
    expect(transcript).toEqual((await page(`/api/sessions/${token}/transcript?limit=40`)).json());
    expect(transcript.scenes.map((s) => s.sceneNumber)).toEqual([1, 2, 3]);
    expect(session.currentScene).toContain("</script><script>alert(1)</script>");

    // Parsed up to the first </script> (as a browser ends the element), the whole run is there:
    // nothing in it closed the element early, and no comment or U+2028 is written raw.
    const start = html.indexOf(`id="${PLAY_STARTUP_ELEMENT_ID}"`);
    const element = html.slice(start, html.indexOf("</script>", start));
    expect(element).not.toMatch(/<!--|<\/|\u2028/);

    // The pre-paint replaces "Loading…": the header's title, the scene's title and text, escaped.
    expect(html).not.toContain("Loading…");
    expect(html).toContain(">The Lantern of Hollow Vale</h1>");
    expect(html).toContain(
      `class="mt-1.5 font-display font-semibold text-2xl text-ink-950 tracking-tight outline-none sm:text-3xl dark:text-white">Salt &amp; &lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;</h2>`,
    );
    expect(html).toContain(">The <em>bell</em> rings &amp; <strong>stops</strong>.</p>");
    expect(html).toContain(
      ">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- no \u2028 line</p>",
    );
    expect(html).toContain('<span data-testid="scene-number">Scene 4</span>');
    // The theme's, first in the head (before the stylesheet, which it then does not wait for);
    // one script of the page's own, and the data: no other <script> made it in.
    expect(html).toContain(`<head>\n    <script>${THEME_SCRIPT_SOURCE}</script>`);
    expect(html.match(/<script/g)).toHaveLength(3);
    // The header's buttons keep their places, undrawn until React draws them with their icons.
    for (const label of ["Menu", "Download story", "Audio"])
      expect(html).toMatch(
        new RegExp(`class="[^"]*\\binvisible\\b[^"]*">(<span[^>]*></span>)<span[^>]*>${label}</span>`),
      );
  });

  it("is compressed when the browser accepts it", async () => {
    const token = await hostileRun(1);
    const res = await page(`/play/demo-adventure?session=${token}`, { "accept-encoding": "gzip, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(embedded(html)?.token).toBe(token);
  });

  it("is the plain play.html for an unknown token, another game's slug, loadSave, or no session", async () => {
    const token = await hostileRun(1);
    const plain = [
      "/play/demo-adventure?session=no-such-session-token",
      `/play/another-game?session=${token}`,
      `/play/demo-adventure?session=${token}&loadSave=s1`,
      "/play/demo-adventure",
      `/play/demo-adventure/?session=${token}`,
    ];
    for (const url of plain) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(PLAY_HTML);
    }
  });
});
