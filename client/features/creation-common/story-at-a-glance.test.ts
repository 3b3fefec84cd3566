// @vitest-environment jsdom

import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameSummary } from "../../../contract/games";
import { STORY_KIND_NAMES, storyCounts, storyKind, storyShape } from "../../../contract/story-kind";
import { dismissToast, useToasts } from "../../ui/toast-store";
import { replaceStoryText } from "../dashboard/replace-story-dialog";
import { replacedByGenerating } from "../story-editor/scene-editor/replaced-story";
import { kindLabel, previewPlayHref } from "./story-at-a-glance";
import { storyBeingReplaced, toastWithUndo, UNDO_TOAST_MS, writtenByPhrase } from "./undo-story";

type Choice = { leadsToScene?: string | null; leadsToChapter?: string | null; leadsToEnding?: string | null };
const scene = (...choices: Choice[]) => ({ choices });
const story = (...chapters: Array<ReturnType<typeof scene>[]>) => ({
  chapters: chapters.map((scenes) => ({ scenes })),
});

describe("storyKind: what players get", () => {
  it("no written scenes is free play with the narrator, chapters or not", () => {
    expect(storyKind(storyShape(null))).toBe("free-play");
    expect(storyKind(storyShape(story([], [])))).toBe("free-play");
    expect(STORY_KIND_NAMES["free-play"]).toBe("free play with the narrator");
  });

  it("one scene a chapter, each leading on, is written chapters — however many texts lead there", () => {
    const chapters = story(
      [scene({ leadsToChapter: "c2" }, { leadsToChapter: "c2" })],
      [scene({ leadsToChapter: "c3" })],
      [scene()],
    );
    expect(storyShape(chapters)).toEqual({ chapters: 3, scenes: 3, branches: false });
    expect(storyKind(storyShape(chapters))).toBe("written-chapters");
    expect(STORY_KIND_NAMES["written-chapters"]).toBe("written chapters");
  });

  it("a long chapter cut into parts linked by Continue still reads as written chapters", () => {
    const parts = story([scene({ leadsToScene: "p2" }), scene({ leadsToScene: "p3" }), scene()]);
    expect(storyKind(storyShape(parts))).toBe("written-chapters");
  });

  it("a scene whose choices lead to different places makes branching scenes", () => {
    const forks = (...choices: Choice[]) => storyKind(storyShape(story([scene(...choices), scene()])));
    expect(forks({ leadsToScene: "s2" }, { leadsToEnding: "e1" })).toBe("branching-scenes");
    expect(forks({ leadsToScene: "s2" }, { leadsToScene: "s3" })).toBe("branching-scenes");
    // A choice that leads nowhere written is answered by the narrator: a place of its own.
    expect(forks({ leadsToScene: "s2" }, {})).toBe("branching-scenes");
    expect(forks({ leadsToScene: "s2" }, { leadsToScene: "s2" })).toBe("written-chapters");
    expect(STORY_KIND_NAMES["branching-scenes"]).toBe("branching scenes");
  });

  it("says the kind and the counts as a card does", () => {
    expect(kindLabel("free-play")).toBe("Free play with the narrator");
    expect(storyCounts({ chapters: 1, scenes: 1 })).toBe("1 chapter, 1 scene");
    expect(storyCounts({ chapters: 3, scenes: 0 })).toBe("3 chapters, 0 scenes");
    expect(previewPlayHref("salt road-1")).toBe("/play/salt%20road-1?preview=true");
  });
});

describe("asking before replacing", () => {
  const game = {
    title: "The Salt Road",
    storyChapterCount: 1,
    sceneCount: 1,
    writtenBy: "story-editor",
  } as GameSummary;

  it("names the story it replaces: its counts and who wrote it", () => {
    expect(writtenByPhrase("story-editor")).toBe("edited by hand in the Story Editor");
    expect(writtenByPhrase("outline")).toBe("written by the Story Builder's outline");
    expect(writtenByPhrase(null)).toBeNull();
    expect(storyBeingReplaced({ chapters: 2, scenes: 9, writtenBy: "generate-story" })).toBe(
      "2 chapters, 9 scenes, written by Generate Complete Story",
    );
    expect(storyBeingReplaced({ chapters: 2, scenes: 0, writtenBy: null })).toBe("2 chapters, 0 scenes");
    expect(replaceStoryText(game)).toBe(
      '"The Salt Road" already has a written story: 1 chapter, 1 scene, edited by hand in the Story Editor. Generate Complete Story will write a new story in its place. The current one is kept, and Undo brings it back.',
    );
  });

  it("in the Story Editor's empty state, only what the saved story holds", () => {
    expect(replacedByGenerating(null)).toBeNull();
    expect(replacedByGenerating({ chapters: [] })).toBeNull();
    expect(replacedByGenerating({ chapters: [], endings: [{ id: "e", title: "Home" }] })).toBe("1 ending");
    expect(
      replacedByGenerating({
        chapters: [{ id: "c", title: "Planned", scenes: [] }],
        endings: [
          { id: "e", title: "Home" },
          { id: "f", title: "Lost" },
        ],
      }),
    ).toBe("1 chapter, 0 scenes and 2 endings");
  });
});

describe("the toast's Undo", () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });

  /** The toast on screen now, as the Toaster reads it. */
  const watchToasts = () => {
    const view = renderHook(() => useToasts());
    return () => view.result.current[0];
  };

  it("restores the kept revision, reads the story again, then says it is back", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ sceneCount: 1, undoRevisionId: "r2" })));
    vi.stubGlobal("fetch", fetch);
    const onRestored = vi.fn(async () => {});
    const lastToast = watchToasts();
    act(() => {
      toastWithUndo(
        { title: "Scenes Deleted!", variant: "success" },
        { gameId: "g 1", revisionId: "r1", madeBy: "Delete all scenes", onRestored },
      );
    });
    const shown = lastToast();
    expect(shown?.duration).toBe(UNDO_TOAST_MS);
    expect(shown?.action?.label).toBe("Undo");
    await act(async () => {
      shown?.action?.onClick();
      await vi.waitFor(() => expect(onRestored).toHaveBeenCalled());
    });
    expect(fetch).toHaveBeenCalledWith(
      "/api/games/g%201/revisions/r1/restore",
      expect.objectContaining({ method: "POST" }),
    );
    await vi.waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: "Story restored",
        description: "The story is back as it was before Delete all scenes.",
      }),
    );
  });

  it("says why when the restore fails, and offers no Undo for a write that replaced nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "Revision not found" }), { status: 404 })),
    );
    const onRestored = vi.fn(async () => {});
    const lastToast = watchToasts();
    act(() => {
      toastWithUndo({ title: "Done" }, { gameId: "g", revisionId: "gone", madeBy: "x", onRestored });
    });
    await act(async () => {
      lastToast()?.action?.onClick();
      await vi.waitFor(() => expect(lastToast()?.title).toBe("Undo failed"));
    });
    expect(lastToast()?.description).toBe("Revision not found");
    expect(onRestored).not.toHaveBeenCalled();

    act(() => {
      toastWithUndo({ title: "Unchanged" }, { gameId: "g", revisionId: null, madeBy: "x", onRestored });
    });
    expect(lastToast()).toMatchObject({ title: "Unchanged" });
    expect(lastToast()?.action).toBeUndefined();
  });
});
