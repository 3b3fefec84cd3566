import { describe, expect, it } from "vitest";
import { withPlacePrepositions } from "./place-prepositions";

describe("a place's own preposition (twelfth session)", () => {
  it("says on the ferry, in Dublin, on the tidal island, at the bakery; an aimed 'at' stays", () => {
    const text =
      "At the overnight ferry, rain. Niamh waits at Dublin. Life at the tidal island is slow. She works at the bakery. Declan looks at the overnight ferry and laughs at Dublin.";
    expect(
      withPlacePrepositions(text, ["the overnight ferry", "Dublin", "the tidal island", "the bakery"]),
    ).toBe(
      "On the overnight ferry, rain. Niamh waits in Dublin. Life on the tidal island is slow. She works at the bakery. Declan looks at the overnight ferry and laughs at Dublin.",
    );
  });
});
