// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { PLAY_STARTUP_ELEMENT_ID } from "../../../contract/constants";
import {
  prefetchResume,
  startupReadSettled,
  takeArrivedResume,
  takePrefetchedResume,
} from "./session-prestart";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** The element the server writes into a `?session=` link's HTML (ADR 036). */
function embed(data: unknown) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = PLAY_STARTUP_ELEMENT_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

const session = { sessionToken: "abc", currentScene: "The bell <rings>.", game: { title: "T" } };
const page = { scenes: [{ sceneNumber: 1, text: "Once." }], hasMore: false };

describe("a run the server embedded in the play link's HTML", () => {
  it("is the start-up read: no request, settled at once, and taken as the arrived run", async () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    embed({ token: "abc", session, page });
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc" });
    expect(fetchMock).not.toHaveBeenCalled();
    // Read once: the element is gone.
    expect(document.getElementById(PLAY_STARTUP_ELEMENT_ID)).toBeNull();
    // Settled without waiting for any timer (main.tsx renders at once).
    vi.useFakeTimers();
    let settled = false;
    void startupReadSettled(1500).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    vi.useRealTimers();
    expect(settled).toBe(true);
    expect(takeArrivedResume("abc")).toEqual({ session, page });
  });

  it("is the page's prefetched read too when the page asks for it that way", async () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    embed({ token: "abc", session, page: null });
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc" });
    const early = takePrefetchedResume("abc");
    await expect(early?.session).resolves.toEqual(session);
    await expect(early?.page).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is not used for another token, or with loadSave: the run is fetched as before", () => {
    const fetchMock = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetchMock);
    embed({ token: "other", session, page });
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(takeArrivedResume("abc")).toBeNull();
    // The page takes the read it asked for (and so clears it).
    expect(takePrefetchedResume("abc")).not.toBeNull();

    fetchMock.mockClear();
    embed({ token: "abc", session, page });
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc&loadSave=s1" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePrefetchedResume("abc")).toBeNull();
  });
});
