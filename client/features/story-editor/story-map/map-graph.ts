import { type Edge, type Node, type NodeHandle, Position } from "@xyflow/react";
import { type ChoiceTarget, choiceTarget, type Story } from "../story-draft";
import type { ProblemMarks } from "../story-problems";
import { CARD_WIDTH, type CardShape, endingNodeId, rowTop, StoryNames, sceneTitle } from "./card-shape";
import { ENDING_HEIGHT, ENDING_WIDTH, type StoryLayout } from "./layout";

export { endingNodeId };

/**
 * The story as React Flow's nodes and edges (pure). Node ids: a scene's own id, `chapter:{id}`
 * for a chapter's box, `ending:{id}` for an ending that is not a scene. Each choice is a source
 * handle named by the choice's id; NEW_CHOICE is the handle a new choice is dragged from.
 */
export const NEW_CHOICE = "new-choice";
export const TARGET_HANDLE = "in";
const HANDLE = 10;

export type Mark = "error" | "warning" | undefined;
export type ChoiceRow = { id: string; text: string; mark: Mark; target: string };
export type SceneData = {
  title: string;
  chapterTitle: string;
  isEnding: boolean;
  isOpening: boolean;
  /** A placeholder for a link to a scene not yet written: drawn dashed, "To write". */
  toWrite: boolean;
  mark: Mark;
  choices: ChoiceRow[];
  shape: CardShape;
  /** Search: one of the matches, or the match shown now. */
  found?: "match" | "current";
};
export type ChapterData = {
  title: string;
  sceneCount: number;
  mark: Mark;
  /** The chapter's own problems in a few words ("No way out"). */
  notes: string[];
};
export type EndingData = { title: string };

export type SceneNode = Node<SceneData, "scene">;
export type ChapterNode = Node<ChapterData, "chapter">;
export type EndingNode = Node<EndingData, "ending">;
export type MapNode = SceneNode | ChapterNode | EndingNode;
export type MapGraph = {
  nodes: MapNode[];
  edges: Edge[];
  /** Each scene's chapter box (its node id): the box follows its scenes as they are dragged. */
  chapterOf: Map<string, string>;
};

export const chapterNodeId = (id: string) => `chapter:${id}`;

/** Where a drop on a node points a choice. */
export function targetOfNode(nodeId: string): ChoiceTarget {
  if (nodeId.startsWith("chapter:")) return { kind: "chapter", id: nodeId.slice("chapter:".length) };
  if (nodeId.startsWith("ending:")) return { kind: "ending", id: nodeId.slice("ending:".length) };
  return { kind: "scene", id: nodeId };
}

/**
 * Handles are declared up front (React Flow's `handles`), at the places the card draws them:
 * an edge to a card that is off screen (not rendered with onlyRenderVisibleElements) is then
 * still drawn, and nothing waits for a measurement.
 */
const handle = (
  id: string,
  type: "source" | "target",
  position: Position,
  x: number,
  y: number,
): NodeHandle => ({
  id,
  type,
  position,
  x,
  y,
  width: HANDLE,
  height: HANDLE,
});

function sceneHandles(choiceIds: string[], shape: CardShape): NodeHandle[] {
  const row = (i: number) => rowTop(shape, i) + (shape.rows[i] ?? 0) / 2 - HANDLE / 2;
  return [
    handle(TARGET_HANDLE, "target", Position.Left, -HANDLE / 2, shape.height / 2 - HANDLE / 2),
    ...[...choiceIds, NEW_CHOICE].map((id, i) =>
      handle(id, "source", Position.Right, CARD_WIDTH - HANDLE / 2, row(i)),
    ),
  ];
}

export function buildGraph(story: Story, layout: StoryLayout, marks: ProblemMarks): MapGraph {
  const nodes: MapNode[] = [];
  const edges: Edge[] = [];
  const names = new StoryNames(story);
  const chapterOf = new Map<string, string>();
  const opening = story.chapters.find((c) => c.scenes.length > 0)?.scenes[0]?.id;

  for (const chapter of story.chapters) {
    const box = layout.chapters.get(chapter.id);
    if (!box) continue;
    const chapterId = chapterNodeId(chapter.id);
    nodes.push({
      id: chapterId,
      type: "chapter",
      position: { x: box.x, y: box.y },
      width: box.width,
      height: box.height,
      data: {
        title: chapter.title,
        sceneCount: chapter.scenes.length,
        mark: marks.chapters.get(chapter.id)?.severity,
        notes: marks.chapters.get(chapter.id)?.notes ?? [],
      },
      // Behind the edges, so arrows between chapters stay visible over the boxes.
      zIndex: -1,
      connectable: false,
      // Fixed, so a drag on a chapter's background pans the map (the boxes cover most of it);
      // it follows its scenes instead (layout.ts).
      draggable: false,
      selectable: false,
    });
    for (const scene of chapter.scenes) {
      const card = layout.scenes.get(scene.id);
      const shape = layout.shapes.get(scene.id);
      if (!card || !shape) continue;
      chapterOf.set(scene.id, chapterId);
      const choices: ChoiceRow[] = scene.choices.map((choice) => {
        const target = choiceTarget(choice);
        const to = target ? names.resolve(target) : { label: "nowhere" };
        if (target && to.node)
          edges.push({
            id: `choice:${choice.id}`,
            source: scene.id,
            sourceHandle: choice.id,
            target: to.node,
            targetHandle: TARGET_HANDLE,
          });
        return { id: choice.id, text: choice.text, mark: marks.choices.get(choice.id), target: to.label };
      });
      // Not inside its chapter's box as a React Flow child: a card goes anywhere, and the box
      // follows it (layout.ts).
      nodes.push({
        id: scene.id,
        type: "scene",
        position: { x: card.x, y: card.y },
        width: CARD_WIDTH,
        height: shape.height,
        handles: sceneHandles(
          scene.choices.map((c) => c.id),
          shape,
        ),
        data: {
          title: sceneTitle(scene),
          chapterTitle: chapter.title,
          isEnding: scene.isEndingScene === true,
          isOpening: scene.id === opening,
          toWrite: scene.toWrite === true,
          mark: marks.scenes.get(scene.id),
          choices,
          shape,
        },
      });
    }
  }
  for (const ending of story.endings) {
    const box = layout.endings.get(ending.id);
    if (!box) continue;
    nodes.push({
      id: endingNodeId(ending.id),
      type: "ending",
      position: { x: box.x, y: box.y },
      width: ENDING_WIDTH,
      height: ENDING_HEIGHT,
      handles: [handle(TARGET_HANDLE, "target", Position.Left, -HANDLE / 2, ENDING_HEIGHT / 2 - HANDLE / 2)],
      data: { title: ending.title },
      // Only scenes keep a place in the story; an ending stays in the endings' column.
      draggable: false,
    });
  }
  return { nodes, edges, chapterOf };
}
