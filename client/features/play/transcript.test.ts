import { describe, expect, it } from "vitest";
import type { TranscriptScene } from "../../../contract/play";
import { estimateScene } from "./transcript";

describe("a past scene's height guess", () => {
  const scene = {
    sceneNumber: 7,
    sceneTitle: "The Old Mill",
    action: "Look around",
    text: "Wren looks around the mill, where the wheel stands still and the water runs dark.\n\nThe wheel is still.",
  } as TranscriptScene;

  it("is finite before the list's width is known (a width of 0 once made every spacer infinite)", () => {
    expect(Number.isFinite(estimateScene(scene, 0))).toBe(true);
    expect(estimateScene(scene, 0)).toBeGreaterThan(0);
  });

  it("is taller in a narrower column", () => {
    expect(estimateScene(scene, 300)).toBeGreaterThan(estimateScene(scene, 560));
  });
});
