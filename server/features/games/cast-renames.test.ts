import { describe, expect, it } from "vitest";
import { applyRenames, castRenames } from "./cast-renames";

const saved = [
  { id: "a", name: "Ann" },
  { id: "b", name: "Bo" },
  { id: "c", name: "Cy" },
];

describe("cast renames", () => {
  it("follows a renamed character, and only that one", () => {
    const renames = castRenames(saved, [{ id: "a", name: "Anna" }, { id: "b", name: "Bo" }, { name: "Dee" }]);
    expect([...renames]).toEqual([["Ann", "Anna"]]);
    expect(applyRenames(["Ann", "Bo", "Cy"], renames)).toEqual(["Anna", "Bo", "Cy"]);
  });

  it("leaves swapped names alone, and never renames twice or duplicates a pick", () => {
    const swap = castRenames(saved, [
      { id: "a", name: "Bo" },
      { id: "b", name: "Ann" },
    ]);
    expect(swap.size).toBe(0);
    const renames = castRenames(saved, [
      { id: "a", name: "Bo2" },
      { id: "b", name: "Bo" },
    ]);
    expect(applyRenames(["Ann", "Bo2"], renames)).toEqual(["Bo2"]);
  });
});
