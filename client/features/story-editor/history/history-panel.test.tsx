// @vitest-environment jsdom

import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RevisionItem } from "../../../../contract/story-revisions";
import { createQueryClient } from "../../../api/query-client";
import { dismissToast } from "../../../ui/toast-store";
import { Toaster } from "../../../ui/toaster";
import { EMPTY_HISTORY, HistoryPanel } from "./history-panel";
import { localTime } from "./revision-diff";

const scene = (id: string, title: string, description: string) => ({ id, title, description, choices: [] });
const handWritten = {
  chapters: [{ id: "c1", title: "The Gate", scenes: [scene("s1", "The Oath", "Wren swears by the flame.")] }],
};
const now = {
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: [scene("s1", "The Oath", "Wren swears by the lantern."), scene("s2", "The Tower", "Steps.")],
    },
  ],
};
const revisions: RevisionItem[] = [
  {
    id: "r2",
    createdAt: "2026-11-27T01:05:00.000Z",
    madeBy: "Generate Complete Story",
    summary: { added: 1, removed: 0, changed: 1 },
    sceneCount: 1,
  },
  {
    id: "r1",
    createdAt: "2026-11-27T01:00:00.000Z",
    madeBy: "Story Editor save",
    summary: { added: 1, removed: 0, changed: 0 },
    sceneCount: 0,
  },
];

let requests: Array<{ method: string; url: string }>;
let list: RevisionItem[];
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

beforeEach(() => {
  requests = [];
  list = revisions;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? "GET", url });
      if (url.endsWith("/restore")) return json({ sceneCount: 1, undoRevisionId: "r3" });
      if (url === "/api/games/g1/revisions") return json({ revisions: list });
      if (url === "/api/games/g1/revisions/r2") return json({ ...revisions[0], story: handWritten });
      if (url === "/api/games/g1/revisions/r1") return json({ ...revisions[1], story: null });
      if (url === "/api/games/g1") return json({ id: "g1", title: "Lantern", storyBeats: now });
      return new Response("{}", { status: 404 });
    }),
  );
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

function show(dirty = false) {
  const onStoryWritten = vi.fn(async () => undefined);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <HistoryPanel gameId="g1" dirty={dirty} onStoryWritten={onStoryWritten} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onStoryWritten };
}

const toastRegion = () =>
  within(document.querySelector('[role="region"][aria-label^="Notifications"]') as HTMLElement);

describe("the History panel", () => {
  it("says there is nothing yet, and why there will be", async () => {
    list = [];
    show();
    expect(await screen.findByText(EMPTY_HISTORY)).toBeTruthy();
  });

  it("lists versions newest first with what made them, what that did and what each keeps", async () => {
    show();
    const rows = within(
      await screen.findByRole("list", { name: "Earlier versions, newest first" }),
    ).getAllByRole("button");
    expect(rows.map((r) => r.textContent)).toEqual([
      `Generate Complete Story${localTime(revisions[0]?.createdAt as string)}1 scene added, 1 changedKeeps 1 scene, as “Story Editor save” left it`,
      `Story Editor save${localTime(revisions[1]?.createdAt as string)}1 scene addedKeeps no scenes`,
    ]);
  });

  it("shows what differs from the saved story, a changed scene side by side, and restores after asking", async () => {
    const { onStoryWritten } = show(true);
    fireEvent.click(await screen.findByRole("button", { name: /^Generate Complete Story/ }));
    expect(await screen.findByText("Changed (1)")).toBeTruthy();
    expect(screen.getByText("Only in the story now (a restore removes them) (1)")).toBeTruthy();
    const sides = within(screen.getByTestId("side-by-side"));
    const time = localTime(revisions[0]?.createdAt as string);
    expect(
      within(sides.getByRole("article", { name: `Kept (${time})` })).getByText("Wren swears by the flame."),
    ).toBeTruthy();
    expect(
      within(sides.getByRole("article", { name: "Now (saved)" })).getByText("Wren swears by the lantern."),
    ).toBeTruthy();
    // The scene only the story now has, picked: it is missing from the version.
    fireEvent.click(screen.getByRole("button", { name: "The Tower" }));
    expect(within(screen.getByTestId("side-by-side")).getByText("Not in this version.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Restore this version?" }));
    expect(dialog.getByText(new RegExp(`how it was on ${time}`))).toBeTruthy();
    expect(dialog.getByText("Your unsaved changes in the editor will be lost.")).toBeTruthy();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    fireEvent.click(dialog.getByRole("button", { name: "Restore" }));

    await waitFor(() => expect(onStoryWritten).toHaveBeenCalledTimes(1));
    expect(requests).toContainEqual({ method: "POST", url: "/api/games/g1/revisions/r2/restore" });
    expect(await toastRegion().findByText("Story restored")).toBeTruthy();
    fireEvent.click(toastRegion().getByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(requests).toContainEqual({ method: "POST", url: "/api/games/g1/revisions/r3/restore" }),
    );
    expect(await toastRegion().findByText("Restore undone")).toBeTruthy();
    expect(onStoryWritten).toHaveBeenCalledTimes(2);
  });

  it("does not warn of unsaved changes when there are none; a version with no story lists what it lacks", async () => {
    show(false);
    fireEvent.click(await screen.findByRole("button", { name: /^Story Editor save/ }));
    expect(await screen.findByText("Only in the story now (a restore removes them) (2)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Restore this version?" }));
    expect(dialog.queryByText("Your unsaved changes in the editor will be lost.")).toBeNull();
  });
});
