import { CREATE_DRAFT_KEY } from "../../app/private-storage";
import type { CreateFormValues } from "./create-form-model";

/**
 * The create form kept in this browser while it is being written, so that signing in (or a
 * reload, or an expired session) loses nothing. Cleared once the adventure is created, and on
 * logout (ADR 008).
 */
const KEY = CREATE_DRAFT_KEY;
/** A draft older than this is stale: the writer has moved on. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * `owner` is the id of the signed-in writer, or null for a visitor on /create-test. A visitor's
 * draft is claimed by whoever signs in next (that is the point of /create-test); a creator's
 * draft is offered to that creator only, so a session that expired on a shared browser does not
 * hand it to the next person.
 */
export type StoredDraft = { values: CreateFormValues; savedAt: number; owner: string | null };

export function readDraft(reader: string | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    if (!draft?.values || typeof draft.savedAt !== "number" || Date.now() - draft.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(KEY);
      return null;
    }
    // A draft from before owners were kept counts as a visitor's.
    const owner = typeof draft.owner === "string" ? draft.owner : null;
    if (owner !== null && owner !== reader) return null;
    return { values: draft.values, savedAt: draft.savedAt, owner };
  } catch {
    return null;
  }
}

export function writeDraft(values: CreateFormValues, owner: string | null) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ values, savedAt: Date.now(), owner } satisfies StoredDraft));
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
