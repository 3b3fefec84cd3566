import { describe, expect, it } from "vitest";
import { parseAction } from "./action-parser";

describe("action parser", () => {
  it.each([
    ["Take the brass key", "take", "brass key", ""],
    ["pick up the key", "take", "key", ""],
    ["Grab it", "take", "it", ""],
    ["Drop the silver bell", "drop", "silver bell", ""],
    ["put down the lantern", "drop", "lantern", ""],
    ["Use the brass key on the carved door", "use", "brass key", "carved door"],
    ["Drink the healing draught", "use", "healing draught", ""],
    // A second action after "and" is no part of the first's object (twelfth session).
    ["I light a torch and ride my horse", "use", "torch", ""],
    ["take the salt and pepper", "take", "salt and pepper", ""],
    ["Ask Old Maud about the cold lantern", "talk", "old maud", "cold lantern"],
    ["ask about the lantern", "talk", "", "lantern"],
    ["Talk to the ferryman", "talk", "ferryman", ""],
    ["Attack the goblin", "attack", "goblin", ""],
    ["Stand your ground against the wolf", "attack", "wolf", ""],
    ["Confront the Ashen King", "attack", "ashen king", ""],
    ["Back away from the wolf", "flee", "wolf", ""],
    ["Head for the old mill by the river", "go", "old mill by the river", ""],
    ["go to the mill", "go", "mill", ""],
    ["Move forward", "go", "", ""],
    ["enter the cave", "go", "cave", ""],
    ["Look around", "look", "", ""],
    ["Examine the carved door", "look", "carved door", ""],
    ["Examine surroundings", "look", "", ""],
    ["Search the ruined chapel", "search", "ruined chapel", ""],
    ["Open the chest with the iron key", "open", "chest", "iron key"],
    ["Wait", "wait", "", ""],
    ["Rest and tend your wounds", "wait", "and tend your wounds", ""],
    ["take a rest", "wait", "", ""],
    ["Check inventory", "inventory", "", ""],
    ["look in my bag", "inventory", "", ""],
    ["Continue", "continue", "", ""],
    ["Begin the adventure", "continue", "", ""],
    ["Continue the fantasy story to scene 5", "continue", "fantasy story", "scene 5"],
    ["", "continue", "", ""],
    // The way is not the place: "down to the", "under the", "along the".
    ["Go down to the harbour", "go", "harbour", ""],
    ["head down to the harbour to find Tam", "go", "harbour", "find tam"],
    // A second action after "and" is not part of the first one's object; a second thing is.
    ["Light a candle and look around", "use", "candle", ""],
    ["Take the lantern and then go north", "take", "lantern", ""],
    ["Take the bread and cheese", "take", "bread and cheese", ""],
    ["walk along the beach", "go", "beach", ""],
    ["go back to the inn", "go", "inn", ""],
    ["Look under the bed", "look", "bed", ""],
    ["Look at the broken pane", "look", "broken pane", ""],
    ["Search the abandoned chapel", "search", "abandoned chapel", ""],
    ["Take the letter from under the door", "take", "letter", "under the door"],
  ])("%s → %s", (action, verb, object, target) => {
    const parsed = parseAction(action);
    expect(parsed.verb).toBe(verb);
    expect(parsed.object).toBe(object);
    expect(parsed.target).toBe(target);
  });

  it("marks what is sought apart from where to look", () => {
    expect(parseAction("search for clues").seeking).toBe(true);
    expect(parseAction("Look for Matteo")).toMatchObject({ verb: "search", object: "matteo", seeking: true });
    expect(parseAction("Search the chapel").seeking).toBeUndefined();
  });

  it("strips the player's preamble and keeps unknown actions as free text", () => {
    expect(parseAction("I want to take the key").verb).toBe("take");
    expect(parseAction("Please, carefully open the door.").verb).toBe("open");
    const free = parseAction("I want to dance with the goblin!");
    expect(free.verb).toBe("other");
    expect(free.raw).toBe("dance with the goblin");
  });
});

describe("how an action is done is no part of its object", () => {
  it("drops a manner word after the object, never the object itself", () => {
    expect(parseAction("Search the room carefully")).toMatchObject({ verb: "search", object: "room" });
    expect(parseAction("examine the ledger again")).toMatchObject({ object: "ledger" });
    expect(parseAction("take the lily")).toMatchObject({ verb: "take", object: "lily" });
    expect(parseAction("search the cellar thoroughly")).toMatchObject({ object: "cellar" });
    // A word after an article is the noun, whatever else it can be ("well", "still", "down").
    expect(parseAction("Ask Steward about the well")).toMatchObject({ object: "steward", target: "well" });
    expect(parseAction("examine the still")).toMatchObject({ object: "still" });
  });
});

describe("names in any alphabet", () => {
  it("keeps accented and non-English letters in what the player names", () => {
    expect(parseAction("talk to father ciarán")).toMatchObject({ verb: "talk", object: "father ciarán" });
    expect(parseAction("Ask Jadwiga Wrońska about the Ölmühle")).toMatchObject({
      object: "jadwiga wrońska",
      target: "ölmühle",
    });
    expect(parseAction("Take Zoë’s lantern")).toMatchObject({ verb: "take", object: "zoë's lantern" });
  });
});

describe("an article alone names nothing", () => {
  it("reads 'talk to the' as talking to whoever is here", () => {
    expect(parseAction("Talk to the")).toMatchObject({ verb: "talk", object: "" });
    expect(parseAction("Follow the").object).toBe("");
  });
});
