import { readFileSync } from "node:fs";
import { parseTwee } from "extwee";
import { describe, expect, it } from "vitest";
import { StoryBeats } from "../../../contract/edit-game";
import { bigStory, SAMPLE_GAME, SAMPLE_STORY } from "./open-formats-test-support";
import { storyToTwee } from "./story-to-twee";
import { TALEFORGE_PASSAGE } from "./taleforge-passage";
import type { TweeDocument, TweePassage } from "./twee-document";
import { findLinks } from "./twee-links";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";

const roundTrip = (beats: Parameters<typeof storyToTwee>[1]) =>
  tweeToStory(readTwee(writeTwee(storyToTwee(SAMPLE_GAME, beats))));

/** Each passage's name and its links (text → target), as a reader of the file sees them. */
const linkMap = (doc: TweeDocument) =>
  Object.fromEntries(
    doc.passages
      .filter((p) => p.name !== TALEFORGE_PASSAGE)
      .map((p) => [p.name, findLinks(p.text).map((l) => `${l.text} -> ${l.target}`)]),
  );

describe("round trips", () => {
  it("Taleforge → Twee → Taleforge gives the story back exactly, ids included", () => {
    expect(StoryBeats.safeParse(SAMPLE_STORY).success).toBe(true);
    const back = roundTrip(SAMPLE_STORY);
    expect(back.beats).toEqual(SAMPLE_STORY);
    expect(back).toMatchObject({
      title: SAMPLE_GAME.title,
      description: SAMPLE_GAME.description,
      genre: SAMPLE_GAME.genre,
      storyline: SAMPLE_GAME.storyline,
      passages: 5,
      unreachable: ["The Gate (2)"],
      warnings: [],
    });
    const big = bigStory(120, 20);
    expect(roundTrip(big).beats).toEqual(big);
  });

  it("a game without a description comes back without one (issue 30 item 5)", () => {
    const back = tweeToStory(
      readTwee(writeTwee(storyToTwee({ ...SAMPLE_GAME, description: null }, SAMPLE_STORY))),
    );
    expect(back.description).toBeNull();
    expect(back.storyline).toBe(SAMPLE_GAME.storyline);
  });

  it("a story edited in Twine keeps its ids where the passages are unchanged and reads the rest", () => {
    const twee = writeTwee(storyToTwee(SAMPLE_GAME, SAMPLE_STORY))
      .replace("Grey mounds rise out of the mist.", "Grey mounds rise.\n\n[[Climb a mound->Mound Top]]")
      .replace(
        `:: ${TALEFORGE_PASSAGE}`,
        ":: Mound Top [chapter-2]\nThe whole vale below.\n\n\n:: StoryTaleforge",
      );
    const back = tweeToStory(readTwee(twee)).beats;
    const road = back.chapters[1];
    expect(road?.scenes.map((s) => s.id)).toEqual(["s-barrows", "e-fall"]);
    expect(back.chapters[2]?.scenes.map((s) => s.title)).toEqual(["Mound Top"]);
    // In the links' order now, the saved choice keeping its id.
    expect(road?.scenes[0]?.choices).toEqual([
      { id: "choice-1", text: "Climb a mound", leadsToScene: "scene-6" },
      { id: "c-back", text: "Go back to the gate", leadsToScene: "s-gate" },
    ]);
  });

  it("hand-written Twee → Taleforge → Twee keeps every passage, link and tag, and its StoryData", () => {
    const source = readFileSync(new URL("./fixtures/lighthouse.twee", import.meta.url), "utf8");
    const original = readTwee(source);
    const imported = tweeToStory(original);
    expect(imported.unreachable).toEqual(["Driftwood Cove"]);
    expect(imported.warnings).toEqual([
      "Line 1: text before the first passage was ignored",
      'Line 18: the special passage "StoryInit" is kept for the next export; players do not see it',
      'Line 22: the special passage "Story Stylesheet" is kept for the next export; players do not see it',
      'Line 34: in "Lighthouse Door", conditional text, its first branch kept: <<if $lamp>> (line 35)',
      'Line 40: in "Lamp Room", removed from the text: (set: $lamp to true) (line 41)',
    ]);
    const again = readTwee(writeTwee(storyToTwee({ ...SAMPLE_GAME, title: imported.title }, imported.beats)));
    expect(again.title).toBe("The Lighthouse Keeper");
    // The file's own StoryData: its IFID, story format and tag colours, not Taleforge's.
    expect(again.data).toEqual({ ...original.data, zoom: 1 });

    // Every passage, special ones included; Taleforge adds only StoryTaleforge. Names Twee
    // links cannot hold are made link-safe (the title is kept in StoryTaleforge).
    const rename = (name: string) => name.replace("Night {forever}", "Night forever");
    const expected = Object.fromEntries(
      Object.entries(linkMap(original)).map(([name, links]) => [rename(name), links.map(rename)]),
    );
    expect(linkMap(again)).toEqual(expected);
    expect(again.passages.map((p) => p.name).sort()).toEqual(
      [...original.passages.map((p) => rename(p.name)), TALEFORGE_PASSAGE].sort(),
    );
    for (const passage of original.passages) {
      const back = again.passages.find((p) => p.name === rename(passage.name));
      // Every tag the file gave a passage is still on it (the export adds chapter-N and ending).
      expect(back?.tags, passage.name).toEqual(expect.arrayContaining(passage.tags));
    }
    // Special passages come back exactly as they were written.
    for (const name of ["StoryInit", "Story Stylesheet"]) {
      const { line: _a, ...was } = original.passages.find((p) => p.name === name) as TweePassage;
      const { line: _b, ...is } = again.passages.find((p) => p.name === name) as TweePassage;
      expect(is).toEqual(was);
    }
    // Passage text survives, the `\::` escape included.
    const lamp = again.passages.find((p) => p.name === "Lamp Room");
    expect(lamp?.text).toContain("\n:: this line starts with two colons");
    // An independent parser (extwee, which files a stylesheet apart) reads the same story.
    const [was, is] = [parseTwee(source), parseTwee(writeTwee(again))];
    expect(is.passages.map((p) => p.name).sort()).toEqual(
      [...was.passages.map((p) => rename(p.name)), TALEFORGE_PASSAGE].sort(),
    );
    expect([is.IFID, is.format, is.formatVersion, is.tagColors]).toEqual([
      was.IFID,
      was.format,
      was.formatVersion,
      was.tagColors,
    ]);
    // And the second import is the first.
    expect(tweeToStory(again).beats).toEqual(imported.beats);
  });

  it("Taleforge → Twee → Taleforge keeps what an import kept (storyBeats.twee) exactly", () => {
    const twee = {
      ifid: "D674C58C-DEFA-4F70-B7A2-27742230C0FC",
      format: "SugarCube",
      formatVersion: "2.37.3",
      tagColors: { danger: "red" },
      tags: { "s-gate": ["start", "danger"], "e-fall": ["grim"] },
      passages: [
        { name: "StoryInit", tags: [], text: "<<set $lamp to false>>" },
        {
          name: "Story JavaScript",
          tags: ["script"],
          metadata: { position: "900,100", size: "100,100" },
          text: "Config.history.maxStates = 1;\n:: not a header",
        },
      ],
    };
    const beats = { ...SAMPLE_STORY, twee };
    expect(StoryBeats.safeParse(beats).success).toBe(true);
    const doc = storyToTwee(SAMPLE_GAME, beats);
    expect(doc.data).toMatchObject({ ifid: twee.ifid, format: "SugarCube", "format-version": "2.37.3" });
    expect(doc.passages.find((p) => p.name === "The Gate")?.tags).toEqual(["chapter-1", "start", "danger"]);
    expect(roundTrip(beats).beats).toEqual(beats);
  });

  it("keeps italic and bold: as Taleforge's marks for Harlowe, as //x// and ''x'' for SugarCube (ADR 035)", () => {
    const emphasized = (format?: string) => {
      const chapters = SAMPLE_STORY.chapters.map((chapter, c) => ({
        ...chapter,
        scenes: chapter.scenes.map((scene, s) =>
          c === 0 && s === 0
            ? { ...scene, description: "Wren is *almost* at the **valley gate**; *a **b** c*, 2 * 3, \\*." }
            : scene,
        ),
      }));
      return { ...SAMPLE_STORY, chapters, ...(format ? { twee: { format } } : {}) };
    };
    const gate = (beats: ReturnType<typeof emphasized>) =>
      storyToTwee(SAMPLE_GAME, beats).passages.find((p) => p.name === "The Gate")?.text;
    expect(gate(emphasized())).toContain("Wren is *almost* at the **valley gate**; *a **b** c*, 2 * 3, \\*.");
    expect(gate(emphasized("SugarCube"))).toContain(
      "Wren is //almost// at the ''valley gate''; //a ''b'' c//, 2 * 3, *.",
    );
    for (const beats of [emphasized(), emphasized("SugarCube")])
      expect(roundTrip(beats).beats).toEqual(beats);
  });

  it("an imported story exported, given a new link in Twine and imported again, keeps every id unique", () => {
    const source = readFileSync(new URL("./fixtures/lighthouse.twee", import.meta.url), "utf8");
    const first = tweeToStory(readTwee(source));
    const edited = writeTwee(storyToTwee(SAMPLE_GAME, first.beats)).replace(
      "[[Climb the path->Lighthouse Door]]",
      "[[Dig for shells->Driftwood Cove]]\n[[Climb the path->Lighthouse Door]]",
    );
    const second = tweeToStory(readTwee(edited));
    const shore = second.beats.chapters[0]?.scenes[0];
    expect(shore?.choices.map((c) => [c.id, c.text])).toEqual([
      ["choice-10", "Dig for shells"],
      ["choice-1", "Climb the path"],
      ["choice-2", "Sail away"],
      ["choice-3", "Rest"],
    ]);
    expect(StoryBeats.safeParse(second.beats).success).toBe(true);
  });
});
