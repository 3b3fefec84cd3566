// @vitest-environment jsdom

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sessionAt } from "./media/media-test-support";
import { SceneView } from "./scene-view";

afterEach(cleanup);

const sceneImage = <div data-testid="scene-image" />;

describe("SceneView: a complete story's chapter picture (issue 30 item 7)", () => {
  it("opens the chapter with its picture, named for the chapter, in the scene image's place", () => {
    const session = {
      ...sessionAt(1),
      chapterTitle: "The Dark Lantern",
      sceneTitle: "The Dark Lantern",
      chapterImageUrl: "/api/story-chapters/ch1/image",
    };
    render(<SceneView session={session} streamingText={null} pendingAction={null} image={sceneImage} />);
    const picture = screen.getByRole("img", { name: "The Dark Lantern" });
    expect(picture.getAttribute("src")).toBe("/api/story-chapters/ch1/image");
    expect(screen.queryByTestId("scene-image")).toBeNull();
  });

  it("shows the scene image as before at any other scene", () => {
    render(
      <SceneView
        session={{ ...sessionAt(2), chapterImageUrl: null }}
        streamingText={null}
        pendingAction={null}
        image={sceneImage}
      />,
    );
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("scene-image")).toBeTruthy();
  });
});
