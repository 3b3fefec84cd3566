import { useEffect } from "react";
import { FullPageLoader } from "../../ui/full-page-loader";
import { sendToLogin } from "./use-saved-games";

/**
 * `/saved-games` for a signed-out visitor (spec 001 §4, §6): the same Unauthorized toast and
 * redirect to the login path as a signed-in player whose session ended.
 */
export default function SavedGamesSignedOut() {
  // The cleanup cancels the redirect if the screen goes first (sign-in state arrived after all).
  useEffect(() => sendToLogin(), []);
  return <FullPageLoader label="Taking you to sign in…" />;
}
