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

/** ADR 028, ninth session: a relative who shares the hero's surname. */
describe("personalize: a relative with the hero's surname", () => {
  it("leaves the relative's full name alone, and still reads the hero's bare surname", () => {
    expect(
      personalize(
        "A message from Gavin Achterberg brings Maureen Achterberg to the office.",
        "Maureen Achterberg",
        "second_person",
      ),
    ).toBe("A message from Gavin Achterberg brings you to the office.");
    expect(
      personalize(
        "The trail goes cold. Gavin Achterberg is not so sure.",
        "Maureen Achterberg",
        "second_person",
      ),
    ).toBe("The trail goes cold. Gavin Achterberg is not so sure.");
    expect(personalize("When Achterberg arrives, Gavin waits.", "Maureen Achterberg", "second_person")).toBe(
      "When you arrive, Gavin waits.",
    );
  });

  it("keeps a cast member's given name that English has as a word: 'Frank Kershaw warns'", () => {
    expect(
      personalize(
        "Frank Kershaw warns that the brewery has taken an interest.",
        "Pat Kershaw",
        "second_person",
        ["Frank Kershaw"],
      ),
    ).toBe("Frank Kershaw warns that the brewery has taken an interest.");
    // A word opening a sentence before the surname is still the hero's: "When Kershaw arrives".
    expect(
      personalize("When Kershaw arrives, Frank waits.", "Pat Kershaw", "second_person", ["Frank Kershaw"]),
    ).toBe("When you arrive, Frank waits.");
  });
});
