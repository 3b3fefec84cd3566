import { describe, expect, it } from "vitest";
import { draftOutline } from "./outline";
import { premiseOf } from "./premise";
import { placeHead } from "./premise-words";
import { testGame, writtenChapters } from "./test-games";

/**
 * Everyday workplaces the reader missed (ADR 028, tenth session): a numbered ward, a school's
 * name after "At" read as a person in apposition, a closed compound ("the bandroom") read as a
 * thing, a pub's name ("The Red Lion in Tetbury") dropped. Each sent the written story to the genre's or the setting's stock places (the empty
 * classroom, the late-night diner) for every chapter.
 */
describe("the author's everyday places", () => {
  it("keeps a place's number with its name: 'Ward 7', 'Platform 9'", () => {
    expect(premiseOf({ storyline: "Nurse Ada Obi works nights on Ward 7." }).places).toEqual(["Ward 7"]);
    expect(premiseOf({ storyline: "A porter waits on Platform 9 at Crewe station." }).places).toEqual([
      "Platform 9",
      "Crewe station",
    ]);
    // A count after a place is no part of it.
    expect(premiseOf({ storyline: "She lives at the house for 3 years." }).places).toEqual(["the house"]);
  });

  it("reads a name after 'At', before an apposed role, as the place, not a person", () => {
    const p = premiseOf({
      storyline:
        "At Ashworth Comprehensive, a maths teacher named Gwen Probert is asked to lose the coursework.",
    });
    expect(p.places).toEqual(["Ashworth Comprehensive"]);
    expect(p.hero.name).toBe("Gwen Probert");
    // A name in apposition that opens the storyline is still a person.
    expect(premiseOf({ storyline: "Tom Pike, a fisherman, mends nets." }).hero.name).toBe("Tom Pike");
  });

  it("reads a closed compound on a place's head as a place: bandroom, stockroom, staffroom", () => {
    expect(placeHead("bandroom")).toBe(true);
    expect(placeHead("farmhouse")).toBe(true);
    expect(placeHead("mushroom")).toBe(false);
    expect(placeHead("lanyard")).toBe(false);
    const p = premiseOf({
      storyline: "A cornet player hunts for the trophy that vanished from the bandroom.",
    });
    expect(p.places).toEqual(["the bandroom"]);
    expect(p.objects).toEqual(["the trophy"]);
  });

  it("reads a named house in a named place as a place: 'The Red Lion in Tetbury'", () => {
    expect(premiseOf({ storyline: "The Red Lion in Tetbury is being sold to a pub chain." }).places).toEqual([
      "the Red Lion",
      "Tetbury",
    ]);
    expect(
      premiseOf({ storyline: "The darts league final at the Royal Oak in Ledbury is on Friday." }).places,
    ).toEqual(["the Royal Oak", "Ledbury"]);
    // Someone, or a family, in a town is no house.
    expect(premiseOf({ storyline: "The Collector in Venice wants the bell." }).places).toEqual(["Venice"]);
    expect(premiseOf({ storyline: "The Hendersons in Leeds never speak." }).places).toEqual(["Leeds"]);
  });

  it("keeps a lone verb's time with it: 'has until last orders on Sunday to tell the regulars'", () => {
    const p = premiseOf({
      storyline:
        "The Red Lion in Tetbury is being sold. Landlady Pat Kershaw has until last orders on Sunday to tell the regulars, including her ex-husband Frank.",
    });
    expect(p.events).toEqual(["has until last orders on Sunday to tell the regulars"]);
    // A clause after "until" that follows a whole act is still cut off.
    expect(
      premiseOf({ storyline: "Gwen Probert hides the coursework until the inspection." }).events,
    ).toEqual(["hides the coursework"]);
  });

  it("takes no abstract word for a thing to find: 'the reason', 'the opposite', 'the help'", () => {
    expect(
      premiseOf({ storyline: "She knows the head is the only reason she still has a job." }).objects,
    ).not.toContain("the reason");
    expect(
      premiseOf({ storyline: "A posh fish restaurant opens opposite The Codfather in Whitby." }).objects,
    ).not.toContain("the opposite");
    expect(premiseOf({ storyline: "Emeka comes home to help clear the stockroom." }).objects).not.toContain(
      "the help",
    );
  });

  it("sets the story's first chapter in the author's school, not the setting's classrooms", () => {
    const storyline =
      "At Ashworth Comprehensive, a maths teacher named Gwen Probert is asked by the head to lose a failing pupil's coursework.";
    const characters = [
      { name: "Gwen Probert", role: "maths teacher", characterType: "protagonist", description: null },
    ];
    const outline = draftOutline({
      title: "Staff Room",
      genre: "drama",
      childMode: false,
      chapterCount: 10,
      storyline,
      characters,
    });
    const first = outline.chapters[0];
    expect(first?.selectedLocation).toBe("Ashworth Comprehensive");
    const game = testGame("drama", {
      id: "workplaces-test",
      title: "Staff Room",
      description: storyline,
      storyline,
      characters,
      chapters: outline.chapters,
    });
    const [text = ""] = writtenChapters(game, 1);
    expect(text.match(/Ashworth Comprehensive/g)?.length ?? 0).toBeGreaterThan(2);
  });
});
