import { describe, expect, it } from "vitest";
import {
  centreToShow,
  NUDGE_LONG_STEP,
  NUDGE_STEP,
  nudgeAnnouncement,
  nudgedPlaces,
  nudgedScenes,
  nudgeOf,
} from "./keyboard-nudge";
import type { Box } from "./layout";

const key = (
  name: string,
  mods: Partial<Record<"shiftKey" | "ctrlKey" | "altKey" | "metaKey", boolean>> = {},
) => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...mods,
});

describe("keyboard nudges on the Story Map", () => {
  it("moves a step for an arrow, a long step with Shift, and nothing for other keys", () => {
    expect(nudgeOf(key("ArrowRight"))).toEqual({ dx: NUDGE_STEP, dy: 0, word: "right" });
    expect(nudgeOf(key("ArrowUp", { shiftKey: true }))).toEqual({ dx: 0, dy: -NUDGE_LONG_STEP, word: "up" });
    expect(nudgeOf(key("ArrowLeft"))?.dx).toBe(-NUDGE_STEP);
    expect(nudgeOf(key("ArrowDown"))?.dy).toBe(NUDGE_STEP);
    expect(nudgeOf(key("Enter"))).toBeNull();
    expect(nudgeOf(key("ArrowLeft", { ctrlKey: true }))).toBeNull();
    expect(nudgeOf(key("ArrowLeft", { metaKey: true }))).toBeNull();
  });

  it("moves the selection when the focused card is in it, else the card alone, each from where it is drawn", () => {
    expect(nudgedScenes("a", ["a", "b"])).toEqual(["a", "b"]);
    expect(nudgedScenes("c", ["a", "b"])).toEqual(["c"]);
    const drawn = new Map<string, Box>([
      ["a", { x: 10, y: 20, width: 240, height: 100 }],
      ["b", { x: 500, y: -40, width: 240, height: 100 }],
    ]);
    const nudge = nudgeOf(key("ArrowDown", { shiftKey: true }))!;
    expect(nudgedPlaces(drawn, ["a", "b", "gone"], nudge)).toEqual(
      new Map([
        ["a", { x: 10, y: 20 + NUDGE_LONG_STEP }],
        ["b", { x: 500, y: -40 + NUDGE_LONG_STEP }],
      ]),
    );
  });

  it("says what moved and where", () => {
    const right = nudgeOf(key("ArrowRight"))!;
    expect(nudgeAnnouncement(["The Gate"], right)).toBe("The Gate moved right.");
    expect(nudgeAnnouncement(["A", "B", "C"], right)).toBe("3 scenes moved right.");
  });

  it("pans to a card nudged past the canvas's edge, and leaves the view alone while it is in sight", () => {
    const canvas = { width: 800, height: 600 };
    const at = (x: number, y: number) => ({ x, y, width: 240, height: 100 }) as Box;
    const view = { x: 0, y: 0, zoom: 1 };
    expect(centreToShow(at(100, 100), view, canvas)).toBeNull();
    expect(centreToShow(at(600, 100), view, canvas)).toEqual({ x: 720, y: 150 });
    expect(centreToShow(at(100, -20), view, canvas)).toEqual({ x: 220, y: 30 });
    // Zoomed out by half, the same card fits.
    expect(centreToShow(at(600, 100), { x: 0, y: 0, zoom: 0.5 }, canvas)).toBeNull();
  });
});
