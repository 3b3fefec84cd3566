import {
  memo,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { WINDOWED_ROW } from "../../../contract/play-look";
import { firstEndingBelow, tailRange, whenIdle } from "./windowed-range";

export { firstEndingBelow, tailRange };

type WindowedListProps<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /**
   * A height guess for an item not yet drawn, at the list's width; each is measured once it is.
   * The closer the guess, the less the page moves when a scroll draws an item.
   */
  estimate: (item: T, width: number) => number;
  renderItem: (item: T) => ReactNode;
  /**
   * The reader is within NEAR_START items of the first (drawn or in the overscan): the time to
   * load earlier ones, so that they are in before a quick scroll up reaches the top.
   */
  onNearStart?: () => void;
  className?: string;
};

/** Pixels drawn past each edge of the viewport, so a fast scroll does not show blank space. */
const OVERSCAN = 1200;
/**
 * How many items before the first the earlier page is asked for. At the first item itself, a
 * quick scroll up a long run met the page's arrival mid-flick (a long frame, the list growing
 * above the reader).
 */
export const NEAR_START = 12;
/**
 * Pixels drawn ahead at each side of the viewport when the browser is idle, a window's height of
 * items at a time (about three dozen phone screens, some 60 scenes: a quick flick of several
 * seconds): a scroll through them lays out and paints nothing new, as on a static page. An item
 * coming in while scrolling costs its frame its render, style, layout, paint and raster, and the
 * frame rate half the static page's (ADR 036, fifth and sixth steps).
 */
export const AHEAD = 30_000;
/**
 * The page is still this long after the reader's scroll last brought another item to the
 * viewport's top: drawing ahead resumes.
 */
const SCROLL_SETTLE_MS = 200;
/** Items taken into the overscan at each end in one frame, while the viewport is covered. */
const STEP = 1;

const viewportHeight = () => (typeof window === "undefined" ? 0 : window.innerHeight);

/**
 * A list that draws only the items near the viewport of the page's own scroll (the run on screen
 * scrolls with the page, not in a box of its own). The rest are spacers of their measured (or
 * guessed) heights. The items are drawn in the flow, so the browser's scroll anchoring keeps the
 * reader's place when items above are measured or prepended. No virtualiser is installed in the
 * project (@tanstack/react-virtual is not in node_modules), hence this one: about 100 lines.
 */
export function WindowedList<T>({
  items,
  itemKey,
  estimate,
  renderItem,
  onNearStart,
  className,
}: WindowedListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const [measured, setMeasured] = useState(0);
  // The window's width until the list's own is observed (below): reading the list's width as the
  // page mounts would force the first layout of the whole page in the middle of React's commit,
  // and then a second one for the spacers it changed (issue 33's first paint on a phone).
  const [width, setWidth] = useState(() => (typeof window === "undefined" ? 0 : window.innerWidth));
  // Each guess once per item and width: the ends are summed again on every measured height (a
  // transition while scrolling), and a guess splits the scene's text into paragraphs.
  const guesses = useMemo(() => {
    void width;
    return new WeakMap<T & object, number>();
  }, [width]);
  const ends = useMemo(() => {
    void measured;
    let y = 0;
    const guess = (item: T) => {
      if (typeof item !== "object" || item === null) return estimate(item, width);
      const cached = guesses.get(item);
      if (cached !== undefined) return cached;
      const height = estimate(item, width);
      guesses.set(item, height);
      return height;
    };
    return items.map((item) => {
      y += heights.current.get(itemKey(item)) ?? guess(item);
      return y;
    });
  }, [items, itemKey, estimate, measured, width, guesses]);
  // Newest last, and the reader starts at the newest: the first render draws the items that fill
  // the window and its overscan above the list's end, as the scroll position will ask once read.
  const [range, setRange] = useState<[number, number]>(() => tailRange(ends, viewportHeight() + OVERSCAN));
  // The range drawn, as the page shows it (with `shift`, below, once earlier items are prepended).
  const drawnRange = useRef(range);

  // The list's top in the page, read after the browser's own layout (a ResizeObserver, below),
  // never in the scroll's frame: reading the list's box there, just after React committed a
  // range, forced a layout of 24–70 ms inside requestAnimationFrame (ADR 036, fourth step).
  const listTop = useRef<number | null>(null);
  // An item drawn above the others lands at its guessed height's place and then takes its own:
  // the items below it moved by the guess's error (a few pixels), and every drawn item was then
  // painted and rasterised again at its new place (ADR 036, fifth step). Instead the spacer
  // above takes the error (`drift`, added to its height), so the drawn items stay where they
  // were in the page; `entering` holds the items drawn at the top and their guesses, till measured.
  const drift = useRef(0);
  const entering = useRef(new Map<string, number>());
  const guessOf = useCallback(
    (index: number) => (ends[index] ?? 0) - (index > 0 ? (ends[index - 1] ?? 0) : 0),
    [ends],
  );
  const beforeRef = useRef<HTMLDivElement>(null);
  // When the reader last scrolled (`update`: another item at the viewport's top): nothing is
  // drawn ahead in idle time while the reader scrolls; `still` counts the pauses after.
  const lastScroll = useRef(Number.NEGATIVE_INFINITY);
  const topItem = useRef<string | undefined>(undefined);
  const [still, setStill] = useState(0);
  const settle = useRef(0);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  const again = useRef(0);
  // The range last asked for, committed or still a pending transition: asking for it again in
  // the next frame is a new update, and React starts the pending render over (the item coming in
  // rendered again each frame until one render fits between two frames: ADR 036, fifth step).
  const asked = useRef(range);
  const ask = useCallback((next: [number, number], transition: boolean) => {
    if (asked.current[0] === next[0] && asked.current[1] === next[1]) return;
    asked.current = next;
    if (transition) startTransition(() => setRange(next));
    else setRange(next);
  }, []);
  const update = useCallback(() => {
    if (!listRef.current || listTop.current === null) return;
    // In the items' own measure: the drawn items sit `drift` below their ends.
    const top = window.scrollY - listTop.current - drift.current;
    const from = firstEndingBelow(ends, top - OVERSCAN);
    const to = Math.min(items.length, firstEndingBelow(ends, top + window.innerHeight + OVERSCAN) + 1);
    const [drawnFrom, drawnTo] = drawnRange.current;
    const visibleFrom = firstEndingBelow(ends, top);
    // The reader's scroll: another item at the viewport's top. Not every scroll event: the
    // browser's scroll anchoring and the transcript's pin move the page under the same item while
    // items are drawn ahead or prepended, and counting them paused drawing ahead (traced).
    const atTop = items[visibleFrom] === undefined ? undefined : itemKey(items[visibleFrom] as T);
    if (atTop !== topItem.current) {
      topItem.current = atTop;
      lastScroll.current = performance.now();
      window.clearTimeout(settle.current);
      settle.current = window.setTimeout(() => setStill((n) => n + 1), SCROLL_SETTLE_MS);
    }
    if (drawnFrom === from && drawnTo === to) return;
    // While the drawn items still cover the viewport, the overscan is refilled as a transition:
    // React draws the scenes coming into reach in slices between frames, so a quick scroll
    // through a long run does not stall a frame on each (issue 33's 60 fps). And one item a
    // frame at each end: a scene's render, commit and text layout cannot be split, so a frame
    // takes in at most one. A viewport past the drawn items (a jump) is drawn at once, never blank.
    const visibleTo = Math.min(items.length, firstEndingBelow(ends, top + window.innerHeight) + 1);
    if (drawnFrom <= visibleFrom && drawnTo >= visibleTo) {
      // Items leaving the overscan are dropped with the next item coming in, in its commit (each
      // commit is a frame's style, layout, paint and layerizing: ADR 036, fifth step), or on
      // their own once they are past what is drawn ahead.
      const growing = from < drawnFrom || to > drawnTo;
      const farFrom = firstEndingBelow(ends, top - OVERSCAN - AHEAD);
      const farTo = Math.min(
        items.length,
        firstEndingBelow(ends, top + window.innerHeight + OVERSCAN + AHEAD) + 1,
      );
      const stepFrom =
        from < drawnFrom ? drawnFrom - STEP : growing || drawnFrom < farFrom ? from : drawnFrom;
      const stepTo = to > drawnTo ? drawnTo + STEP : growing || drawnTo > farTo ? to : drawnTo;
      if (stepFrom === drawnFrom && stepTo === drawnTo) return;
      if (stepFrom < drawnFrom && items[stepFrom] !== undefined)
        entering.current = new Map([[itemKey(items[stepFrom]), guessOf(stepFrom)]]);
      ask([stepFrom, Math.max(stepFrom, stepTo)], true);
      if ((stepFrom > from || stepTo < to) && !again.current)
        again.current = requestAnimationFrame(() => {
          again.current = 0;
          latestUpdate.current();
        });
    } else ask([from, Math.max(from, to)], false);
  }, [ends, items, itemKey, ask, guessOf]);
  // In idle time, a window's height of items more at a time (at least one) up to AHEAD each
  // side, nearest side first; not while a range asked for is still to be drawn.
  const growAhead = useCallback(() => {
    if (!listRef.current || listTop.current === null) return;
    const [drawnFrom, drawnTo] = drawnRange.current;
    if (asked.current[0] !== drawnFrom || asked.current[1] !== drawnTo) return;
    const top = window.scrollY - listTop.current - drift.current;
    const aheadFrom = firstEndingBelow(ends, top - AHEAD);
    const aheadTo = Math.min(items.length, firstEndingBelow(ends, top + window.innerHeight + AHEAD) + 1);
    const above = drawnFrom > aheadFrom ? top - (ends[drawnFrom - 1] ?? 0) : Number.POSITIVE_INFINITY;
    const below =
      drawnTo < aheadTo ? (ends[drawnTo - 1] ?? 0) - top - window.innerHeight : Number.POSITIVE_INFINITY;
    if (above === below) return;
    // Nothing while the reader scrolls: the idle gap is a frame's, and an item's commit there took
    // that frame and the next (its paint and pre-paint grow with the items drawn: 45–60 ms a
    // commit at 4× with 50–100 drawn, traced). Growing resumes once the page is still (`still`).
    if (performance.now() - lastScroll.current < SCROLL_SETTLE_MS) return;
    // One commit for a few items: each commit has its own style, layout, paint and layerizing
    // besides the items' (ADR 036, sixth step), and a reader's flick soon after opening a run
    // reaches what was drawn ahead only if it was drawn quickly.
    const step = Math.max(1, window.innerHeight);
    if (above < below) {
      const next = new Map<string, number>();
      let from = drawnFrom;
      for (let taken = 0; from > aheadFrom && taken < step; from--) {
        const item = items[from - 1];
        if (item === undefined) break;
        next.set(itemKey(item), guessOf(from - 1));
        taken += guessOf(from - 1);
      }
      if (from === drawnFrom) return;
      entering.current = next;
      ask([from, drawnTo], true);
    } else {
      let to = drawnTo;
      for (let taken = 0; to < aheadTo && taken < step; to++) taken += guessOf(to);
      ask([drawnFrom, to], true);
    }
  }, [ends, items, itemKey, ask, guessOf]);
  // The page still again after a scroll: drawing ahead resumes (see `growAhead`).
  useEffect(() => {
    void range;
    void still;
    return whenIdle(growAhead);
  }, [growAhead, range, still]);
  useEffect(() => () => cancelAnimationFrame(again.current), []);
  const latestUpdate = useRef(update);
  latestUpdate.current = update;

  // Earlier items prepended (an earlier page of the run): the range is by index, so it moves with
  // the items it drew, or the reader's scenes would leave the page and their place be lost.
  const first = items[0] === undefined ? undefined : itemKey(items[0]);
  const firstBefore = useRef(first);
  const shift =
    firstBefore.current !== undefined && firstBefore.current !== first
      ? Math.max(
          0,
          items.findIndex((item) => itemKey(item) === firstBefore.current),
        )
      : 0;
  // What `update` compares with: the items on the page, by their new indices. Left unshifted (the
  // state's range, till its own update renders) the prepended page put the reader's items outside
  // it, and `update` took the viewport for a jump and dropped all that was drawn ahead.
  drawnRange.current = [range[0] + shift, range[1] + shift];
  // Before `update` below, which then sets the range from the scroll position, now anchored.
  useLayoutEffect(() => {
    firstBefore.current = first;
    if (!shift) return;
    asked.current = [asked.current[0] + shift, asked.current[1] + shift];
    setRange(([a, b]) => [a + shift, b + shift]);
  });
  // Measured heights or a new width move the items: the range follows at once. At mount, the
  // range is checked once the browser has laid the page out (the list's top observed, below).
  useLayoutEffect(() => update(), [update]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [update]);
  // The list's width and its top in the page, as the browser lays them out (no forced layout:
  // an observer's callback runs after the frame's layout, so reading the box there costs none);
  // again whenever the list, what holds it or the page changes size (a status shown above it,
  // earlier items prepended, the window resized).
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) if (entry.target === list) setWidth(Math.round(entry.contentRect.width));
      const top = list.getBoundingClientRect().top + window.scrollY;
      if (top === listTop.current) return;
      listTop.current = top;
      latestUpdate.current();
    });
    for (const element of [list, list.parentElement, document.body]) if (element) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Every drawn item reports its height; a change redraws the spacers once per frame.
  const observer = useMemo(() => {
    if (typeof ResizeObserver === "undefined") return null;
    let frame = 0;
    return new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const key = (entry.target as HTMLElement).dataset.itemKey;
        const height = Math.round(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
        if (key && heights.current.get(key) !== height) {
          // The item just drawn at the top, measured at last: the spacer above gives back the
          // guess's error in this frame, before its paint (an observer runs after layout).
          const spacer = beforeRef.current;
          const guess = entering.current.get(key);
          if (guess !== undefined && !heights.current.has(key) && spacer) {
            const error = height - guess;
            const spacerHeight = Number.parseFloat(spacer.style.height) || 0;
            if (error && spacerHeight - error >= 0) {
              drift.current -= error;
              spacer.style.height = `${spacerHeight - error}px`;
            }
            entering.current.delete(key);
          }
          heights.current.set(key, height);
          changed = true;
        }
      }
      // As a transition too: the spacers' new heights can wait for a slice between frames
      // (the browser's scroll anchoring keeps the reader's place meanwhile).
      if (changed && !frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          startTransition(() => setMeasured((n) => n + 1));
        });
    });
  }, []);
  useEffect(() => () => observer?.disconnect(), [observer]);
  const measure = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [observer],
  );

  const [from, to] = [Math.min(range[0] + shift, items.length), Math.min(range[1] + shift, items.length)];
  useEffect(() => {
    if (from <= NEAR_START && items.length > 0) onNearStart?.();
  }, [from, items.length, onNearStart]);

  // At the list's start nothing is above to take the error: the items take their own places.
  if (from === 0) drift.current = 0;
  const before = from > 0 ? Math.max(0, (ends[from - 1] ?? 0) + drift.current) : 0;
  const after = (ends.at(-1) ?? 0) - (to > 0 ? (ends[to - 1] ?? 0) : 0);
  return (
    <div ref={listRef} className={className}>
      <div ref={beforeRef} aria-hidden style={{ height: before, overflowAnchor: "none" }} />
      {items.slice(from, to).map((item) => {
        const key = itemKey(item);
        return <Row key={key} itemKey={key} item={item} renderItem={renderItem} measure={measure} />;
      })}
      <div aria-hidden style={{ height: after, overflowAnchor: "none" }} />
    </div>
  );
}

type RowProps<T> = {
  itemKey: string;
  item: T;
  renderItem: (item: T) => ReactNode;
  measure: Ref<HTMLDivElement>;
};

/**
 * One drawn item, memoised: its props are the item, its key and two stable functions, so a range
 * change renders only the items coming in. Contained (WINDOWED_ROW). Not `content-visibility:
 * auto`: the overscan's items are off screen, and would be measured at their placeholder size.
 */
const Row = memo(function Row<T>({ itemKey, item, renderItem, measure }: RowProps<T>) {
  return (
    <div ref={measure} data-item-key={itemKey} className={WINDOWED_ROW}>
      {renderItem(item)}
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactNode;
