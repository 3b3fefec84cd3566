import { describe, expect, it } from "vitest";
import { jsonbSafe, jsonbText } from "./jsonb";

describe("jsonbText", () => {
  it("is JSON.stringify for ordinary values, emoji and escaped backslashes included", () => {
    const value = {
      prose: "A lantern 🏮 glows",
      list: [1, "two"],
      path: "C:\\ud800",
      quote: 'say "\\\\ud83c"',
    };
    expect(jsonbText(value)).toBe(JSON.stringify(value));
    expect(JSON.parse(jsonbText(value))).toEqual(value);
  });

  it("turns lone surrogates into U+FFFD, in values and keys, anywhere in the value", () => {
    const cut = "cut 🏮".slice(0, 5);
    const text = jsonbText({
      action: "look \ud800 here",
      memory: { summary: [cut], itemsSeen: { [cut]: ["x\\"] } },
    });
    expect(JSON.parse(text)).toEqual({
      action: "look \ufffd here",
      memory: { summary: ["cut \ufffd"], itemsSeen: { "cut \ufffd": ["x\\"] } },
    });
    expect(text).not.toMatch(/(?<!\\)(\\\\)*\\ud[89a-f]/i);
  });
});

describe("jsonbSafe", () => {
  it("answers the value as jsonb will hold it: lone surrogates as U+FFFD, the rest unchanged", () => {
    const value = { title: "Cut \ud83c", keyEvents: ["🏮", "plain"], nested: { list: [1, null] } };
    expect(jsonbSafe(value)).toEqual({ ...value, title: "Cut \ufffd" });
  });
});
