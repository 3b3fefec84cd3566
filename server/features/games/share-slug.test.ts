import { describe, expect, it } from "vitest";
import { shareSlug, slugIdentifier, slugify } from "./share-slug";

describe("share slugs", () => {
  it("lowercases, strips special characters and collapses dashes", () => {
    expect(slugify("  The Dragon's   Lair!! ")).toBe("the-dragon-s-lair");
    expect(slugify("Café — Noir")).toBe("cafe-noir");
    expect(slugify("x".repeat(80))).toHaveLength(60);
  });

  it("ends with a 6-character identifier that a custom URL can keep", () => {
    const slug = shareSlug("Crystal Caves");
    expect(slug).toMatch(/^crystal-caves-[a-z0-9]{6}$/);
    const id = slugIdentifier(slug);
    expect(shareSlug("My own name", id ?? undefined)).toBe(`my-own-name-${id}`);
    expect(shareSlug("!!!", "abc123")).toBe("adventure-abc123");
  });
});
