const DAY_MS = 86_400_000;

/** Midnight of the local calendar day, as a day count that ignores daylight-saving shifts. */
function localDayNumber(date: Date): number {
  return Math.round(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS);
}

/**
 * Spec 001 §9: when a saved game was last played — Today, Yesterday, "{n} days ago" under 7
 * days, otherwise the local date. Days are calendar days in the player's time zone, so a game
 * played at 23:50 reads "Yesterday" ten minutes after midnight.
 */
export function playedLabel(lastPlayedAt: string | Date, now: Date = new Date(), locale?: string): string {
  const played = new Date(lastPlayedAt);
  if (Number.isNaN(played.getTime())) return "Unknown";
  const days = localDayNumber(now) - localDayNumber(played);
  // A clock a little ahead of ours must not produce "-1 days ago".
  if (days <= 0) return "Today";
  if (days === 1) return "Yesterday";
  if (days < 7) return `${days} days ago`;
  return played.toLocaleDateString(locale);
}
