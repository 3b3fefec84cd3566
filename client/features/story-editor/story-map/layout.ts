import { Graph, type GraphLabel, layout, type NodeLabel } from "@dagrejs/dagre";
import type { Chapter, Choice, Scene, Story } from "../story-draft";
import { CARD_WIDTH, type CardShape, StoryNames } from "./card-shape";

/**
 * Where the Story Map draws everything (issues 20 and 35). The automatic layout: each chapter
 * laid out on its own with dagre (left to right, only its own scenes and the choices between
 * them), the chapters in columns (so a long story fits a screen at a readable zoom, and Fit View
 * really fits it), and the endings that are not scenes in a column after them. Laying out each
 * chapter alone keeps dagre's work small (a story of 40 chapters is 40 graphs of ~10 nodes, not
 * one of 400), and a change re-lays out only the chapter it touched (see ChapterCache).
 *
 * A scene the creator placed (scene.position) is drawn where it was put instead; its chapter's
 * box grows to hold all of its scenes, wherever they are.
 */

export { CARD_WIDTH };
export const ENDING_WIDTH = 200;
export const ENDING_HEIGHT = 56;
/** The chapter box's label strip and inner margin. */
export const CHAPTER_HEADER = 40;
export const CHAPTER_PAD = 20;
const CHAPTER_GAP = 56;
const COLUMN_GAP = 120;
const CHAPTER_MIN_WIDTH = 320;
/** The columns aim at a landscape whole (width : height), and are never shorter than this. */
const ASPECT = 1.6;
const MIN_COLUMN_HEIGHT = 2400;
const ENDING_COLUMN_GAP = 140;
const ENDING_GAP = 20;

export type Box = { x: number; y: number; width: number; height: number };
export type StoryLayout = {
  /** Chapter boxes, grown to hold their scenes, in the story's coordinates. */
  chapters: Map<string, Box>;
  /** Scene cards, in the story's coordinates. */
  scenes: Map<string, Box>;
  /** Each scene card's inner shape (title block and rows). */
  shapes: Map<string, CardShape>;
  /** Ending nodes for endings that are not also a scene, in the story's coordinates. */
  endings: Map<string, Box>;
};

/** A chapter's automatic layout: its scenes relative to its box's corner. */
type ChapterLayout = { width: number; height: number; scenes: Map<string, Box> };

/** The scene of the same chapter a choice leads to (an ending scene shares its ending's id). */
function innerTarget(choice: Choice, chapter: Chapter, ids: Set<string>): string | undefined {
  if (choice.leadsToScene) return ids.has(choice.leadsToScene) ? choice.leadsToScene : undefined;
  if (choice.leadsToChapter) return choice.leadsToChapter === chapter.id ? chapter.scenes[0]?.id : undefined;
  if (choice.leadsToEnding && ids.has(choice.leadsToEnding)) return choice.leadsToEnding;
  return undefined;
}

/** A chapter's shape as far as its layout goes: its scenes, their heights, and its inner choices. */
function chapterSignature(chapter: Chapter, heights: Map<string, number>): string {
  const ids = new Set(chapter.scenes.map((s) => s.id));
  return chapter.scenes
    .map((scene) => {
      const inner = scene.choices.map((c) => innerTarget(c, chapter, ids) ?? "").join(",");
      return `${scene.id}:${heights.get(scene.id)}:${inner}`;
    })
    .join("|");
}

function layoutChapter(chapter: Chapter, heights: Map<string, number>): ChapterLayout {
  const scenes = new Map<string, Box>();
  if (chapter.scenes.length === 0) return { width: CHAPTER_MIN_WIDTH, height: CHAPTER_HEADER + 48, scenes };
  const g = new Graph();
  g.setGraph({ rankdir: "LR", nodesep: 28, ranksep: 72, marginx: 0, marginy: 0, ranker: "tight-tree" });
  g.setDefaultEdgeLabel(() => ({}));
  const byId = new Map(chapter.scenes.map((s) => [s.id, s]));
  const ids = new Set(byId.keys());
  for (const scene of chapter.scenes)
    g.setNode(scene.id, { width: CARD_WIDTH, height: heights.get(scene.id) ?? 0 });
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
  /** How many chapters were laid out anew (not found here): for the tests. */
  laidOut = 0;

  get(chapter: Chapter, heights: Map<string, number>): ChapterLayout {
    const signature = chapterSignature(chapter, heights);
    const cached = this.byChapter.get(chapter.id);
    if (cached?.signature === signature) return cached.layout;
    const fresh = layoutChapter(chapter, heights);
    this.laidOut++;
    this.byChapter.set(chapter.id, { signature, layout: fresh });
    return fresh;
  }
}

/** The automatic boxes in columns, top to bottom then left to right, each column about as tall. */
function placeChapters(inners: ChapterLayout[]): { x: number; y: number }[] {
  const area = inners.reduce((sum, c) => sum + (c.width + COLUMN_GAP) * (c.height + CHAPTER_GAP), 0);
  const columnHeight = Math.max(MIN_COLUMN_HEIGHT, Math.sqrt(area / ASPECT));
  const corners: { x: number; y: number }[] = [];
  let x = 0;
  let y = 0;
  let columnWidth = 0;
  for (const inner of inners) {
    if (y > 0 && y + inner.height > columnHeight) {
      x += columnWidth + COLUMN_GAP;
      y = 0;
      columnWidth = 0;
    }
    corners.push({ x, y });
    y += inner.height + CHAPTER_GAP;
    columnWidth = Math.max(columnWidth, inner.width);
  }
  return corners;
}

/** A chapter's box around its cards (with its label strip and margin); none for no cards. */
export function boxAround(cards: Box[]): Box | null {
  if (cards.length === 0) return null;
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const c of cards) {
    left = Math.min(left, c.x);
    top = Math.min(top, c.y);
    right = Math.max(right, c.x + c.width);
    bottom = Math.max(bottom, c.y + c.height);
  }
  const x = left - CHAPTER_PAD;
  const y = top - CHAPTER_HEADER;
  return {
    x,
    y,
    width: Math.max(CHAPTER_MIN_WIDTH, right + CHAPTER_PAD - x),
    height: bottom + CHAPTER_PAD - y,
  };
}

export function layoutStory(story: Story, cache = new ChapterCache()): StoryLayout {
  const names = new StoryNames(story);
  const shapes = new Map<string, CardShape>();
  const heights = new Map<string, number>();
  for (const chapter of story.chapters)
    for (const scene of chapter.scenes) {
      const shape = names.shape(scene);
      shapes.set(scene.id, shape);
      heights.set(scene.id, shape.height);
    }

  const inners = story.chapters.map((c) => cache.get(c, heights));
  const corners = placeChapters(inners);
  const chapters = new Map<string, Box>();
  const scenes = new Map<string, Box>();
  story.chapters.forEach((chapter, i) => {
    const inner = inners[i] as ChapterLayout;
    const corner = corners[i] as { x: number; y: number };
    const cards: Box[] = [];
    for (const scene of chapter.scenes) {
      const auto = inner.scenes.get(scene.id) as Box;
      const at = scene.position ?? { x: corner.x + auto.x, y: corner.y + auto.y };
      const card = { x: at.x, y: at.y, width: auto.width, height: auto.height };
      scenes.set(scene.id, card);
      cards.push(card);
    }
    chapters.set(chapter.id, boxAround(cards) ?? { ...corner, width: inner.width, height: inner.height });
  });

  // Endings that are not scenes: beside the first chapter that reaches them, in one column
  // right of everything.
  let right = 0;
  for (const box of chapters.values()) right = Math.max(right, box.x + box.width);
  const reachedFrom = new Map<string, number>();
  for (const chapter of story.chapters) {
    const top = chapters.get(chapter.id)?.y ?? 0;
    for (const scene of chapter.scenes)
      for (const c of scene.choices)
        if (c.leadsToEnding && !reachedFrom.has(c.leadsToEnding)) reachedFrom.set(c.leadsToEnding, top);
  }
  const endings = new Map<string, Box>();
  const column = right + ENDING_COLUMN_GAP;
  let next = Number.NEGATIVE_INFINITY;
  const placed = story.endings
    .filter((e) => !scenes.has(e.id))
    .map((e, order) => ({ id: e.id, want: reachedFrom.get(e.id) ?? Number.POSITIVE_INFINITY, order }))
    .sort((a, b) => a.want - b.want || a.order - b.order);
  for (const e of placed) {
    const top = Number.isFinite(e.want) ? Math.max(e.want, next) : Math.max(next, 0);
    endings.set(e.id, { x: column, y: top, width: ENDING_WIDTH, height: ENDING_HEIGHT });
    next = top + ENDING_HEIGHT + ENDING_GAP;
  }
  return { chapters, scenes, shapes, endings };
}
