// @vitest-environment jsdom

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameDetail } from "../../../../contract/creation";
import { useStoryDraft } from "../use-story-draft";
import { readAutosave, storyPrint, writeAutosave } from "./draft-autosave";
import { patchScene } from "./link-choices";

const beats = {
  chapters: [
    { id: "ch1", title: "Winter", scenes: [{ id: "s1", title: "Gate", description: "Snow.", choices: [] }] },
  ],
};
const game = { id: "g1", storyBeats: beats } as unknown as GameDetail;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}
const open = () => renderHook(() => useStoryDraft(game), { wrapper });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("the editor's kept draft", () => {
  it("keeps an unsaved change once typing rests, and drops it when undone by hand", () => {
    const { result } = open();
    act(() => result.current.change((s) => patchScene(s, "s1", { title: "Iron Gate" })));
    expect(readAutosave(localStorage, "g1")).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(readAutosave(localStorage, "g1")?.beats.chapters[0]?.scenes[0]?.title).toBe("Iron Gate");
    act(() => result.current.change((s) => patchScene(s, "s1", { title: "Gate" })));
    expect(readAutosave(localStorage, "g1")).toBeNull();
  });

  it("offers a kept draft back: Restore makes it the unsaved story, Discard forgets it", () => {
    const changed = { chapters: [{ ...beats.chapters[0], title: "Deep Winter" }] };
    writeAutosave(localStorage, "g1", changed as typeof beats, storyPrint(beats), 42);
    const first = open();
    expect(first.result.current.autosave.offer?.savedAt).toBe(42);
    expect(first.result.current.autosave.savedElsewhere).toBe(false);
    // Nothing overwrites it while it is offered.
    expect(readAutosave(localStorage, "g1")?.savedAt).toBe(42);
    act(() => first.result.current.autosave.restore());
    expect(first.result.current.story.chapters[0]?.title).toBe("Deep Winter");
    expect(first.result.current.dirty).toBe(true);
    first.unmount();

    const second = open();
    expect(second.result.current.autosave.offer).not.toBeNull();
    act(() => second.result.current.autosave.discard());
    expect(second.result.current.autosave.offer).toBeNull();
    expect(readAutosave(localStorage, "g1")).toBeNull();
    expect(second.result.current.story.chapters[0]?.title).toBe("Winter");
  });

  it("does not offer a kept draft that says what the saved story says", () => {
    writeAutosave(localStorage, "g1", beats, storyPrint(beats), 7);
    const { result } = open();
    expect(result.current.autosave.offer).toBeNull();
    expect(readAutosave(localStorage, "g1")).toBeNull();
  });

  it("keeps with the draft the saved story it began from, and says when the story was saved elsewhere since", () => {
    const { result, unmount } = open();
    act(() => result.current.change((s) => patchScene(s, "s1", { title: "Iron Gate" })));
    act(() => vi.advanceTimersByTime(500));
    expect(readAutosave(localStorage, "g1")?.base).toBe(storyPrint(beats));
    unmount();
    // Meanwhile another tab saved another story: this one's offer says so.
    const elsewhere = { chapters: [{ ...beats.chapters[0], title: "Late Winter" }] };
    const reopened = renderHook(() => useStoryDraft({ ...game, storyBeats: elsewhere } as GameDetail), {
      wrapper,
    });
    expect(reopened.result.current.autosave.offer).not.toBeNull();
    expect(reopened.result.current.autosave.savedElsewhere).toBe(true);
  });
});
