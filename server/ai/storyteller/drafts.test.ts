import { describe, expect, it } from "vitest";
import { DraftCharacter, OutlineChapter, OutlineResponse } from "../../../contract/ai";
import { CHARACTER_TYPES_CREATE } from "../../../contract/constants";
import { CHAPTER_WORDS } from "./chapters";
import { createEmbeddedNarrator } from "./embedded-narrator";
import { testGame, words } from "./test-games";

const narrator = createEmbeddedNarrator();
const game = testGame("fantasy", { narrativePerspective: "third_person" });

describe("embedded storyteller: drafts", () => {
  it("drafts genre-fitting characters from the storyline, each once", async () => {
    for (const count of [1, 3, 8]) {
      const cast = await narrator.characters({
        storyline: game.storyline ?? "",
        genre: "fantasy",
        childMode: false,
        count,
      });
      expect(cast).toHaveLength(count);
      for (const c of cast) {
        expect(DraftCharacter.safeParse(c).success).toBe(true);
        expect(CHARACTER_TYPES_CREATE).toContain(c.characterType);
      }
      expect(new Set(cast.map((c) => c.name)).size).toBe(count);
      expect(cast[0]).toMatchObject({
        name: "Wren",
        characterType: "protagonist",
        role: "Young lamplighter",
      });
      expect(cast[0]?.description).toContain("Lantern of Hollow Vale");
    }
    const kids = await narrator.characters({
      storyline: "A lost kitten",
      genre: "romance",
      childMode: true,
      count: 8,
    });
    expect(kids.map((c) => c.characterType)).not.toContain("love-interest");
  });

  it.each([5, 6, 20, 100])("outlines exactly %i chapters with a full arc", async (chapterCount) => {
    const result = await narrator.outline({
      title: game.title,
      genre: "mystery",
      childMode: false,
      chapterCount,
      storyline: game.storyline ?? "",
      characters: game.characters,
    });
    expect(OutlineResponse.safeParse(result).success).toBe(true);
    expect(result.chapters.map((c) => c.chapterNumber)).toEqual(
      Array.from({ length: chapterCount }, (_, i) => i + 1),
    );
    for (const c of result.chapters) {
      expect(OutlineChapter.safeParse(c).success).toBe(true);
      expect(c.outline.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
      expect(c.outline.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
      expect(c.selectedCharacters).toContain("Wren");
      expect(c.selectedLocation.length).toBeGreaterThan(0);
    }
    expect(new Set(result.chapters.map((c) => c.title.toLowerCase())).size).toBe(chapterCount);
    const last = result.chapters[chapterCount - 1];
    const climax = result.chapters[chapterCount - 2];
    expect(climax?.selectedCharacters).toContain("The Ashen King");
    expect(last?.selectedLocation).toBe(result.chapters[0]?.selectedLocation);
    expect(result.mainCharacters.map((c) => c.name)).toEqual(["Wren", "Old Maud", "The Ashen King"]);
    expect(result.commonLocations.length).toBeGreaterThan(0);
  });

  it("drafts a cast when the creator gave none", async () => {
    const result = await narrator.outline({
      title: "Starfall",
      genre: "space-opera",
      childMode: true,
      chapterCount: 5,
      storyline: "",
      characters: [],
    });
    expect(result.mainCharacters.length).toBeGreaterThan(0);
    expect(result.chapters[0]?.selectedCharacters[0]).toBe(result.mainCharacters[0]?.name);
  });

  it("continues the original in a sequel outline", async () => {
    const result = await narrator.sequelOutline({
      title: "The Lantern Returns",
      genre: "fantasy",
      childMode: false,
      sequelStoryline:
        "Years later, the lantern flickers again and Wren must find out why the spirits returned.",
      chapterCount: 10,
      originalTitle: game.title,
      originalChapters: game.chapters,
      originalCharacters: game.characters,
      originalLocations: ["Forest", "Barrow Downs"],
    });
    expect(result.chapters).toHaveLength(10);
    expect(result.chapters[0]?.outline).toContain("The Ashen Court");
    expect(result.chapters.some((c) => c.outline.includes(game.title))).toBe(true);
    expect(result.mainCharacters.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Wren", "Old Maud", "The Ashen King"]),
    );
    expect(result.commonLocations).toEqual(expect.arrayContaining(["Forest"]));
  });

  it("suggests 3–5 ideas for a short concept and expands a long one with the original cast", async () => {
    const base = {
      originalTitle: game.title,
      genre: "fantasy",
      originalChapters: game.chapters,
      originalCharacters: game.characters,
      childMode: false,
    };
    const short = await narrator.sequelIdeas({ ...base, userIdeas: "" });
    expect("suggestions" in short && short.suggestions.length).toBeGreaterThanOrEqual(3);
    expect("suggestions" in short && short.suggestions.length).toBeLessThanOrEqual(5);
    const long = await narrator.sequelIdeas({
      ...base,
      userIdeas: "The Ashen King returns through a crack in the lantern glass.",
    });
    expect("enhancedStoryline" in long && long.enhancedStoryline).toMatch(
      /^The Ashen King returns through a crack/,
    );
    expect("enhancedStoryline" in long && long.enhancedStoryline).toContain("Wren");
  });
});

describe("embedded storyteller: chapters", () => {
  const input = {
    game,
    chapterNumber: 2,
    chapterTitle: "The Barrow Road",
    chapterDescription:
      "Maud leads Wren toward the barrows, where the old spirits sleep. Something follows them.",
    selectedCharacters: ["Wren", "Old Maud"],
    selectedLocation: "Forest",
    previousChapters: [{ chapterNumber: 1, title: "The Dark Lantern", content: "…" }],
    nextChapters: [{ chapterNumber: 3, title: "The Ashen Court", outline: "Wren faces the Ashen King." }],
  };

  it("writes 400–900 words that use the chapter's description, people, place and neighbours", async () => {
    for (const genre of ["fantasy", "noir", "romance", "cyberpunk", "western", "slice-of-life"]) {
      const text = await narrator.chapter({
        ...input,
        game: testGame(genre, { narrativePerspective: "third_person" }),
      });
      expect(words(text)).toBeGreaterThanOrEqual(CHAPTER_WORDS.min);
      expect(words(text)).toBeLessThanOrEqual(CHAPTER_WORDS.max);
      expect(text).toContain("Maud leads Wren toward the barrows");
      expect(text).toContain("Old Maud");
      expect(text).toMatch(/the forest/i);
      expect(text).toContain("The Dark Lantern");
      expect(text).toContain("The Ashen Court");
    }
  });

  it("regenerates along a direction, differently", async () => {
    const current = await narrator.chapter(input);
    const eerie = await narrator.regenerateChapter({
      ...input,
      currentContent: current,
      direction: "Make it eerier",
    });
    expect(eerie).not.toBe(current);
    expect(words(eerie)).toBeGreaterThanOrEqual(CHAPTER_WORDS.min);
    expect(eerie).toMatch(
      /cold|frost|mirror|whisper|silence|candle|draught|lullaby|portrait|clock|howls|dust|bones|skull|after dark/,
    );
    const shorter = await narrator.regenerateChapter({
      ...input,
      currentContent: current,
      direction: "shorter please",
    });
    expect(words(shorter)).toBeLessThanOrEqual(Math.round(CHAPTER_WORDS.max * 0.7));
  });

  it("retitles with a new title, never the current one or an earlier chapter's", async () => {
    for (const currentTitle of ["The Barrow Road", "Ember of the Mountain Pass", "A"]) {
      const title = await narrator.rewriteChapterTitle({
        game,
        chapterNumber: 2,
        currentTitle,
        chapterDescription: input.chapterDescription,
        previousChapters: [{ chapterNumber: 1, title: "The Dark Lantern" }],
      });
      expect(title.trim().length).toBeGreaterThan(0);
      expect(title.toLowerCase()).not.toBe(currentTitle.toLowerCase());
      expect(title).not.toBe("The Dark Lantern");
    }
  });

  it("portrays a real person without inventing facts, and assists with each kind of content", async () => {
    const bio = await narrator.biography({ name: "Ada Lovelace" });
    expect(bio).toContain("Ada Lovelace");
    expect(bio).toMatch(/story portrayal/);
    expect(bio).toMatch(/invents none/);
    const cast = await narrator.assist({
      type: "characters",
      genre: "mystery",
      storyline: "A locked-room theft.",
    });
    expect(cast.split("\n").filter((l) => l.startsWith("- ")).length).toBe(4);
    const scenes = await narrator.assist({
      type: "scenes",
      genre: "horror",
      storyline: "A house that remembers.",
      prompt: "more ghosts",
    });
    expect(scenes).toMatch(/^1\. /);
    expect(scenes).toMatch(/ghosts/);
    const storyline = await narrator.assist({ type: "storyline", genre: "western", storyline: "" });
    expect(words(storyline)).toBeGreaterThan(30);
  });
});
