// @vitest-environment jsdom

import { afterEach, describe, expect, it } from "vitest";
import { inAppDestination } from "./leave-guard";

afterEach(() => {
  document.body.innerHTML = "";
});

const here = { origin: "http://localhost:3000", pathname: "/story-editor/g1", search: "" };

/** A click on a link made of this HTML (on its innermost element). */
function click(html: string, keys: Partial<MouseEvent> = {}) {
  document.body.innerHTML = html;
  const target = document.body.querySelector("span") ?? document.body.firstElementChild;
  return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, target, ...keys };
}

describe("inAppDestination", () => {
  it("holds back a plain click on a link to another page of the app", () => {
    expect(inAppDestination(click('<a href="/edit-game/g1"><span>Back</span></a>'), here)).toBe(
      "/edit-game/g1",
    );
    expect(inAppDestination(click('<a href="/gameplay?gameId=g1#top">Preview</a>'), here)).toBe(
      "/gameplay?gameId=g1#top",
    );
  });

  it("lets through new tabs, downloads, other sites, this page, links that save first and non-links", () => {
    const link = '<a href="/quick-start">Play</a>';
    expect(inAppDestination(click(link, { ctrlKey: true }), here)).toBeNull();
    expect(inAppDestination(click(link, { metaKey: true }), here)).toBeNull();
    expect(inAppDestination(click(link, { button: 1 }), here)).toBeNull();
    expect(inAppDestination(click('<a href="/quick-start" target="_blank">Play</a>'), here)).toBeNull();
    expect(inAppDestination(click('<a href="/api/games/g1/export" download>Export</a>'), here)).toBeNull();
    expect(inAppDestination(click('<a href="https://example.com/">Elsewhere</a>'), here)).toBeNull();
    expect(inAppDestination(click('<a href="/story-editor/g1#map">Here</a>'), here)).toBeNull();
    expect(inAppDestination(click('<a href="/gameplay" data-saves-first>Preview</a>'), here)).toBeNull();
    expect(inAppDestination(click("<button><span>Save</span></button>"), here)).toBeNull();
  });
});
