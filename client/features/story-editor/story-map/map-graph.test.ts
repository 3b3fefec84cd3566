import { describe, expect, it } from "vitest";
import type { Story } from "../story-draft";
import { problemMarks, storyProblems } from "../story-problems";
import { layoutStory } from "./layout";
import { buildGraph, type SceneNode, targetOfNode } from "./map-graph";

const story: Story = {
  chapters: [
    {
      id: "ch1",
      title: "Road",
      scenes: [
        {
          id: "s1",
          title: "Crossroads",
          description: "",
          choices: [
            { id: "k1", text: "On", leadsToChapter: "ch2" },
            { id: "k2", text: "Wander" },
            { id: "k3", text: "Give up", leadsToEnding: "e-lost" },
          ],
        },
      ],
    },
    {
      id: "ch2",
      title: "Town",
      scenes: [
        {
          id: "s2",
          title: "Gate",
          description: "",
          choices: [{ id: "k4", text: "Home", leadsToEnding: "e-home" }],
        },
        { id: "e-home", title: "Home", description: "", isEndingScene: true, choices: [] },
      ],
    },
  ],
  endings: [
    { id: "e-home", title: "Home" },
    { id: "e-lost", title: "Lost" },
  ],
};

const graph = () => buildGraph(story, layoutStory(story), problemMarks(storyProblems(story)));

describe("buildGraph", () => {
  it("draws a choice to a chapter to its first scene, and to an ending scene to that card", () => {
    const edges = graph().edges.map((e) => [e.sourceHandle, e.target]);
    expect(edges).toEqual([
      ["k1", "s2"],
      ["k3", "ending:e-lost"],
      ["k4", "e-home"],
    ]);
  });

  it("draws only endings that are not scenes as ending nodes, and puts scenes in their chapter's box", () => {
    const nodes = graph().nodes;
    expect(nodes.filter((n) => n.type === "ending").map((n) => n.id)).toEqual(["ending:e-lost"]);
    // Not React Flow children (a card may be dragged anywhere): inside the box by position.
    const gate = nodes.find((n) => n.id === "s2");
    const box = nodes.find((n) => n.id === "chapter:ch2");
    expect(gate?.parentId).toBeUndefined();
    expect(gate!.position.x).toBeGreaterThan(box!.position.x);
    expect(gate!.position.y).toBeGreaterThan(box!.position.y);
    expect(gate!.position.y + (gate!.height ?? 0)).toBeLessThan(box!.position.y + (box!.height ?? 0));
  });

  it("labels each choice with where it leads, and marks the one leading nowhere", () => {
    const crossroads = graph().nodes.find((n) => n.id === "s1") as SceneNode;
    expect(crossroads.data.choices.map((c) => [c.target, c.mark])).toEqual([
      ["chapter Town", undefined],
      ["nowhere", "warning"],
      ["ending Lost", undefined],
    ]);
    expect(crossroads.data).toMatchObject({ isOpening: true, mark: "warning" });
    // A handle per choice, the "new choice" handle and the target handle, declared up front.
    expect(crossroads.handles?.map((h) => h.id)).toEqual(["in", "k1", "k2", "k3", "new-choice"]);
  });

  it("marks a chapter's box with the chapter's own problems", () => {
    const boxes = () =>
      graph()
        .nodes.filter((n) => n.type === "chapter")
        .map((n) => [n.id, n.data.mark, n.data.notes]);
    expect(boxes()).toEqual([
      ["chapter:ch1", undefined, []],
      ["chapter:ch2", undefined, []],
    ]);
    const closed: Story = {
      ...story,
      chapters: [{ ...story.chapters[0]!, scenes: [story.chapters[0]!.scenes[0]!] }],
    };
    closed.chapters[0]!.scenes[0] = {
      ...closed.chapters[0]!.scenes[0]!,
      choices: [{ id: "k2", text: "Wander" }],
    };
    const nodes = buildGraph(closed, layoutStory(closed), problemMarks(storyProblems(closed))).nodes;
    expect(nodes.find((n) => n.id === "chapter:ch1")?.data).toMatchObject({
      mark: "warning",
      notes: ["No way out", "No ending reachable"],
    });
  });

  it("marks a scene still to write, and puts each choice's handle at the middle of its (wrapped) row", () => {
    const written: Story = structuredClone(story);
    written.chapters[1]!.scenes[0]!.toWrite = true;
    written.chapters[0]!.scenes[0]!.choices[0]!.text = "Walk on along the river road until the town";
    const nodes = buildGraph(written, layoutStory(written), problemMarks(storyProblems(written))).nodes;
    expect((nodes.find((n) => n.id === "s2") as SceneNode).data.toWrite).toBe(true);
    const crossroads = nodes.find((n) => n.id === "s1") as SceneNode;
    const { shape } = crossroads.data;
    const [, k1, k2] = crossroads.handles ?? [];
    expect(k1!.y + 5).toBe(shape.header + shape.rows[0]! / 2);
    expect(k2!.y + 5).toBe(shape.header + shape.rows[0]! + shape.rows[1]! / 2);
    expect(shape.rows[0]).toBeGreaterThan(shape.rows[1]!);
  });

  it("reads a dropped-on node as a choice's target", () => {
    expect(targetOfNode("s2")).toEqual({ kind: "scene", id: "s2" });
    expect(targetOfNode("chapter:ch2")).toEqual({ kind: "chapter", id: "ch2" });
    expect(targetOfNode("ending:e-lost")).toEqual({ kind: "ending", id: "e-lost" });
  });
});
