import { errorMessage, serverMessage } from "../../api/request";
import { toast } from "../../ui/toast-store";

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec 001 §8: a message with 401 or Unauthorized means the session has ended. */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof Error && (/^401: /.test(error.message) || error.message.includes("Unauthorized"));
}

/**
 * Session Expired: the toast, then sign-in after 500 ms, coming back to this screen. The
 * forms keep their drafts in the browser, so nothing typed is lost on the way.
 */
export function handleSessionExpired(error: unknown): boolean {
  if (!isSessionExpired(error)) return false;
  toast({
    title: "Session Expired",
    description: "Please log in again to continue.",
    variant: "destructive",
  });
  const returnTo = `${window.location.pathname}${window.location.search}`;
  setTimeout(() => {
    window.location.href = `/api/login?returnTo=${encodeURIComponent(returnTo)}`;
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}

/** A 400 with the server's own message: the request was refused for a reason the user can fix. */
export function isRefusal(error: unknown): boolean {
  return error instanceof Error && /^400: /.test(error.message) && serverMessage(error, "") !== "";
}

/** A destructive toast titled as the spec names it, with the server's message as its text. */
export function failureToast(title: string, error: unknown, fallback?: string) {
  if (handleSessionExpired(error)) return;
  toast({ title, description: fallback ?? errorMessage(error), variant: "destructive" });
}
