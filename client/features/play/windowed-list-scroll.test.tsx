// @vitest-environment jsdom

import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { AHEAD, WindowedList } from "./windowed-list";

// The scroll path of the windowed list (ADR 036, fourth step): what a scroll frame reads and
// renders. jsdom lays nothing out: the observers are fired by hand with the sizes a browser
// would report, and the list's box is where the page's scroll puts it (the page's top).

const observers: Array<{ callback: ResizeObserverCallback; targets: Set<Element> }> = [];
class FakeResizeObserver {
  entry: { callback: ResizeObserverCallback; targets: Set<Element> };
  constructor(callback: ResizeObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.entry.targets.delete(target);
  }
  disconnect() {
    this.entry.targets.clear();
  }
}

/** The browser's layout: every observed element reports 400 px tall (or `heightOf` it), 390 wide. */
function laidOut(heightOf: (key: string | undefined) => number = () => 400) {
  for (const { callback, targets } of observers) {
    const entries = [...targets].map((target) => {
      const height = heightOf((target as HTMLElement).dataset.itemKey);
      return {
        target,
        contentRect: { width: 390, height },
        borderBoxSize: [{ blockSize: height, inlineSize: 390 }],
      };
    });
    if (entries.length) callback(entries as unknown as ResizeObserverEntry[], {} as ResizeObserver);
  }
}

const frames = () => act(() => new Promise((done) => setTimeout(done, 30)));
function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

let boxReads: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) =>
    setTimeout(() => run(performance.now()), 0),
  );
  vi.stubGlobal("cancelAnimationFrame", (id: number) => clearTimeout(id));
  // Never idle unless a test says so: what a scroll draws, without the items drawn ahead.
  vi.stubGlobal("requestIdleCallback", () => 0);
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  // The list starts at the page's top: its box is where the scroll puts it.
  boxReads = vi
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockImplementation(() => ({ top: -window.scrollY }) as DOMRect);
  Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 500 items of 400 px, the reader at the end (the window is jsdom's 768 px). */
async function longList() {
  const renderItem = vi.fn((s: string) => <p>{s}</p>);
  const items = Array.from({ length: 500 }, (_, i) => `scene ${i + 1}`);
  render(<WindowedList items={items} itemKey={(s) => s} estimate={() => 400} renderItem={renderItem} />);
  scrollTo(500 * 400 - 768);
  await act(async () => laidOut());
  await frames();
  return renderItem;
}

it("reads no element's box while scrolling: the page's scroll and the list's top found after layout", async () => {
  await longList();
  boxReads.mockClear();
  for (let y = 500 * 400 - 768; y > 500 * 400 - 768 - 3000; y -= 90) {
    scrollTo(y);
    await frames();
  }
  expect(screen.getByText("scene 490")).toBeTruthy();
  expect(boxReads).not.toHaveBeenCalled();
});

it("renders only the items coming in when the range moves, one a frame while the screen is covered", async () => {
  const renderItem = await longList();
  const drawn = screen.getAllByText(/^scene \d+$/).map((p) => p.textContent);
  expect(drawn).toEqual(["scene 496", "scene 497", "scene 498", "scene 499", "scene 500"]);
  renderItem.mockClear();
  // 400 px up: one more item's worth of overscan above.
  scrollTo(500 * 400 - 768 - 400);
  await frames();
  expect(renderItem.mock.calls.map(([s]) => s)).toEqual(["scene 495"]);
  // 1,200 px up at once: three items needed above, taken one a frame (drawn all in one render,
  // they would come in the list's order, 492 first).
  renderItem.mockClear();
  scrollTo(500 * 400 - 768 - 1600);
  for (let i = 0; i < 4; i++) await frames();
  expect(renderItem.mock.calls.map(([s]) => s)).toEqual(["scene 494", "scene 493", "scene 492"]);
});

/** The list's spacer above the drawn items: its height in pixels. */
function spacerAbove(): number {
  const spacer = screen.getByText("scene 500").closest("[data-item-key]")?.parentElement?.firstElementChild;
  if (!(spacer instanceof HTMLElement)) throw new Error("no spacer above the drawn items");
  return Number.parseFloat(spacer.style.height);
}

it("leaves the drawn items in place when one comes in above them: the spacer above takes its guess's error", async () => {
  await longList();
  // Scenes 496–500 drawn, below a spacer of the 495 before them, guessed 400 px each.
  expect(spacerAbove()).toBe(495 * 400);
  scrollTo(500 * 400 - 768 - 400);
  await frames();
  expect(screen.getByText("scene 495")).toBeTruthy();
  // Scene 495 turns out 380 px tall, not its 400: scene 496 stays where it was (main: 20 px up,
  // every drawn scene below painted again at its new place).
  await act(async () => laidOut((key) => (key === "scene 495" ? 380 : 400)));
  expect(spacerAbove() + 380).toBe(495 * 400);
  await frames();
  expect(spacerAbove() + 380).toBe(495 * 400);
});

it("keeps the items drawn ahead while scrolling through them, and drops them once past", async () => {
  let idle = true;
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(() => idle && run(), 0));
  vi.stubGlobal("cancelIdleCallback", (id: number) => clearTimeout(id));
  const items = Array.from({ length: 500 }, (_, i) => `scene ${i + 1}`);
  render(
    <WindowedList items={items} itemKey={(s) => s} estimate={() => 400} renderItem={(s) => <p>{s}</p>} />,
  );
  const y = 100_000;
  scrollTo(y);
  await act(async () => laidOut());
  for (let i = 0; i < 90; i++) await frames();
  const first = screen.getAllByText(/^scene \d+$/)[0]?.textContent as string;
  // Drawn ahead: AHEAD above the viewport (main: the overscan's 1,200 px).
  expect(Number(first.slice(6))).toBeLessThanOrEqual((y - AHEAD) / 400 + 1);
  idle = false;
  // 800 px down: past the overscan, kept (main: a commit of its own to take it out).
  scrollTo(y + 800);
  await frames();
  expect(screen.getByText(first)).toBeTruthy();
  // Past what is drawn ahead as well: dropped.
  for (let d = 1200; d <= 2000; d += 400) {
    scrollTo(y + d);
    await frames();
  }
  expect(screen.queryByText(first)).toBeNull();
});

it("draws ahead in idle time, a window's height of items at a time, up to AHEAD above the viewport", async () => {
  const idle: Array<() => void> = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  const renderItem = await longList();
  // At rest: the page's last scroll (to the list's end) a moment ago.
  await act(() => new Promise((done) => setTimeout(done, 250)));
  const drawn = () => screen.getAllByText(/^scene \d+$/).map((p) => Number(p.textContent?.slice(6)));
  // One idle period: the 768 px window's worth above, two items of 400 px in one commit, nearest
  // first (main: one item an idle period).
  renderItem.mockClear();
  await act(async () => idle.splice(0).at(-1)?.());
  await frames();
  expect(renderItem.mock.calls.map(([s]) => s)).toEqual(["scene 494", "scene 495"]);
  // Both turn out shorter than guessed: the spacer above takes both errors, scene 496 stays put.
  await act(async () => laidOut((key) => ({ "scene 494": 380, "scene 495": 390 })[key ?? ""] ?? 400));
  expect(spacerAbove() + 380 + 390).toBe(495 * 400);
  for (let i = 0; i < 60 && idle.length; i++) {
    await act(async () => idle.splice(0).at(-1)?.());
    await frames();
  }
  // The viewport shows scenes 499–500 (768 px); AHEAD above it, 400 px each, from scene 424 on
  // (main, at 10,000 px: scene 474).
  const aboveViewport = Math.ceil((AHEAD - (2 * 400 - 768)) / 400);
  expect(drawn()[0]).toBe(499 - aboveViewport);
  expect(drawn().at(-1)).toBe(500);
  // Each rendered once.
  expect(new Set(renderItem.mock.calls.map(([s]) => s)).size).toBe(renderItem.mock.calls.length);
});

it("keeps what it drew ahead when an earlier page of items is prepended above it", async () => {
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal("cancelIdleCallback", (id: number) => clearTimeout(id));
  const list = (from: number) => (
    <WindowedList
      items={Array.from({ length: 500 - from }, (_, i) => `scene ${from + i + 1}`)}
      itemKey={(s) => s}
      estimate={() => 400}
      renderItem={(s) => <p>{s}</p>}
    />
  );
  // The newest 100 items, the reader at their end, and 20 drawn ahead above the viewport.
  const { rerender } = render(list(400));
  scrollTo(100 * 400 - 768);
  await act(async () => laidOut());
  for (let i = 0; i < 40; i++) await frames();
  const before = screen.getAllByText(/^scene \d+$/).map((p) => p.textContent);
  expect(before.length).toBeGreaterThan(20);
  // 40 earlier items come in above: the browser's scroll anchoring keeps the reader in place,
  // 40 × 400 px further down the page; the list keeps every item it drew (main: it dropped all
  // but the viewport's four, as if the reader had jumped, and drew them all again in idle time).
  vi.stubGlobal("requestIdleCallback", () => 0);
  scrollTo(140 * 400 - 768);
  rerender(list(360));
  await act(async () => laidOut());
  await frames();
  expect(screen.getAllByText(/^scene \d+$/).map((p) => p.textContent)).toEqual(before);
});

it("draws nothing ahead while the reader scrolls, and resumes once the page is still", async () => {
  const idle: Array<() => void> = [];
  vi.stubGlobal("requestIdleCallback", (run: () => void) => idle.push(run));
  vi.stubGlobal("cancelIdleCallback", () => undefined);
  const renderItem = await longList();
  // 400 px up: scene 498 at the viewport's top, not 499 (a reader's scroll, not the browser's
  // scroll anchoring), and scene 495 into the overscan.
  scrollTo(500 * 400 - 768 - 400);
  await frames();
  renderItem.mockClear();
  await act(async () => idle.splice(0).at(-1)?.());
  await frames();
  // The page scrolled just now: nothing (main: scene 494, a commit in the scroll's frames).
  expect(renderItem).not.toHaveBeenCalled();
  // Still for a moment: the window's height of items ahead, in one commit.
  await act(() => new Promise((done) => setTimeout(done, 250)));
  await act(async () => idle.splice(0).at(-1)?.());
  await frames();
  expect(renderItem.mock.calls.map(([s]) => s)).toEqual(["scene 493", "scene 494"]);
});
