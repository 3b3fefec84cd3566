import { errorMessage } from "../../api/request";
import type { ToastInput } from "../../ui/toast-store";
import { loadFailureMessage } from "../load-save/load-failure";

/** The status code at the start of an apiRequest-style message ("503: {...}"), if any. */
function statusOf(message: string): string | null {
  return /^(\d{3}): /.exec(message)?.[1] ?? null;
}

/**
 * Spec 000 §8, play action errors, matched on the message text in the table's order. A status
 * code is looked for in the status part when the message has one, so that a number inside the
 * server's words (say "at most 500 characters") is not mistaken for the status.
 */
export function actionErrorToast(error: unknown): ToastInput {
  const message = error instanceof Error ? error.message : String(error ?? "");
  const status = statusOf(message);
  const hasCode = (code: string) => (status ? status === code : message.includes(code));
  const has = (text: string) => message.includes(text);

  if (hasCode("500") || has("Internal Server Error")) {
    return {
      variant: "destructive",
      title: "Server Error",
      description: "The story processing encountered an issue. The game will continue with the next action.",
    };
  }
  if (hasCode("503") || has("AI service configuration error")) {
    return {
      variant: "destructive",
      title: "AI Service Error",
      description: "The AI service is not properly configured. Please ensure the API key is set.",
    };
  }
  if (has("Network Error") || has("Failed to fetch")) {
    return {
      variant: "destructive",
      title: "Connection Error",
      description: "Unable to connect to the server. Please check your internet connection.",
    };
  }
  if (hasCode("400") || has("Bad Request")) {
    return {
      variant: "destructive",
      title: "Invalid Action",
      description: "The action you tried is not valid. Please try a different action.",
    };
  }
  return {
    variant: "destructive",
    title: "Action Failed",
    description: message ? errorMessage(error, "Unknown error occurred") : "Unknown error occurred",
  };
}

/** Spec 000 §8, other play toasts, word for word. */
export const playToasts = {
  /**
   * The spec's title for everyone; the words say what is true. Only a signed-in player has
   * auto-saves. An anonymous player's run is kept by the server (30 days unplayed, ADR 015) and
   * remembered by this browser, which offers it again on the game's link; a save code is what
   * brings it to another device. Shown once per run (auto-save-notice.ts).
   */
  autoSaved: (sceneNumber: number, hasAutoSaves: boolean): ToastInput => ({
    variant: "success",
    title: "Progress Auto-Saved",
    description: hasAutoSaves
      ? `Scene ${sceneNumber} is saved, and each scene after it. Your adventure continues.`
      : `Scene ${sceneNumber} is kept for this browser: open this game's link here to continue. Use Save Game for a code to continue on another device.`,
  }),
  chapterAdvanced: (beat: string): ToastInput => ({
    variant: "success",
    title: "Chapter Advanced",
    description: `Moved to ${beat}`,
  }),
  chapterFailed: (error: unknown): ToastInput => ({
    variant: "destructive",
    title: "Chapter Progression Failed",
    description: errorMessage(error),
  }),
  rolledBack: (sceneNumber: number, sceneTitle: string | null): ToastInput => ({
    variant: "success",
    title: "Scene Rolled Back",
    description: sceneTitle
      ? `Returned to scene ${sceneNumber}: ${sceneTitle}.`
      : `Returned to scene ${sceneNumber}.`,
  }),
  rollbackFailed: (error: unknown): ToastInput => ({
    variant: "destructive",
    title: "Rollback Failed",
    description: errorMessage(error),
  }),
  storyDownloaded: (): ToastInput => ({
    variant: "success",
    title: "Story Downloaded",
    description: "Your adventure so far is saved as a text file.",
  }),
  downloadFailed: (): ToastInput => ({
    variant: "destructive",
    title: "Download Failed",
    description: "Unable to download your story. Please try again.",
  }),
  saveFailed: (): ToastInput => ({
    variant: "destructive",
    title: "Save Failed",
    description: "Could not create save",
  }),
  saveLoaded: (message: string): ToastInput => ({
    variant: "success",
    title: "Save Loaded!",
    description: message,
  }),
  /** A `loadSave` link whose auto-save is gone: the session opens where it was instead. */
  saveMissing: (): ToastInput => ({
    variant: "destructive",
    title: "Save Not Found",
    description:
      "That auto-save no longer exists (only the latest 10 are kept). You are back at the latest scene of this game.",
  }),
  /** "Save code not found or expired" for a bad code; a rate limit or lost connection says so. */
  loadFailed: (error: unknown): ToastInput => ({
    variant: "destructive",
    title: "Load Failed",
    description: loadFailureMessage(error),
  }),
  copied: (): ToastInput => ({
    variant: "success",
    title: "Copied!",
    description: "Save code copied to clipboard",
  }),
  copyFailed: (): ToastInput => ({
    variant: "destructive",
    title: "Copy Failed",
    description: "Could not copy to clipboard",
  }),
};
