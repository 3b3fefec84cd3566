import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import type { SessionData } from "../../../../contract/play";
import { createQueryClient } from "../../../api/query-client";
import { Toaster } from "../../../ui/toaster";
import { usePlayMedia } from "./use-play-media";

/** A session on the given scene; only what the media pieces read is filled in with care. */
export function sessionAt(sceneNumber: number, text = `The text of scene ${sceneNumber}.`): SessionData {
  return {
    game: {
      id: "g1",
      title: "The Lantern of Hollow Vale",
      description: null,
      genre: "Fantasy",
      creatorId: null,
      creatorName: "Taleforge",
      childMode: true,
      gameplayMode: "interactive",
      useCompleteStorySystem: false,
      hasStructuredStory: false,
      allowRegeneration: false,
      shareSlug: "demo-adventure",
      storyBeats: null,
    },
    currentScene: text,
    sessionToken: "token-0123456789abcdefghij",
    previewMode: false,
    playerState: {
      health: 100,
      maxHealth: 100,
      level: 1,
      experience: 0,
      inventory: [],
      currentLocation: "Starting location",
      achievements: [],
    },
    gameProgress: 0,
    actionHistory: [],
    choices: [],
    quickActions: [],
    currentSceneNumber: sceneNumber,
    chapterTitle: null,
    sceneTitle: `Scene title ${sceneNumber}`,
    systemMessage: null,
    ended: false,
  } as SessionData;
}

export type Call = {
  method: string;
  url: string;
  body: Record<string, unknown> | undefined;
  signal?: AbortSignal | null;
};
export type Handler = (call: Call) => Response | Promise<Response>;

export const json =
  (body: unknown, status = 200): Handler =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
/** An answer that never comes (a request still in flight). */
export const never: Handler = () => new Promise<Response>(() => undefined);

/** A stand-in server on `fetch`: answers by "METHOD url", and keeps every call. */
export function stubServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: Call = {
        method: init?.method ?? "GET",
        url,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
        signal: init?.signal,
      };
      calls.push(call);
      const handler = routes[`${call.method} ${url}`];
      if (!handler) throw new Error(`unexpected request ${call.method} ${url}`);
      return handler(call);
    }),
  );
  return calls;
}

/**
 * jsdom has no media playback: play resolves at once, and the element says it is playing.
 * Returns the elements played, in order, with their source at the time; and those paused.
 */
export function stubMediaPlayback() {
  const played: HTMLMediaElement[] = [];
  const playedSrc: string[] = [];
  const paused: HTMLMediaElement[] = [];
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    playedSrc.push(this.getAttribute("src") ?? "");
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    paused.push(this);
    this.dispatchEvent(new Event("pause"));
  });
  return { played, playedSrc, paused };
}

function Harness({ session }: { session: SessionData }) {
  const media = usePlayMedia(session);
  return (
    <>
      {media.controls}
      {media.image}
      {media.narration}
      {media.dialogs}
    </>
  );
}

/** The play screen's media pieces, as the page wires them, for a session that can move on. */
export function showMedia(session: SessionData) {
  const client = createQueryClient();
  const tree = (s: SessionData) => (
    <QueryClientProvider client={client}>
      <Harness session={s} />
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(tree(session));
  return { moveTo: (next: SessionData) => view.rerender(tree(next)) };
}
