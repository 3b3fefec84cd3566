import { readFileSync } from "node:fs";
import { parseTwee } from "extwee";
import { describe, expect, it } from "vitest";
import { StoryBeats } from "../../../contract/edit-game";
import { bigStory, SAMPLE_GAME, SAMPLE_STORY } from "./open-formats-test-support";
import { storyToTwee } from "./story-to-twee";
import { TALEFORGE_PASSAGE } from "./taleforge-passage";
import type { TweeDocument } from "./twee-document";
import { findLinks } from "./twee-links";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";

const roundTrip = (beats: Parameters<typeof storyToTwee>[1]) =>
  tweeToStory(readTwee(writeTwee(storyToTwee(SAMPLE_GAME, beats))));

/** Each story passage's name and its links (text → target), as a reader of the file sees them. */
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

  it("hand-written Twee → Taleforge → Twee keeps every story passage and link", () => {
    const source = readFileSync(new URL("./fixtures/lighthouse.twee", import.meta.url), "utf8");
    const original = readTwee(source);
    const imported = tweeToStory(original);
    expect(imported.unreachable).toEqual(["Driftwood Cove"]);
    expect(imported.warnings).toEqual([
      "Line 1: text before the first passage was ignored",
      'Line 18: the special passage "StoryInit" was left out',
      'Line 22: the special passage "Story Stylesheet" was left out',
      'Line 34: "Lighthouse Door" uses the macro <<if>>, kept as text',
      'Line 40: "Lamp Room" uses the macro (set:), kept as text',
    ]);
    const again = readTwee(writeTwee(storyToTwee({ ...SAMPLE_GAME, title: imported.title }, imported.beats)));
    expect(again.title).toBe("The Lighthouse Keeper");
    expect(again.data?.start).toBe("Shore");
    // Names Twee links cannot hold are made link-safe; the title is kept in StoryTaleforge.
    const rename = (name: string) => name.replace("Night {forever}", "Night forever");
    const expected = Object.fromEntries(
      Object.entries(linkMap(original))
        .filter(([name]) => !["StoryInit", "Story Stylesheet"].includes(name))
        .map(([name, links]) => [rename(name), links.map(rename)]),
    );
    expect(linkMap(again)).toEqual(expected);
    // Passage text survives, the `\::` escape included.
    const lamp = again.passages.find((p) => p.name === "Lamp Room");
    expect(lamp?.text).toContain("\n:: this line starts with two colons");
    expect(parseTwee(writeTwee(again)).passages).toHaveLength(again.passages.length);
    // And the second import is the first.
    expect(tweeToStory(again).beats).toEqual(imported.beats);
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
