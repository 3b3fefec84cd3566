// The windowed list's (windowed-list.tsx) plain helpers: where items lie by their ends, and idle time.

/** The first index whose item ends below `y`, by binary search over the items' ends. */
export function firstEndingBelow(ends: number[], y: number): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((ends[mid] as number) <= y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range of the last items that fill `height` pixels above the list's end. */
export function tailRange(ends: number[], height: number): [number, number] {
  return [firstEndingBelow(ends, (ends.at(-1) ?? 0) - height), ends.length];
}

/** Runs `run` when the browser is idle (a timer where there is no idle callback: Safari). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 300);
  return () => window.clearTimeout(id);
}
