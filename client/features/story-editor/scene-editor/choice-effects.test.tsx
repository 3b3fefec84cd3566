// @vitest-environment jsdom

import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fromBeats, type Scene } from "../story-draft";
import { SceneEditDialog } from "./scene-edit-dialog";

afterEach(() => cleanup());

const story = fromBeats({
  chapters: [
    {
      id: "ch1",
      title: "The Workshop",
      scenes: [
        {
          id: "bench",
          title: "The Bench",
          description: "Jane picks up the clockwork key from the bench.",
          choices: [
            { id: "c1", text: "Go out to the canal", leadsToScene: "canal" },
            { id: "c2", text: "Wait", leadsToScene: "canal", effects: { health: 5 } },
          ],
        },
        { id: "canal", title: "The Canal", description: "", choices: [] },
      ],
    },
  ],
  endings: [],
});
const bench = story.chapters[0]?.scenes[0] as Scene;

function open() {
  const onSave = vi.fn();
  render(<SceneEditDialog story={story} scene={bench} onSave={onSave} onClose={() => undefined} />);
  return { onSave, dialog: within(screen.getByRole("dialog", { name: "Edit Scene" })) };
}
const saved = (onSave: ReturnType<typeof vi.fn>) => (onSave.mock.calls[0] as [string, Scene])[1];

describe("a choice's effects in the scene edit modal", () => {
  it("offers the item the scene's text gives, and one click makes it the choice's", async () => {
    const { onSave, dialog } = open();
    expect(dialog.getByRole("button", { name: /Choice 2 effects: health \+5/ })).toBeTruthy();
    const add = await waitFor(
      () =>
        dialog.getAllByRole("button", {
          name: "Add “clockwork key” as this choice's item",
        })[0] as HTMLElement,
      { timeout: 5000 },
    );
    fireEvent.click(add);
    expect(dialog.getByRole("list", { name: "Items choice 1 gives" }).textContent).toContain("clockwork key");
    // Given once: the suggestion is gone from that choice, still offered to the other.
    expect(dialog.getAllByRole("button", { name: "Add “clockwork key” as this choice's item" })).toHaveLength(
      1,
    );
    fireEvent.click(dialog.getByRole("button", { name: "Save Scene" }));
    expect(saved(onSave).choices[0]?.effects).toEqual({ addItems: ["clockwork key"] });
    expect(saved(onSave).choices[1]?.effects).toEqual({ health: 5 });
  });

  it("edits items, health, experience and an achievement, and refuses what the contract does", () => {
    const { onSave, dialog } = open();
    fireEvent.click(dialog.getByRole("button", { name: /Choice 1 effects: None/ }));
    fireEvent.click(dialog.getByRole("button", { name: "Add item to give (choice 1)" }));
    expect(dialog.getByText("Item name is required")).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("Item to take (choice 1)"), { target: { value: "lantern" } });
    fireEvent.keyDown(dialog.getByLabelText("Item to take (choice 1)"), { key: "Enter" });
    fireEvent.change(dialog.getByLabelText("Health change (choice 1)"), { target: { value: "-150" } });
    fireEvent.change(dialog.getByLabelText("Experience change (choice 1)"), { target: { value: "20" } });
    fireEvent.change(dialog.getByLabelText("Achievement unlocked (choice 1)"), {
      target: { value: "Canal Walker" },
    });
    fireEvent.click(dialog.getByRole("button", { name: "Save Scene" }));
    expect(dialog.getByText("Health change must be a whole number from -100 to 100")).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(dialog.getByLabelText("Health change (choice 1)"), { target: { value: "-15" } });
    expect(dialog.queryByText("Health change must be a whole number from -100 to 100")).toBeNull();
    fireEvent.click(dialog.getByRole("button", { name: "Save Scene" }));
    expect(saved(onSave).choices[0]?.effects).toEqual({
      removeItems: ["lantern"],
      health: -15,
      experience: 20,
      achievement: "Canal Walker",
    });
  });
});
