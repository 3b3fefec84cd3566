// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import * as toasts from "../../../ui/toast-store";
import { downloadImage, FALLBACK_DELAY_MS, imageFileName } from "./image-download";

const PNG = `data:image/png;base64,${btoa("png bytes")}`;
let clicks: { href: string; download: string }[];
let toast: MockInstance<typeof toasts.toast>;

beforeEach(() => {
  clicks = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  toast = vi.spyOn(toasts, "toast");
  URL.createObjectURL = vi.fn(() => "blob:scene");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const titles = () => toast.mock.calls.map(([input]) => input.title);

describe("the scene image's download (spec 000 §5, §8)", () => {
  it("is named for the game and the scene", () => {
    expect(imageFileName("The Lantern of Hollow Vale", 4)).toBe("The Lantern of Hollow Vale - Scene 4.png");
  });

  it("saves the picture's bytes and says Image Downloaded", async () => {
    downloadImage(PNG, "Game - Scene 1.png");
    expect(clicks).toEqual([{ href: "blob:scene", download: "Game - Scene 1.png" }]);
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe("image/png");
    expect(await blob.text()).toBe("png bytes");
    expect(titles()).toEqual(["Image Downloaded"]);
  });

  it("with no picture, asks for one first", () => {
    downloadImage(null, "Game - Scene 1.png");
    expect(clicks).toEqual([]);
    expect(toast).toHaveBeenCalledWith({
      variant: "destructive",
      title: "No Image Available",
      description: "Please generate a scene image first before downloading.",
    });
  });

  it("on failure says Download Failed, then tries the picture's own address and says how to save it by hand", () => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.mocked(URL.createObjectURL).mockImplementation(() => {
      throw new Error("blocked");
    });
    downloadImage(PNG, "Game - Scene 1.png");
    expect(titles()).toEqual(["Download Failed"]);
    vi.advanceTimersByTime(FALLBACK_DELAY_MS);
    expect(clicks).toEqual([{ href: PNG, download: "Game - Scene 1.png" }]);
    expect(titles()).toEqual(["Download Failed", "Download Attempted"]);
    expect(toast.mock.calls[1]?.[0]).toMatchObject({ description: expect.stringMatching(/right-click/) });
  });
});
