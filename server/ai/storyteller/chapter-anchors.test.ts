import { describe, expect, it } from "vitest";
import { outlinedGame, writtenChapters } from "./test-games";

/**
 * Seventh session (issue 31): a chapter's stock business — rests, setbacks, second thoughts, a
 * companion's doings — is written around the author's places and things, not beside them.
 */
const storyline =
  "Archivist Nell Carrow guards the flooded library of Saltmere. When the brass astrolabe goes missing from the map room, she suspects the harbour master's ledger holds the answer.";
const terms = /Saltmere|astrolabe|map room|ledger|library/i;

function book(): string[] {
  return writtenChapters(
    outlinedGame({
      id: "anchors-test",
      title: "The Astrolabe",
      genre: "mystery",
      storyline,
      characters: [
        { name: "Nell Carrow", role: "archivist", characterType: "protagonist", description: null },
      ],
      instructions: "give her a gruff boatman named Jory",
    }),
  );
}

describe("a chapter's stock business, anchored in the author's world", () => {
  it("names the author's places or things in most sentences of a ten-chapter book", () => {
    const sentences = book()
      .join("\n\n")
      .split(/(?<=[.!?]["”]?)\s+/)
      .filter((s) => s.trim());
    const naming = sentences.filter((s) => terms.test(s)).length / sentences.length;
    // Tenth session: over four game ids the share is 0.76–0.80 whether or not the quiet mystery's
    // stock (quiet-crime.ts) is used; 0.8 held for this id's draw only, and moves with any list.
    expect(naming).toBeGreaterThan(0.75);
  });

  it("says the companion's small doings at the author's place, not as stock lines alone", () => {
    const text = book().join("\n\n");
    // The anchored forms of a companion's business and the hero's rests.
    expect(text).toMatch(/Jory [^.]*\b(Saltmere|library|map room|astrolabe|ledger)\b/);
    expect(text).not.toContain("straightens a crooked thing that did not need straightening");
  });
});

describe("a bare name as a subject", () => {
  it("takes a singular verb whatever its last letter", async () => {
    const { render } = await import("./render");
    const voice = { perspective: "second_person" as const, name: "Ida" };
    expect(render("{other} keeps coming up.", voice, { other: "Ceres" })).toBe("Ceres keeps coming up.");
    expect(render("{other} keeps coming up.", voice, { other: "the oxygen scrubbers" })).toBe(
      "the oxygen scrubbers keep coming up.",
    );
  });
});
