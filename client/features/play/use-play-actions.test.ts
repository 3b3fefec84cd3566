import { describe, expect, it } from "vitest";
import { REFUSAL_SENTENCE } from "../../../contract/constants";
import { isRefusal } from "./use-play-actions";

describe("isRefusal (spec 000 §2, System Restriction)", () => {
  it("is true when the system message contains the fixed refusal sentence", () => {
    expect(isRefusal(REFUSAL_SENTENCE)).toBe(true);
    expect(isRefusal(`Child-safe mode. ${REFUSAL_SENTENCE}`)).toBe(true);
  });

  it("is false for other messages, even ones that open with an apology", () => {
    expect(isRefusal("I'm sorry, the storyteller lost the thread. Here is the next scene.")).toBe(false);
    expect(isRefusal("I'm sorry")).toBe(false);
    expect(isRefusal("The story continues after a short pause.")).toBe(false);
    // Only part of the sentence is not the sentence.
    expect(isRefusal(REFUSAL_SENTENCE.slice(0, -10))).toBe(false);
  });

  it("is false when there is no system message", () => {
    expect(isRefusal(null)).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
    expect(isRefusal("")).toBe(false);
  });
});
