// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromBeats, type Scene } from "../story-draft";
import { SceneEditDialog } from "./scene-edit-dialog";

afterEach(() => cleanup());

const story = fromBeats({
  chapters: [
    {
      id: "ch1",
      title: "The Dark Lantern",
      scenes: [
        {
          id: "gate",
          title: "The Gate",
          description: "Wren stands at the gate.",
          choices: [
            { id: "c1", text: "Climb the tower", leadsToScene: "tower" },
            { id: "c2", text: "Walk on", leadsToChapter: "ch2" },
          ],
        },
        { id: "tower", title: "The Tower", description: "", choices: [] },
      ],
    },
    { id: "ch2", title: "The Barrow Road", scenes: [] },
  ],
  endings: [{ id: "dawn", title: "Dawn returns" }],
});
const gate = story.chapters[0]?.scenes[0] as Scene;

function open() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  render(<SceneEditDialog story={story} scene={gate} onSave={onSave} onClose={onClose} />);
  return { onSave, onClose, dialog: within(screen.getByRole("dialog", { name: "Edit Scene" })) };
}

describe("the scene edit modal", () => {
  it("starts from the scene, and Cancel leaves it as it was", () => {
    const { onSave, onClose, dialog } = open();
    expect(dialog.getByLabelText<HTMLInputElement>("Title").value).toBe("The Gate");
    expect(dialog.getByLabelText<HTMLSelectElement>("Choice 1 leads to").value).toBe("scene:tower");
    fireEvent.change(dialog.getByLabelText("Title"), { target: { value: "Never kept" } });
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
    expect(gate.title).toBe("The Gate");
  });

  it("refuses a blank title and a choice without text, in the contract's words", () => {
    const { onSave, dialog } = open();
    fireEvent.change(dialog.getByLabelText("Title"), { target: { value: "  " } });
    fireEvent.click(dialog.getByRole("button", { name: "Add Choice" }));
    fireEvent.click(dialog.getByRole("button", { name: "Save Scene" }));
    expect(dialog.getByText("Scene title is required")).toBeTruthy();
    expect(dialog.getByText("Choice text is required")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses two choices play could not tell apart, and saves once they differ", () => {
    const { onSave, dialog } = open();
    fireEvent.click(dialog.getByRole("button", { name: "Add Choice" }));
    fireEvent.change(dialog.getByLabelText("Choice 3 text"), { target: { value: "walk on!" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save Scene" }));
    expect(
      dialog.getByText("Another choice of this scene has the same text: give each its own"),
    ).toBeTruthy();
    expect(dialog.getByLabelText("Choice 3 text").getAttribute("aria-invalid")).toBe("true");
    expect(dialog.getByLabelText("Choice 2 text").getAttribute("aria-invalid")).not.toBe("true");
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText("Choice 3 text"), { target: { value: "Walk back" } });
    fireEvent.click(dialog.getByRole("button", { name: "Save Scene" }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("saves the edited copy: text, a new target, an added choice with a time-based id", () => {
    const { onSave, dialog } = open();
    fireEvent.change(dialog.getByLabelText("Description"), { target: { value: "  Snow falls.  " } });
    fireEvent.change(dialog.getByLabelText("Choice 2 leads to"), { target: { value: "ending:dawn" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add Choice" }));
    fireEvent.change(dialog.getByLabelText("Choice 3 text"), { target: { value: "Turn back" } });
    fireEvent.click(dialog.getByRole("checkbox", { name: "This is an ending scene" }));
    fireEvent.click(dialog.getByRole("button", { name: "Save Scene" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [sceneId, draft] = onSave.mock.calls[0] as [string, Scene];
    expect(sceneId).toBe("gate");
    expect(draft.description).toBe("Snow falls.");
    expect(draft.isEndingScene).toBe(true);
    expect(draft.choices[1]).toMatchObject({
      leadsToScene: null,
      leadsToChapter: null,
      leadsToEnding: "dawn",
    });
    expect(draft.choices[2]?.text).toBe("Turn back");
    expect(draft.choices[2]?.id).toMatch(/^choice-\d+$/);
  });

  it("lists every target in each select: nowhere, the scenes, the chapters, the endings", () => {
    const { dialog } = open();
    const select = dialog.getByLabelText<HTMLSelectElement>("Choice 1 leads to");
    expect([...select.querySelectorAll("optgroup")].map((g) => g.label)).toEqual([
      "Scenes",
      "Chapters",
      "Endings",
    ]);
    expect([...select.options].map((o) => o.text)).toEqual([
      "Nowhere yet",
      "Chapter 1 · The Gate",
      "Chapter 1 · The Tower",
      "Chapter 1: The Dark Lantern",
      "Chapter 2: The Barrow Road",
      "Dawn returns",
    ]);
  });

  it("removes a choice, and stops adding at ten", () => {
    const { dialog } = open();
    fireEvent.click(dialog.getByRole("button", { name: "Remove choice 1" }));
    expect(dialog.getByLabelText<HTMLInputElement>("Choice 1 text").value).toBe("Walk on");
    for (let i = 0; i < 9; i++) fireEvent.click(dialog.getByRole("button", { name: "Add Choice" }));
    expect(dialog.getByRole<HTMLButtonElement>("button", { name: "Add Choice" }).disabled).toBe(true);
    expect(dialog.getByText("A scene can have at most 10 choices.")).toBeTruthy();
  });
});
