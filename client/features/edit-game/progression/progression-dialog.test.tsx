// @vitest-environment jsdom

import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ProgressionData, ProgressionEvent } from "../../../../contract/progression";
import { createQueryClient } from "../../../api/query-client";
import { dismissToast } from "../../../ui/toast-store";
import { Toaster } from "../../../ui/toaster";
import { ProgressionDialog } from "./progression-dialog";

const event = (over: Partial<ProgressionEvent> = {}): ProgressionEvent => ({
  id: "e1",
  eventType: "relationship",
  eventDescription: "Wren and Old Maud swore to keep the lantern lit together.",
  impactLevel: "major",
  relatedCharacters: ["Old Maud"],
  sceneNumber: 3,
  timestamp: "2026-11-26T14:05:00.000Z",
  source: "play",
  ...over,
});

const data = (over: Partial<ProgressionData> = {}): ProgressionData => ({
  character: {
    id: "c1",
    name: "Wren",
    description: "A young lamplighter.",
    baseDescription: "A young lamplighter.",
    currentStatus: null,
    lastUpdatedScene: null,
  },
  progressionScore: 0,
  relationshipCount: 0,
  majorEventCount: 0,
  totalEvents: 0,
  recentEvents: [],
  ...over,
});

const withEvents = data({
  character: {
    id: "c1",
    name: "Wren",
    description: "Keeper of the Lantern of Hollow Vale.",
    baseDescription: "A young lamplighter.",
    currentStatus: "Wren and Old Maud swore to keep the lantern lit together.",
    lastUpdatedScene: 3,
  },
  progressionScore: 25,
  relationshipCount: 1,
  majorEventCount: 1,
  totalEvents: 2,
  recentEvents: [
    event(),
    event({
      id: "e2",
      eventType: "job",
      eventDescription: "Took the night round alone.",
      impactLevel: "minor",
      relatedCharacters: [],
      sceneNumber: null,
      source: "author",
    }),
  ],
});

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let answers: Array<() => Promise<Response>>;

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? "GET",
        url,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const next = answers.shift();
      if (!next) throw new Error(`unexpected request ${init?.method} ${url}`);
      return next();
    }),
  );
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.unstubAllGlobals();
});

function open(character: { id?: string; name: string } = { id: "c1", name: "Wren" }) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProgressionDialog open onOpenChange={onOpenChange} character={character} />
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    dialog: screen.getByRole("dialog", { name: `${character.name} Character Progression` }),
    onOpenChange,
  };
}

const toastRegion = () =>
  within(document.querySelector('[role="region"][aria-label^="Notifications"]') as HTMLElement);

describe("ProgressionDialog", () => {
  it("asks to save first, without any request, for a character that has no id", () => {
    const { dialog } = open({ name: "Wren" });
    expect(within(dialog).getByText("Save the game first")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Add Event" })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows a loading state while the data is on its way", () => {
    answers.push(() => new Promise(() => {}));
    const { dialog } = open();
    expect(within(dialog).getByRole("status").textContent).toMatch(/Loading character progression/);
    expect(calls).toEqual([{ method: "GET", url: "/api/characters/c1/progression", body: undefined }]);
  });

  it("shows the empty state, which says play also records events", async () => {
    answers.push(json(data()));
    const { dialog } = open();
    expect(await within(dialog).findByText("No events yet")).toBeTruthy();
    expect(within(dialog).getByText(/events are also tracked automatically during gameplay/)).toBeTruthy();
    expect(
      within(dialog).getByRole("progressbar", { name: "Progression score" }).getAttribute("aria-valuenow"),
    ).toBe("0");
    // The original description equals the current one, so it is not repeated.
    expect(within(dialog).queryByText("Original description")).toBeNull();
  });

  it("shows the overview and the server's events, newest first", async () => {
    answers.push(json(withEvents));
    const { dialog } = open();
    await within(dialog).findByText("Recent events");
    const score = within(dialog).getByRole("progressbar", { name: "Progression score" });
    expect(score.getAttribute("aria-valuetext")).toBe("25 of 100");
    expect(within(dialog).getByText("Original description")).toBeTruthy();
    expect(within(dialog).getByText("A young lamplighter.")).toBeTruthy();
    expect(within(dialog).getByText("Keeper of the Lantern of Hollow Vale.")).toBeTruthy();

    const items = within(dialog).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain("Relationship");
    expect(first.textContent).toContain("Impact: Major");
    expect(first.textContent).toContain("Scene 3");
    expect(first.textContent).toContain("Related characters: Old Maud");
    expect(first.textContent).toContain("Recorded during play");
    expect(first.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-26T14:05:00.000Z");
    expect(first.querySelector("time")?.textContent).toMatch(/2026/);
    expect(second.textContent).toContain("Added by you");
    expect(second.textContent).not.toContain("Scene");
  });

  it("shows what it had at once when reopened, and refreshes it", async () => {
    answers.push(json(withEvents), () => new Promise(() => {}));
    const client = createQueryClient();
    const ui = (open: boolean) => (
      <QueryClientProvider client={client}>
        <ProgressionDialog open={open} onOpenChange={() => {}} character={{ id: "c1", name: "Wren" }} />
      </QueryClientProvider>
    );
    const { rerender } = render(ui(true));
    await screen.findByText("Recent events");
    rerender(ui(false));
    expect(screen.queryByRole("dialog")).toBeNull();
    rerender(ui(true));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(calls.map((c) => c.url)).toEqual([
      "/api/characters/c1/progression",
      "/api/characters/c1/progression",
    ]);
  });

  it("says the load failed with the error's text, and Retry loads again", async () => {
    answers.push(json({ message: "Database unavailable" }, 500), json(withEvents));
    const { dialog } = open();
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("Failed to load character progression data");
    expect(alert.textContent).toContain("Database unavailable");
    fireEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    expect(await within(dialog).findByText("Recent events")).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual([
      "/api/characters/c1/progression",
      "/api/characters/c1/progression",
    ]);
  });

  it("refuses an event without type, description and impact, with the spec's words", async () => {
    answers.push(json(data()));
    const { dialog } = open();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Add Event" }));
    const form = within(dialog).getByRole("form", { name: "Add an event for Wren" });
    expect(document.activeElement).toBe(within(form).getByLabelText("Event type"));
    fireEvent.change(within(form).getByLabelText("What happened"), { target: { value: "Lost the key" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add Event" }));
    expect(within(form).getByRole("alert").textContent).toBe(
      "Required Fields Missing: Please fill in event type, description, and impact level",
    );
    await waitFor(() => expect(toastRegion().getByText("Required Fields Missing")).toBeTruthy());
    expect(toastRegion().getByText("Please fill in event type, description, and impact level")).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it("adds an event, shows the server's answer and closes the form", async () => {
    const added = event({
      id: "e9",
      eventType: "achievement",
      impactLevel: "life-changing",
      source: "author",
    });
    answers.push(
      json(data()),
      json(
        data({
          progressionScore: 35,
          majorEventCount: 1,
          relationshipCount: 1,
          totalEvents: 1,
          recentEvents: [added],
        }),
        201,
      ),
      json(
        data({
          progressionScore: 35,
          majorEventCount: 1,
          relationshipCount: 1,
          totalEvents: 1,
          recentEvents: [added],
        }),
      ),
    );
    const { dialog } = open();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Add Event" }));
    const form = within(dialog).getByRole("form", { name: "Add an event for Wren" });
    fireEvent.change(within(form).getByLabelText("Event type"), { target: { value: "achievement" } });
    fireEvent.change(within(form).getByLabelText("Impact level"), { target: { value: "life-changing" } });
    fireEvent.change(within(form).getByLabelText("What happened"), {
      target: { value: "  Relit the lantern  " },
    });
    fireEvent.change(within(form).getByLabelText("Related characters (optional)"), {
      target: { value: "Old Maud, , old maud, Tam" },
    });
    fireEvent.change(within(form).getByLabelText("Scene number (optional)"), { target: { value: "4" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add Event" }));

    await waitFor(() => expect(within(dialog).queryByRole("form")).toBeNull());
    expect(calls[1]).toEqual({
      method: "POST",
      url: "/api/characters/c1/add-event",
      body: {
        eventType: "achievement",
        eventDescription: "Relit the lantern",
        impactLevel: "life-changing",
        relatedCharacters: ["Old Maud", "Tam"],
        sceneNumber: 4,
      },
    });
    expect(within(dialog).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("35");
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(1);
    expect(within(dialog).getByText("Achievement")).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Add Event" }));
    // Added and answered: the cache is refreshed once more, in case play recorded something.
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it("keeps the form and toasts the server's message when adding fails", async () => {
    answers.push(json(data()), json({ message: "Character not found" }, 404));
    const { dialog } = open();
    fireEvent.click(await within(dialog).findByRole("button", { name: "Add Event" }));
    const form = within(dialog).getByRole("form");
    fireEvent.change(within(form).getByLabelText("Event type"), { target: { value: "loss" } });
    fireEvent.change(within(form).getByLabelText("Impact level"), { target: { value: "minor" } });
    fireEvent.change(within(form).getByLabelText("What happened"), { target: { value: "Lost the key" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add Event" }));
    await waitFor(() => expect(toastRegion().getByText("Failed to Add Event")).toBeTruthy());
    expect(toastRegion().getByText("Character not found")).toBeTruthy();
    expect(within(dialog).getByRole("form")).toBeTruthy();
  });

  it("resets after a confirmation, and toasts the server's message when it fails", async () => {
    answers.push(json(withEvents), json({ message: "Reset is not possible right now" }, 500));
    const { dialog } = open();
    const resetButton = await within(dialog).findByRole("button", { name: "Reset Progression" });
    // jsdom does not focus what is clicked, as a browser does.
    resetButton.focus();
    fireEvent.click(resetButton);
    let confirm = screen.getByRole("dialog", { name: "Reset Progression?" });
    expect(confirm.textContent).toContain("all 2 of Wren's events");
    // Cancel closes only the question, and focus goes back to the button that asked it.
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Reset Progression?" })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(resetButton));
    fireEvent.click(resetButton);
    confirm = screen.getByRole("dialog", { name: "Reset Progression?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Reset Progression" }));
    await waitFor(() => expect(toastRegion().getByText("Reset Failed")).toBeTruthy());
    expect(toastRegion().getByText("Reset is not possible right now")).toBeTruthy();

    answers.push(json(data()), json(data()));
    confirm = screen.getByRole("dialog", { name: "Reset Progression?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Reset Progression" }));
    expect(await within(dialog).findByText("No events yet")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Reset Progression?" })).toBeNull();
    expect(calls[2]).toMatchObject({ method: "POST", url: "/api/characters/c1/reset-progression" });
  });
});
