import type { StoryBeats } from "../../db/schema";

/**
 * A written story with every shape a choice and a scene can take: links to a scene, a chapter
 * and an ending (with and without its own scene), a choice leading nowhere, titles and texts
 * Twee must escape, two scenes with one title, and an empty chapter.
 */
export const SAMPLE_STORY: StoryBeats = {
  chapters: [
    {
      id: "ch-lantern",
      title: "The Dark Lantern",
      scenes: [
        {
          id: "s-gate",
          title: "The Gate",
          description: "Wren stands at the valley gate.\n\nThe lantern above her is cold.",
          choices: [
            { id: "c-climb", text: "Climb the tower", leadsToScene: "s-tower" },
            { id: "c-road", text: "Take the barrow road", leadsToChapter: "ch-road", leadsToScene: null },
            { id: "c-wait", text: "Wait for [someone] -> anyone | nobody" },
          ],
        },
        {
          id: "s-tower",
          title: "The Tower {top} [of 200 steps]",
          description: ":: not a passage header\nTwo hundred steps wind up into the dark.",
          isEndingScene: false,
          choices: [
            { id: "c-light", text: "Light the lantern", leadsToEnding: "e-dawn" },
            { id: "c-fall", text: "Slip on the stair", leadsToEnding: "e-fall" },
          ],
        },
        { id: "s-cellar", title: "The Gate", description: "Damp stones and old oil.", choices: [] },
      ],
    },
    {
      id: "ch-road",
      title: "The Barrow Road",
      scenes: [
        {
          id: "s-barrows",
          title: "The Barrows",
          description: "Grey mounds rise out of the mist.",
          choices: [{ id: "c-back", text: "Go back to the gate", leadsToScene: "s-gate" }],
        },
        {
          id: "e-fall",
          title: "StoryData",
          description: "You wake at the foot of the stair, and the night is long.",
          isEndingScene: true,
          choices: [],
        },
      ],
    },
    { id: "ch-empty", title: "Still to write", scenes: [] },
  ],
  endings: [
    { id: "e-dawn", title: "Dawn returns" },
    { id: "e-fall", title: "The long night" },
  ],
};

export const SAMPLE_GAME = {
  id: "7d1c7a9e-4b0f-4f59-9a55-1f0c2b8e6a11",
  title: "The Lantern of Hollow Vale",
  description: "A lamplighter's errand.",
  genre: "fantasy",
  storyline: "Wren must relight the lantern before the longest night.",
};

/** A story of `count` scenes in ten chapters, each scene ~`words` words, two choices each. */
export function bigStory(count: number, words: number): StoryBeats {
  const text = (n: number) =>
    Array.from({ length: words }, (_, i) => ["lantern", "mist", "stone", "river", "ash"][(n + i) % 5]).join(
      " ",
    );
  const perChapter = Math.ceil(count / 10);
  const chapters: StoryBeats["chapters"] = [];
  for (let i = 0; i < count; i++) {
    const c = Math.floor(i / perChapter);
    chapters[c] ??= { id: `ch-${c}`, title: `Chapter of ${c}`, scenes: [] };
    const last = i === count - 1;
    chapters[c].scenes.push({
      id: `s-${i}`,
      title: `Scene ${i}`,
      description: text(i),
      ...(last ? { isEndingScene: true } : {}),
      choices: last
        ? []
        : [
            { id: `c-${i}-a`, text: `Go on from ${i}`, leadsToScene: `s-${i + 1}` },
            { id: `c-${i}-b`, text: "End it here", leadsToEnding: "e-end" },
          ],
    });
  }
  return { chapters, endings: [{ id: "e-end", title: "The end" }] };
}
