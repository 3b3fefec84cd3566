import { describe, expect, it } from "vitest";
import { parseAssistedCharacters } from "./parse-characters";

describe("the assistant's character lines", () => {
  it("reads name, role, type and description, and skips other lines", () => {
    const text = [
      "- Caspian (Apprentice mage, protagonist): Caspian is quick and curious.",
      "2. **Briony** (Blind archivist): Knows every book.",
      "Some closing remark.",
    ].join("\n");
    expect(parseAssistedCharacters(text)).toEqual([
      {
        name: "Caspian",
        role: "Apprentice mage",
        characterType: "protagonist",
        description: "Caspian is quick and curious.",
      },
      {
        name: "Briony",
        role: "Blind archivist",
        characterType: "supporting",
        description: "Knows every book.",
      },
    ]);
  });
});
