import { describe, expect, it } from "vitest";
import { emphasisRuns, plainEmphasis } from "./scene-emphasis";

/** Runs written short: plain text as is, italic as `<i>`, bold as `<b>`, both as `<bi>`. */
const shown = (text: string) =>
  emphasisRuns(text)
    .map((r) =>
      r.bold && r.italic ? `<bi>${r.text}` : r.bold ? `<b>${r.text}` : r.italic ? `<i>${r.text}` : r.text,
    )
    .join("|");

describe("emphasisRuns: Markdown's emphasis in scene text (ADR 035)", () => {
  it("reads italic and bold, the marks gone", () => {
    expect(shown("It was *almost* dawn.")).toBe("It was |<i>almost| dawn.");
    expect(shown("It was _almost_ dawn.")).toBe("It was |<i>almost| dawn.");
    expect(shown("A **brass** key.")).toBe("A |<b>brass| key.");
    expect(shown("A __brass__ key.")).toBe("A |<b>brass| key.");
    expect(shown("***Run!***")).toBe("<bi>Run!");
  });

  it("nests bold inside italic and italic inside bold", () => {
    expect(shown("*a **b** c*")).toBe("<i>a |<bi>b|<i> c");
    expect(shown("**a *b* c**")).toBe("<b>a |<bi>b|<b> c");
    expect(shown("*a **b***")).toBe("<i>a |<bi>b");
  });

  it("keeps a mark that is not emphasis as written", () => {
    for (const literal of [
      "2 * 3 = 6",
      "5*3 coins",
      "2*3*4",
      "snake_case_name",
      "a lone * star",
      "* a bullet",
      "**** four",
      "*unclosed",
      "**unclosed",
      "a_b",
      "* *",
    ])
      expect(shown(literal)).toBe(literal);
  });

  it("ends emphasis at a line break: a mark left open there is literal", () => {
    expect(shown("*one\ntwo*")).toBe("*one\ntwo*");
    expect(shown("*one*\n*two*")).toBe("<i>one|\n|<i>two");
  });

  it("keeps the first of two crossing pairs and shows the other's marks", () => {
    expect(shown("*a **b* c**")).toBe("<i>a **b| c**");
  });

  it("reads a backslash before a mark as that mark, literal", () => {
    expect(shown("\\*not italic\\*")).toBe("*not italic*");
    expect(plainEmphasis("file\\_name")).toBe("file_name");
  });

  it("plainEmphasis keeps every word and drops the marks", () => {
    expect(plainEmphasis("It was *almost* **dawn**, 2 * 3.")).toBe("It was almost dawn, 2 * 3.");
    expect(plainEmphasis("")).toBe("");
  });

  it("reads hostile input in one pass", () => {
    const stars = "*".repeat(100_000);
    expect(plainEmphasis(stars)).toBe(stars);
    const opens = "*a ".repeat(50_000);
    expect(plainEmphasis(opens)).toBe(opens);
    const unders = "_x".repeat(50_000);
    expect(plainEmphasis(unders)).toBe(unders);
  });
});
