import { AddEventRequest, PROGRESSION_MESSAGES } from "../../../../contract/progression";

/** The add-event form as typed: every field a string, the selects empty until chosen. */
export type EventDraft = {
  eventType: string;
  eventDescription: string;
  impactLevel: string;
  relatedCharacters: string;
  sceneNumber: string;
};

export const EMPTY_DRAFT: EventDraft = {
  eventType: "",
  eventDescription: "",
  impactLevel: "",
  relatedCharacters: "",
  sceneNumber: "",
};

export type DraftErrors = Partial<Record<"eventDescription" | "relatedCharacters" | "sceneNumber", string>>;

export type ParsedDraft =
  | { ok: true; request: AddEventRequest }
  | { ok: false; requiredMissing: boolean; errors: DraftErrors };

/** "Mara, old Tom,, mara" → ["Mara", "old Tom"]: blanks dropped, repeats (any case) once. */
export function splitNames(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of text.split(",")) {
    const name = raw.trim();
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/**
 * Checks the draft with the contract's own rules, so the form and the server agree. The three
 * required fields are reported together as spec 002 §5's one message; other problems per field.
 */
export function parseDraft(draft: EventDraft): ParsedDraft {
  const requiredMissing = !draft.eventType || !draft.eventDescription.trim() || !draft.impactLevel;
  const errors: DraftErrors = {};

  const scene = draft.sceneNumber.trim();
  // A typed-in number only: "1e3", "4.5" or "-2" are refused here rather than rounded.
  if (scene && !/^\d+$/.test(scene)) errors.sceneNumber = PROGRESSION_MESSAGES.sceneNumber;

  const request: AddEventRequest = {
    eventType: draft.eventType as AddEventRequest["eventType"],
    eventDescription: draft.eventDescription.trim(),
    impactLevel: draft.impactLevel as AddEventRequest["impactLevel"],
    relatedCharacters: splitNames(draft.relatedCharacters),
    sceneNumber: scene && !errors.sceneNumber ? Number(scene) : null,
  };
  const checked = AddEventRequest.safeParse(request);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if (issue.message === PROGRESSION_MESSAGES.requiredFields) continue;
      if (field === "eventDescription" || field === "relatedCharacters" || field === "sceneNumber")
        errors[field] ??= issue.message;
    }
  }
  if (requiredMissing || Object.keys(errors).length > 0) return { ok: false, requiredMissing, errors };
  return { ok: true, request };
}
