import { describe, expect, it } from "vitest";
import { playedLabel } from "./played-label";

// Local times: the label is about the player's own calendar.
const now = new Date(2026, 4, 20, 10, 30); // 20 May 2026, 10:30

describe("playedLabel", () => {
  it("says Today for any time earlier today", () => {
    expect(playedLabel(new Date(2026, 4, 20, 0, 1), now)).toBe("Today");
    expect(playedLabel(new Date(2026, 4, 20, 10, 29), now)).toBe("Today");
  });

  it("says Today for a time slightly in the future (clock skew)", () => {
    expect(playedLabel(new Date(2026, 4, 20, 10, 45), now)).toBe("Today");
    expect(playedLabel(new Date(2026, 4, 21, 9, 0), now)).toBe("Today");
  });

  it("says Yesterday for the previous calendar day, even minutes before midnight", () => {
    expect(playedLabel(new Date(2026, 4, 19, 23, 50), new Date(2026, 4, 20, 0, 5))).toBe("Yesterday");
    expect(playedLabel(new Date(2026, 4, 19, 8, 0), now)).toBe("Yesterday");
  });

  it("counts days under a week", () => {
    expect(playedLabel(new Date(2026, 4, 18, 12, 0), now)).toBe("2 days ago");
    expect(playedLabel(new Date(2026, 4, 14, 23, 59), now)).toBe("6 days ago");
  });

  it("shows the local date from 7 days on", () => {
    const weekAgo = new Date(2026, 4, 13, 9, 0);
    expect(playedLabel(weekAgo, now, "en-GB")).toBe("13/05/2026");
    expect(playedLabel(new Date(2025, 11, 24, 18, 0), now, "en-US")).toBe("12/24/2025");
  });

  it("accepts the ISO strings the server sends", () => {
    const iso = new Date(2026, 4, 17, 15, 0).toISOString();
    expect(playedLabel(iso, now)).toBe("3 days ago");
  });

  it("handles a month boundary and a daylight-saving change", () => {
    expect(playedLabel(new Date(2026, 2, 31, 22, 0), new Date(2026, 3, 1, 1, 0))).toBe("Yesterday");
    // Across the March clock change in most northern zones.
    expect(playedLabel(new Date(2026, 2, 27, 12, 0), new Date(2026, 2, 30, 12, 0))).toBe("3 days ago");
  });

  it("does not throw on a bad date", () => {
    expect(playedLabel("not a date", now)).toBe("Unknown");
  });
});
