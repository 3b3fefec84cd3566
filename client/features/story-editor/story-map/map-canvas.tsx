import {
  applyNodeChanges,
  Controls,
  type DefaultEdgeOptions,
  type FitViewOptions,
  MarkerType,
  MiniMap,
  type NodeChange,
  type OnConnectEnd,
  ReactFlow,
  useReactFlow,
  useStore,
  type Viewport,
} from "@xyflow/react";
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
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
import { bounds, boundsOf, decorate, followScenes, keepSelection } from "./canvas-nodes";
import { centreToShow, nudgeAnnouncement, nudgedPlaces, nudgedScenes, nudgeOf } from "./keyboard-nudge";
import { ChapterCache, layoutStory, type StoryLayout } from "./layout";
import { buildGraph, chapterNodeId, type MapNode, NEW_CHOICE, targetOfNode } from "./map-graph";
import { nodeTypes, OpenSceneContext } from "./map-nodes";
import { isFiltered, type MapFilter, searchScenes, shownScenes, storyTags } from "./map-search";
import { MapToolbar } from "./map-toolbar";
import { placeScenes } from "./placement";

/** Up to this many scenes the whole story fits on screen readably; above, start at the opening. */
const FIT_ALL_SCENES = 24;
const START_ZOOM = 0.75;
/** A search match is shown at least this close. */
const MATCH_ZOOM = 0.75;
const MULTI_SELECT = ["Shift", "Control", "Meta"];
const FIT_PADDING = 0.05;
const FIT: FitViewOptions = { maxZoom: 1, padding: FIT_PADDING };

/** How a new choice is named after where it leads (the creator renames it in the Scenes view). */
function targetTitle(story: Story, target: ChoiceTarget): string {
  if (target.kind === "scene") return findScene(story, target.id)?.scene.title ?? "the next scene";
  if (target.kind === "chapter")
    return story.chapters.find((c) => c.id === target.id)?.title ?? "the next chapter";
  return story.endings.find((e) => e.id === target.id)?.title ?? "the ending";
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
  filter,
  onFilter,
}: {
  draft: StoryDraftApi;
  problems: Problem[];
  onOpenScene: (sceneId: string) => void;
  onAnnounce: (message: string) => void;
  /** Which scenes are shown: the Problems list clears it to show a scene it hides. */
  filter: MapFilter;
  onFilter: (filter: MapFilter) => void;
}) {
  const { story, change } = draft;
  const { theme } = useTheme();
  const flow = useReactFlow<MapNode>();
  // One cache for the map's life: an edit re-lays out only the chapter it changed.
  const cache = useRef(new ChapterCache());
  const layout = useMemo(() => layoutStory(story, cache.current), [story]);
  const marks = useMemo(() => problemMarks(problems), [problems]);
  const graph = useMemo(() => buildGraph(story, layout, marks), [story, layout, marks]);
  const [initial] = useState(() => ({
    fit: layout.scenes.size <= FIT_ALL_SCENES,
    viewport: startViewport(story, layout),
  }));

  // Nodes are React Flow's to move; a new graph (the story changed) replaces them, keeping the
  // selection. A move is kept in the story when the drag ends (onNodeDragStop).
  const [nodes, setNodes] = useState<MapNode[]>(graph.nodes);
  const [shownGraph, setShownGraph] = useState(graph);
  if (shownGraph !== graph) {
    setShownGraph(graph);
    setNodes((current) => keepSelection(current, graph.nodes));
  }
  const { chapterOf } = graph;
  const onNodesChange = useCallback(
    (changes: NodeChange<MapNode>[]) =>
      setNodes((current) => followScenes(applyNodeChanges(changes, current), changes, chapterOf)),
    [chapterOf],
  );
  // The scenes moved (one, or a selection of several) keep their places in the story; their
  // chapters' other scenes are pinned where they are drawn, so the chapter keeps its shape.
  const keepPlaces = useCallback(
    (_event: unknown, _node: unknown, moved: MapNode[]) => {
      const places = new Map(moved.filter((n) => n.type === "scene").map((n) => [n.id, n.position]));
      if (places.size > 0) change((s) => placeScenes(s, places, layout.scenes));
    },
    [change, layout],
  );

  // An arrow key on a focused card's title moves the card (Shift: further), or the selection
  // when the card is in it: placing cards needs no mouse (WCAG 2.5.7).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const nudge = nudgeOf(event);
    if (!nudge || !(event.target instanceof Element)) return;
    const focused = event.target.closest(".react-flow__node-scene")?.getAttribute("data-id");
    if (!focused || !layout.scenes.has(focused)) return;
    event.preventDefault();
    const selected = nodes.filter((n) => n.selected && n.type === "scene").map((n) => n.id);
    const ids = nudgedScenes(focused, selected);
    const places = nudgedPlaces(layout.scenes, ids, nudge);
    change((s) => placeScenes(s, places, layout.scenes));
    const card = layout.scenes.get(focused);
    const to = places.get(focused);
    const canvas = event.currentTarget.getBoundingClientRect();
    const centre = card && to && centreToShow({ ...card, ...to }, flow.getViewport(), canvas);
    if (centre) void flow.setCenter(centre.x, centre.y, { zoom: flow.getZoom(), duration: 200 });
    const titles = ids.map((id) => findScene(story, id)?.scene.title ?? id);
    onAnnounce(nudgeAnnouncement(titles, nudge));
  };

  // Search and filter.
  const [query, setQuery] = useState("");
  const [current, setCurrent] = useState(-1);
  const tags = useMemo(() => storyTags(story), [story]);
  const shown = useMemo(() => shownScenes(story, filter), [story, filter]);
  const shownChapters = useMemo(() => {
    if (!shown) return null;
    return new Set(
      story.chapters.filter((c) => c.scenes.some((s) => shown.has(s.id))).map((c) => chapterNodeId(c.id)),
    );
  }, [story, shown]);
  const matches = useMemo(() => searchScenes(story, query, shown), [story, query, shown]);
  const found = useMemo(() => new Set(matches), [matches]);
  const currentId = current >= 0 ? matches[current] : undefined;
  const drawn = useMemo(
    () => decorate(nodes, shown, shownChapters, found, currentId),
    [nodes, shown, shownChapters, found, currentId],
  );

  const onQuery = (next: string) => {
    setQuery(next);
    setCurrent(-1);
  };
  const step = (by: 1 | -1) => {
    if (matches.length === 0) return;
    const next =
      current < 0 ? (by === 1 ? 0 : matches.length - 1) : (current + by + matches.length) % matches.length;
    setCurrent(next);
    const box = layout.scenes.get(matches[next] as string);
    if (!box) return;
    const zoom = Math.max(flow.getZoom(), MATCH_ZOOM);
    void flow.setCenter(box.x + box.width / 2, box.y + box.height / 2, { zoom, duration: 300 });
    // The toolbar's status says which match this is (and its title): no second announcement.
  };
  // A filter picked here shows what it kept, whole (once drawn with it: hence the effect). A
  // filter cleared by the Problems list leaves the view to it.
  const fitFilter = useRef(false);
  const pickFilter = (next: MapFilter) => {
    onFilter(next);
    setCurrent(-1);
    fitFilter.current = true;
  };
  useEffect(() => {
    if (!fitFilter.current) return;
    fitFilter.current = false;
    const kept = shown ? boundsOf([...shown].map((id) => layout.scenes.get(id))) : bounds(layout);
    if (kept) void flow.fitBounds(kept, { padding: FIT_PADDING, duration: 300 });
  }, [shown, layout, flow]);
  const edges = useMemo(
    () =>
      shown
        ? graph.edges.map((e) =>
            shown.has(e.source) && (shown.has(e.target) || !layout.scenes.has(e.target))
              ? e
              : { ...e, hidden: true },
          )
        : graph.edges,
    [graph, shown, layout],
  );

  // Fit View fits however far the scenes were placed: the zoom may go as low as that takes.
  const whole = useMemo(() => bounds(layout), [layout]);
  const fitZoom = useStore((s) =>
    s.width && s.height && whole.width && whole.height
      ? Math.min(s.width / whole.width, s.height / whole.height)
      : 1,
  );
  const minZoom = Math.min(0.05, fitZoom * 0.8);

  const onNodeClick = useCallback(
    (event: MouseEvent, node: MapNode) => {
      // Shift, Ctrl or Cmd: a click adds the card to the selection instead of opening it.
      if (event.shiftKey || event.ctrlKey || event.metaKey) return;
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
      <div className="flex min-w-0 flex-col gap-2">
        <MapToolbar
          story={story}
          tags={tags}
          query={query}
          onQuery={onQuery}
          matchCount={matches.length}
          current={current}
          currentTitle={currentId ? findScene(story, currentId)?.scene.title : undefined}
          onStep={step}
          filter={filter}
          onFilter={pickFilter}
        />
        <div
          className="story-map-height overflow-hidden rounded-2xl border border-ink-200 bg-white dark:border-ink-800 dark:bg-ink-950"
          data-testid="story-map-canvas"
          data-filtered={isFiltered(filter) || undefined}
        >
          <ReactFlow<MapNode>
            nodes={drawn}
            edges={edges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            onNodeDragStop={keepPlaces}
            onSelectionDragStop={(event, moved) => keepPlaces(event, null, moved)}
            onNodeClick={onNodeClick}
            onConnectEnd={onConnectEnd}
            onKeyDown={onKeyDown}
            defaultEdgeOptions={EDGE_OPTIONS}
            colorMode={theme}
            fitView={initial.fit}
            fitViewOptions={FIT}
            defaultViewport={initial.viewport}
            minZoom={minZoom}
            maxZoom={1.5}
            onlyRenderVisibleElements
            // Shift or Ctrl/Cmd and a click adds a card to the selection; Shift and a drag on the
            // background draws a box around several; a drag of one selected card moves them all.
            multiSelectionKeyCode={MULTI_SELECT}
            // Cards carry their own focusable title button; a second tab stop per card would double the way through.
            nodesFocusable={false}
            edgesFocusable={false}
            edgesReconnectable={false}
            // The story is changed only through the draft: no key deletes a node behind its back.
            deleteKeyCode={null}
          >
            <Controls showInteractive={false} fitViewOptions={FIT} />
            <MiniMap<MapNode>
              pannable
              zoomable
              nodeColor={miniMapColour}
              nodeStrokeWidth={0}
              ariaLabel="Overview of the story map"
            />
          </ReactFlow>
        </div>
      </div>
    </OpenSceneContext.Provider>
  );
}
