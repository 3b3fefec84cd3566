import type { NodeChange } from "@xyflow/react";
import { type Box, boxAround, type StoryLayout } from "./layout";
import type { MapNode } from "./map-graph";

/** The Story Map's nodes between the graph and React Flow (pure): selection, drags, search, filter. */

/** The new graph's nodes, with the selection the map had (a change rebuilds every node). */
export function keepSelection(current: MapNode[], next: MapNode[]): MapNode[] {
  const selected = new Set<string>();
  for (const n of current) if (n.selected) selected.add(n.id);
  return selected.size === 0 ? next : next.map((n) => (selected.has(n.id) ? { ...n, selected: true } : n));
}

/**
 * While cards are dragged, their chapters' boxes grow (or shrink) to hold them, as the layout
 * will draw them once the move is kept (layout.ts boxAround).
 */
export function followScenes(
  nodes: MapNode[],
  changes: NodeChange<MapNode>[],
  chapterOf: Map<string, string>,
): MapNode[] {
  const touched = new Set<string>();
  for (const c of changes) {
    const chapter = c.type === "position" ? chapterOf.get(c.id) : undefined;
    if (chapter) touched.add(chapter);
  }
  if (touched.size === 0) return nodes;
  const cards = new Map<string, Box[]>();
  for (const n of nodes) {
    const chapter = n.type === "scene" ? chapterOf.get(n.id) : undefined;
    if (!chapter || !touched.has(chapter)) continue;
    const box = { x: n.position.x, y: n.position.y, width: n.width ?? 0, height: n.height ?? 0 };
    const list = cards.get(chapter);
    if (list) list.push(box);
    else cards.set(chapter, [box]);
  }
  return nodes.map((n) => {
    if (n.type !== "chapter" || !touched.has(n.id)) return n;
    const box = boxAround(cards.get(n.id) ?? []);
    return box ? { ...n, position: { x: box.x, y: box.y }, width: box.width, height: box.height } : n;
  });
}

/**
 * The nodes as drawn: the filter hides the scenes (and chapters) it leaves out, and the
 * search's matches wear a highlight. Nodes untouched keep their identity (React Flow then
 * re-renders nothing for them).
 */
export function decorate(
  nodes: MapNode[],
  shown: Set<string> | null,
  shownChapters: Set<string> | null,
  found: Set<string>,
  current: string | undefined,
): MapNode[] {
  if (!shown && found.size === 0) return nodes;
  return nodes.map((n) => {
    if (n.type === "chapter") return shownChapters && !shownChapters.has(n.id) ? { ...n, hidden: true } : n;
    if (n.type !== "scene") return n;
    if (shown && !shown.has(n.id)) return { ...n, hidden: true };
    if (!found.has(n.id)) return n;
    return { ...n, data: { ...n.data, found: n.id === current ? "current" : "match" } };
  });
}

/** The box around some boxes; none for none. */
export function boundsOf(boxes: Iterable<Box | undefined>): Box | null {
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const b of boxes) {
    if (!b) continue;
    left = Math.min(left, b.x);
    top = Math.min(top, b.y);
    right = Math.max(right, b.x + b.width);
    bottom = Math.max(bottom, b.y + b.height);
  }
  return Number.isFinite(left) ? { x: left, y: top, width: right - left, height: bottom - top } : null;
}

/** Everything the map draws, in the story's coordinates. */
export const bounds = (layout: StoryLayout): Box =>
  boundsOf([...layout.chapters.values(), ...layout.endings.values()]) ?? { x: 0, y: 0, width: 0, height: 0 };
