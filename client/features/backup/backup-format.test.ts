import { describe, expect, it } from "vitest";
import { formatDate, formatSize } from "./backup-format";

describe("a backup's size and date", () => {
  it("reads sizes in B, KB and MB", () => {
    expect(formatSize(512)).toBe("512 B");
    expect(formatSize(3_482)).toBe("3.4 KB");
    expect(formatSize(5 * 1024 * 1024)).toBe("5.0 MB");
  });
  it("shows the date and the time", () => {
    const shown = formatDate("2026-11-26T05:12:31.000Z", "en-GB");
    expect(shown).toContain("2026");
    expect(shown).toMatch(/\d{2}:\d{2}/);
  });
});
