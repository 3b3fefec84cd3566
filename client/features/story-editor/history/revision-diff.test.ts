import { describe, expect, it } from "vitest";
import { sceneDifferences, summaryText } from "./revision-diff";

const scene = (id: string, description: string, choices: string[] = []) => ({
  id,
  title: `Scene ${id}`,
  description,
  choices: choices.map((text, i) => ({ id: `${id}-${i}`, text })),
});

describe("sceneDifferences", () => {
  it("lists changed scenes and those only one story has, in the kept story's order", () => {
    const kept = {
      chapters: [
        { id: "c1", title: "Gate", scenes: [scene("a", "Rain."), scene("b", "Wind."), scene("c", "Sun.")] },
      ],
    };
    const now = {
      chapters: [
        {
          id: "c1",
          title: "Gate",
          scenes: [scene("a", "Rain."), scene("c", "Snow.", ["Run"]), scene("d", "Fog.")],
        },
      ],
    };
    expect(sceneDifferences(kept, now)).toEqual([
      {
        id: "b",
        kind: "kept",
        kept: { title: "Scene b", description: "Wind.", choices: [], chapterTitle: "Gate" },
        now: null,
      },
      {
        id: "c",
        kind: "changed",
        kept: { title: "Scene c", description: "Sun.", choices: [], chapterTitle: "Gate" },
        now: {
          title: "Scene c",
          description: "Snow.",
          choices: [{ id: "c-0", text: "Run" }],
          chapterTitle: "Gate",
        },
      },
      {
        id: "d",
        kind: "now",
        kept: null,
        now: { title: "Scene d", description: "Fog.", choices: [], chapterTitle: "Gate" },
      },
    ]);
  });

  it("reads a scene whose only difference is its place on the map as moved, not changed", () => {
    const kept = {
      chapters: [{ id: "c1", title: "Gate", scenes: [scene("a", "Rain."), scene("b", "Wind.")] }],
    };
    const now = {
      chapters: [
        {
          id: "c1",
          title: "Gate",
          scenes: [
            { ...scene("a", "Rain."), position: { x: 40, y: 80 } },
            { ...scene("b", "Gale."), position: { x: 400, y: 80 } },
          ],
        },
      ],
    };
    expect(sceneDifferences(kept, now).map((d) => [d.id, d.kind])).toEqual([
      ["a", "moved"],
      ["b", "changed"],
    ]);
  });

  it("finds nothing between stories alike, whatever their keys' order; a kept empty story has only the scenes now", () => {
    const a = { chapters: [{ id: "c1", title: "Gate", scenes: [scene("a", "Rain.")] }] };
    const reordered = {
      chapters: [
        {
          scenes: [{ choices: [], description: "Rain.", title: "Scene a", id: "a" }],
          title: "Gate",
          id: "c1",
        },
      ],
    };
    expect(sceneDifferences(a, reordered)).toEqual([]);
    expect(sceneDifferences(null, a).map((d) => d.kind)).toEqual(["now"]);
  });
});

describe("summaryText", () => {
  it("says what the write did, naming scenes once", () => {
    expect(summaryText({ added: 3, removed: 0, changed: 1 })).toBe("3 scenes added, 1 changed");
    expect(summaryText({ added: 0, removed: 1, changed: 0 })).toBe("1 scene removed");
    expect(summaryText({ added: 1, removed: 2, changed: 3 })).toBe("1 scene added, 2 removed, 3 changed");
    expect(summaryText({ added: 0, removed: 0, changed: 0 })).toBe("No scenes added, removed or changed");
    expect(summaryText({ added: 0, removed: 0, changed: 0, moved: 2 })).toBe("2 scenes moved on the map");
    expect(summaryText({ added: 0, removed: 0, changed: 1, moved: 1 })).toBe(
      "1 scene changed, 1 moved on the map",
    );
  });
});
