import { describe, expect, it } from "vitest";
import { fallbackFilename, filenameFromDisposition } from "./download";

describe("filenameFromDisposition", () => {
  it("prefers the UTF-8 name", () => {
    const header =
      "attachment; filename=\"Caf_ Noir - 2026-05-20.zip\"; filename*=UTF-8''Caf%C3%A9%20Noir%20-%202026-05-20.zip";
    expect(filenameFromDisposition(header)).toBe("Café Noir - 2026-05-20.zip");
  });

  it("reads a quoted or bare plain name", () => {
    expect(filenameFromDisposition('attachment; filename="The Lantern - 2026-05-20.json"')).toBe(
      "The Lantern - 2026-05-20.json",
    );
    expect(filenameFromDisposition("attachment; filename=story.zip")).toBe("story.zip");
  });

  it("keeps only the last path segment", () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
  });

  it("answers null when there is no name", () => {
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition("attachment")).toBeNull();
  });

  it("falls back to the plain name when the UTF-8 name is malformed", () => {
    expect(filenameFromDisposition("attachment; filename=\"a.zip\"; filename*=UTF-8''%E0%A4%A.zip")).toBe(
      "a.zip",
    );
  });
});

describe("fallbackFilename", () => {
  it("uses the title and the date", () => {
    const day = new Date("2026-05-20T12:00:00Z");
    expect(fallbackFilename("The Lantern: Part 2", "story", day)).toBe("The Lantern Part 2 - 2026-05-20.zip");
    expect(fallbackFilename("???", "json", day)).toBe("Adventure - 2026-05-20.json");
  });
});
