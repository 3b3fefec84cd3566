/**
 * What a signed-in person typed and this browser keeps for them (ADR 008). Logging out forgets
 * it: on a shared browser the next person to sign in must not be offered someone else's draft.
 * The keys live here, not in the screens that write them, so that the logout button (on the
 * dashboard) can clear them without loading those screens.
 */
import { OWN_SESSIONS_KEY } from "./own-sessions";

export const CREATE_DRAFT_KEY = "taleforge.create-draft.v1";

// A visitor's play tokens: after a logout, the next person to sign in here must not claim them.
const PRIVATE_KEYS = [CREATE_DRAFT_KEY, OWN_SESSIONS_KEY];

export function forgetPrivateStorage() {
  for (const key of PRIVATE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing was kept.
    }
  }
}
