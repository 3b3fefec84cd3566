// @vitest-environment jsdom

import { cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionAt } from "./media/media-test-support";
import { SceneView, type SceneViewHandle } from "./scene-view";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

describe("SceneView: landing a new scene at the top (issue 33)", () => {
  /** The scene revealed; how many times it was scrolled into view after a scroll ended. */
  function revealed(readerInput?: string) {
    vi.useFakeTimers();
    const scrolls = vi.fn();
    // jsdom does not scroll (this file's own window: nothing else sees these).
    HTMLElement.prototype.scrollIntoView = scrolls;
    HTMLElement.prototype.scrollTo = vi.fn();
    const ref = createRef<SceneViewHandle>();
    render(<SceneView ref={ref} session={sessionAt(2)} streamingText={null} pendingAction={null} />);
    ref.current?.reveal();
    if (readerInput) window.dispatchEvent(new Event(readerInput));
    window.dispatchEvent(new Event("scrollend"));
    vi.advanceTimersByTime(1500);
    return scrolls.mock.calls.length - 1;
  }

  it("lands the scene once the scroll ends, unless the reader scrolled first, with a pointer too (a scrollbar drag)", () => {
    expect(revealed()).toBeGreaterThan(0);
    cleanup();
    expect(revealed("wheel")).toBe(0);
    cleanup();
    expect(revealed("pointerdown")).toBe(0);
  });
});

describe("SceneView: emphasis in the scene's text (ADR 035)", () => {
  it("shows *italic* and **bold** as emphasis, the marks gone, a lone * as written", () => {
    const session = {
      ...sessionAt(1),
      currentScene: "*Almost* there. The **brass key** turns.\n\n2 * 3 doors, and <b>no</b> tags.",
    };
    render(<SceneView session={session} streamingText={null} pendingAction={null} />);
    const text = screen.getByTestId("scene-text");
    const [first, second] = Array.from(text.querySelectorAll("p"));
    // The drop cap's paragraph starts with the word, not a mark.
    expect(first?.textContent).toBe("Almost there. The brass key turns.");
    expect(first?.querySelector("em")?.textContent).toBe("Almost");
    expect(first?.querySelector("strong")?.textContent).toBe("brass key");
    // Text is never read as HTML.
    expect(second?.textContent).toBe("2 * 3 doors, and <b>no</b> tags.");
    expect(second?.querySelector("b, em, strong")).toBeNull();
  });

  it("shows the emphasis while the scene is being written too", () => {
    render(<SceneView session={sessionAt(2)} streamingText="It was *almost* dawn" pendingAction={null} />);
    expect(screen.getByText("almost").tagName).toBe("EM");
  });
});
