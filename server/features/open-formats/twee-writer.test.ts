import { parseTwee } from "extwee";
import { describe, expect, it } from "vitest";
import { SAMPLE_GAME, SAMPLE_STORY } from "./open-formats-test-support";
import { storyIfid } from "./story-ifid";
import { storyToTwee } from "./story-to-twee";
import { TALEFORGE_PASSAGE } from "./taleforge-passage";
import { escapeTweeText, unescapeTweeText } from "./twee-document";
import { findLinks } from "./twee-links";
import { writeTwee } from "./twee-writer";

const twee = writeTwee(storyToTwee(SAMPLE_GAME, SAMPLE_STORY));
const UUID_V4 = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/;

describe("the Twee 3 writer", () => {
  it("is read by an independent Twee parser (extwee): title, IFID, start, passages, tags", () => {
    const story = parseTwee(twee);
    expect(story.name).toBe(SAMPLE_GAME.title);
    expect(story.IFID).toBe(storyIfid(SAMPLE_GAME.id));
    expect(story.start).toBe("The Gate");
    expect(story.format).toBe("Harlowe");
    const names = story.passages.map((p) => p.name);
    expect(names).toEqual([
      "The Gate",
      "The Tower top of 200 steps",
      "The Gate (2)",
      "The Barrows",
      "StoryData (2)",
      "Dawn returns",
      TALEFORGE_PASSAGE,
    ]);
    const byName = new Map(story.passages.map((p) => [p.name, p]));
    expect(byName.get("The Gate")?.tags).toEqual(["chapter-1"]);
    expect(byName.get("StoryData (2)")?.tags).toEqual(["chapter-2", "ending"]);
    expect(byName.get("Dawn returns")?.tags).toEqual(["ending"]);
    expect(byName.get("The Gate")?.metadata).toEqual({ position: "100,100", size: "100,100" });
    // Every link names a passage that exists.
    for (const p of story.passages)
      for (const link of findLinks(p.text))
        expect(names, `${p.name} → ${link.target}`).toContain(link.target);
    expect(findLinks(byName.get("The Gate")?.text ?? "").map((l) => [l.text, l.target])).toEqual([
      ["Climb the tower", "The Tower top of 200 steps"],
      ["Take the barrow road", "The Barrows"],
    ]);
  });

  it("follows the specification's grammar line by line", () => {
    const lines = twee.split("\n");
    expect(lines[0]).toBe(":: StoryTitle");
    expect(lines[1]).toBe(SAMPLE_GAME.title);
    const headers = lines.filter((l) => l.startsWith("::"));
    // `:: name [tags] {metadata}`: no unescaped [ ] { } in the name, tags space-separated.
    const HEADER = /^:: (?:[^\\[\]{}]|\\.)+?(?: \[(?:[^\\[\]]|\\.)*\])?(?: \{.*\})?$/;
    for (const header of headers) expect(header).toMatch(HEADER);
    expect(headers).toHaveLength(9);
    // A text line that starts with :: is escaped, so it starts no passage.
    expect(lines).toContain("\\:: not a passage header");
    const data = JSON.parse(twee.split(":: StoryData\n")[1]?.split("\n\n\n")[0] ?? "");
    expect(data).toMatchObject({ format: "Harlowe", start: "The Gate", zoom: 1 });
    expect(data.ifid).toMatch(UUID_V4);
    expect(twee.endsWith("\n")).toBe(true);
  });

  it("gives a game one IFID, shaped as Twine's uppercase UUID v4, different per game", () => {
    expect(storyIfid("game-1")).toBe(storyIfid("game-1"));
    expect(storyIfid("game-1")).not.toBe(storyIfid("game-2"));
    for (const id of ["game-1", "x", SAMPLE_GAME.id]) expect(storyIfid(id)).toMatch(UUID_V4);
  });

  it("writes a game with no story as its title, StoryData and StoryTaleforge", () => {
    const story = parseTwee(writeTwee(storyToTwee(SAMPLE_GAME, null)));
    expect(story.name).toBe(SAMPLE_GAME.title);
    expect(story.passages.map((p) => p.name)).toEqual([TALEFORGE_PASSAGE]);
  });
});

describe("passage text escapes", () => {
  it("undoes exactly, whatever backslashes a line already starts with", () => {
    // Found by the round-trip property: a scene whose text begins `\::` came back as `::`.
    for (const line of ["::", "\\::", "\\\\:: x", "a :: b", "\\: not a header"]) {
      const escaped = escapeTweeText(line);
      expect(escaped.startsWith("::"), escaped).toBe(false);
      expect(unescapeTweeText(escaped)).toBe(line);
    }
    // The standard escape still reads as Twee 3 defines it.
    expect(unescapeTweeText("\\:: escaped header")).toBe(":: escaped header");
  });
});
