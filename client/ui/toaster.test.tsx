// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Undo2 } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, toast } from "./toast-store";
import { Toaster } from "./toaster";

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe("a toast's action", () => {
  it("is a button in the toast; pressing it runs the action and closes the toast", async () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => {
      toast({
        title: "Scenes Deleted!",
        variant: "success",
        action: { label: "Undo", altText: "Undo Delete all scenes", icon: Undo2, onClick },
      });
    });
    const undo = await screen.findByRole("button", { name: "Undo" });
    fireEvent.click(undo);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Undo" })).toBeNull());
  });

  it("a toast without one has no button but Close", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Story saved" });
    });
    await screen.findByText("Story saved");
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual([
      "Close notification",
    ]);
  });
});
