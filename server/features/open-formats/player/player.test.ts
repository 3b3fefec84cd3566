import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { playerStory, storyHtml } from "../html-export";
import { SAMPLE_GAME, SAMPLE_STORY } from "../open-formats-test-support";

// jsdom (the client tests' DOM) has no types here: the little of it used, typed.
type Dom = { window: Window };
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string, options: { runScripts: "dangerously" }) => Dom;
};

/** The exported file opened in a DOM that runs its script: the paragraphs of its first scene. */
async function play(firstSceneText: string) {
  const chapters = SAMPLE_STORY.chapters.map((chapter, c) => ({
    ...chapter,
    scenes: chapter.scenes.map((scene, s) =>
      c === 0 && s === 0 ? { ...scene, description: firstSceneText } : scene,
    ),
  }));
  const html = await storyHtml(
    playerStory(SAMPLE_GAME, { ...SAMPLE_STORY, chapters }, "Ines", "https://x.example"),
  );
  const { window } = new JSDOM(html, { runScripts: "dangerously" });
  return Array.from(window.document.querySelectorAll("main .text p"));
}

describe("the playable HTML file's player", () => {
  it("shows a scene's *italic* and **bold** as emphasis, and its text never as HTML (ADR 035)", async () => {
    const [first, second] = await play(
      "Wren is *almost* at the **valley gate**.\n\n<b>2</b> * 3 <em>lamps</em>.",
    );
    expect(first?.textContent).toBe("Wren is almost at the valley gate.");
    expect(first?.querySelector("em")?.textContent).toBe("almost");
    expect(first?.querySelector("strong")?.textContent).toBe("valley gate");
    expect(second?.textContent).toBe("<b>2</b> * 3 <em>lamps</em>.");
    expect(second?.children).toHaveLength(0);
  });
});
