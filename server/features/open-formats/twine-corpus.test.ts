import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { StoryBeats } from "../../../contract/edit-game";
import { plainEmphasis } from "../../../contract/scene-emphasis";
import { storyToTwee } from "./story-to-twee";
import type { TweeDocument } from "./twee-document";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";
import { readTwineHtml } from "./twine-html-reader";

/**
 * Issue 35 item 4: two small stories written as published SugarCube and Harlowe stories are
 * (fixtures/salt-mine.twee, fixtures/glass-orchard.twee), every construct of ADR 033 in them,
 * imported; what a player reads holds no markup, and the notes say what was taken out and where.
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const scenesOf = (beats: StoryBeats) => beats.chapters.flatMap((c) => c.scenes);
const sceneNamed = (beats: StoryBeats, title: string) => {
  const scene = scenesOf(beats).find((s) => s.title === title);
  if (!scene) throw new Error(`no scene "${title}"`);
  return scene;
};
const choiceNamed = (beats: StoryBeats, scene: string, text: string) =>
  sceneNamed(beats, scene).choices.find((c) => c.text === text);

/**
 * Markup a player must never see (`_word`: a temporary variable), in the words the play screen
 * shows: italic and bold are Taleforge's marks (ADR 035), drawn as emphasis, never as marks.
 */
const MARKUP = [
  "<<",
  ">>",
  "(set:",
  "(if:",
  "(print:",
  "(either:",
  "(link",
  "$",
  "//",
  "''",
  "**",
  "@@",
  "~~",
  "*",
  "[",
  "]",
];
function expectMarkupFree(beats: StoryBeats) {
  for (const scene of scenesOf(beats)) {
    const shown = [scene.title, plainEmphasis(scene.description), ...scene.choices.map((c) => c.text)];
    for (const text of shown) {
      for (const mark of MARKUP) expect(text, `${scene.title}: ${mark}`).not.toContain(mark);
      expect(text, scene.title).not.toMatch(/(^|\s)_[A-Za-z]/);
      expect(text, scene.title).not.toMatch(/<\/?[A-Za-z]/);
    }
    // The play screen's drop cap lands on the first character: a letter, never markup. A scene
    // to write has no text at all (play has the narrator write it, ADR 033).
    if (scene.toWrite) expect(scene.description, scene.title).toBe("");
    else expect(plainEmphasis(scene.description), scene.title).toMatch(/^[\p{L}"“‘]/u);
  }
}

/** A Twine 2 HTML file holding the passages of a Twee one, as Twine publishes it. */
function asTwineHtml(doc: TweeDocument, format: string): string {
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const passages = doc.passages.map((p, i) => {
    const position = typeof p.metadata?.position === "string" ? ` position="${p.metadata.position}"` : "";
    return `<tw-passagedata pid="${i + 1}" name="${esc(p.name)}" tags="${p.tags.join(" ")}"${position}>${esc(p.text)}</tw-passagedata>`;
  });
  const start = doc.passages.findIndex((p) => p.name === doc.data?.start) + 1;
  return `<!DOCTYPE html>\n<html><body>\n<tw-storydata name="${esc(doc.title ?? "")}" startnode="${start}" format="${format}" format-version="3.3.9" ifid="${doc.data?.ifid}">\n${passages.join("\n")}\n</tw-storydata></body></html>`;
}

describe("a SugarCube story (The Salt Mine)", () => {
  const imported = tweeToStory(readTwee(fixture("salt-mine.twee")));
  const { beats, warnings } = imported;

  it("imports as a story the contract takes, every scene free of markup", () => {
    expect(StoryBeats.safeParse(beats).success).toBe(true);
    expectMarkupFree(beats);
  });

  it("shows emphasis as Taleforge's, <br> as a line break and entities as their characters", () => {
    expect(sceneNamed(beats, "Pithead").description).toBe(
      [
        "The Salt Mine",
        "The cage hangs over the shaft on a *single* rope. The foreman is **nowhere** to be seen.",
        "A sign reads: Danger — no lamps beyond this point.",
        "",
        // `<<nobr>>`'s lines, joined.
        "You have been sent for the missing shift.",
      ].join("\n"),
    );
    expect(sceneNamed(beats, "Gallery").description).toBe(
      "The cage drops fast; your ears pop. Salt glitters on every wall.\nYou have reasons to turn back, and strength left.",
    );
  });

  it("keeps the first branch of conditional text, and says so", () => {
    expect(sceneNamed(beats, "Lamp Shed").description).toContain("It throws a weak, yellow light.");
    expect(sceneNamed(beats, "Lamp Shed").description).not.toContain("too dark");
    const junction = sceneNamed(beats, "Rail Junction").description;
    expect(junction).toContain("By lantern light you see fresh boot prints going east.");
    expect(junction).not.toMatch(/too weak|too dark/);
    expect(warnings).toContain(
      'Line 69: in "Rail Junction", removed from the text: <<include "Chalk Note">> (line 71); conditional text, its first branch kept: <<if $inventory.includes("Lantern")>> (line 72)',
    );
  });

  it("makes effects of health, experience and inventory changes, on the choices into the passage", () => {
    // The setter's `$hasLantern` and the shed's arrival (`push("Lantern")`, `$xp += 5`).
    expect(choiceNamed(beats, "Pithead", "Take the lantern")?.effects).toEqual({
      addItems: ["Lantern"],
      experience: 5,
    });
    // Both ways into the Gallery lose 2 health (`$health to $health - 2`).
    expect(choiceNamed(beats, "Pithead", "Ride the cage down")?.effects).toEqual({ health: -2 });
    expect(choiceNamed(beats, "Lamp Shed", "Ride the cage down")?.effects).toEqual({ health: -2 });
    // `<<link>>` with a `<<set>>` inside: the choice's own effect.
    expect(choiceNamed(beats, "Gallery", "Follow the rails")).toMatchObject({ effects: { experience: 10 } });
    expect(choiceNamed(beats, "Gallery", "Call out")?.effects).toEqual({ removeItems: ["Lantern"] });
    expect(warnings).toContain(
      'Line 57: in "Gallery", removed from the text: _visits (line 60), $health (line 60), <<print "You feel the weight of the rock.">> (line 61), <<for _i to 0; _i lt 3; _i++>> (line 62); became choices: <<link "Follow the rails" "Rail Junction">> (line 64), <<link "Climb the old ladder">> (line 65); became effects of the choices leading here: <<set $health to $health - 2>> (line 58)',
    );
  });

  it("reads a link's text as prose too", () => {
    // `[[//Run!//->Pithead]]`
    expect(sceneNamed(beats, "Echo Chamber").choices.map((c) => c.text)).toEqual(["Run!"]);
  });

  it("turns <<link>> and <<goto>> into choices", () => {
    expect(choiceNamed(beats, "Gallery", "Climb the old ladder")?.leadsToScene).toBe(
      sceneNamed(beats, "Ladder").id,
    );
    expect(sceneNamed(beats, "Ladder").choices).toEqual([
      expect.objectContaining({ text: "Continue", leadsToScene: sceneNamed(beats, "Collapsed Drift").id }),
    ]);
  });

  it("names every special passage it keeps", () => {
    for (const [line, name] of [
      [16, "StoryInit"],
      [23, "StoryCaption"],
      [27, "PassageReady"],
      [31, "Widgets"],
    ] as const)
      expect(warnings).toContain(
        `Line ${line}: the special passage "${name}" is kept for the next export; players do not see it`,
      );
    expect(beats.twee?.passages?.map((p) => p.name)).toEqual([
      "StoryInit",
      "StoryCaption",
      "PassageReady",
      "Widgets",
    ]);
  });

  it("keeps a broken link as a choice to a scene to write", () => {
    const crack = sceneNamed(beats, "Crack");
    expect(crack).toMatchObject({ toWrite: true, description: "", choices: [] });
    expect(crack.isEndingScene).toBeUndefined();
    expect(choiceNamed(beats, "Rail Junction", "Squeeze through the crack")?.leadsToScene).toBe(crack.id);
    expect(warnings).toContain(
      'Line 69: the link "Squeeze through the crack" in "Rail Junction" leads to a passage that does not exist; it leads to a new scene "Crack" marked to write',
    );
  });

  it("lists the ending passages as endings", () => {
    expect(beats.endings).toEqual([
      { id: sceneNamed(beats, "Collapsed Drift").id, title: "Collapsed Drift" },
      { id: sceneNamed(beats, "Flooded Level").id, title: "Flooded Level" },
    ]);
    expect(sceneNamed(beats, "Collapsed Drift").isEndingScene).toBe(true);
  });
});

describe("a Harlowe story (The Glass Orchard)", () => {
  const source = fixture("glass-orchard.twee");
  const doc = readTwee(source);
  const { beats, warnings } = tweeToStory(doc);

  it("imports as a story the contract takes, every scene free of markup", () => {
    expect(StoryBeats.safeParse(beats).success).toBe(true);
    expectMarkupFree(beats);
  });

  it("shows hooks' text without their macros: the first branch, a changer's text, a named hook", () => {
    expect(sceneNamed(beats, "Gate").description).toBe(
      [
        "The Glass Orchard",
        "The gate is **locked**, but the hinges are **rusted through**. Beyond it the trees are made of *glass*, and they *ring* in the wind.",
        "",
        "You have been here before.",
        "",
        "A tag on the gate reads: KEEP OUT.",
      ].join("\n"),
    );
    const orchard = sceneNamed(beats, "Orchard").description;
    expect(orchard).toContain("The trees lean toward the apple in your pocket.");
    expect(orchard).not.toMatch(/bleeding|stand still|bird of glass|Nothing moves/);
    expect(orchard).toContain("Do not touch the trees. (said the sign)");
    expect(sceneNamed(beats, "Wall").description).toBe(
      "You find a fallen apple of glass, whole and heavy, and put it in your pocket.\nThe wall hums when you touch it.",
    );
  });

  it("makes (set:) and (put:) changes effects of the choices leading in; the opening's are starting values", () => {
    expect(choiceNamed(beats, "Gate", "Walk along the wall")?.effects).toEqual({
      addItems: ["Glass apple"],
      experience: 5,
    });
    expect(choiceNamed(beats, "Gate", "Push the gate")?.effects).toEqual({ health: -1 });
    expect(choiceNamed(beats, "Orchard", "Dig at the roots")?.effects).toEqual({ health: -2 });
    expect(choiceNamed(beats, "Wall", "Back to the gate")?.effects).toBeUndefined();
    expect(warnings).toContain(
      'Line 27: in "Gate", removed from the text: (set: $visited to true) (line 31); conditional text, its first branch kept: (if: $visited) (line 33); became choices: (link-goto: "Walk along the wall", "Wall") (line 39)',
    );
    expect(warnings).toContain(
      'Line 51: in "Orchard", removed from the text: _leaves (line 54), (set: _leaves to 12) (line 55), (either: "A bird of glass watches you.", "Nothing moves.") (line 56), (link: "Listen") (line 60); conditional text, its first branch kept: (if: $inventory contains "Glass apple") (line 58), (unless: $visited) (line 61); became effects of the choices leading here: (set: $health to it - 1) (line 52)',
    );
  });

  it("names the header, footer and startup passages; keeps a broken link; lists the ending", () => {
    for (const [line, name] of [
      [15, "Startup"],
      [19, "Header"],
      [23, "Footer"],
    ] as const)
      expect(warnings).toContain(
        `Line ${line}: the special passage "${name}" is kept for the next export; players do not see it`,
      );
    expect(sceneNamed(beats, "Greenhouse")).toMatchObject({ toWrite: true, choices: [] });
    expect(choiceNamed(beats, "Crown", "Continue")?.leadsToScene).toBe(sceneNamed(beats, "Epilogue").id);
    expect(beats.endings).toEqual([{ id: sceneNamed(beats, "Epilogue").id, title: "Epilogue" }]);
  });

  it("reads passage positions, writes them back on export, and reads them back again", () => {
    // Twine's 100 px passages, scaled to the Story Map's 240 px cards (2.5×), and back on export.
    expect(sceneNamed(beats, "Gate").position).toEqual({ x: 300, y: 200 });
    expect(sceneNamed(beats, "Roots").position).toEqual({ x: 1425, y: 575 });
    expect(sceneNamed(beats, "Crown").position).toBeUndefined();
    const game = { id: "g-1", title: "The Glass Orchard", description: null, genre: "fantasy" };
    const exported = storyToTwee(game, beats);
    expect(exported.passages.find((p) => p.name === "Roots")?.metadata?.position).toBe("570,230");
    const again = tweeToStory(readTwee(writeTwee(exported))).beats;
    expect(again).toEqual(beats);
  });

  it("keeps a placed scene's exact position through export, unless it was moved in Twine", () => {
    const game = { id: "g-1", title: "The Glass Orchard", description: null, genre: "fantasy" };
    const placedAt = (story: StoryBeats, x: number, y: number): StoryBeats => ({
      ...story,
      chapters: story.chapters.map((c) => ({
        ...c,
        scenes: c.scenes.map((sc) => (sc.title === "Roots" ? { ...sc, position: { x, y } } : sc)),
      })),
    });
    // 101 is 40.4 Twine pixels, written as 40: read back from the passage it was 100.
    const exact = placedAt(beats, 101, -37.5);
    const exported = storyToTwee(game, exact);
    expect(exported.passages.find((p) => p.name === "Roots")?.metadata?.position).toBe("40,-15");
    expect(tweeToStory(readTwee(writeTwee(exported))).beats).toEqual(exact);
    // Moved in Twine: the passage's new place is the scene's.
    const moved = writeTwee(exported).replace('{"position":"40,-15"', '{"position":"60,-15"');
    expect(sceneNamed(tweeToStory(readTwee(moved)).beats, "Roots").position).toEqual({ x: 150, y: -37.5 });
  });

  it("places a passage far off the map at its edge, with a note", () => {
    const far = fixture("glass-orchard.twee").replace(
      /(:: Roots[^\n]*)"position":"\d+,\d+"/,
      '$1"position":"400000,-20"',
    );
    const imported = tweeToStory(readTwee(far));
    expect(sceneNamed(imported.beats, "Roots").position).toEqual({ x: 100_000, y: -50 });
    expect(imported.warnings.some((w) => /"Roots" lay far off the Story Map \(400000,-20\)/.test(w))).toBe(
      true,
    );
    expect(StoryBeats.safeParse(imported.beats).success).toBe(true);
  });

  it("reads the same from the story published as Twine 2 HTML, lines as the file's", () => {
    const html = tweeToStory(readTwineHtml(asTwineHtml(doc, "Harlowe")));
    expect(scenesOf(html.beats).map((s) => [s.title, s.description, s.position])).toEqual(
      scenesOf(beats).map((s) => [s.title, s.description, s.position]),
    );
    expectMarkupFree(html.beats);
    // The Gate's element is on line 7 of the file, its text beginning there; its `(set:)` on its fourth line.
    expect(html.warnings.find((w) => w.includes('in "Gate"'))).toMatch(
      /^Line 7: .*\(set: \$visited to true\) \(line 10\)/,
    );
  });
});

describe("a story that is neither format", () => {
  it("keeps its text as written (only SugarCube and Harlowe markup is read)", () => {
    const { beats, warnings } = tweeToStory(
      readTwee(
        ':: StoryData\n{"ifid":"8E0F1B52-3C1A-4D7B-9A2E-5B41C9D0E7F3","format":"Chapbook"}\n\n:: Start\nVisit http://example.com //now//.',
      ),
    );
    expect(beats.chapters[0]?.scenes[0]?.description).toBe("Visit http://example.com //now//.");
    expect(warnings).toEqual([]);
  });
});
