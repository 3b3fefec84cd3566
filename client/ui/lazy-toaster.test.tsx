// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const region = () => document.querySelector('[role="region"][aria-label^="Notifications"]');

// Each test gets fresh modules: the region's code not yet loaded, and an empty toast store.
let modules: {
  LazyToaster: typeof import("./lazy-toaster").LazyToaster;
  toast: typeof import("./toast-store").toast;
};
beforeEach(async () => {
  vi.resetModules();
  const [{ LazyToaster }, { toast }] = await Promise.all([import("./lazy-toaster"), import("./toast-store")]);
  modules = { LazyToaster, toast };
});
afterEach(() => cleanup());

describe("the notification region, in a chunk of its own", () => {
  it("shows a toast sent before its code had loaded", async () => {
    const { LazyToaster, toast } = modules;
    render(<LazyToaster />);
    expect(region()).toBeNull();
    act(() => {
      toast({ title: "Game saved" });
    });
    await waitFor(() => expect(region()?.textContent).toContain("Game saved"));
  });

  it("takes the focus on an F8 pressed before it was there, as its own hotkey does", async () => {
    const { LazyToaster } = modules;
    render(<LazyToaster />);
    expect(region()).toBeNull();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    await waitFor(() => expect(region()).not.toBeNull());
    await waitFor(() => expect(region()?.contains(document.activeElement)).toBe(true));
  });
});
