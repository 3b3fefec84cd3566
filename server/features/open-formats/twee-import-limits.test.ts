import { describe, expect, it } from "vitest";
import {
  GAME_TEXT_LIMITS,
  STORY_LIMITS,
  STORY_TEXT_LIMITS,
  StoryBeats,
  UpdateGameRequest,
} from "../../../contract/edit-game";
import { clipWords } from "./import-fields";
import { SAMPLE_GAME, SAMPLE_STORY } from "./open-formats-test-support";
import { storyToTwee } from "./story-to-twee";
import type { TaleforgeMeta } from "./taleforge-passage";
import { TweeError } from "./twee-document";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";

const words = (count: number, word = "lantern") => Array.from({ length: count }, () => word).join(" ");
const importTwee = (source: string) => tweeToStory(readTwee(source));
const errorOf = (source: string) => {
  try {
    importTwee(source);
  } catch (error) {
    if (error instanceof TweeError) return error.message;
    throw error;
  }
  throw new Error("expected the import to fail");
};

describe("an imported story always saves again", () => {
  it("cuts text on a word boundary, never inside a character", () => {
    expect(clipWords("  The lantern of the vale  ", 17)).toBe("The lantern of");
    expect(clipWords("Unbreakablewordthatgoeson", 10)).toBe("Unbreakabl");
    expect(clipWords("ab😀", 3)).toBe("ab");
    expect(clipWords("short", 10)).toBe("short");
  });

  it("keeps the game's title, description and storyline within what Edit Game saves", () => {
    const long = words(60); // 479 characters
    const imported = importTwee(`:: StoryTitle\n${long}\n\n:: Start\n${words(900, "mist")}`);
    expect(imported.title.length).toBeLessThanOrEqual(GAME_TEXT_LIMITS.title);
    expect(imported.title).toMatch(/^(lantern )+lantern$/);
    expect(imported.warnings).toContain(
      `The title was shortened to ${GAME_TEXT_LIMITS.title} characters: "${imported.title}"`,
    );
    // No description or storyline in the file: the opening scene's text, cut to fit.
    expect(imported.description?.length).toBeLessThanOrEqual(GAME_TEXT_LIMITS.description);
    expect(imported.storyline.length).toBeLessThanOrEqual(GAME_TEXT_LIMITS.storyline);
    expect(imported.description).toMatch(/^mist( mist)+$/);
    const form = UpdateGameRequest.safeParse({
      title: imported.title,
      description: imported.description,
      genre: "adventure",
      storyline: imported.storyline,
      characters: [{ name: "Wren", role: "Lamplighter", characterType: "protagonist", description: "Wren." }],
    });
    expect(form.success, JSON.stringify(form.error?.issues)).toBe(true);
  });

  it("cuts scene titles, texts, choice texts and chapter and ending titles to the Story Editor's limits", () => {
    const name = words(40); // a 319-character passage name
    const label = words(50);
    const twee = [
      ":: Start",
      `${words(4000, "ember")}\n\n[[${label}->${name}]]`,
      `:: ${name}`,
      "The end.",
    ].join("\n");
    const imported = importTwee(twee);
    const [start, end] = imported.beats.chapters[0]?.scenes ?? [];
    expect(start?.description.length).toBeLessThanOrEqual(STORY_TEXT_LIMITS.sceneText);
    expect(start?.choices[0]?.text.length).toBeLessThanOrEqual(STORY_TEXT_LIMITS.choiceText);
    expect(end?.title.length).toBeLessThanOrEqual(STORY_TEXT_LIMITS.sceneTitle);
    expect(imported.warnings).toContain('Line 1: the text of "Start" was cut to 20000 characters');

    // Titles a Taleforge export's StoryTaleforge holds, edited by hand past the limits or blank.
    const exported = storyToTwee(SAMPLE_GAME, SAMPLE_STORY);
    const meta = exported.passages.at(-1);
    if (!meta) throw new Error("no StoryTaleforge");
    const json = JSON.parse(meta.text);
    json.chapters[0].title = words(40);
    json.chapters[1].title = "  ";
    json.endings[0].title = words(40);
    meta.text = JSON.stringify(json);
    const back = tweeToStory(readTwee(writeTwee(exported))).beats;
    expect(back.chapters[0]?.title.length).toBeLessThanOrEqual(STORY_TEXT_LIMITS.chapterTitle);
    expect(back.chapters[1]?.title).toBe("Chapter 2");
    expect(back.endings?.[0]?.title.length).toBeLessThanOrEqual(STORY_TEXT_LIMITS.endingTitle);
    expect(StoryBeats.safeParse(back).success).toBe(true);
  });

  it("takes more than 50 dead ends: each is an ending scene, the first 50 listed as endings", () => {
    const ends = Array.from({ length: 60 }, (_, i) => `:: Dead end ${i + 1}\nThe lamp goes out, ${i + 1}.`);
    const links = Array.from({ length: 10 }, (_, i) => `[[Door ${i + 1}->Dead end ${i + 1}]]`).join("\n");
    const imported = importTwee([`:: Start\nTen doors.\n${links}`, ...ends].join("\n\n"));
    const scenes = imported.beats.chapters.flatMap((c) => c.scenes);
    expect(scenes).toHaveLength(61);
    expect(scenes.filter((s) => s.isEndingScene)).toHaveLength(60);
    expect(imported.beats.endings?.map((e) => e.title)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Dead end ${i + 1}`),
    );
    expect(imported.warnings).toContain(
      "The story has 60 ending passages; the endings list holds the first 50 (the others still end the story)",
    );
    expect(StoryBeats.safeParse(imported.beats).success).toBe(true);
  });

  it("joins neighbouring chapters when the file is tagged with more than a story holds", () => {
    const count = STORY_LIMITS.chapters + 50;
    const passages = Array.from(
      { length: count },
      (_, i) => `:: P${i} [chapter-${i + 1}]\nStep ${i}.${i + 1 < count ? `\n[[On->P${i + 1}]]` : ""}`,
    );
    const imported = importTwee(passages.join("\n\n"));
    expect(imported.beats.chapters).toHaveLength(STORY_LIMITS.chapters);
    expect(imported.beats.chapters.flatMap((c) => c.scenes)).toHaveLength(count);
    expect(imported.warnings[0]).toMatch(/tagged with 150 chapters/);
    expect(StoryBeats.safeParse(imported.beats).success).toBe(true);
  });
});

describe("a story that cannot be saved is refused naming its passage's line", () => {
  const exportWith = (edit: (meta: TaleforgeMeta) => void) => {
    const doc = storyToTwee(SAMPLE_GAME, SAMPLE_STORY);
    const meta = doc.passages.at(-1);
    if (!meta) throw new Error("no StoryTaleforge");
    const json = JSON.parse(meta.text);
    edit(json);
    meta.text = JSON.stringify(json);
    const text = writeTwee(doc);
    const lineOf = (name: string) => text.split("\n").findIndex((l) => l.startsWith(`:: ${name}`)) + 1;
    return { text, lineOf };
  };

  it("a choice leading nowhere: the line of its scene's passage", () => {
    const { text, lineOf } = exportWith((meta) => {
      const back = meta.choices["The Barrows"]?.[0];
      if (back) back.leadsToScene = "s-gone";
    });
    expect(lineOf("The Barrows")).toBeGreaterThan(1);
    expect(errorOf(text)).toBe(
      `Line ${lineOf("The Barrows")}: Choice "Go back to the gate" in scene "The Barrows" leads to a scene that does not exist`,
    );
  });

  it("a chapter or an ending listed wrongly: the line of StoryTaleforge, where they are listed", () => {
    const twice = exportWith((meta) => {
      const [first, second] = meta.chapters;
      if (first && second) second.id = first.id;
    });
    expect(errorOf(twice.text)).toBe(
      `Line ${twice.lineOf("StoryTaleforge")}: Duplicate chapter id "ch-lantern"`,
    );
    const many = exportWith((meta) => {
      meta.endings?.push(...Array.from({ length: 50 }, (_, i) => ({ id: `e-${i}`, title: `End ${i}` })));
    });
    expect(errorOf(many.text)).toBe(
      `Line ${many.lineOf("StoryTaleforge")}: A story can have at most 50 endings`,
    );
    // An ending with a passage of its own: that passage's line.
    const dup = exportWith((meta) => {
      meta.endings?.reverse();
      const second = meta.endings?.[1];
      if (second) second.id = "e-fall";
    });
    expect(errorOf(dup.text)).toBe(`Line ${dup.lineOf("Dawn returns")}: Duplicate ending id "e-fall"`);
  });
});

describe("links play could not tell apart", () => {
  it("makes one choice of a link written twice, and numbers a look-alike that leads elsewhere", () => {
    const imported = importTwee(
      [
        ":: Start",
        "The lane forks. [[Go home->Home]] or, again, [[Go home->Home]]; or [[go home!->Cellar]].",
        "",
        ":: Home",
        "Warm.",
        "",
        ":: Cellar",
        "Dark.",
      ].join("\n"),
    );
    const start = imported.beats.chapters[0]?.scenes[0];
    expect(start?.choices.map((c) => c.text)).toEqual(["Go home", "go home! (2)"]);
    expect(StoryBeats.safeParse(imported.beats).success).toBe(true);
    expect(imported.warnings).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the link "Go home" appears twice'),
        expect.stringContaining('the second is now "go home! (2)"'),
      ]),
    );
  });
});
