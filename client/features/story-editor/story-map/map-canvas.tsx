import {
  applyNodeChanges,
  Controls,
  type DefaultEdgeOptions,
  MarkerType,
  MiniMap,
  type NodeChange,
  type OnConnectEnd,
  ReactFlow,
  type Viewport,
  type XYPosition,
} from "@xyflow/react";
import { useCallback, useMemo, useRef, useState } from "react";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import { useTheme } from "../../../app/theme";
import { toast } from "../../../ui/toast-store";
import {
  addChoice,
  type ChoiceTarget,
  findScene,
  retargetChoice,
  type Story,
  uniqueChoiceText,
} from "../story-draft";
import { type Problem, problemMarks } from "../story-problems";
import type { StoryDraftApi } from "../use-story-draft";
import { ChapterCache, layoutStory, type StoryLayout } from "./layout";
import { buildGraph, chapterNodeId, type MapNode, NEW_CHOICE, targetOfNode } from "./map-graph";
import { nodeTypes, OpenSceneContext } from "./map-nodes";

/** Up to this many scenes the whole story fits on screen readably; above, start at the opening. */
const FIT_ALL_SCENES = 24;
const START_ZOOM = 0.75;

/** How a new choice is named after where it leads (the creator renames it in the Scenes view). */
function targetTitle(story: Story, target: ChoiceTarget): string {
  if (target.kind === "scene") return findScene(story, target.id)?.scene.title ?? "the next scene";
  if (target.kind === "chapter")
    return story.chapters.find((c) => c.id === target.id)?.title ?? "the next chapter";
  return story.endings.find((e) => e.id === target.id)?.title ?? "the ending";
}

/** Positions the creator dragged nodes to, laid over the automatic layout. */
const withMoved = (nodes: MapNode[], moved: Map<string, XYPosition>): MapNode[] =>
  moved.size === 0
    ? nodes
    : nodes.map((n) => (moved.has(n.id) ? { ...n, position: moved.get(n.id) as XYPosition } : n));

/**
 * Moved positions per open editor, keyed by its draft's `change` (stable for the editor's life):
 * they outlive the map itself, which is unmounted while the Scenes view is shown.
 */
const movedByEditor = new WeakMap<object, Map<string, XYPosition>>();
function movedIn(editor: object): Map<string, XYPosition> {
  let moved = movedByEditor.get(editor);
  if (!moved) {
    moved = new Map();
    movedByEditor.set(editor, moved);
  }
  return moved;
}

/** The opening chapter's corner at a readable zoom (a big story is not fitted whole: unreadable, and slow). */
function startViewport(story: Story, layout: StoryLayout): Viewport {
  const opening = story.chapters.find((c) => c.scenes.length > 0);
  const box = opening ? layout.chapters.get(opening.id) : undefined;
  return { x: 24 - (box?.x ?? 0) * START_ZOOM, y: 24 - (box?.y ?? 0) * START_ZOOM, zoom: START_ZOOM };
}

/** Choices are arrows: one shared marker definition serves all 1,200 of a big story. */
const EDGE_OPTIONS: DefaultEdgeOptions = {
  markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16 },
};

const miniMapColour = (node: MapNode) =>
  node.type === "chapter" ? "rgba(140,127,189,0.18)" : node.type === "ending" ? "#f5a524" : "#8c7fbd";

export function MapCanvas({
  draft,
  problems,
  onOpenScene,
  onAnnounce,
}: {
  draft: StoryDraftApi;
  problems: Problem[];
  onOpenScene: (sceneId: string) => void;
  onAnnounce: (message: string) => void;
}) {
  const { story, change } = draft;
  const { theme } = useTheme();
  // One cache for the map's life: an edit re-lays out only the chapter it changed.
  const cache = useRef(new ChapterCache());
  const layout = useMemo(() => layoutStory(story, cache.current), [story]);
  const marks = useMemo(() => problemMarks(problems), [problems]);
  const graph = useMemo(() => buildGraph(story, layout, marks), [story, layout, marks]);
  const [moved] = useState(() => movedIn(change));
  const [initial] = useState(() => ({
    fit: layout.scenes.size <= FIT_ALL_SCENES,
    viewport: startViewport(story, layout),
  }));

  // Nodes are React Flow's to move; a new graph (the story changed) replaces them, keeping moves.
  const [nodes, setNodes] = useState<MapNode[]>(() => withMoved(graph.nodes, moved));
  const [shown, setShown] = useState(graph);
  if (shown !== graph) {
    setShown(graph);
    setNodes(withMoved(graph.nodes, moved));
  }
  const onNodesChange = useCallback(
    (changes: NodeChange<MapNode>[]) => {
      for (const c of changes) if (c.type === "position" && c.position) moved.set(c.id, c.position);
      setNodes((current) => applyNodeChanges(changes, current));
    },
    [moved],
  );

  const onNodeClick = useCallback(
    (_event: unknown, node: MapNode) => {
      if (node.type === "scene") onOpenScene(node.id);
    },
    [onOpenScene],
  );

  // A drag from a choice's handle re-targets it; from "new choice" it adds one. The drop counts
  // anywhere on a card, an ending or a chapter's box, not only on the small target handle.
  const onConnectEnd: OnConnectEnd = useCallback(
    (event, state) => {
      const from = state.fromNode?.id;
      const handle = state.fromHandle;
      if (!from || !handle?.id || handle.type !== "source") return;
      const source = findScene(story, from);
      if (!source) return;
      const point = "changedTouches" in event ? event.changedTouches[0] : event;
      const dropped =
        state.toNode?.id ??
        (point
          ? document
              .elementFromPoint(point.clientX, point.clientY)
              ?.closest(".react-flow__node")
              ?.getAttribute("data-id")
          : null);
      // Let go on its own card or its own chapter's background: most likely a slip, not a loop.
      if (!dropped || dropped === from || dropped === chapterNodeId(source.chapter.id)) return;
      const target = targetOfNode(dropped);
      const { scene } = source;
      const where = targetTitle(story, target);
      if (handle.id === NEW_CHOICE) {
        if (scene.choices.length >= STORY_LIMITS.choicesPerScene) {
          toast({
            title: "No room for another choice",
            description: `A scene can have at most ${STORY_LIMITS.choicesPerScene} choices.`,
            variant: "destructive",
          });
          return;
        }
        const text = uniqueChoiceText(scene, `Go to ${where}`);
        change((s) => addChoice(s, from, target, text).story);
        onAnnounce(`Choice "${text}" added to ${scene.title}.`);
      } else {
        change((s) => retargetChoice(s, handle.id as string, target));
        const text = scene.choices.find((c) => c.id === handle.id)?.text ?? "The choice";
        onAnnounce(`"${text}" now leads to ${where}.`);
      }
    },
    [story, change, onAnnounce],
  );

  return (
    <OpenSceneContext.Provider value={onOpenScene}>
      <div
        className="h-[70vh] min-h-[420px] overflow-hidden rounded-2xl border border-ink-200 bg-white dark:border-ink-800 dark:bg-ink-950"
        data-testid="story-map-canvas"
      >
        <ReactFlow<MapNode>
          nodes={nodes}
          edges={graph.edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onNodeClick={onNodeClick}
          onConnectEnd={onConnectEnd}
          defaultEdgeOptions={EDGE_OPTIONS}
          colorMode={theme}
          fitView={initial.fit}
          fitViewOptions={{ maxZoom: 1, padding: 0.1 }}
          defaultViewport={initial.viewport}
          minZoom={0.05}
          maxZoom={1.5}
          onlyRenderVisibleElements
          // Cards carry their own focusable title button; a second tab stop per card would double the way through.
          nodesFocusable={false}
          edgesFocusable={false}
          edgesReconnectable={false}
          // The story is changed only through the draft: no key deletes a node behind its back.
          deleteKeyCode={null}
        >
          <Controls showInteractive={false} />
          <MiniMap<MapNode>
            pannable
            zoomable
            nodeColor={miniMapColour}
            nodeStrokeWidth={0}
            ariaLabel="Overview of the story map"
          />
        </ReactFlow>
      </div>
    </OpenSceneContext.Provider>
  );
}
