/**
 * What a signed-in person typed and this browser keeps for them (ADR 008). Logging out forgets
 * it: on a shared browser the next person to sign in must not be offered someone else's draft.
 * The keys live here, not in the screens that write them, so that the logout button (on the
 * dashboard) can clear them without loading those screens.
 */
export const CREATE_DRAFT_KEY = "taleforge.create-draft.v1";

const PRIVATE_KEYS = [CREATE_DRAFT_KEY];

export function forgetPrivateStorage() {
  for (const key of PRIVATE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing was kept.
    }
  }
}
