import { readFileSync } from "node:fs";
import { parseTwee } from "extwee";
import { describe, expect, it } from "vitest";
import type { TweeError } from "./twee-document";
import { tweeToStory } from "./twee-to-story";
import { decodeEntities, isTwineHtml, readTwineHtml } from "./twine-html-reader";

const PUBLISHED = `<!DOCTYPE html>
<html><head><title>Night Ferry</title></head>
<body>
<tw-storydata name="Night &amp; Ferry" startnode="2" creator="Twine" creator-version="2.10.0" format="Harlowe" format-version="3.3.9" ifid="3B2F0B1A-9C55-4F8B-9D3C-6E0E1D2B7A10" zoom="1" options="" hidden>
<style role="stylesheet" id="twine-user-stylesheet" type="text/twine-css">tw-story { color: gold; }</style>
<script role="script" id="twine-user-script" type="text/twine-javascript"></script>
<tw-passagedata pid="1" name="Dock" tags="" position="300,100" size="100,100">The ferry is late.
[[Wait-&gt;Ferry]]</tw-passagedata>
<tw-passagedata pid="2" name="Pier &quot;9&quot;" tags="chapter-1 start" position="100,100" size="100,100">Lamps on the water &lt;3 &#x2014; &#8220;quiet&#8221;.
[[Walk to the dock|Dock]]</tw-passagedata>
<tw-passagedata pid="3" name="Ferry" tags="ending" position="500,100" size="100,100">You cross.</tw-passagedata>
</tw-storydata>
</body></html>`;

describe("the Twine 2 HTML reader", () => {
  it("reads the story element: name, start, IFID, passages with decoded text and their lines", () => {
    expect(isTwineHtml(PUBLISHED)).toBe(true);
    const doc = readTwineHtml(PUBLISHED);
    expect(doc.title).toBe("Night & Ferry");
    expect(doc.data).toEqual({
      ifid: "3B2F0B1A-9C55-4F8B-9D3C-6E0E1D2B7A10",
      format: "Harlowe",
      "format-version": "3.3.9",
      start: 'Pier "9"',
    });
    // The stylesheet is a passage as Twee writes it, kept for the next export; the empty script is not.
    expect(doc.passages.map((p) => [p.name, p.tags, p.line])).toEqual([
      ["Story Stylesheet", ["stylesheet"], 5],
      ["Dock", [], 7],
      ['Pier "9"', ["chapter-1", "start"], 9],
      ["Ferry", ["ending"], 11],
    ]);
    expect(doc.passages[2]?.text).toBe("Lamps on the water <3 — “quiet”.\n[[Walk to the dock|Dock]]");
    expect(doc.passages[0]?.text).toBe("tw-story { color: gold; }");
    expect(doc.warnings).toEqual([]);
    const story = tweeToStory(doc);
    expect(story.beats.chapters[0]?.scenes.map((s) => s.title)).toEqual(['Pier "9"', "Dock", "Ferry"]);
    expect(story.beats.twee).toEqual({
      ifid: "3B2F0B1A-9C55-4F8B-9D3C-6E0E1D2B7A10",
      format: "Harlowe",
      formatVersion: "3.3.9",
      tags: { "scene-2": ["start"] },
      passages: [{ name: "Story Stylesheet", tags: ["stylesheet"], text: "tw-story { color: gold; }" }],
    });
  });

  it("reads what Twine itself would publish (extwee's Twine 2 HTML of the fixture)", () => {
    const html = parseTwee(
      readFileSync(new URL("./fixtures/lighthouse.twee", import.meta.url), "utf8"),
    ).toTwine2HTML();
    const doc = readTwineHtml(html);
    expect(doc.title).toBe("The Lighthouse Keeper");
    expect(doc.data?.start).toBe("Shore");
    expect(doc.passages.map((p) => p.name)).toContain("Night {forever}");
    const story = tweeToStory(doc);
    expect(story.beats.chapters.flatMap((c) => c.scenes.map((s) => s.title))).toContain("Lamp Room");
  });

  it("decodes entities and names the line of a broken file", () => {
    expect(decodeEntities("&lt;&gt;&amp;&quot;&#39;&#x41;&bogus;&#0;")).toBe("<>&\"'A&bogus;&#0;");
    const error = (source: string) => {
      try {
        readTwineHtml(source);
      } catch (e) {
        return (e as TweeError).message;
      }
      return "";
    };
    expect(error("<html>\n<tw-storydata name='x'>\n<tw-passagedata pid='1'>t</tw-passagedata>")).toBe(
      "Line 2: the <tw-storydata> element is never closed",
    );
    expect(
      error("<tw-storydata name='x'>\n\n<tw-passagedata pid='1'>t</tw-passagedata></tw-storydata>"),
    ).toBe("Line 3: a <tw-passagedata> element has no name");
    expect(error("<tw-storydata name='x'></tw-storydata>")).toBe("Line 1: the story has no passages");
  });
});
