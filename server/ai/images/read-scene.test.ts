import { describe, expect, it } from "vitest";
import { readScene } from "./read-scene";

const world = { title: "T", genre: "fantasy", childMode: false };

describe("reading a scene for its picture", () => {
  it("finds the place, the time, the mood and the things", () => {
    const r = readScene(
      "Torches flicker along the pillars of the great hall. At midnight a stranger opens the iron door; you whisper a warning and watch the shadows.",
      world,
    );
    expect(r.backdrop).toBe("hall");
    expect(r.indoor).toBe(true);
    expect(r.time).toBe("night");
    expect(r.mood).toBe("eerie");
    expect(r.props).toEqual(expect.arrayContaining(["torch", "door"]));
    expect(r.people).toBe(1);
  });

  it("falls back on the genre's places when the scene names none", () => {
    const r = readScene("You wait. Nothing happens for a while.", { ...world, genre: "sci-fi" });
    expect(["corridor", "planet", "city"]).toContain(r.backdrop);
    expect(r.futuristic).toBe(true);
  });

  it("does not take everyday words for gore", () => {
    const r = readScene("Dead trees rise from the body of black water in the swamp.", world);
    expect(r.backdrop).toBe("swamp");
    expect(r.props).not.toContain("skull");
  });

  it("reads child-mode scenes without their weapon and gore words", () => {
    const text = "Blood on the sword, a skull by the gate at dusk.";
    expect(readScene(text, world).props).toEqual(expect.arrayContaining(["sword", "skull", "blood"]));
    const child = readScene(text, { ...world, childMode: true });
    expect(child.props).toEqual(["door"]);
    expect(child.mood).not.toBe("tense");
  });
});
