import { describe, expect, it } from "vitest";
import { actionErrorToast, playToasts } from "./play-toasts";

const titleOf = (message: string) => actionErrorToast(new Error(message));

describe("play action error toasts (spec 000 §8)", () => {
  it("matches the table in order, on the message text", () => {
    expect(titleOf('500: {"message":"Internal Server Error"}')).toEqual({
      variant: "destructive",
      title: "Server Error",
      description: "The story processing encountered an issue. The game will continue with the next action.",
    });
    expect(titleOf("Internal Server Error").title).toBe("Server Error");
    expect(titleOf('503: {"message":"AI service configuration error"}')).toMatchObject({
      title: "AI Service Error",
      description: "The AI service is not properly configured. Please ensure the API key is set.",
    });
    expect(titleOf("Failed to fetch")).toMatchObject({
      title: "Connection Error",
      description: "Unable to connect to the server. Please check your internet connection.",
    });
    expect(titleOf("Network Error: the connection closed").title).toBe("Connection Error");
    expect(titleOf('400: {"message":"Action is required"}')).toMatchObject({
      title: "Invalid Action",
      description: "The action you tried is not valid. Please try a different action.",
    });
    expect(titleOf("Bad Request").title).toBe("Invalid Action");
  });

  it("reads a status from the status part, not from numbers in the server's words", () => {
    expect(titleOf('400: {"message":"Action must be at most 500 characters"}').title).toBe("Invalid Action");
  });

  it("falls back to Action Failed with the server's message, or Unknown error occurred", () => {
    expect(
      titleOf(
        '409: {"message":"The story moved on in another window. Reload to continue from the latest scene."}',
      ),
    ).toEqual({
      variant: "destructive",
      title: "Action Failed",
      description: "The story moved on in another window. Reload to continue from the latest scene.",
    });
    expect(actionErrorToast(new Error(""))).toMatchObject({
      title: "Action Failed",
      description: "Unknown error occurred",
    });
  });
});

describe("a busy AI provider (spec 000 §8)", () => {
  it("is Action Failed with the server's words, not the configuration error", () => {
    const busy = '429: {"message":"The AI service is busy right now. Please try again in a moment."}';
    expect(titleOf(busy)).toEqual({
      variant: "destructive",
      title: "Action Failed",
      description: "The AI service is busy right now. Please try again in a moment.",
    });
  });
});

describe("Progress Auto-Saved (spec 000 §4)", () => {
  it("keeps the spec's title and tells a signed-in player the scene is saved", () => {
    expect(playToasts.autoSaved(4, true)).toEqual({
      variant: "success",
      title: "Progress Auto-Saved",
      description: "Scene 4 is saved, and each scene after it. Your adventure continues.",
    });
  });

  it("does not promise an anonymous player a save they do not have: it points to Save Game", () => {
    const toast = playToasts.autoSaved(4, false);
    expect(toast.title).toBe("Progress Auto-Saved");
    expect(toast.description).not.toMatch(/is saved/);
    expect(toast.description).toMatch(/Save Game/);
    // The run outlives the tab: this browser offers it again on the game's link.
    expect(toast.description).not.toMatch(/this tab/);
    expect(toast.description).toMatch(/this browser/);
  });
});

describe("Load Failed in the play screen's Load Saved Game dialog", () => {
  it("reads like /load-save: unknown code, rate limit, lost connection", () => {
    expect(playToasts.loadFailed(new Error('404: {"message":"Save code not found or expired"}'))).toEqual({
      variant: "destructive",
      title: "Load Failed",
      description: "Save code not found or expired",
    });
    expect(playToasts.loadFailed(new Error("429: Too Many Requests")).description).toBe(
      "Too many attempts. Please wait a minute and try again.",
    );
    expect(
      playToasts.loadFailed(
        new Error('429: {"message":"Too many requests. Please wait 40 seconds and try again."}'),
      ).description,
    ).toBe("Too many requests. Please wait 40 seconds and try again.");
    expect(playToasts.loadFailed(new TypeError("Failed to fetch")).description).toMatch(/connection/);
  });
});
