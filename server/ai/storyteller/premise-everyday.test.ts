import { describe, expect, it } from "vitest";
import { premiseOf } from "./premise";

/**
 * Premises set away from their genre's habit (ADR 028, eighth session): a leisure centre, a
 * ferry, a launderette, quarry villages. The reader must find the author's places, people and
 * things there, or the writer falls back to the genre's stock scenery.
 */
describe("the premise reader in everyday places", () => {
  it("reads a leisure centre as a place, a capitalised job before a name as the role, and 'someone swimming' as nothing", () => {
    const p = premiseOf({
      storyline:
        "The Kingsmead Leisure Centre closes at ten. Lifeguard Shanice Obi stays behind to lock the wave machine room, and hears someone swimming lengths in the drained pool.",
    });
    expect(p.places).toContain("the Kingsmead Leisure Centre");
    expect(p.hero).toMatchObject({ name: "Shanice Obi", role: "lifeguard" });
    expect(p.objects.join(" ")).not.toMatch(/someone/);
  });

  it("reads a ship's prefix as the craft's name, never a saint who is the hero", () => {
    const p = premiseOf({
      storyline:
        "On the overnight ferry MV Saint Brendan from Rosslare to Cherbourg, customs officer Niamh Garvey sees a lorry driver pass a package to the purser.",
    });
    expect(p.hero.name).toBe("Niamh Garvey");
    expect(p.places).toContain("the overnight ferry MV Saint Brendan");
    expect(p.people.map((x) => x.role)).toContain("purser");
    expect(p.objects).not.toContain("the purser");
  });

  it("reads a name after 'above' as a place, even with a participle after it", () => {
    const p = premiseOf({
      storyline:
        "Enumerator Walter Pryce walks the slate quarry villages above Blaenau Ffestiniog collecting census schedules.",
    });
    expect(p.hero).toMatchObject({ name: "Walter Pryce", role: "enumerator" });
    expect(p.places).toEqual(expect.arrayContaining(["the slate quarry villages", "Blaenau Ffestiniog"]));
    expect(p.people.map((x) => x.name)).not.toContain("Blaenau Ffestiniog");
  });

  it("keeps an ampersand's two words in one name, and reads a launderette as a place", () => {
    const p = premiseOf({
      storyline:
        "a launderette owner has to decide whether to sell the suds & bubbles launderette to the developer who bought the rest of the parade",
    });
    expect(p.places).toContain("the suds & bubbles launderette");
    expect(p.objects).not.toContain("the suds");
    expect(p.objects).not.toContain("the rest");
  });

  it("reads a bare -ing word after a comma as what is done, not a thing", () => {
    const p = premiseOf({
      storyline:
        "Hester Quayle must take her narrowboat through the Standedge Tunnel before the reservoir is drained, carrying a surveyor's map.",
    });
    expect(p.objects).toContain("the surveyor's map");
    expect(p.objects).not.toContain("the carrying");
    expect(p.places).toContain("the Standedge Tunnel");
  });

  it("gives a requested person the name written in apposition", () => {
    const son = premiseOf({ instructions: "give her an estranged son, Piotr, who wants her to sell" });
    expect(son.people).toEqual([expect.objectContaining({ name: "Piotr", role: "estranged son" })]);
    const vicar = premiseOf({ instructions: "slow burn; add a meddling vicar, the Reverend Amos Tull" });
    expect(vicar.people[0]).toMatchObject({ name: "Reverend Amos Tull", role: "meddling vicar" });
  });

  it("keeps 'Welsh-speaking' whole before a role", () => {
    const p = premiseOf({ instructions: "include a Welsh-speaking schoolmistress who translates for him" });
    expect(p.requested.join(" ").toLowerCase()).toContain("welsh-speaking schoolmistress");
  });
});
