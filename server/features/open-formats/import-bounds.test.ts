import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS, ImportMessages } from "../../../contract/open-formats";
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from "../../json-body";
import { TweeError } from "./twee-document";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { readTwineHtml } from "./twine-html-reader";

const L = IMPORT_LIMITS;
const importTwee = (source: string) => tweeToStory(readTwee(source));
const importHtml = (source: string) => tweeToStory(readTwineHtml(source));
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof TweeError) return error.message;
    throw error;
  }
  return "no error";
};
/** `count` lines of `width` characters. */
const lines = (count: number, width: number) =>
  Array.from({ length: count }, () => "a".repeat(width)).join("\n");

describe("an import's bounds, checked before its text is read (issue 28 F2)", () => {
  it("a story passage's line: the limit taken, one more refused naming the line", () => {
    expect(importTwee(`:: Start\nA.\n${lines(1, L.maxLineLength)}`).passages).toBe(1);
    expect(errorOf(() => importTwee(`:: Start\nA.\n${lines(1, L.maxLineLength + 1)}`))).toBe(
      `Line 3: ${ImportMessages.lineTooLong}`,
    );
    expect(ImportMessages.lineTooLong).toBe("The line is longer than 50,000 characters");
    // A header is a line too.
    expect(errorOf(() => importTwee(`:: Start\nA.\n:: ${"b".repeat(L.maxLineLength)}\nB.`))).toBe(
      `Line 3: ${ImportMessages.lineTooLong}`,
    );
  });

  it("a story passage's length: the limit taken, one more refused naming the passage", () => {
    const text = (length: number) =>
      `${lines(Math.floor(length / 1001), 1000)}\n${"a".repeat(length % 1001)}`;
    expect(text(L.maxPassageLength)).toHaveLength(L.maxPassageLength);
    expect(importTwee(`:: Start\n${text(L.maxPassageLength)}`).passages).toBe(1);
    expect(errorOf(() => importTwee(`:: Intro\nA.\n\n:: Start\n${text(L.maxPassageLength + 1)}`))).toBe(
      `Line 4: ${ImportMessages.passageTooLong}`,
    );
  });

  it("a script or stylesheet (kept, never read for links) has no line or passage limit", () => {
    const script = "x".repeat(L.maxLineLength * 2);
    const story = importTwee(`:: Start\nGo.\n\n:: Code [script]\n${script}`);
    expect(story.beats.twee?.passages?.[0]).toMatchObject({ name: "Code", text: script });
    const html = importHtml(
      `<tw-storydata name="x"><script type="text/twine-javascript">${script}</script><tw-passagedata pid="1" name="Start">Go.</tw-passagedata></tw-storydata>`,
    );
    expect(html.beats.twee?.passages?.[0]).toMatchObject({ name: "Story JavaScript", text: script });
  });

  it("the passages of a file: special ones count too", () => {
    const file = (count: number) =>
      [":: Start\nGo.", ...Array.from({ length: count - 1 }, (_, i) => `:: Note ${i} [script]\n//`)].join(
        "\n",
      );
    expect(importTwee(file(L.maxFilePassages)).passages).toBe(1);
    expect(errorOf(() => importTwee(file(L.maxFilePassages + 1)))).toBe(
      `Line ${L.maxFilePassages * 2 + 1}: ${ImportMessages.tooManyInFile}`,
    );
    const html = (count: number) =>
      `<tw-storydata name="x">\n${Array.from({ length: count }, (_, i) => `<tw-passagedata pid="${i}" name="P${i}" tags="script">//</tw-passagedata>`).join("\n")}\n</tw-storydata>`;
    expect(errorOf(() => importHtml(html(L.maxFilePassages + 1)))).toBe(
      `Line ${L.maxFilePassages + 2}: ${ImportMessages.tooManyInFile}`,
    );
  });

  it("Twine HTML: a tag past the line limit, a line of a passage past it (naming its line)", () => {
    const story = (body: string) => `<tw-storydata name="x">\n${body}\n</tw-storydata>`;
    expect(
      errorOf(() =>
        importHtml(
          story(`<tw-passagedata pid="1" name="${"a".repeat(L.maxLineLength)}">Go.</tw-passagedata>`),
        ),
      ),
    ).toBe(`Line 2: ${ImportMessages.tagTooLong}`);
    expect(
      errorOf(() =>
        importHtml(
          story(
            `<tw-passagedata pid="1" name="Start">Go.\n\n${"a".repeat(L.maxLineLength + 1)}</tw-passagedata>`,
          ),
        ),
      ),
    ).toBe(`Line 4: ${ImportMessages.lineTooLong}`);
  });
});

describe("JSON in a file nests no deeper than a request body may (issue 28 F12)", () => {
  const nest = (levels: number) => `${"[".repeat(levels - 1)}1${"]".repeat(levels - 1)}`;

  it("StoryData: as deep as a request may, read; one level more, a 400", () => {
    const data = (levels: number) =>
      `:: StoryData\n{"ifid":"D674C58C-DEFA-4F70-B7A2-27742230C0FC","x":${nest(levels)}}\n\n:: Start\nGo.`;
    expect(readTwee(data(MAX_JSON_DEPTH)).data?.ifid).toBe("D674C58C-DEFA-4F70-B7A2-27742230C0FC");
    expect(errorOf(() => importTwee(data(MAX_JSON_DEPTH + 1)))).toBe(
      `Line 1: StoryData holds ${TOO_DEEP_MESSAGE}`,
    );
  });

  it("a header's metadata: too deep is a 400; malformed is still ignored with a warning", () => {
    expect(errorOf(() => importTwee(`:: Start {"a":${nest(40)}}\nGo.`))).toBe(
      `Line 1: the metadata of "Start" holds ${TOO_DEEP_MESSAGE}`,
    );
    expect(importTwee(`:: Start {"a":\nGo.`).warnings).toContain(
      'Line 1: the metadata of "Start" is not valid JSON and was ignored',
    );
  });

  it("StoryTaleforge: too deep is a 400; unreadable is still a warning", () => {
    expect(errorOf(() => importTwee(`:: Start\nGo.\n:: StoryTaleforge\n{"scenes":${nest(40)}}`))).toBe(
      `Line 3: StoryTaleforge holds ${TOO_DEEP_MESSAGE}`,
    );
    expect(importTwee(`:: Start\nGo.\n:: StoryTaleforge\n{"scenes":`).warnings).toContain(
      "Line 3: StoryTaleforge could not be read; the story was imported from its passages alone",
    );
  });
});
