import { describe, expect, it } from "vitest";
import { holdsKey, mentions, runsOf, sceneText } from "./scene-text";
import { article, endsWithAbbreviation, sentenceSpans, titleCase } from "./text";

describe("full stops that do not end a sentence", () => {
  it.each([
    ["Wren follows Dr", true],
    ["Wren follows Dr.", true],
    ["letters signed J", true],
    ["bring rope, e.g", true],
    ["that is, i.e.", true],
    ["Mt", true],
    ["the dr", false], // a title is capitalised
    ["the lantern", false],
    ["the lantern.", false],
    ["", false],
    [".", false],
    ["a", false],
    ["room 12", false],
  ])("%j → %s", (text, expected) => {
    expect(endsWithAbbreviation(text)).toBe(expected);
  });

  it("looks only at the last word", () => {
    expect(endsWithAbbreviation(`${"x".repeat(100)} Capt`)).toBe(true);
    expect(endsWithAbbreviation("Dr Hale lit the lamp")).toBe(false);
  });

  it("keeps a title with the name after it", () => {
    expect(sentenceSpans("Dr. Hale waits. The lamp is lit.")).toEqual([
      "Dr. Hale waits. ",
      "The lamp is lit.",
    ]);
  });
});

describe("a recent scene's text", () => {
  const scene = sceneText("The Hooded Lantern flickers. A wolf waits by the gate.");

  it("finds a name case-blind and rules out what is not there", () => {
    expect(mentions(scene, "a wolf")).toBe(true);
    expect(mentions(scene, "The hooded lantern")).toBe(true);
    expect(mentions(scene, "a bear")).toBe(false);
  });

  it("answers a numbered key the same each time it is asked, however high the number", () => {
    for (const id of [0, 3, 300, 20_000]) {
      expect(holdsKey(scene, id, "waits by the gate", runsOf("waits by the gate"))).toBe(true);
      expect(holdsKey(scene, id + 1, "sleeps by the gate", runsOf("sleeps by the gate"))).toBe(false);
      expect(holdsKey(scene, id + 1, "sleeps by the gate", runsOf("sleeps by the gate"))).toBe(false);
    }
  });
});

describe("a or an", () => {
  it.each([
    ["USB drive", "a"],
    ["MRI scan", "an"],
    ["SOS", "an"],
    ["usurper", "a"],
    ["hour", "an"],
    ["oak", "an"],
    ["lantern", "a"],
  ])("%s takes %s", (phrase, expected) => {
    expect(article(phrase)).toBe(expected);
  });
});

describe("titleCase", () => {
  it("keeps a run of name particles as the author wrote them", () => {
    expect(titleCase("the secret of Francisco de la Rocha")).toBe("The Secret of Francisco de la Rocha");
    expect(titleCase("Pieter van Duin")).toBe("Pieter van Duin");
    expect(titleCase("de la mer")).toBe("De La Mer");
  });
});
