import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { playerStory, scriptSafeJson, storyHtml } from "./html-export";
import { bigStory, SAMPLE_GAME, SAMPLE_STORY } from "./open-formats-test-support";

const HOME = "https://taleforge.example";

describe("the playable HTML file", () => {
  it("resolves every choice as play does: scene, chapter's first scene, ending scene or closing ending", () => {
    const story = playerStory(SAMPLE_GAME, SAMPLE_STORY, "Ines Marlow", HOME);
    const gate = story.chapters[0]?.scenes[0];
    expect(gate?.choices).toEqual([
      { text: "Climb the tower", to: "s-tower" },
      { text: "Take the barrow road", to: "s-barrows" },
      { text: "Wait for [someone] -> anyone | nobody", to: null },
    ]);
    expect(story.chapters[0]?.scenes[1]?.choices.map((c) => c.to)).toEqual(["e-dawn", "e-fall"]);
    expect(story.endings).toEqual([
      { id: "e-dawn", title: "Dawn returns", text: "The End: Dawn returns.", ending: true, choices: [] },
    ]);
    expect(story).toMatchObject({ author: "Ines Marlow", homeUrl: HOME, title: SAMPLE_GAME.title });
    // An imported story keeps its file's IFID here too (the save's key), as in its Twee export.
    const ifid = "D674C58C-DEFA-4F70-B7A2-27742230C0FC";
    expect(playerStory(SAMPLE_GAME, { ...SAMPLE_STORY, twee: { ifid } }, "", HOME).ifid).toBe(ifid);
  });

  it("embeds the story so that no text can end the script or open a comment", () => {
    const json = scriptSafeJson({ text: "</script><script>alert(1)</script><!-- \u2028" });
    expect(json).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script><!-- \u2028" });
  });

  it("is one file whose policy allows only its own script and styles, by hash", async () => {
    const html = await storyHtml(playerStory(SAMPLE_GAME, SAMPLE_STORY, "Ines", HOME));
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe");
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? "";
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? "";
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(csp).toContain(`script-src ${hash(script)}`);
    expect(csp).toContain(`style-src ${hash(style)}`);
    // Nothing to fetch: no src or href but the home link the script makes and the empty icon.
    expect(html).not.toMatch(/\ssrc=|https?:\/\/(?!taleforge\.example)/);
  });

  it("stays under 150 KB for a 100-scene story (about 120 words a scene)", async () => {
    const html = await storyHtml(playerStory(SAMPLE_GAME, bigStory(100, 120), "Ines", HOME));
    const bytes = Buffer.byteLength(html);
    console.info(`100-scene HTML export: ${bytes} bytes`);
    expect(bytes).toBeLessThan(150 * 1024);
  });
});
