// @vitest-environment jsdom

import { act, cleanup, configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VOICE_PREVIEW_TEXT } from "../../../../contract/media-constants";
import { dismissToast } from "../../../ui/toast-store";
import { MEDIA_PREFS_KEY, type MediaPrefs, parseMediaPrefs, readMediaPrefs } from "./media-prefs";
import {
  type Call,
  json,
  never,
  sessionAt,
  showMedia,
  stubMediaPlayback,
  stubServer,
} from "./media-test-support";

// The dialog and the player are loaded lazily: on a busy machine that takes more than a second.
configure({ asyncUtilTimeout: 5_000 });

const VOICES = [
  {
    id: "en-GB-Wavenet-A",
    name: "Wavenet A",
    languageCode: "en-GB",
    ssmlGender: "FEMALE",
    description: "Warm.",
  },
  {
    id: "en-US-Wavenet-D",
    name: "Wavenet D",
    languageCode: "en-US",
    ssmlGender: "MALE",
    description: "Deep.",
  },
];

const withPrefs = (prefs: Partial<MediaPrefs>) =>
  localStorage.setItem(MEDIA_PREFS_KEY, JSON.stringify(prefs));
const audioEl = () => screen.getByTestId("narration-audio") as HTMLAudioElement;
const sceneImg = () => screen.queryByRole("img", { name: /^Scene illustration/ }) as HTMLImageElement | null;
const of = (calls: Call[], url: string) => calls.filter((c) => c.url === url);

let calls: Call[];
let playback: ReturnType<typeof stubMediaPlayback>;
beforeEach(() => {
  localStorage.clear();
  playback = stubMediaPlayback();
  let n = 0;
  calls = stubServer({
    "GET /api/tts/voices": json({ voices: VOICES }),
    "POST /api/tts/synthesize": (call) => {
      n += 1;
      return json({ audioContent: `bXAz${n}` })(call);
    },
    "POST /api/images/generate": (call) => json({ imageData: btoa(String(call.body?.imageStyle)) })(call),
  });
});
afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("narration", () => {
  it("asks for the scene's audio as it appears, with the voice and the fixed options, and plays it", async () => {
    withPrefs({ audioOn: true });
    showMedia(sessionAt(3));
    await waitFor(() => expect(audioEl().getAttribute("src")).toBe("data:audio/mpeg;base64,bXAz1"));
    const [call] = of(calls, "/api/tts/synthesize");
    expect(call?.body).toMatchObject({
      // The server narrates this session's current scene (issue 28 F3); the spec's fields still go.
      sessionToken: "token-0123456789abcdefghij",
      text: "The text of scene 3.",
      voiceId: "en-GB-Wavenet-A",
      gameTitle: "The Lantern of Hollow Vale",
      sceneNumber: 3,
      options: { speakingRate: 1, pitch: 0, volumeGainDb: 0 },
    });
    expect(typeof call?.body?.timestamp).toBe("number");
    // Auto-play: the player shows it is playing.
    expect(await screen.findByRole("button", { name: "Pause narration" })).toBeTruthy();
  });

  it("asks again when play is pressed after the narration failed", async () => {
    withPrefs({ audioOn: true });
    let fail = true;
    stubServer({
      "POST /api/tts/synthesize": (call) =>
        fail ? json({ message: "down" }, 500)(call) : json({ audioContent: "bXAzOK" })(call),
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    showMedia(sessionAt(1));
    expect(await screen.findByText("Audio Generation Failed")).toBeTruthy();
    expect(audioEl().getAttribute("src")).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Play narration" }));
    await waitFor(() => expect(audioEl().getAttribute("src")).toBe("data:audio/mpeg;base64,bXAzOK"));
  });

  it("clears the audio when the scene changes, and when the voice changes", async () => {
    withPrefs({ audioOn: true });
    const page = showMedia(sessionAt(1));
    await waitFor(() => expect(audioEl().getAttribute("src")).not.toBeNull());

    page.moveTo(sessionAt(2));
    expect(audioEl().getAttribute("src")).toBeNull();
    // The new scene's own narration follows.
    await waitFor(() => expect(audioEl().getAttribute("src")).not.toBeNull());
    expect(of(calls, "/api/tts/synthesize")[1]?.body).toMatchObject({ text: "The text of scene 2." });

    fireEvent.click(screen.getByRole("button", { name: "Choose voice" }));
    fireEvent.click(await screen.findByRole("button", { name: /^Wavenet D/ }));
    expect(audioEl().getAttribute("src")).toBeNull();
    expect(readMediaPrefs().voiceId).toBe("en-US-Wavenet-D");
    // The new voice's narration waits for Choose Voice to close.
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() =>
      expect(of(calls, "/api/tts/synthesize")[2]?.body).toMatchObject({ voiceId: "en-US-Wavenet-D" }),
    );
  });

  it("asks for nothing and plays nothing behind Choose Voice, and pauses for a preview", async () => {
    withPrefs({ audioOn: true });
    showMedia(sessionAt(1));
    await screen.findByRole("button", { name: "Pause narration" });
    const narrated = audioEl();
    fireEvent.click(screen.getByRole("button", { name: "Choose voice" }));

    // A preview pauses the scene's narration.
    fireEvent.click(await screen.findByRole("button", { name: "Preview Wavenet A" }));
    expect(playback.paused).toContain(narrated);
    // (Behind the modal dialog, the player is hidden from the accessibility tree.)
    expect(screen.getByRole("button", { name: "Play narration", hidden: true })).toBeTruthy();

    // Clicking through the voices costs nothing and plays nothing while the dialog is open.
    const scenes = () =>
      of(calls, "/api/tts/synthesize").filter((c) => c.body?.gameTitle !== "Voice Preview");
    fireEvent.click(screen.getByRole("button", { name: /^Wavenet D/ }));
    fireEvent.click(screen.getByRole("button", { name: /^Wavenet A/ }));
    fireEvent.click(screen.getByRole("button", { name: /^Wavenet D/ }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(scenes()).toHaveLength(1);
    expect(playback.played.filter((el) => el === audioEl())).toHaveLength(0);

    // Closed: the chosen voice's narration, once, and it plays.
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(scenes()).toHaveLength(2));
    expect(scenes()[1]?.body).toMatchObject({ voiceId: "en-US-Wavenet-D" });
    await waitFor(() => expect(playback.played).toContain(audioEl()));
  });

  it("drops audio the browser cannot play, and says so", async () => {
    withPrefs({ audioOn: true });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    showMedia(sessionAt(1));
    await waitFor(() => expect(audioEl().getAttribute("src")).not.toBeNull());
    fireEvent.error(audioEl());
    expect(await screen.findByText("Audio Generation Failed")).toBeTruthy();
    expect(screen.getByText("Could not generate audio narration. You can still read the text.")).toBeTruthy();
    expect(audioEl().getAttribute("src")).toBeNull();
    // A "play" event landing after the failure (auto-play racing the error) shows no Pause.
    fireEvent.play(audioEl());
    // Play asks for it again.
    fireEvent.click(await screen.findByRole("button", { name: "Play narration" }));
    await waitFor(() => expect(of(calls, "/api/tts/synthesize")).toHaveLength(2));
  });

  it("is gone when audio is turned off, and says so when the narrator fails", async () => {
    withPrefs({ audioOn: true });
    stubServer({ "POST /api/tts/synthesize": json({ message: "down" }, 500) });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    showMedia(sessionAt(1));
    expect(await screen.findByText("Audio Generation Failed")).toBeTruthy();
    expect(screen.getByText("Could not generate audio narration. You can still read the text.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Audio", pressed: true }));
    expect(screen.queryByTestId("narration-audio")).toBeNull();
    expect(screen.queryByRole("button", { name: "Choose voice" })).toBeNull();
  });

  it("keeps the volume (0 to 100, step 5) and the mute in this browser", async () => {
    withPrefs({ audioOn: true });
    showMedia(sessionAt(1));
    const slider = (await screen.findByRole("slider", { name: "Volume" })) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual(["0", "100", "5", "100"]);
    fireEvent.change(slider, { target: { value: "35" } });
    fireEvent.click(screen.getByRole("button", { name: "Mute narration", pressed: false }));
    expect(readMediaPrefs()).toMatchObject({ volume: 0.35, muted: true });
    expect(audioEl().volume).toBeCloseTo(0.35);
    expect(audioEl().muted).toBe(true);
  });
});

describe("scene images", () => {
  it("draws one when turned on, again for a new style or scene, and clears it when turned off", async () => {
    const page = showMedia(sessionAt(1));
    expect(sceneImg()).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Images", pressed: false }));
    await waitFor(() => expect(sceneImg()?.src).toBe(`data:image/png;base64,${btoa("photo-realistic")}`));
    expect(sceneImg()?.alt).toBe("Scene illustration: Scene title 1");
    expect(of(calls, "/api/images/generate")[0]?.body).toEqual({
      sessionToken: "token-0123456789abcdefghij",
      sceneText: "The text of scene 1.",
      gameTitle: "The Lantern of Hollow Vale",
      gameGenre: "Fantasy",
      childMode: true,
      imageStyle: "photo-realistic",
    });

    fireEvent.change(screen.getByRole("combobox", { name: "Image style" }), {
      target: { value: "comic-book" },
    });
    await waitFor(() => expect(sceneImg()?.src).toBe(`data:image/png;base64,${btoa("comic-book")}`));

    page.moveTo(sessionAt(2));
    await waitFor(() => expect(of(calls, "/api/images/generate")).toHaveLength(3));
    expect(of(calls, "/api/images/generate")[2]?.body).toMatchObject({
      sceneText: "The text of scene 2.",
      imageStyle: "comic-book",
    });

    fireEvent.click(screen.getByRole("button", { name: "Images", pressed: true }));
    expect(screen.queryByTestId("scene-image-area")).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Image style" })).toBeNull();
    expect(readMediaPrefs()).toMatchObject({ imagesOn: false, imageStyle: "comic-book" });
  });

  it("waits for the style picker to settle, and abandons a picture no longer wanted", async () => {
    withPrefs({ imagesOn: true });
    let slow = true;
    calls = stubServer({
      "POST /api/images/generate": (call) =>
        slow ? never(call) : json({ imageData: btoa(String(call.body?.imageStyle)) })(call),
    });
    showMedia(sessionAt(1));
    await waitFor(() => expect(of(calls, "/api/images/generate")).toHaveLength(1));
    const [first] = of(calls, "/api/images/generate");
    slow = false;

    // Arrowing through the picker passes three styles: one picture, of the last.
    const picker = screen.getByRole("combobox", { name: "Image style" });
    for (const style of ["illustration", "comic-book", "space-age"])
      fireEvent.change(picker, { target: { value: style } });
    await waitFor(() => expect(sceneImg()?.src).toBe(`data:image/png;base64,${btoa("space-age")}`));
    expect(of(calls, "/api/images/generate").map((c) => c.body?.imageStyle)).toEqual([
      "photo-realistic",
      "space-age",
    ]);
    // The first, still out when the style changed, was abandoned.
    expect(first?.signal?.aborted).toBe(true);
  });

  it("says so when the illustrator fails", async () => {
    withPrefs({ imagesOn: true });
    stubServer({ "POST /api/images/generate": json({ message: "down" }, 500) });
    showMedia(sessionAt(1));
    expect(await screen.findByText("Image Generation Failed")).toBeTruthy();
    expect(
      screen.getByText("Could not generate scene image. The text adventure continues without images."),
    ).toBeTruthy();
  });

  it("asks for a picture first when Download is pressed before there is one", async () => {
    withPrefs({ imagesOn: true });
    stubServer({ "POST /api/images/generate": never });
    showMedia(sessionAt(1));
    fireEvent.click(await screen.findByRole("button", { name: "Download image" }));
    expect(await screen.findByText("No Image Available")).toBeTruthy();
    expect(screen.getByText("Please generate a scene image first before downloading.")).toBeTruthy();
  });
});

describe("the choices this browser keeps", () => {
  it("come back on the next visit", async () => {
    showMedia(sessionAt(1));
    fireEvent.click(screen.getByRole("button", { name: "Audio", pressed: false }));
    fireEvent.click(screen.getByRole("button", { name: "Images", pressed: false }));
    fireEvent.change(screen.getByRole("combobox", { name: "Image style" }), {
      target: { value: "space-age" },
    });
    cleanup();
    showMedia(sessionAt(1));
    expect(screen.getByRole("button", { name: "Audio", pressed: true })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Image style" }) as HTMLSelectElement).value).toBe(
      "space-age",
    );
  });

  it("fall back field by field to the defaults when what is stored is wrong", () => {
    expect(parseMediaPrefs("not json")).toEqual(parseMediaPrefs(null));
    expect(parseMediaPrefs(null)).toEqual({
      audioOn: false,
      voiceId: "en-GB-Wavenet-A",
      imagesOn: false,
      imageStyle: "photo-realistic",
      volume: 1,
      muted: false,
    });
    const odd = parseMediaPrefs(
      JSON.stringify({ audioOn: "yes", imageStyle: "oil", volume: 7, voiceId: "" }),
    );
    expect(odd).toMatchObject({
      audioOn: false,
      imageStyle: "photo-realistic",
      volume: 1,
      voiceId: "en-GB-Wavenet-A",
    });
    expect(parseMediaPrefs(JSON.stringify({ volume: 0.4, muted: true })).volume).toBe(0.4);
  });
});

describe("Choose Voice", () => {
  it("lists the voices with flag, name, gender and description, and previews one", async () => {
    withPrefs({ audioOn: true });
    showMedia(sessionAt(1));
    fireEvent.click(screen.getByRole("button", { name: "Choose voice" }));
    const chosen = await screen.findByRole("button", { name: "Wavenet A, British English, Female" });
    expect(chosen.getAttribute("aria-pressed")).toBe("true");
    expect(chosen.textContent).toContain("Selected");
    expect(screen.getByRole("img", { name: "American English" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "British English" })).toBeTruthy();
    expect(screen.getByText("Deep.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Preview Wavenet D" }));
    const previews = () =>
      of(calls, "/api/tts/synthesize").filter((c) => c.body?.gameTitle === "Voice Preview");
    await waitFor(() => expect(previews()).toHaveLength(1));
    expect(previews()[0]?.body).toMatchObject({
      text: VOICE_PREVIEW_TEXT,
      voiceId: "en-US-Wavenet-D",
      gameTitle: "Voice Preview",
    });
  });

  it("shows an empty list, and only logs, when the voices cannot be fetched", async () => {
    withPrefs({ audioOn: true });
    stubServer({
      "GET /api/tts/voices": json({ message: "down" }, 500),
      "POST /api/tts/synthesize": json({ audioContent: "bXAz" }),
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    showMedia(sessionAt(1));
    fireEvent.click(screen.getByRole("button", { name: "Choose voice" }));
    expect(await screen.findByText("No voices are available right now.")).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(document.querySelector('[role="region"][aria-label^="Notifications"] li')).toBeNull();
  });
});
