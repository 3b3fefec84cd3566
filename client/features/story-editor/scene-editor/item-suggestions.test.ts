import { describe, expect, it } from "vitest";
import { itemSuggestions } from "./item-suggestions";

describe("items a scene's text says the hero gets", () => {
  it("finds the thing taken, picked up, found or given", () => {
    expect(itemSuggestions("Jane picks up the clockwork key from the bench.")).toEqual(["clockwork key"]);
    expect(itemSuggestions("She found two rusty keys and was given a map.")).toEqual(["rusty keys", "map"]);
    expect(itemSuggestions("The old man gives Jane a brass lantern.")).toEqual(["brass lantern"]);
    expect(itemSuggestions("Jane grabbed her grandmother's locket.")).toEqual(["locket"]);
    expect(itemSuggestions("He takes the silver compass. Later he takes the silver compass again.")).toEqual([
      "silver compass",
    ]);
  });

  it("leaves out what no one carries off", () => {
    expect(itemSuggestions("Tom picks the lock.")).toEqual([]);
    expect(itemSuggestions("You find yourself in a cave.")).toEqual([]);
    expect(itemSuggestions("Jane takes a deep breath and finds a seat.")).toEqual([]);
    expect(itemSuggestions("She picks it up.")).toEqual([]);
    expect(itemSuggestions("Rain falls on the canal.")).toEqual([]);
    expect(itemSuggestions("")).toEqual([]);
  });
});
