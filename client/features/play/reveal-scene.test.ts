// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { revealScene } from "./reveal-scene";

/** An article whose top on screen the test moves, and the scrolls asked of it. */
function article(top: { value: number }) {
  const el = document.createElement("article");
  el.getBoundingClientRect = () => ({ top: top.value }) as DOMRect;
  const scrolls = vi.fn();
  el.scrollIntoView = scrolls;
  return { el, scrolls };
}

afterEach(() => vi.useRealTimers());

describe("revealScene (issue 33: a new scene brought in without a lurch)", () => {
  it("aims the scroll again when the scene moves in the page while the scroll is under way", () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const top = { value: -1000 };
    const { el, scrolls } = article(top);
    const stop = revealScene(el);
    expect(scrolls).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(50);
    expect(scrolls).toHaveBeenCalledTimes(1);
    // The scene just left joins the run above: the new scene is 700 px further down the page.
    top.value += 700;
    vi.advanceTimersByTime(20);
    expect(scrolls).toHaveBeenCalledTimes(2);
    expect(scrolls.mock.calls[1]?.[0]).toMatchObject({ block: "start" });
    stop();
  });

  it("stops following at the reader's own scroll, and does not land the scene after it", () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const top = { value: 900 };
    const { el, scrolls } = article(top);
    revealScene(el);
    window.dispatchEvent(new Event("wheel"));
    top.value += 300;
    vi.advanceTimersByTime(1500);
    window.dispatchEvent(new Event("scrollend"));
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  it("lands a scene still out of place once the scroll ends, and stops once it is in place", () => {
    vi.useFakeTimers({
      toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"],
    });
    const top = { value: 900 };
    const { el, scrolls } = article(top);
    revealScene(el);
    window.dispatchEvent(new Event("scrollend"));
    expect(scrolls).toHaveBeenCalledTimes(2);
    top.value = 196;
    window.dispatchEvent(new Event("scrollend"));
    top.value = 900;
    window.dispatchEvent(new Event("scrollend"));
    vi.advanceTimersByTime(1500);
    expect(scrolls).toHaveBeenCalledTimes(2);
  });
});
