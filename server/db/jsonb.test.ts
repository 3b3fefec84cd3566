import { describe, expect, it } from "vitest";
import { jsonbText } from "./jsonb";

describe("jsonbText", () => {
  it("is JSON.stringify for ordinary values, emoji included", () => {
    const value = { prose: "A lantern 🏮 glows", list: [1, "two"], path: "C:\\ud800" };
    expect(jsonbText(value)).toBe(JSON.stringify(value));
  });

  it("turns lone surrogates into U+FFFD, anywhere in the value", () => {
    const text = jsonbText({ action: "look \ud800 here", memory: { summary: ["cut 🏮".slice(0, 5)] } });
    expect(JSON.parse(text)).toEqual({ action: "look \ufffd here", memory: { summary: ["cut \ufffd"] } });
    expect(text).not.toMatch(/\\ud[89a-f]/i);
  });
});
