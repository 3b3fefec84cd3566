import { afterEach, describe, expect, it, vi } from "vitest";
import { prestartSession, sessionToStart, takePrestartedSession } from "./session-prestart";

afterEach(() => vi.unstubAllGlobals());

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response('{"sessionToken":"t1"}'));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("a new play session started by the start-up script", () => {
  it("is started only where the play page would start one", () => {
    expect(sessionToStart("/play/demo-adventure", "")).toEqual({ slug: "demo-adventure", preview: false });
    expect(sessionToStart("/play/game-42", "?preview=true")).toEqual({ slug: "game-42", preview: true });
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
    expect(takePrestartedSession("other-game", true)).toBeNull();
    expect(takePrestartedSession("demo-adventure", false)).toBeNull();
    await expect(takePrestartedSession("demo-adventure", true)).resolves.toEqual({ sessionToken: "t1" });
    // A retry or a later visit starts its own.
    expect(takePrestartedSession("demo-adventure", true)).toBeNull();
  });

  it("leaves a failed start to the page, which reports it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"Game not found"}', { status: 404 })),
    );
    prestartSession({ pathname: "/play/nowhere", search: "" });
    await expect(takePrestartedSession("nowhere", false)).rejects.toThrow(/^404: /);
  });

  it("does nothing elsewhere", () => {
    const fetchMock = stubFetch();
    prestartSession({ pathname: "/play/demo-adventure", search: "?session=abc" });
    prestartSession({ pathname: "/", search: "" });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePrestartedSession("demo-adventure", false)).toBeNull();
  });
});
