import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEvents, streamAction } from "./stream-action";

const scene = {
  sceneDescription: "The lantern flares.",
  playerState: {
    health: 100,
    maxHealth: 100,
    level: 1,
    experience: 0,
    inventory: [],
    currentLocation: "Forest",
    achievements: [],
  },
  gameProgress: 10,
  actionHistory: [],
  choices: ["Go on"],
  quickActions: [],
  currentSceneNumber: 2,
  chapterTitle: null,
  sceneTitle: "Flare",
  systemMessage: null,
};

function sseResponse(chunks: string[]) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream; charset=utf-8" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("parseEvents", () => {
  it("splits whole events and keeps the unfinished rest", () => {
    const { events, rest } = parseEvents('event: text\ndata: {"text":"A "}\n\nevent: te');
    expect(events).toEqual([{ event: "text", data: '{"text":"A "}' }]);
    expect(rest).toBe("event: te");
  });

  it("accepts CRLF line ends, comments and multi-line data", () => {
    const { events } = parseEvents(': ping\r\n\r\nevent: done\r\ndata: {"a":\r\ndata: 1}\r\n\r\n');
    expect(events).toEqual([{ event: "done", data: '{"a":\n1}' }]);
  });
});

describe("streamAction", () => {
  it("passes on the prose as it arrives and resolves with the finished scene", async () => {
    const done = `event: done\ndata: ${JSON.stringify(scene)}\n\n`;
    const fetchMock = vi.fn(async () =>
      sseResponse([
        'event: text\ndata: {"text":"The "}\n\nevent: te',
        'xt\ndata: {"text":"lantern"}\n\n',
        done,
      ]),
    );
    vi.stubGlobal("fetch", fetchMock);
    const pieces: string[] = [];
    const result = await streamAction("token-123", "Light it", (text) => pieces.push(text));
    expect(pieces).toEqual(["The ", "lantern"]);
    expect(result).toEqual(scene);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/sessions/token-123/action",
      expect.objectContaining({
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
        body: JSON.stringify({ action: "Light it" }),
        credentials: "include",
      }),
    );
  });

  it("turns an error event into a '{status}: {body}' error", async () => {
    vi.stubGlobal("fetch", async () =>
      sseResponse(['event: error\ndata: {"status":503,"message":"AI service configuration error"}\n\n']),
    );
    await expect(streamAction("t", "Go", () => {})).rejects.toThrow(
      '503: {"message":"AI service configuration error"}',
    );
  });

  it("reads a plain JSON answer when the server does not stream", async () => {
    vi.stubGlobal("fetch", async () => Response.json(scene));
    await expect(streamAction("t", "Go", () => {})).resolves.toEqual(scene);
  });

  it("raises a non-success answer like apiRequest", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ message: "Action is required" }, { status: 400 }));
    await expect(streamAction("t", "Go", () => {})).rejects.toThrow('400: {"message":"Action is required"}');
  });

  it("reports a stream that ends before the scene as a network error", async () => {
    vi.stubGlobal("fetch", async () => sseResponse(['event: text\ndata: {"text":"The "}\n\n']));
    await expect(streamAction("t", "Go", () => {})).rejects.toThrow(/^Network Error/);
  });
});
