import { describe, expect, it } from "vitest";
import { genreLabel } from "./genres";

describe("genre labels", () => {
  it("reads as English", () => {
    expect(genreLabel("sci-fi")).toBe("Sci-Fi");
    expect(genreLabel("slice-of-life")).toBe("Slice of Life");
    expect(genreLabel("romantic-drama")).toBe("Romantic Drama");
    expect(genreLabel("post-apocalyptic")).toBe("Post-Apocalyptic");
    expect(genreLabel("love-interest")).toBe("Love Interest");
  });
});
