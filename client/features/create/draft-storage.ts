import type { CreateFormValues } from "./create-form-model";

/**
 * The create form kept in this browser while it is being written, so that signing in (or a
 * reload, or an expired session) loses nothing. Cleared once the adventure is created.
 */
const KEY = "taleforge.create-draft.v1";
/** A draft older than this is stale: the writer has moved on. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type StoredDraft = { values: CreateFormValues; savedAt: number };

export function readDraft(): StoredDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (!draft?.values || typeof draft.savedAt !== "number" || Date.now() - draft.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(KEY);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(values: CreateFormValues) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ values, savedAt: Date.now() } satisfies StoredDraft));
  } catch {
    // Storage full or disabled: the form still works, it just is not kept.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Whether the values hold anything a writer would miss. */
export function hasContent(values: CreateFormValues): boolean {
  return Boolean(
    values.title.trim() ||
      values.storyline.trim() ||
      values.authorInfluence.trim() ||
      values.characters.some(
        (c) => c.name.trim() || (c.role.trim() && c.role !== "protagonist") || c.description.trim(),
      ),
  );
}
