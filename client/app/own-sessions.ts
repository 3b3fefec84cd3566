/**
 * Play sessions this browser started or loaded while signed out. Holding a play link is not
 * owning it (links get shared), so a session becomes a signed-in player's only when the browser
 * that played it asks (POST /api/sessions/{token}/claim) — and it asks only for these.
 */
export const OWN_SESSIONS_KEY = "taleforge.own-sessions.v1";
const KEPT = 20;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OWN_SESSIONS_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

function write(tokens: string[]) {
  try {
    localStorage.setItem(OWN_SESSIONS_KEY, JSON.stringify(tokens.slice(-KEPT)));
  } catch {
    // Storage disabled: the session simply stays a visitor's.
  }
}

export function rememberOwnSession(token: string) {
  write([...read().filter((t) => t !== token), token]);
}

export function isOwnSession(token: string): boolean {
  return read().includes(token);
}

export function forgetOwnSession(token: string) {
  write(read().filter((t) => t !== token));
}
