import { Graph, type GraphLabel, layout, type NodeLabel } from "@dagrejs/dagre";
import type { Chapter, Choice, Scene, Story } from "../story-draft";

/**
 * Where the Story Map draws everything (issue 20): each chapter a box laid out on its own with
 * dagre (left to right, only its own scenes and the choices between them), the boxes stacked
 * top to bottom, and the endings that are not scenes in a column after them. Laying out each
 * chapter alone keeps dagre's work small (a story of 40 chapters is 40 graphs of ~10 nodes, not
 * one of 400), and a change re-lays out only the chapter it touched (see ChapterCache).
 */

export const CARD_WIDTH = 240;
/** The card's title block; each choice row, plus the "new choice" row, below it. */
export const CARD_HEADER = 62;
export const CARD_ROW = 26;
export const CARD_PADDING = 8;
export const ENDING_WIDTH = 200;
export const ENDING_HEIGHT = 56;
/** The chapter box's label strip and inner margin. */
export const CHAPTER_HEADER = 40;
export const CHAPTER_PAD = 20;
const CHAPTER_GAP = 56;
const CHAPTER_MIN_WIDTH = 320;
const ENDING_COLUMN_GAP = 140;
const ENDING_GAP = 20;

export const sceneCardHeight = (choiceCount: number) =>
  CARD_HEADER + CARD_ROW * (choiceCount + 1) + CARD_PADDING;

export type Box = { x: number; y: number; width: number; height: number };
export type StoryLayout = {
  /** Chapter boxes, in the story's coordinates. */
  chapters: Map<string, Box>;
  /** Scene cards, relative to their chapter's box (React Flow's child positions). */
  scenes: Map<string, Box>;
  /** Ending nodes for endings that are not also a scene, in the story's coordinates. */
  endings: Map<string, Box>;
};

type ChapterLayout = { width: number; height: number; scenes: Map<string, Box> };

/** The scene of the same chapter a choice leads to (an ending scene shares its ending's id). */
function innerTarget(choice: Choice, chapter: Chapter, ids: Set<string>): string | undefined {
  if (choice.leadsToScene) return ids.has(choice.leadsToScene) ? choice.leadsToScene : undefined;
  if (choice.leadsToChapter) return choice.leadsToChapter === chapter.id ? chapter.scenes[0]?.id : undefined;
  if (choice.leadsToEnding && ids.has(choice.leadsToEnding)) return choice.leadsToEnding;
  return undefined;
}

/** A chapter's shape as far as its layout goes: its scenes, their heights, and its inner choices. */
function chapterSignature(chapter: Chapter): string {
  const ids = new Set(chapter.scenes.map((s) => s.id));
  return chapter.scenes
    .map((scene) => {
      const inner = scene.choices.map((c) => innerTarget(c, chapter, ids) ?? "").join(",");
      return `${scene.id}:${scene.choices.length}:${inner}`;
    })
    .join("|");
}

function layoutChapter(chapter: Chapter): ChapterLayout {
  const scenes = new Map<string, Box>();
  if (chapter.scenes.length === 0) return { width: CHAPTER_MIN_WIDTH, height: CHAPTER_HEADER + 48, scenes };
  const g = new Graph();
  g.setGraph({ rankdir: "LR", nodesep: 28, ranksep: 72, marginx: 0, marginy: 0, ranker: "tight-tree" });
  g.setDefaultEdgeLabel(() => ({}));
  const byId = new Map(chapter.scenes.map((s) => [s.id, s]));
  const ids = new Set(byId.keys());
  for (const scene of chapter.scenes)
    g.setNode(scene.id, { width: CARD_WIDTH, height: sceneCardHeight(scene.choices.length) });
  // dagre is given a spanning forest of the chapter's choices (each scene by the first choice
  // that reaches it, breadth first from the chapter's opening): choices that skip ranks would
  // add a dummy node per rank skipped, which made a 10-scene chapter ~5x slower to lay out. The
  // map still draws every choice; the ranks read as "how many choices in".
  const seen = new Set<string>();
  for (const root of chapter.scenes) {
    if (seen.has(root.id)) continue;
    seen.add(root.id);
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
      const scene = queue[i] as Scene;
      for (const c of scene.choices) {
        const to = innerTarget(c, chapter, ids);
        if (!to || seen.has(to)) continue;
        seen.add(to);
        g.setEdge(scene.id, to);
        queue.push(byId.get(to) as Scene);
      }
    }
  }
  // On a forest, dagre's crossing-reduction sweeps find little to improve and cost most of its
  // time: one ordering sweep of our own (below) and tight-tree ranks (a scene's rank is its
  // depth in the forest) keep 40 chapters well under 150 ms.
  layout(g, { customOrder: sweepOrder });
  let width = 0;
  let height = 0;
  for (const scene of chapter.scenes) {
    const n = g.node(scene.id) as { x: number; y: number; width: number; height: number };
    // dagre gives centres; React Flow wants top-left corners, inside the box's margin and label.
    const box = {
      x: CHAPTER_PAD + n.x - n.width / 2,
      y: CHAPTER_HEADER + n.y - n.height / 2,
      width: n.width,
      height: n.height,
    };
    scenes.set(scene.id, box);
    width = Math.max(width, box.x + box.width);
    height = Math.max(height, box.y + box.height);
  }
  return {
    width: Math.max(CHAPTER_MIN_WIDTH, width + CHAPTER_PAD),
    height: height + CHAPTER_PAD,
    scenes,
  };
}

/**
 * Orders each rank once, top to bottom: a node goes by the mean position of its predecessors
 * (its parent, in a forest), ties kept in insertion order. Gives what dagre's own ordering gives
 * on a forest without building its layer graphs (a fifth of its time on 10-scene chapters).
 */
function sweepOrder(g: Graph<GraphLabel, NodeLabel>) {
  const byRank = new Map<number, string[]>();
  for (const v of g.nodes()) {
    const rank = g.node(v).rank ?? 0;
    const nodes = byRank.get(rank);
    if (nodes) nodes.push(v);
    else byRank.set(rank, [v]);
  }
  const position = new Map<string, number>();
  for (const rank of [...byRank.keys()].sort((a, b) => a - b)) {
    const placed = (byRank.get(rank) ?? []).map((v, index) => {
      const from = (g.predecessors(v) ?? []) as string[];
      const centre = from.length
        ? from.reduce((sum, u) => sum + (position.get(u) ?? 0), 0) / from.length
        : -1;
      return { v, index, centre };
    });
    placed.sort((a, b) => a.centre - b.centre || a.index - b.index);
    placed.forEach(({ v }, order) => {
      g.node(v).order = order;
      position.set(v, order);
    });
  }
}

/**
 * Chapter layouts by signature: an edit re-runs dagre only for the chapter whose shape changed,
 * so the other chapters keep their places and a change to a 400-scene story stays cheap.
 */
export class ChapterCache {
  private readonly byChapter = new Map<string, { signature: string; layout: ChapterLayout }>();

  get(chapter: Chapter): ChapterLayout {
    const signature = chapterSignature(chapter);
    const cached = this.byChapter.get(chapter.id);
    if (cached?.signature === signature) return cached.layout;
    const fresh = layoutChapter(chapter);
    this.byChapter.set(chapter.id, { signature, layout: fresh });
    return fresh;
  }
}

export function layoutStory(story: Story, cache = new ChapterCache()): StoryLayout {
  const chapters = new Map<string, Box>();
  const scenes = new Map<string, Box>();
  let y = 0;
  let right = 0;
  for (const chapter of story.chapters) {
    const inner = cache.get(chapter);
    chapters.set(chapter.id, { x: 0, y, width: inner.width, height: inner.height });
    for (const [id, box] of inner.scenes) scenes.set(id, box);
    y += inner.height + CHAPTER_GAP;
    right = Math.max(right, inner.width);
  }

  // Endings that are not scenes: beside the first chapter that reaches them, in one column.
  const reachedFrom = new Map<string, number>();
  for (const chapter of story.chapters) {
    const top = chapters.get(chapter.id)?.y ?? 0;
    for (const scene of chapter.scenes)
      for (const c of scene.choices)
        if (c.leadsToEnding && !reachedFrom.has(c.leadsToEnding)) reachedFrom.set(c.leadsToEnding, top);
  }
  const endings = new Map<string, Box>();
  const column = right + ENDING_COLUMN_GAP;
  let next = 0;
  const placed = story.endings
    .filter((e) => !scenes.has(e.id))
    .map((e, order) => ({ id: e.id, want: reachedFrom.get(e.id) ?? Number.POSITIVE_INFINITY, order }))
    .sort((a, b) => a.want - b.want || a.order - b.order);
  for (const e of placed) {
    const top = Number.isFinite(e.want) ? Math.max(e.want, next) : next;
    endings.set(e.id, { x: column, y: top, width: ENDING_WIDTH, height: ENDING_HEIGHT });
    next = top + ENDING_HEIGHT + ENDING_GAP;
  }
  return { chapters, scenes, endings };
}
