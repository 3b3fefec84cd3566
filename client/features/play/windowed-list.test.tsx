// @vitest-environment jsdom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { firstEndingBelow, tailRange, WindowedList } from "./windowed-list";

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

  it("takes from the end the items that fill a height", () => {
    const ends = [100, 200, 300, 400];
    expect(tailRange(ends, 150)).toEqual([2, 4]);
    expect(tailRange(ends, 1000)).toEqual([0, 4]);
    expect(tailRange([], 500)).toEqual([0, 0]);
  });
});
