import { describe, expect, it } from "vitest";
import { isSaveMissing } from "./use-play-session";

describe("isSaveMissing (a loadSave link whose auto-save is gone)", () => {
  it("is true only for the server's 404 'Save not found'", () => {
    expect(isSaveMissing(new Error('404: {"message":"Save not found"}'))).toBe(true);
    // A missing session or game is a different, unplayable case.
    expect(isSaveMissing(new Error('404: {"message":"Session not found"}'))).toBe(false);
    expect(isSaveMissing(new Error('404: {"message":"Game not found"}'))).toBe(false);
    expect(isSaveMissing(new Error("Failed to fetch"))).toBe(false);
    expect(isSaveMissing(null)).toBe(false);
  });
});
