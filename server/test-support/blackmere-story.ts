import type { StoryBeats } from "../db/schema";

/**
 * A small written story for tests (GAPS.md: a game with a written story is played along its
 * choices): two chapters, two endings — "Climb the wall" ends chapter 1, the door leads on to
 * chapter 2's.
 */
export const BLACKMERE: StoryBeats = {
  chapters: [
    {
      id: "c1",
      title: "The Gate",
      scenes: [
        {
          id: "s1",
          title: "Before the Gate",
          description: "Rain hammers the iron gate of Blackmere. Behind it, a single window is lit.",
          choices: [
            { id: "a", text: "Open the gate", leadsToScene: "s2" },
            { id: "b", text: "Climb the wall", leadsToScene: "s3" },
          ],
        },
        {
          id: "s2",
          title: "The Courtyard",
          description: "The gate groans open onto a courtyard of drowned roses.",
          choices: [{ id: "c", text: "Knock at the door", leadsToChapter: "c2" }],
        },
        {
          id: "s3",
          title: "Caught on the Wall",
          description: "A lantern swings up at you from below. The watchman has you.",
          isEndingScene: true,
          choices: [],
        },
      ],
    },
    {
      id: "c2",
      title: "The House",
      scenes: [
        {
          id: "s4",
          title: "Home at Last",
          description: "The door opens, and your sister pulls you in from the rain.",
          isEndingScene: true,
          choices: [],
        },
      ],
    },
  ],
  endings: [
    { id: "s3", title: "Caught" },
    { id: "s4", title: "Home" },
  ],
};
