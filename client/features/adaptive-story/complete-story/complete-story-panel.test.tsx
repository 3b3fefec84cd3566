// @vitest-environment jsdom

import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CompleteStoryChapter, CompleteStoryProgress } from "../../../../contract/complete-story";
import { createQueryClient } from "../../../api/query-client";
import { dismissToast } from "../../../ui/toast-store";
import { Toaster } from "../../../ui/toaster";
import { CompleteStoryPanel } from "./complete-story-panel";

const GAME = "g1";
const base = `/api/games/${GAME}`;

const chapter = (n: number, over: Partial<CompleteStoryChapter> = {}): CompleteStoryChapter => ({
  id: `ch${n}`,
  chapterNumber: n,
  title: `Chapter Title ${n}`,
  content: `Ada walks the tide wall in chapter ${n}. `.repeat(5).trim(),
  imageUrl: null,
  ...over,
});

const progress = (over: Partial<CompleteStoryProgress> = {}): CompleteStoryProgress => ({
  status: "idle",
  progress: 0,
  currentChapter: 0,
  totalChapters: 5,
  chapters: [],
  error: null,
  ...over,
});

type Call = { method: string; url: string; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;
let calls: Call[];
/** What the stand-in server answers, by "METHOD url"; a list is answered in turn, the last kept. */
let routes: Record<string, Handler | Handler[]>;

const json =
  (body: unknown, status = 200): Handler =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls = [];
  routes = {};
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? "GET",
        url,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${url}`];
      const handler = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      if (!handler) throw new Error(`unexpected request ${call.method} ${url}`);
      return handler(call);
    }),
  );
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CompleteStoryPanel gameId={GAME} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const toastRegion = () =>
  within(document.querySelector('[role="region"][aria-label^="Notifications"]') as HTMLElement);
const polls = () =>
  calls.filter((c) => c.method === "GET" && c.url === `${base}/complete-story-progress`).length;
/** One poll interval (2 s) passes. */
const tick = () => act(() => vi.advanceTimersByTimeAsync(2000));

describe("CompleteStoryPanel", () => {
  it("starts a story, polls every 2 s, and shows the percentage, Chapter N of M and each chapter as it lands", async () => {
    routes[`GET ${base}/complete-story-progress`] = [
      json(progress()),
      json(progress({ status: "generating", progress: 21, currentChapter: 2, chapters: [chapter(1)] })),
      json(
        progress({
          status: "generating",
          progress: 53,
          currentChapter: 4,
          chapters: [chapter(1), chapter(2), chapter(3)],
        }),
      ),
      json(
        progress({
          status: "completed",
          progress: 100,
          currentChapter: 5,
          chapters: [1, 2, 3, 4, 5].map((n) => chapter(n)),
        }),
      ),
    ];
    routes[`POST ${base}/generate-complete-story`] = json(progress({ status: "generating", progress: 5 }));
    show();
    const start = await screen.findByRole("button", { name: "Generate Complete Story" });
    fireEvent.click(start);
    expect(await screen.findByText("Writing your story…")).toBeTruthy();
    expect(screen.getByTestId("story-chapter-of").textContent).toBe("Chapter 1 of 5");
    expect(screen.getByTestId("story-percent").textContent).toBe("5%");
    expect((screen.getByRole("button", { name: "Generating…" }) as HTMLButtonElement).disabled).toBe(true);

    await tick();
    await waitFor(() => expect(screen.getByTestId("story-percent").textContent).toBe("21%"));
    expect(screen.getByTestId("story-chapter-of").textContent).toBe("Chapter 2 of 5");
    expect(screen.getAllByRole("article")).toHaveLength(1);
    await tick();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(3));
    expect(screen.getByRole("progressbar", { name: "Story progress" }).getAttribute("aria-valuenow")).toBe(
      "53",
    );
    await tick();
    expect(await screen.findByText("Your story is complete.")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(5);
    expect(screen.getByTestId("story-chapter-of").textContent).toBe("Chapter 5 of 5");
    // Finished: no more polling.
    const made = polls();
    await tick();
    await tick();
    expect(polls()).toBe(made);
  });

  it("follows the server's event stream when the browser has one, without polling", async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      listeners = new Map<string, (event: MessageEvent<string>) => void>();
      onerror: (() => void) | null = null;
      closed = false;
      constructor(readonly url: string) {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
        this.listeners.set(type, listener);
      }
      close() {
        this.closed = true;
      }
      emit(p: CompleteStoryProgress) {
        this.listeners.get("progress")?.({ data: JSON.stringify(p) } as MessageEvent<string>);
      }
    }
    vi.stubGlobal("EventSource", FakeEventSource);
    routes[`GET ${base}/complete-story-progress`] = json(progress({ status: "generating", progress: 5 }));
    show();
    expect(await screen.findByText("Writing your story…")).toBeTruthy();
    const source = sources[0] as FakeEventSource;
    expect(source.url).toBe(`${base}/complete-story-progress/stream`);
    act(() =>
      source.emit(
        progress({
          status: "generating",
          progress: 37,
          currentChapter: 3,
          chapters: [chapter(1), chapter(2)],
        }),
      ),
    );
    expect(await screen.findByText("Chapter Title 2")).toBeTruthy();
    expect(screen.getByTestId("story-percent").textContent).toBe("37%");
    await tick();
    await tick();
    expect(polls()).toBe(1);
    act(() =>
      source.emit(
        progress({
          status: "completed",
          progress: 100,
          currentChapter: 5,
          chapters: [1, 2, 3, 4, 5].map((n) => chapter(n)),
        }),
      ),
    );
    expect(await screen.findByText("Your story is complete.")).toBeTruthy();
    expect(source.closed).toBe(true);
  });

  it("says Generation Failed: Failed to start story generation when the start fails", async () => {
    routes[`GET ${base}/complete-story-progress`] = json(progress());
    routes[`POST ${base}/generate-complete-story`] = () => new Response("", { status: 502 });
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Generate Complete Story" }));
    expect(await toastRegion().findByText("Generation Failed")).toBeTruthy();
    expect(toastRegion().getByText("Failed to start story generation")).toBeTruthy();
  });

  it("shows the job's error text when the story fails, and Try Again resumes it", async () => {
    routes[`GET ${base}/complete-story-progress`] = [
      json(progress({ status: "generating", progress: 5 })),
      json(
        progress({
          status: "error",
          progress: 37,
          currentChapter: 3,
          chapters: [chapter(1), chapter(2)],
          error: "The AI could not write chapter 3. Please try again.",
        }),
      ),
    ];
    routes[`POST ${base}/generate-complete-story`] = json(
      progress({ status: "generating", progress: 37, currentChapter: 3, chapters: [chapter(1), chapter(2)] }),
    );
    show();
    await screen.findByText("Writing your story…");
    await tick();
    expect(await toastRegion().findByText("Generation Failed")).toBeTruthy();
    expect(toastRegion().getByText("The AI could not write chapter 3. Please try again.")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toContain("The AI could not write chapter 3.");
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Writing your story…")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("gives up after 150 polls with Generation Timeout; Keep Watching follows it again", async () => {
    routes[`GET ${base}/complete-story-progress`] = json(progress({ status: "generating", progress: 5 }));
    show();
    await screen.findByText("Writing your story…");
    await act(() => vi.advanceTimersByTimeAsync(150 * 2000));
    await waitFor(() => expect(polls()).toBe(151));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await toastRegion().findByText("Generation Timeout")).toBeTruthy();
    expect(toastRegion().getByText(/taking longer than expected/)).toBeTruthy();
    expect(screen.getByText("Still writing: this is taking longer than expected.")).toBeTruthy();
    await tick();
    await tick();
    expect(polls()).toBe(151);
    fireEvent.click(screen.getByRole("button", { name: "Keep Watching" }));
    await waitFor(() => expect(polls()).toBe(152));
    await tick();
    await waitFor(() => expect(polls()).toBe(153));
  });
});

describe("a chapter", () => {
  const done = progress({
    status: "completed",
    progress: 100,
    currentChapter: 5,
    chapters: [1, 2, 3, 4, 5].map((n) => chapter(n)),
  });

  it("shows its picture, lazily, named for the chapter; a picture still being drawn keeps its place", async () => {
    routes[`GET ${base}/complete-story-progress`] = json(
      progress({
        status: "generating",
        progress: 40,
        currentChapter: 3,
        chapters: [chapter(1, { imageUrl: "/api/story-chapters/ch1/image" }), chapter(2, { imageUrl: null })],
      }),
    );
    show();
    const picture = await screen.findByRole("img", { name: "Chapter Title 1" });
    expect(picture.getAttribute("src")).toBe("/api/story-chapters/ch1/image");
    expect(picture.getAttribute("loading")).toBe("lazy");
    // Chapter 2's picture is on its way: its place is kept, with no image in it yet.
    const cards = screen.getAllByRole("article");
    expect(within(cards[1] as HTMLElement).getByTestId("chapter-picture")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByRole("img")).toBeNull();
  });

  it("is edited in a dialog: empty text is refused, a failed save says Save Failed, a saved one shows", async () => {
    routes[`GET ${base}/complete-story-progress`] = json(done);
    routes[`PATCH ${base}/complete-story/chapters/ch2`] = [
      () => new Response("oops", { status: 500 }),
      ({ body }) => json({ ...chapter(2), ...(body as object) })({} as Call),
    ];
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Edit chapter 2" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Chapter 2" });
    fireEvent.change(within(dialog).getByLabelText("Chapter text"), { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Chapter" }));
    expect(within(dialog).getByText("Content cannot be empty.")).toBeTruthy();
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Chapter title"), {
      target: { value: "The Lock Keeper" },
    });
    fireEvent.change(within(dialog).getByLabelText("Chapter text"), {
      target: { value: "Ada oils the lock." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Chapter" }));
    expect(await toastRegion().findByText("Save Failed")).toBeTruthy();
    expect(toastRegion().getByText("Failed to save chapter changes")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Edit Chapter 2" })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Save Chapter" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit Chapter 2" })).toBeNull());
    expect(screen.getByText("The Lock Keeper")).toBeTruthy();
    expect(screen.getByText("Ada oils the lock.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH").at(-1)?.body).toEqual({
      title: "The Lock Keeper",
      content: "Ada oils the lock.",
    });
  });

  it("is regenerated along a direction, which must not be blank", async () => {
    routes[`GET ${base}/complete-story-progress`] = json(done);
    routes[`POST ${base}/complete-story/chapters/ch3/regenerate`] = json(
      chapter(3, { content: "The fog thickens, and the tide engine groans like something alive." }),
    );
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Regenerate chapter 3" }));
    const dialog = screen.getByRole("dialog", { name: "Regenerate Chapter 3" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    expect(within(dialog).getByText("Please provide direction for regeneration.")).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith("/regenerate"))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Direction"), { target: { value: " Make it eerier " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    expect(await screen.findByText(/the tide engine groans like something alive/)).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith("/regenerate"))?.body).toEqual({ direction: "Make it eerier" });
  });
});

describe("the one written story (ADR 027)", () => {
  const handStory = { writtenBy: "story-editor" as const, chapters: 2, scenes: 5 };

  it("names the tool that wrote the story and links to the Story Editor", async () => {
    routes[`GET ${base}/complete-story-progress`] = json(progress({ story: handStory }));
    show();
    const banner = await screen.findByRole("note", { name: "Written story" });
    expect(banner.textContent).toContain("This story was written by the Story Editor · 2 chapters, 5 scenes");
    expect(within(banner).getByRole("link", { name: "Open in Story Editor" }).getAttribute("href")).toBe(
      `/story-editor/${GAME}`,
    );
  });

  it("asks before replacing the written story; Undo stops the new one and brings the old one back", async () => {
    routes[`GET ${base}/complete-story-progress`] = [
      json(progress({ story: handStory })),
      json(progress({ story: handStory })),
    ];
    routes[`POST ${base}/generate-complete-story`] = json(
      progress({ status: "generating", progress: 5, undoRevisionId: "rev1" }),
    );
    routes[`DELETE ${base}/complete-story`] = json(progress({ story: null }));
    routes[`POST ${base}/revisions/rev1/restore`] = json({ sceneCount: 5, undoRevisionId: "rev2" });
    show();
    fireEvent.click(await screen.findByRole("button", { name: "Generate Complete Story" }));
    const dialog = screen.getByRole("dialog", { name: "Replace the Written Story?" });
    expect(dialog.textContent).toContain(
      "Replace the written story: 2 chapters, 5 scenes, written by the Story Editor?",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Generate Complete Story" }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Replace the Written Story?" })).getByRole("button", {
        name: "Replace and Generate",
      }),
    );
    expect(await toastRegion().findByText("Writing a New Story")).toBeTruthy();
    fireEvent.click(toastRegion().getByRole("button", { name: "Undo" }));
    expect(await toastRegion().findByText("Story Restored")).toBeTruthy();
    const writes = calls.filter((c) => c.method !== "GET").map((c) => `${c.method} ${c.url}`);
    expect(writes).toEqual([
      `POST ${base}/generate-complete-story`,
      `DELETE ${base}/complete-story`,
      `POST ${base}/revisions/rev1/restore`,
    ]);
  });

  it("a saved chapter offers Undo, which restores the story kept before the save", async () => {
    const done = progress({
      status: "completed",
      progress: 100,
      currentChapter: 5,
      chapters: [1, 2, 3, 4, 5].map((n) => chapter(n)),
      story: { writtenBy: "complete-story", chapters: 5, scenes: 5 },
    });
    routes[`GET ${base}/complete-story-progress`] = json(done);
    routes[`PATCH ${base}/complete-story/chapters/ch2`] = ({ body }) =>
      json({ ...chapter(2), ...(body as object), undoRevisionId: "rev9" })({} as Call);
    routes[`POST ${base}/revisions/rev9/restore`] = json({ sceneCount: 5, undoRevisionId: "rev10" });
    show();
    expect((await screen.findByRole("note", { name: "Written story" })).textContent).toContain(
      "written by the Complete Story Generator · 5 chapters, 5 scenes",
    );
    fireEvent.click(await screen.findByRole("button", { name: "Edit chapter 2" }));
    const dialog = screen.getByRole("dialog", { name: "Edit Chapter 2" });
    fireEvent.change(within(dialog).getByLabelText("Chapter text"), {
      target: { value: "Ada oils the lock." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Chapter" }));
    expect(await toastRegion().findByText("Chapter Saved")).toBeTruthy();
    fireEvent.click(toastRegion().getByRole("button", { name: "Undo" }));
    expect(await toastRegion().findByText("Story Restored")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.url === `${base}/revisions/rev9/restore`)).toBe(true);
  });
});
