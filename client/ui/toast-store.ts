import type { LucideIcon } from "lucide-react";
import { useSyncExternalStore } from "react";

/** Spec 000 §9: one toast at a time, shown 5000 ms, removed 1000 ms after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastInput = {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  /** How long it stays, in ms, when a screen's spec asks for other than the default 5000. */
  duration?: number;
  /** One button in the toast (Undo); pressing it closes the toast. */
  action?: ToastAction;
};
export type ToastAction = {
  label: string;
  /** What a screen reader user is told to do instead, should the toast close first (Radix); the label when not given. */
  altText?: string;
  icon?: LucideIcon;
  onClick: () => void;
};
export type ToastItem = ToastInput & { id: string; open: boolean };

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string) {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput): string {
  nextId += 1;
  const id = String(nextId);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}
