import { describe, expect, it } from "vitest";
import type { StoryBeats } from "../../db/schema";
import { playerStory } from "./html-export";
import { SAMPLE_GAME } from "./open-formats-test-support";
import { storyToTwee } from "./story-to-twee";
import { TALEFORGE_PASSAGE } from "./taleforge-passage";
import { readTwee } from "./twee-reader";
import { tweeToStory } from "./twee-to-story";
import { writeTwee } from "./twee-writer";

/** Choice effects (ADR 027) leave in StoryTaleforge and come back with their choices (ADR 023). */
const story: StoryBeats = {
  chapters: [
    {
      id: "c1",
      title: "The Workshop",
      scenes: [
        {
          id: "s1",
          title: "The Workshop",
          description: "Something glints on the bench.",
          choices: [
            {
              id: "a",
              text: "Search the bench",
              leadsToScene: "s2",
              effects: { addItems: ["clockwork key"], experience: 5, achievement: "Sharp Eyes" },
            },
          ],
        },
        {
          id: "s2",
          title: "The Bench",
          description: "The key is cold.",
          choices: [
            {
              id: "b",
              text: "Use the key",
              leadsToScene: "s1",
              effects: { removeItems: ["clockwork key"], health: -10 },
            },
          ],
        },
      ],
    },
  ],
};

const twee = () => writeTwee(storyToTwee(SAMPLE_GAME, story));

describe("choice effects in open formats", () => {
  it("are written to StoryTaleforge and read back, the story unchanged", () => {
    const file = twee();
    const meta = file.slice(file.indexOf(`:: ${TALEFORGE_PASSAGE}`));
    expect(meta).toContain('"clockwork key"');
    const back = tweeToStory(readTwee(file));
    expect(back.beats).toEqual(story);
    expect(back.warnings).toEqual([]);
  });

  it("leave out effects the contract refuses, saying so, and keep the rest of the story", () => {
    const file = twee().replace('"health": -10', '"health": -5000');
    const back = tweeToStory(readTwee(file));
    expect(back.beats.chapters[0]?.scenes[1]?.choices[0]).toEqual({
      id: "b",
      text: "Use the key",
      leadsToScene: "s1",
    });
    expect(back.beats.chapters[0]?.scenes[0]?.choices[0]?.effects?.addItems).toEqual(["clockwork key"]);
    expect(back.warnings).toHaveLength(1);
    expect(back.warnings[0]).toMatch(/the effects of "Use the key" in "The Bench" could not be read/);
  });

  it("go into the HTML file's story with each choice", () => {
    const played = playerStory(SAMPLE_GAME, story, "Ada", "https://example.test");
    expect(played.chapters[0]?.scenes[0]?.choices[0]).toEqual({
      text: "Search the bench",
      to: "s2",
      effects: { addItems: ["clockwork key"], experience: 5, achievement: "Sharp Eyes" },
    });
  });
});
