// @vitest-environment jsdom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firstEndingBelow, NEAR_START, tailRange, WindowedList } from "./windowed-list";

afterEach(cleanup);

describe("WindowedList", () => {
  it("finds the first item ending below a point", () => {
    const ends = [100, 200, 300, 400];
    expect(firstEndingBelow(ends, -50)).toBe(0);
    expect(firstEndingBelow(ends, 100)).toBe(1);
    expect(firstEndingBelow(ends, 150)).toBe(1);
    expect(firstEndingBelow(ends, 400)).toBe(4);
  });

  it("draws only the items near the viewport of a long list, with spacers for the rest", () => {
    const items = Array.from({ length: 500 }, (_, i) => `scene ${i + 1}`);
    render(
      <WindowedList items={items} itemKey={(s) => s} estimate={() => 400} renderItem={(s) => <p>{s}</p>} />,
    );
    const drawn = screen.getAllByText(/^scene \d+$/);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(20);
  });

  it("first draws the items at the list's end, where the reader starts, not its top", () => {
    const items = Array.from({ length: 500 }, (_, i) => `scene ${i + 1}`);
    render(
      <WindowedList items={items} itemKey={(s) => s} estimate={() => 400} renderItem={(s) => <p>{s}</p>} />,
    );
    // Before any frame: the first paint shows these, no layout read to choose them.
    expect(screen.getByText("scene 500")).toBeTruthy();
    expect(screen.queryByText("scene 1")).toBeNull();
    expect(screen.getAllByText(/^scene \d+$/).length).toBeLessThan(10);
  });

  it("asks for earlier items while the reader is still a dozen items from the first, not at it", () => {
    const list = (length: number, onNearStart: () => void) => (
      <WindowedList
        items={Array.from({ length }, (_, i) => `scene ${i + 1}`)}
        itemKey={(s) => s}
        estimate={() => 400}
        renderItem={(s) => <p>{s}</p>}
        onNearStart={onNearStart}
      />
    );
    // The window (768 px in jsdom) and its overscan hold five of these: the first drawn is the
    // 12th of 16, NEAR_START items from the first.
    const near = vi.fn();
    render(list(16, near));
    expect(screen.queryByText("scene 1")).toBeNull();
    expect(near).toHaveBeenCalled();
    cleanup();
    const far = vi.fn();
    render(list(16 + NEAR_START, far));
    expect(far).not.toHaveBeenCalled();
  });

  it("takes from the end the items that fill a height", () => {
    const ends = [100, 200, 300, 400];
    expect(tailRange(ends, 150)).toEqual([2, 4]);
    expect(tailRange(ends, 1000)).toEqual([0, 4]);
    expect(tailRange([], 500)).toEqual([0, 0]);
  });
});
