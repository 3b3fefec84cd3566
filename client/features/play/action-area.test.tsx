// @vitest-environment jsdom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SessionData } from "../../../contract/play";
import { ActionArea } from "./action-area";
import { sessionAt } from "./media/media-test-support";

afterEach(cleanup);

function structured(sceneNumber: number, choices: string[], turns = sceneNumber - 1): SessionData {
  const base = sessionAt(sceneNumber);
  return {
    ...base,
    game: { ...base.game, hasStructuredStory: true },
    choices,
    chapterTitle: "The Cold Lantern",
    actionHistory: Array.from({ length: turns }, (_, i) => ({
      id: `turn-${i + 1}`,
      playerAction: `Turn ${i + 1}`,
      gameResponse: `Scene ${i + 2}.`,
    })),
  };
}

function show(session: SessionData) {
  render(
    <ActionArea
      session={session}
      busy={false}
      pendingAction={null}
      onAction={() => undefined}
      onNextChapter={() => undefined}
      nextChapterPending={false}
    />,
  );
}

describe("one way forward per situation (issue 33 item 6)", () => {
  it("the opening begins the adventure: no Next Chapter before a turn is played", () => {
    show(structured(1, ["Search the forest", "Head for the Drowned Chapel"], 0));
    expect(screen.getByRole("button", { name: "Begin Adventure" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next Chapter" })).toBeNull();
  });

  it("a written chapter whose only way on is its chapter choice shows that choice alone", () => {
    show(structured(1, ["Continue to Chapter 2: Bells Under Water"], 0));
    expect(screen.getByRole("button", { name: /Continue to Chapter 2: Bells Under Water/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Begin Adventure" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Next Chapter" })).toBeNull();
  });

  it("later, Next Chapter is offered when no choice goes on to the next chapter", () => {
    show(structured(3, ["Search the forest"]));
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next Chapter" })).toBeTruthy();
  });
});
