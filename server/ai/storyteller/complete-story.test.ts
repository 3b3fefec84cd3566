import { describe, expect, it } from "vitest";
import { CompleteStory } from "../../../contract/ai";
import { writeCompleteStory } from "./complete-story";
import { moderateText } from "./moderation";
import { ALL_GENRES, testGame } from "./test-games";

const scenesOf = (story: CompleteStory) => story.chapters.flatMap((c) => c.scenes);

describe("the storyteller's complete story", () => {
  it("follows the game's chapter plan with its own people and places, and branches", () => {
    const story = writeCompleteStory({ game: testGame("fantasy"), chapterCount: 3 });
    expect(CompleteStory.safeParse(story).success).toBe(true);
    expect(story.chapters.map((c) => c.title)).toEqual([
      "The Dark Lantern",
      "The Barrow Road",
      "The Ashen Court",
    ]);
    const text = JSON.stringify(story);
    for (const name of ["Maud", "Ashen King", "Barrow Downs"]) expect(text).toContain(name);
    const opening = story.chapters[0]?.scenes[0];
    // Different choices lead to different scenes.
    expect(new Set(opening?.choices.map((c) => c.leadsToScene)).size).toBeGreaterThan(1);
    expect(story.endings.length).toBeGreaterThanOrEqual(2);
    for (const s of scenesOf(story)) expect(s.description.split(/\s+/).length).toBeGreaterThan(60);
  });

  it("is deterministic for a game", () => {
    const game = testGame("mystery");
    expect(writeCompleteStory({ game, chapterCount: 3 })).toEqual(
      writeCompleteStory({ game, chapterCount: 3 }),
    );
  });

  it("drafts its own plan and cast for a game with neither, in every genre", () => {
    for (const genre of ALL_GENRES) {
      const story = writeCompleteStory({
        game: testGame(genre, { characters: [], chapters: [] }),
        chapterCount: 4,
      });
      expect(story.chapters, genre).toHaveLength(4);
      expect(CompleteStory.safeParse(story).success, genre).toBe(true);
    }
  });

  it("keeps child mode gentle", () => {
    for (const genre of ["horror", "adventure", "thriller"]) {
      const story = writeCompleteStory({ game: testGame(genre, { childMode: true }), chapterCount: 3 });
      for (const s of scenesOf(story)) {
        expect(moderateText(s.description).allowed, `${genre}: ${s.description}`).toBe(true);
        for (const c of s.choices) expect(moderateText(c.text).allowed, c.text).toBe(true);
      }
    }
  });
});
