// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { findScene, fromBeats, type Scene, type Story } from "../story-draft";
import { ScenePanel } from "./scene-panel";

afterEach(() => cleanup());

const start = () =>
  fromBeats({
    chapters: [
      {
        id: "ch1",
        title: "The Dark Lantern",
        scenes: [
          {
            id: "gate",
            title: "The Gate",
            description: "Jane picks up the clockwork key by the gate.",
            choices: [
              { id: "c1", text: "Climb the tower", leadsToScene: "tower" },
              { id: "c2", text: "Walk on", leadsToChapter: "ch2", effects: { health: 5 } },
            ],
          },
          { id: "tower", title: "The Tower", description: "", choices: [] },
        ],
      },
      { id: "ch2", title: "The Barrow Road", scenes: [] },
    ],
    endings: [{ id: "dawn", title: "Dawn returns" }],
  });

/** The panel over a story held in state, as the editor holds its draft. */
function Harness({ latest }: { latest: { story: Story } }) {
  const [story, setStory] = useState(latest.story);
  latest.story = story;
  const scene = findScene(story, "gate")?.scene as Scene;
  return (
    <ScenePanel
      story={story}
      scene={scene}
      chapterId="ch1"
      chapterNumber={1}
      change={(next) => setStory((s) => next(s))}
      onPlayFromHere={() => undefined}
      onDelete={() => undefined}
    />
  );
}

function open() {
  const latest: { story: Story } = { story: start() };
  render(<Harness latest={latest} />);
  return {
    panel: within(screen.getByRole("article")),
    gate: () => findScene(latest.story, "gate")?.scene as Scene,
    latest,
  };
}

describe("the scene's side panel", () => {
  it("edits title, text and ending mark in place, straight into the story", () => {
    const { panel, gate } = open();
    fireEvent.change(panel.getByLabelText("Title"), { target: { value: "The Frozen Gate" } });
    fireEvent.change(panel.getByLabelText("Scene text"), { target: { value: "Snow falls." } });
    fireEvent.click(panel.getByRole("checkbox", { name: "This is an ending scene" }));
    expect(gate()).toMatchObject({
      title: "The Frozen Gate",
      description: "Snow falls.",
      isEndingScene: true,
    });
    expect(panel.getByRole("heading", { level: 2 }).textContent).toBe("The Frozen Gate");
  });

  it("says in the contract's words what a save would refuse: a blank title, a blank or repeated choice", () => {
    const { panel } = open();
    fireEvent.change(panel.getByLabelText("Title"), { target: { value: "  " } });
    expect(panel.getByText("Scene title is required")).toBeTruthy();
    fireEvent.click(panel.getByRole("button", { name: "Add Choice" }));
    expect(panel.getByText("Choice text is required")).toBeTruthy();
    fireEvent.change(panel.getByLabelText("Choice 3 text"), { target: { value: "walk on!" } });
    expect(panel.getByText("Another choice of this scene has the same text: give each its own")).toBeTruthy();
    expect(panel.getByLabelText("Choice 3 text").getAttribute("aria-invalid")).toBe("true");
    expect(panel.getByLabelText("Choice 2 text").getAttribute("aria-invalid")).not.toBe("true");
  });

  it("makes typed links choices when the text is left, and offers to create a scene no one wrote", () => {
    const { panel, gate, latest } = open();
    const text = panel.getByLabelText("Scene text");
    fireEvent.change(text, {
      target: {
        value: "Snow.\n\n[[Up the stairs->The Tower]]\n[[Go down|The Cellar]]\n[[The end|Dawn returns]]",
      },
    });
    const links = within(panel.getByRole("region", { name: "Links in the text" }));
    expect(links.getByText("“Up the stairs” → Scene: The Tower (Chapter 1)")).toBeTruthy();
    expect(links.getByText("“Go down” → no scene is called “The Cellar” yet")).toBeTruthy();
    fireEvent.blur(text);
    expect(gate().description).toBe("Snow.\n\n[[Go down|The Cellar]]");
    expect(gate().choices.map((c) => c.text)).toEqual([
      "Climb the tower",
      "Walk on",
      "Up the stairs",
      "The end",
    ]);
    expect(gate().choices[3]).toMatchObject({ leadsToEnding: "dawn", leadsToScene: null });

    fireEvent.click(links.getByRole("button", { name: "Create scene “The Cellar”" }));
    const cellar = latest.story.chapters[0]?.scenes.at(-1);
    expect(cellar).toMatchObject({ title: "The Cellar", toWrite: true, description: "" });
    expect(gate().choices.at(-1)).toMatchObject({ text: "Go down", leadsToScene: cellar?.id });
    expect(gate().description).toBe("Snow.");
    expect(panel.queryByRole("region", { name: "Links in the text" })).toBeNull();
  });

  it("picks a target by typing part of its name, with the keyboard", () => {
    const { panel, gate } = open();
    const picker = panel.getByRole("combobox", { name: "Choice 1 leads to" }) as HTMLInputElement;
    expect(picker.value).toBe("Scene: The Tower (Chapter 1)");
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: "dawn" } });
    const list = within(panel.getByRole("listbox", { name: "Choice 1 leads to" }));
    expect(list.getAllByRole("option").map((o) => o.textContent)).toEqual(["EndingDawn returns"]);
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(gate().choices[0]).toMatchObject({
      leadsToEnding: "dawn",
      leadsToScene: null,
      leadsToChapter: null,
    });
    // Escape leaves it as it was.
    fireEvent.change(picker, { target: { value: "barrow" } });
    fireEvent.keyDown(picker, { key: "ArrowDown" });
    fireEvent.keyDown(picker, { key: "Escape" });
    expect(gate().choices[0]?.leadsToEnding).toBe("dawn");
    expect(picker.value).toBe("Ending: Dawn returns");
    // Arrows then Enter: the second match.
    fireEvent.change(picker, { target: { value: "chapter 1" } });
    fireEvent.keyDown(picker, { key: "ArrowDown" });
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(gate().choices[0]?.leadsToScene).toBe("tower");
  });

  it("removes a choice, and stops adding at ten", () => {
    const { panel } = open();
    fireEvent.click(panel.getByRole("button", { name: "Remove choice 1" }));
    expect(panel.getByLabelText<HTMLInputElement>("Choice 1 text").value).toBe("Walk on");
    for (let i = 0; i < 9; i++) fireEvent.click(panel.getByRole("button", { name: "Add Choice" }));
    expect(panel.getByRole<HTMLButtonElement>("button", { name: "Add Choice" }).disabled).toBe(true);
    expect(panel.getByText("A scene can have at most 10 choices.")).toBeTruthy();
  });

  it("offers the item the text gives as a choice's, and edits effects with the contract's checks", async () => {
    const { panel, gate } = open();
    expect(panel.getByRole("button", { name: /Choice 2 effects: health \+5/ })).toBeTruthy();
    const add = await waitFor(
      () =>
        panel.getAllByRole("button", { name: "Add “clockwork key” as this choice's item" })[0] as HTMLElement,
      { timeout: 5000 },
    );
    act(() => add.click());
    expect(gate().choices[0]?.effects?.addItems).toEqual(["clockwork key"]);
    fireEvent.change(panel.getByLabelText("Health change (choice 1)"), { target: { value: "-150" } });
    expect(panel.getByText("Health change must be a whole number from -100 to 100")).toBeTruthy();
    fireEvent.change(panel.getByLabelText("Health change (choice 1)"), { target: { value: "-15" } });
    expect(panel.queryByText("Health change must be a whole number from -100 to 100")).toBeNull();
    expect(gate().choices[0]?.effects).toMatchObject({ addItems: ["clockwork key"], health: -15 });
    expect(gate().choices[1]?.effects).toEqual({ health: 5 });
  });
});
