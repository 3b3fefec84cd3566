import { describe, expect, it } from "vitest";
import { TweeError } from "./twee-document";
import { findLinks, findMacros, proseWithoutLinks } from "./twee-links";
import { readTwee } from "./twee-reader";

const errorOf = (source: string) => {
  try {
    readTwee(source);
  } catch (error) {
    return error as TweeError;
  }
  throw new Error("expected an error");
};

describe("the Twee 3 reader", () => {
  it("reads links of all four forms, and keeps a SugarCube setter out of the target", () => {
    const links = findLinks(
      "[[Simple]] [[go on|Next Room]] [[Open it->The Box]] [[Hall<-back out]] [[x|Y][$a to 1]]",
    );
    expect(links.map((l) => [l.text, l.target])).toEqual([
      ["Simple", "Simple"],
      ["go on", "Next Room"],
      ["Open it", "The Box"],
      ["back out", "Hall"],
      ["x", "Y"],
    ]);
    // The rightmost -> and the leftmost <- divide, as in Twine 2.
    expect(findLinks("[[a->b->c]]")[0]).toMatchObject({ text: "a->b", target: "c" });
    expect(findLinks("[[a<-b<-c]]")[0]).toMatchObject({ text: "b<-c", target: "a" });
  });

  it("reads names, tags, metadata and escapes in headers; text as written", () => {
    const doc = readTwee(
      [
        ":: StoryTitle",
        "Escapes",
        "",
        ':: A \\[bracketed\\] \\{name\\} with \\\\ [tag-one  tag\\]two] {"position":"10,20","size":"100,200"}',
        "First line",
        "\\:: escaped header",
        "",
        "",
        "::Tight[x]",
        "body",
      ].join("\n"),
    );
    expect(doc.title).toBe("Escapes");
    expect(doc.data).toBeNull();
    expect(doc.passages).toEqual([
      {
        name: "A [bracketed] {name} with \\",
        tags: ["tag-one", "tag]two"],
        metadata: { position: "10,20", size: "100,200" },
        text: "First line\n:: escaped header",
        line: 4,
      },
      { name: "Tight", tags: ["x"], text: "body", line: 9 },
    ]);
  });

  it("reads StoryData, keeps special passages, warns on bad metadata and text before the first passage", () => {
    const doc = readTwee(
      [
        "A note",
        ":: StoryData",
        '{"ifid":"D674C58C-DEFA-4F70-B7A2-27742230C0FC","format":"SugarCube","start":"Begin"}',
        ":: StoryInit",
        "<<set $x to 1>>",
        ":: Begin {not json}",
        "Hello",
      ].join("\r\n"),
    );
    expect(doc.data).toMatchObject({ format: "SugarCube", start: "Begin" });
    expect(doc.passages.map((p) => p.name)).toEqual(["StoryInit", "Begin"]);
    expect(doc.warnings).toEqual([
      'Line 6: the metadata of "Begin" is not valid JSON and was ignored',
      "Line 1: text before the first passage was ignored",
    ]);
  });

  it("names the line of what it cannot read", () => {
    expect(errorOf("just some text\nno passages").message).toBe(
      "Line 1: no passage found: a Twee passage starts with a line `:: Name`",
    );
    expect(errorOf(":: A\ntext\n::   \nmore").message).toBe("Line 3: a passage header needs a name after ::");
    expect(errorOf(":: A\n\n:: B [open tag\n").message).toBe('Line 3: the tags of "B" have no closing ]');
    expect(errorOf(":: A\nx\n:: B\ny\n:: A\nz").message).toBe(
      'Line 5: the passage "A" is already defined on line 1',
    );
    expect(errorOf(":: StoryData\n{ifid: nope}\n:: A").message).toBe(
      "Line 1: StoryData must hold a JSON object",
    );
    expect(errorOf(":: A [t] trailing").message).toBe('Line 1: unexpected "trailing" after the name "A"');
    expect(errorOf(":: A\n\u0000")).toBeInstanceOf(TweeError);
  });

  it("takes a choice list's links out of the prose and leaves an inline link's text", () => {
    expect(
      proseWithoutLinks("You see a [[door->Door]] ahead.\n\n* [[Open it->Door]]\n[[Leave]] | [[Stay]]"),
    ).toBe("You see a door ahead.");
    expect(findMacros("<<set $a>> (if: $b)[x] <</set>> {back link}")).toEqual([
      "<<set>>",
      "(if:)",
      "{back link}",
    ]);
  });
});
