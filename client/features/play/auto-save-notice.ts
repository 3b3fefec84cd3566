import { useSyncExternalStore } from "react";
import { toast } from "../../ui/toast-store";
import { playToasts } from "./play-toasts";

/**
 * Issue 33 item 7: the Progress Auto-Saved toast covered a phone's choices after every turn. It
 * is shown for a run's first saved scene only; after that the header's tick says the scene is
 * kept (useSavedScene), quietly.
 */
const announced = new Set<string>();
const savedScene = new Map<string, number>();
const listeners = new Set<() => void>();

export function announceAutoSave(token: string, sceneNumber: number, hasAutoSaves: boolean) {
  if (!announced.has(token)) {
    announced.add(token);
    toast(playToasts.autoSaved(sceneNumber, hasAutoSaves));
  }
  savedScene.set(token, sceneNumber);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The run's scene last kept after a turn on this page, or null before the first. */
export function useSavedScene(token: string): number | null {
  return useSyncExternalStore(subscribe, () => savedScene.get(token) ?? null);
}

/** For unit tests: forgets what was announced. */
export function resetAutoSaveNotices() {
  announced.clear();
  savedScene.clear();
}
