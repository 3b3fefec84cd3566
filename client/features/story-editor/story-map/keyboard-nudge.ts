import type { MapPosition } from "../../../../contract/edit-game";
import type { Box } from "./layout";

/**
 * Placing cards without a mouse (WCAG 2.5.7): an arrow key on a focused card moves it a step,
 * Shift and an arrow a long step; a card that is part of the selection moves the selection.
 */
export const NUDGE_STEP = 20;
export const NUDGE_LONG_STEP = 100;

const DIRECTIONS: Record<string, { dx: number; dy: number; word: string }> = {
  ArrowLeft: { dx: -1, dy: 0, word: "left" },
  ArrowRight: { dx: 1, dy: 0, word: "right" },
  ArrowUp: { dx: 0, dy: -1, word: "up" },
  ArrowDown: { dx: 0, dy: 1, word: "down" },
};

export type Nudge = { dx: number; dy: number; word: string };

/** The move an arrow key asks for; null for any other key, or an arrow with Ctrl, Alt or Cmd. */
export function nudgeOf(key: {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}): Nudge | null {
  const direction = DIRECTIONS[key.key];
  if (!direction || key.ctrlKey || key.altKey || key.metaKey) return null;
  const step = key.shiftKey ? NUDGE_LONG_STEP : NUDGE_STEP;
  return { dx: direction.dx * step, dy: direction.dy * step, word: direction.word };
}

/** The scenes a key on `focused` moves: the selection when the card is in it, else the card alone. */
export function nudgedScenes(focused: string, selected: readonly string[]): string[] {
  return selected.includes(focused) ? [...selected] : [focused];
}

/** Where the scenes go: each from where it is drawn now, moved by the nudge. */
export function nudgedPlaces(
  drawn: ReadonlyMap<string, Box>,
  ids: readonly string[],
  nudge: Nudge,
): Map<string, MapPosition> {
  const places = new Map<string, MapPosition>();
  for (const id of ids) {
    const at = drawn.get(id);
    if (at) places.set(id, { x: at.x + nudge.dx, y: at.y + nudge.dy });
  }
  return places;
}

/** "The Gate moved right." or "3 scenes moved up.": what a screen reader is told. */
export function nudgeAnnouncement(titles: readonly string[], nudge: Nudge): string {
  const what = titles.length === 1 ? (titles[0] as string) : `${titles.length} scenes`;
  return `${what} moved ${nudge.word}.`;
}

/**
 * Where to centre the view so that a card nudged past the canvas's edge stays in sight (null when
 * it is in sight): the keyboard user sees where the card went, as a dragging hand would.
 */
export function centreToShow(
  box: Box,
  viewport: { x: number; y: number; zoom: number },
  canvas: { width: number; height: number },
): { x: number; y: number } | null {
  const left = box.x * viewport.zoom + viewport.x;
  const top = box.y * viewport.zoom + viewport.y;
  const inside =
    left >= 0 &&
    top >= 0 &&
    left + box.width * viewport.zoom <= canvas.width &&
    top + box.height * viewport.zoom <= canvas.height;
  return inside ? null : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}
