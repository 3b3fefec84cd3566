// @vitest-environment jsdom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import type { Chapter, Ending } from "../story-draft";
import { ChapterList } from "./chapter-list";
import { EndingsList } from "./endings-list";
import { SceneList } from "./scene-list";

afterEach(() => cleanup());

const chapters = (n: number): Chapter[] =>
  Array.from({ length: n }, (_, i) => ({ id: `c${i}`, title: `Chapter ${i}`, scenes: [] }));
const chapterWith = (n: number): Chapter => ({
  id: "c",
  title: "The Road",
  scenes: Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    title: `Scene ${i}`,
    description: "",
    choices: [],
  })),
});
const endings = (n: number): Ending[] =>
  Array.from({ length: n }, (_, i) => ({ id: `e${i}`, title: `End ${i}` }));
const noop = () => {};
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name });

/** The contract's limits (what the server refuses) turn the Add buttons off, saying why. */
describe("the story's limits", () => {
  it("Add Chapter, at the chapter limit", () => {
    const { rerender } = render(
      <ChapterList
        chapters={chapters(STORY_LIMITS.chapters - 1)}
        selectedId={null}
        onSelect={noop}
        onAdd={noop}
      />,
    );
    expect(button("Add Chapter").disabled).toBe(false);
    expect(screen.queryByTestId("limit-note")).toBeNull();
    rerender(
      <ChapterList
        chapters={chapters(STORY_LIMITS.chapters)}
        selectedId={null}
        onSelect={noop}
        onAdd={noop}
      />,
    );
    expect(button("Add Chapter").disabled).toBe(true);
    expect(screen.getByTestId("limit-note").textContent).toBe("A story can have at most 100 chapters.");
  });

  it("Add Scene, at a chapter's scene limit", () => {
    const props = { number: 1, selectedSceneId: null, onSelect: noop, onAddScene: noop, onRename: noop };
    const { rerender } = render(
      <SceneList chapter={chapterWith(STORY_LIMITS.scenesPerChapter - 1)} {...props} />,
    );
    expect(button("Add Scene").disabled).toBe(false);
    rerender(<SceneList chapter={chapterWith(STORY_LIMITS.scenesPerChapter)} {...props} />);
    expect(button("Add Scene").disabled).toBe(true);
    expect(screen.getByTestId("limit-note").textContent).toBe("A chapter can have at most 200 scenes.");
  });

  it("Add Ending, at the ending limit", () => {
    const props = { onAdd: noop, onRename: noop, onDelete: noop };
    const { rerender } = render(<EndingsList endings={endings(STORY_LIMITS.endings - 1)} {...props} />);
    expect(button("Add Ending").disabled).toBe(false);
    rerender(<EndingsList endings={endings(STORY_LIMITS.endings)} {...props} />);
    expect(button("Add Ending").disabled).toBe(true);
    expect(screen.getByTestId("limit-note").textContent).toBe("A story can have at most 50 endings.");
  });
});
