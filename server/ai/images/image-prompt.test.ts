import { describe, expect, it } from "vitest";
import { imagePrompt } from "./image-prompt";

describe("imagePrompt", () => {
  it("describes the scene in its words, without emphasis marks (ADR 035)", () => {
    const { prompt } = imagePrompt("The **old tower** stood *silent* in the rain.", {
      title: "The Lantern",
      genre: "fantasy",
      childMode: false,
      style: "illustration",
    });
    expect(prompt).toContain(": The old tower stood silent in the rain.");
  });
});
