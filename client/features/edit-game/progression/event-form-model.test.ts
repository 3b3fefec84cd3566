import { describe, expect, it } from "vitest";
import { PROGRESSION_MESSAGES } from "../../../../contract/progression";
import { EMPTY_DRAFT, parseDraft, splitNames } from "./event-form-model";

const filled = { ...EMPTY_DRAFT, eventType: "job", eventDescription: "Promoted", impactLevel: "moderate" };

describe("the add-event draft", () => {
  it("splits related characters on commas, dropping blanks and repeats of any case", () => {
    expect(splitNames(" Mara, old Tom,, mara ,")).toEqual(["Mara", "old Tom"]);
    expect(splitNames("")).toEqual([]);
  });

  it("reports the three required fields together", () => {
    expect(parseDraft({ ...filled, eventDescription: "   " })).toMatchObject({
      ok: false,
      requiredMissing: true,
    });
    expect(parseDraft({ ...filled, impactLevel: "" })).toMatchObject({ ok: false, requiredMissing: true });
    expect(parseDraft(filled)).toEqual({
      ok: true,
      request: { ...filled, eventType: "job", relatedCharacters: [], sceneNumber: null },
    });
  });

  it("takes a whole scene number from 0 to 100000, and nothing looser", () => {
    expect(parseDraft({ ...filled, sceneNumber: " 12 " })).toMatchObject({
      ok: true,
      request: { sceneNumber: 12 },
    });
    for (const bad of ["4.5", "-2", "1e3", "abc", "100001"])
      expect(parseDraft({ ...filled, sceneNumber: bad })).toEqual({
        ok: false,
        requiredMissing: false,
        errors: { sceneNumber: PROGRESSION_MESSAGES.sceneNumber },
      });
  });

  it("passes on the contract's limits per field", () => {
    const long = parseDraft({ ...filled, relatedCharacters: "x".repeat(81) });
    expect(long).toMatchObject({
      ok: false,
      errors: { relatedCharacters: expect.stringMatching(/80 characters/) },
    });
  });
});
