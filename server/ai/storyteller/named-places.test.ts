import { describe, expect, it } from "vitest";
import { premiseOf } from "./premise";
import { titleCase } from "./text";

/**
 * Reading failures behind a written story that misses the author's names (issue 31, ADR 028,
 * fifth session): a name with a lower-case particle is one name, a thing of a named place where
 * the story happens is a place, and an -s word before an object pronoun is a verb.
 */
describe("the premise reader keeps the author's names whole", () => {
  it("keeps a lower-case particle inside a place's name", () => {
    const p = premiseOf({
      storyline: "Ana sells fish at the Mercado de San Juan. Her cousin works at the Huis ten Bosch.",
    });
    expect(p.places).toContain("the Mercado de San Juan");
    expect(p.places).toContain("the Huis ten Bosch");
    expect(p.places).not.toContain("the Mercado");
  });

  it("reads the thing of a named place where the story happens as a place", () => {
    const p = premiseOf({
      storyline: "At the old cannery of Port Ruthven, welder Maggie Dunn finds a sealed crate.",
    });
    expect(p.places).toContain("the old cannery of Port Ruthven");
    expect(p.objects).not.toContain("the old cannery of Port Ruthven");
  });

  it("reads an -s word before an object pronoun as the verb, not a thing", () => {
    const p = premiseOf({
      storyline: "Ines Moreau keeps the ferry's books. Her uncle, Tomas Ruiz, orders them to sail at dawn.",
    });
    // compromise reads "orders" as a plural noun: the story would circle "the orders".
    expect(p.objects.join(" ")).not.toMatch(/orders/);
  });

  it("reads a shift as a span of time, never a thing to follow", () => {
    const p = premiseOf({
      storyline:
        "Lorna Kemp, a tram driver, has one shift to find the missing fare box before the depot closes.",
    });
    expect(p.objects).not.toContain("the shift");
    expect(p.objects.join(" ")).toMatch(/fare box/);
  });

  it("reads a role before a name as the person's role, even when the name ends in a place word", () => {
    const p = premiseOf({
      storyline: "In the hill town of Castelmora, cartographer Orrin Vale draws a map.",
    });
    expect(p.hero).toMatchObject({ name: "Orrin Vale", role: "cartographer" });
    expect(p.places).not.toContain("the cartographer Orrin Vale");
    const q = premiseOf({ storyline: "Sculptor Ines Moreau rents a studio in Arles." });
    expect(q.hero).toMatchObject({ name: "Ines Moreau", role: "sculptor" });
  });

  it("keeps a particle inside a name lower-case in a title", () => {
    expect(titleCase("the Orchard of Anna van Buren")).toBe("The Orchard of Anna van Buren");
    expect(titleCase("a red van at the Huis ten Bosch")).toBe("A Red Van at the Huis ten Bosch");
  });
});
