// @vitest-environment jsdom

import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as toasts from "../../../ui/toast-store";
import { json, never, stubMediaPlayback, stubServer } from "./media-test-support";
import { PREVIEW_LOCK_MS, SILENCE, useVoicePreview } from "./use-voice-preview";

let played: HTMLMediaElement[];
let playedSrc: string[];
beforeEach(() => {
  vi.useFakeTimers();
  ({ played, playedSrc } = stubMediaPlayback());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Starts a preview and lets the synthesis answer (the microtasks, no timers). */
async function startPreview(voiceId: string) {
  const hook = renderHook(() => useVoicePreview());
  await act(async () => {
    void hook.result.current.preview(voiceId);
    await vi.advanceTimersByTimeAsync(0);
  });
  return hook;
}

describe("the voice preview's lock (spec 000 §4)", () => {
  it("holds while the sample plays, and lets go after 5 s at most", async () => {
    stubServer({ "POST /api/tts/synthesize": json({ audioContent: "bXAz" }) });
    const { result } = await startPreview("en-US-Wavenet-D");
    // Silence on the click, then the sample.
    expect(played).toHaveLength(2);
    expect(result.current.previewing).toBe("en-US-Wavenet-D");

    // A second click while locked asks for nothing.
    await act(async () => {
      await result.current.preview("en-GB-Wavenet-A");
    });
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_LOCK_MS - 1));
    expect(result.current.previewing).toBe("en-US-Wavenet-D");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.previewing).toBeNull();
  });

  it("lets go as soon as the sample ends", async () => {
    stubServer({ "POST /api/tts/synthesize": json({ audioContent: "bXAz" }) });
    const { result } = await startPreview("en-US-Wavenet-D");
    act(() => {
      played[1]?.dispatchEvent(new Event("ended"));
    });
    expect(result.current.previewing).toBeNull();
  });

  it("lets go after 5 s even when the narrator never answers", async () => {
    stubServer({ "POST /api/tts/synthesize": never });
    const { result } = await startPreview("en-US-Wavenet-D");
    expect(result.current.previewing).toBe("en-US-Wavenet-D");
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_LOCK_MS));
    expect(result.current.previewing).toBeNull();
  });

  it("says Preview Failed and lets go when the narrator fails", async () => {
    stubServer({ "POST /api/tts/synthesize": json({ message: "down" }, 500) });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const toast = vi.spyOn(toasts, "toast");
    const { result } = await startPreview("en-US-Wavenet-D");
    expect(result.current.previewing).toBeNull();
    expect(toast).toHaveBeenCalledWith({
      variant: "destructive",
      title: "Preview Failed",
      description: "Could not play voice preview. Please try again.",
    });
  });
});

describe("the voice preview and the browser's autoplay rules", () => {
  it("starts its audio element during the click, and plays the sample on it when it comes", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubServer({ "POST /api/tts/synthesize": () => new Promise<Response>((r) => (answer = r)) });
    const onStart = vi.fn();
    const { result } = renderHook(() => useVoicePreview(onStart));
    // Synchronously, as the click runs: an element exists and was played (silence).
    act(() => {
      void result.current.preview("en-US-Wavenet-D");
    });
    expect(played).toHaveLength(1);
    expect(playedSrc).toEqual([SILENCE]);
    expect(onStart).toHaveBeenCalledTimes(1);

    // When the sample comes, however late after the click, the same element plays it.
    await act(async () => {
      answer(await json({ audioContent: "bXAz" })({ method: "POST", url: "", body: undefined }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(playedSrc).toEqual([SILENCE, "data:audio/mpeg;base64,bXAz"]);
    expect(played[1]).toBe(played[0]);
  });
});
