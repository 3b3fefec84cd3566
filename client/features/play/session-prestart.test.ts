import { afterEach, describe, expect, it, vi } from "vitest";
import {
  prefetchResume,
  prestartSession,
  STARTUP_READ_TTL_MS,
  sessionToStart,
  takePrefetchedResume,
  takePrestartedSession,
} from "./session-prestart";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response('{"sessionToken":"t1"}'));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("a new play session started by the start-up script", () => {
  it("is started only where the play page would start one", () => {
    expect(sessionToStart("/play/demo-adventure", "")).toEqual({
      slug: "demo-adventure",
      preview: false,
      scene: null,
    });
    expect(sessionToStart("/play/game-42", "?preview=true")).toEqual({
      slug: "game-42",
      preview: true,
      scene: null,
    });
    // Preview from here (the Story Editor's link).
    expect(sessionToStart("/play/game-42", "?preview=true&scene=scene-17")).toEqual({
      slug: "game-42",
      preview: true,
      scene: "scene-17",
    });
    // A session in the address is resumed, not started.
    expect(sessionToStart("/play/demo-adventure", "?session=abc")).toBeNull();
    expect(sessionToStart("/play/demo-adventure", "?session=abc&loadSave=s1")).toBeNull();
    expect(sessionToStart("/", "")).toBeNull();
    expect(sessionToStart("/play/", "")).toBeNull();
    expect(sessionToStart("/play/a/b", "")).toBeNull();
    expect(sessionToStart("/demo-adventure/play", "")).toBeNull();
    // An encoded slug is the page's to decode: no guess that could start a second session.
    expect(sessionToStart("/play/caf%C3%A9", "")).toBeNull();
  });

  it("sends the same request as the page, once, and the page takes its answer once", async () => {
    const fetchMock = stubFetch();
    prestartSession({ pathname: "/play/demo-adventure", search: "?preview=true" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenLastCalledWith("/api/sessions/start", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ gameSlug: "demo-adventure", previewMode: true }),
      credentials: "include",
    });
    // Another game, or the same one not in preview, is not this session.
    expect(takePrestartedSession({ slug: "other-game", preview: true, scene: null })).toBeNull();
    expect(takePrestartedSession({ slug: "demo-adventure", preview: false, scene: null })).toBeNull();
    await expect(
      takePrestartedSession({ slug: "demo-adventure", preview: true, scene: null }),
    ).resolves.toEqual({ sessionToken: "t1" });
    // A retry or a later visit starts its own.
    expect(takePrestartedSession({ slug: "demo-adventure", preview: true, scene: null })).toBeNull();
  });

  it("sends the scene of a preview from a scene, and is only that start's", async () => {
    const fetchMock = stubFetch();
    prestartSession({ pathname: "/play/game-42", search: "?preview=true&scene=s7" });
    expect(fetchMock).toHaveBeenLastCalledWith("/api/sessions/start", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ gameSlug: "game-42", previewMode: true, startScene: "s7" }),
      credentials: "include",
    });
    // A preview from the opening, or from another scene, is not the session started at s7.
    expect(takePrestartedSession({ slug: "game-42", preview: true, scene: null })).toBeNull();
    expect(takePrestartedSession({ slug: "game-42", preview: true, scene: "s8" })).toBeNull();
    await expect(takePrestartedSession({ slug: "game-42", preview: true, scene: "s7" })).resolves.toEqual({
      sessionToken: "t1",
    });
  });

  it("leaves a failed start to the page, which reports it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"Game not found"}', { status: 404 })),
    );
    prestartSession({ pathname: "/play/nowhere", search: "" });
    await expect(takePrestartedSession({ slug: "nowhere", preview: false, scene: null })).rejects.toThrow(
      /^404: /,
    );
  });

  it("does nothing elsewhere", () => {
    const fetchMock = stubFetch();
    prestartSession({ pathname: "/play/demo-adventure", search: "?session=abc" });
    prestartSession({ pathname: "/", search: "" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePrestartedSession({ slug: "demo-adventure", preview: false, scene: null })).toBeNull();
  });
});

describe("a run read by the start-up script (?session=)", () => {
  it("is taken once by the play page that resumes that run", async () => {
    const fetchMock = stubFetch();
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc" });
    expect(fetchMock).toHaveBeenCalled();
    const early = takePrefetchedResume("abc");
    await expect(early?.session).resolves.toEqual({ sessionToken: "t1" });
    expect(takePrefetchedResume("abc")).toBeNull();
  });

  it("is dropped when the first play page does not take it, so a later visit reads the run afresh", () => {
    stubFetch();
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc" });
    // The first page resumed another run…
    expect(takePrefetchedResume("other")).toBeNull();
    expect(takePrefetchedResume("abc")).toBeNull();
    // …or started a new one.
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc" });
    expect(takePrestartedSession({ slug: "demo-adventure", preview: false, scene: null })).toBeNull();
    expect(takePrefetchedResume("abc")).toBeNull();
  });

  it("is dropped once stale, when no play page came for it", () => {
    vi.useFakeTimers();
    stubFetch();
    prefetchResume({ pathname: "/play/demo-adventure", search: "?session=abc" });
    vi.advanceTimersByTime(STARTUP_READ_TTL_MS + 1);
    expect(takePrefetchedResume("abc")).toBeNull();
    prestartSession({ pathname: "/play/demo-adventure", search: "" });
    vi.advanceTimersByTime(STARTUP_READ_TTL_MS + 1);
    expect(takePrestartedSession({ slug: "demo-adventure", preview: false, scene: null })).toBeNull();
  });
});
