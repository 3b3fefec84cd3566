import { describe, expect, it } from "vitest";
import { personalize } from "./personalize";

/** ADR 028, eighth session: a hero whose name the author typed in lower case. */
describe("personalize: a lower-case-typed hero", () => {
  it("is 'you' when a sentence opens with the name, never 'Mrs irene you'", () => {
    const text = "Mrs irene kowalczyk must undo a mistake. Mrs Irene Kowalczyk waits.";
    const out = personalize(text, "mrs irene kowalczyk", "second_person");
    expect(out).not.toMatch(/irene|kowalczyk/i);
    expect(out).toMatch(/^you must undo a mistake\. you wait\.$/i);
  });
});
