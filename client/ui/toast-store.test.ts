// @vitest-environment jsdom

import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, TOAST_REMOVE_DELAY_MS, toast, useToasts } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissToast());
  act(() => vi.runAllTimers());
  vi.useRealTimers();
});

describe("toasts", () => {
  it("keeps at most one, the newest", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(result.current.map((t) => t.title)).toEqual(["Second"]);
  });

  it("removes a dismissed toast 1000 ms later", () => {
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "Bye" });
    });
    act(() => dismissToast(id));
    expect(result.current[0]?.open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
  });
});
