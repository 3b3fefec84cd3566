import { describe, expect, it } from "vitest";
import { bigStory } from "../story-fixtures";
import { problemMarks, storyProblems } from "../story-problems";
import { decorate, followScenes, keepSelection } from "./canvas-nodes";
import { layoutStory } from "./layout";
import { buildGraph, type MapNode } from "./map-graph";

const story = bigStory(2, 3);
const graph = buildGraph(story, layoutStory(story), problemMarks(storyProblems(story)));
const node = (nodes: MapNode[], id: string) => nodes.find((n) => n.id === id) as MapNode;

describe("the map's nodes as drawn", () => {
  it("grows a chapter's box while one of its cards is dragged out of it, and leaves the others", () => {
    const card = node(graph.nodes, "c0-s1");
    const to = { x: card.position.x + 2000, y: card.position.y + 50 };
    const moved = graph.nodes.map((n) => (n.id === "c0-s1" ? { ...n, position: to } : n));
    const drawn = followScenes(moved, [{ type: "position", id: "c0-s1", position: to }], graph.chapterOf);
    const box = node(drawn, "chapter:c0");
    expect(box.position.x + (box.width ?? 0)).toBeGreaterThanOrEqual(to.x + (card.width ?? 0));
    expect(node(drawn, "chapter:c1")).toBe(node(graph.nodes, "chapter:c1"));
    // Nothing moved: the same nodes.
    expect(
      followScenes(graph.nodes, [{ type: "select", id: "c0-s1", selected: true }], graph.chapterOf),
    ).toBe(graph.nodes);
  });

  it("keeps the selection through a rebuilt graph", () => {
    const selected = graph.nodes.map((n) => (n.id === "c1-s0" ? { ...n, selected: true } : n));
    expect(node(keepSelection(selected, graph.nodes), "c1-s0").selected).toBe(true);
    expect(keepSelection(graph.nodes, graph.nodes)).toBe(graph.nodes);
  });

  it("hides what the filter leaves out and marks the search's matches, the current one apart", () => {
    expect(decorate(graph.nodes, null, null, new Set(), undefined)).toBe(graph.nodes);
    const drawn = decorate(
      graph.nodes,
      new Set(["c1-s0", "c1-s1", "end-home"]),
      new Set(["chapter:c1"]),
      new Set(["c1-s0", "end-home"]),
      "end-home",
    );
    expect(node(drawn, "c0-s0").hidden).toBe(true);
    expect(node(drawn, "chapter:c0").hidden).toBe(true);
    expect(node(drawn, "chapter:c1").hidden).toBeUndefined();
    const found = (id: string) => (node(drawn, id).data as { found?: string }).found;
    expect([found("c1-s0"), found("c1-s1"), found("end-home")]).toEqual(["match", undefined, "current"]);
  });
});
