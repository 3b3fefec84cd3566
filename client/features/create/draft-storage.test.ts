// @vitest-environment jsdom

import { afterEach, describe, expect, it } from "vitest";
import { forgetPrivateStorage } from "../../app/private-storage";
import { DEFAULT_VALUES } from "./create-form-model";
import { readDraft, writeDraft } from "./draft-storage";

const typed = { ...DEFAULT_VALUES, title: "A Shared Browser" };

afterEach(() => localStorage.clear());

describe("the create draft kept in the browser (ADR 008)", () => {
  it("offers a creator's draft to that creator only", () => {
    writeDraft(typed, "user-a");
    expect(readDraft("user-a")?.values.title).toBe("A Shared Browser");
    expect(readDraft("user-b")).toBeNull();
    expect(readDraft(null)).toBeNull();
  });

  it("lets a visitor's draft be claimed by whoever signs in", () => {
    writeDraft(typed, null);
    expect(readDraft(null)?.values.title).toBe("A Shared Browser");
    expect(readDraft("user-b")?.values.title).toBe("A Shared Browser");
  });

  it("is forgotten on logout", () => {
    writeDraft(typed, "user-a");
    forgetPrivateStorage();
    expect(readDraft("user-a")).toBeNull();
  });
});
