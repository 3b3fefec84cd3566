/**
 * The runs this browser played, one per game (and per owner's preview), so that opening a
 * game's link again offers "Continue where you left off" (issue 33 item 4). The address bar no
 * longer carries the session (item 5): this store, and for this page's lifetime the visit below,
 * are what tie a tab to its run.
 */
export const LOCAL_RUNS_KEY = "taleforge.play-runs.v1";
const KEPT = 30;

export type LocalRun = { token: string; sceneNumber: number; savedAt: number };
type Runs = Record<string, LocalRun>;

export const runKey = (slug: string, preview: boolean) => `${slug}${preview ? "|preview" : ""}`;

function read(): Runs {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LOCAL_RUNS_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const runs: Runs = {};
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const run = value as Partial<LocalRun> | null;
      if (
        typeof run?.token === "string" &&
        typeof run.sceneNumber === "number" &&
        typeof run.savedAt === "number"
      )
        runs[key] = { token: run.token, sceneNumber: run.sceneNumber, savedAt: run.savedAt };
    }
    return runs;
  } catch {
    return {};
  }
}

function write(runs: Runs) {
  try {
    // The most recently played are kept.
    const kept = Object.entries(runs)
      .sort(([, a], [, b]) => b.savedAt - a.savedAt)
      .slice(0, KEPT);
    localStorage.setItem(LOCAL_RUNS_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage disabled: a later visit starts a new run, as before.
  }
}

export function recallRun(key: string): LocalRun | null {
  return read()[key] ?? null;
}

/** Notes the run's latest scene; the time is when it was last played. */
export function keepRun(key: string, token: string, sceneNumber: number, now = Date.now()) {
  const runs = read();
  const known = runs[key];
  if (known?.token === token && known.sceneNumber === sceneNumber) return;
  runs[key] = { token, sceneNumber, savedAt: now };
  write(runs);
}

/** Forgets the game's run (or only that token's, when another run has replaced it since). */
export function forgetRun(key: string, token?: string) {
  const runs = read();
  if (!runs[key] || (token && runs[key].token !== token)) return;
  delete runs[key];
  write(runs);
}

/**
 * The run this page shows for a game, for as long as the page lives: the session leaves the
 * address once read, and the screen remounts when sign-in becomes known, so the choice is kept
 * here rather than in a component. A reload forgets it, and then the stored run is offered.
 */
const visits = new Map<string, string>();

export const visitToken = (key: string) => visits.get(key) ?? null;
export const setVisit = (key: string, token: string) => void visits.set(key, token);
export const endVisit = (key: string) => void visits.delete(key);

/** "2 hours ago", "just now": when a run was last played, in words. */
export function playedAgo(savedAt: number, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - savedAt) / 1000));
  if (seconds < 60) return "just now";
  const format = new Intl.RelativeTimeFormat("en", { numeric: "always" });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ["minute", 60],
    ["hour", 3600],
    ["day", 86400],
    ["week", 604800],
    ["month", 2592000],
    ["year", 31536000],
  ];
  let unit: Intl.RelativeTimeFormatUnit = "minute";
  let size = 60;
  for (const [name, length] of steps) if (seconds >= length) [unit, size] = [name, length];
  return format.format(-Math.floor(seconds / size), unit);
}
