import { errorMessage, serverMessage } from "../../api/request";

export const CODE_NOT_FOUND = "Save code not found or expired";

/** What to tell the player when a load fails; the spec's sentence for an unknown or bad code. */
export function loadFailureMessage(error: unknown): string {
  if (!(error instanceof Error)) return CODE_NOT_FOUND;
  const status = Number(/^(\d{3}):/.exec(error.message)?.[1]);
  if (status === 404 || status === 400) return CODE_NOT_FOUND;
  // This address's loads a minute are spent: the server says how long to wait (ADR 015).
  if (status === 429) return serverMessage(error, "Too many attempts. Please wait a minute and try again.");
  if (!status) return "Couldn't reach Taleforge. Check your connection and try again.";
  return errorMessage(error, CODE_NOT_FOUND);
}
