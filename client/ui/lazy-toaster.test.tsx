// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LazyToaster } from "./lazy-toaster";
import { dismissToast, TOAST_REMOVE_DELAY_MS, toast } from "./toast-store";

const region = () => document.querySelector('[role="region"][aria-label^="Notifications"]');

afterEach(async () => {
  dismissToast();
  cleanup();
  // The store keeps a dismissed toast a moment longer; the next test starts with none.
  await new Promise((resolve) => setTimeout(resolve, TOAST_REMOVE_DELAY_MS + 50));
});

describe("the notification region, loaded when first needed", () => {
  it("is not there at start-up, and shows the first toast once it has loaded", async () => {
    render(<LazyToaster />);
    expect(region()).toBeNull();
    act(() => {
      toast({ title: "Game saved" });
    });
    await waitFor(() => expect(region()?.textContent).toContain("Game saved"));
  });

  it("takes the focus on an F8 pressed before it was there, as its own hotkey does", async () => {
    render(<LazyToaster />);
    expect(region()).toBeNull();
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    await waitFor(() => expect(region()).not.toBeNull());
    await waitFor(() => expect(region()?.contains(document.activeElement)).toBe(true));
  });
});
