import type { Choice, Scene, Story } from "./story-draft";

/**
 * A written story of any size, shaped like Generate Complete Story's: each chapter a run of
 * scenes, its last scene leading on to the next chapter, the last chapter ending in an ending
 * scene (which shares its ending's id), and a second ending some chapters reach directly.
 * Every choice leads somewhere that exists. For the tests and bench/story-editor.mjs.
 */
export function bigStory(chapterCount: number, scenesPerChapter: number, choicesPerScene = 3): Story {
  const sceneId = (c: number, s: number) => `c${c}-s${s}`;
  const chapters = Array.from({ length: chapterCount }, (_, c) => ({
    id: `c${c}`,
    title: `Chapter ${c + 1}`,
    scenes: Array.from({ length: scenesPerChapter }, (_, s): Scene => {
      const lastChapter = c === chapterCount - 1;
      const lastScene = s === scenesPerChapter - 1;
      if (lastChapter && lastScene)
        return {
          id: "end-home",
          title: "Home at last",
          description: "The end.",
          isEndingScene: true,
          choices: [],
        };
      const targets: Omit<Choice, "id" | "text">[] = [];
      for (let k = 0; k < choicesPerScene; k++) {
        if (lastScene)
          targets.push(k === 0 ? { leadsToChapter: `c${c + 1}` } : { leadsToScene: sceneId(c + 1, 0) });
        else if (k === 2 && s === 4 && c % 5 === 0) targets.push({ leadsToEnding: "end-lost" });
        else {
          const to = Math.min(s + 1 + k, scenesPerChapter - 1);
          targets.push({
            leadsToScene: lastChapter && to === scenesPerChapter - 1 ? "end-home" : sceneId(c, to),
          });
        }
      }
      return {
        id: sceneId(c, s),
        title: `Scene ${c + 1}.${s + 1}`,
        description: `What happens in scene ${s + 1} of chapter ${c + 1}.`,
        choices: targets.map((t, k) => ({ id: `${sceneId(c, s)}-k${k}`, text: `Choice ${k + 1}`, ...t })),
      };
    }),
  }));
  return {
    chapters,
    endings: [
      { id: "end-home", title: "Home at last" },
      { id: "end-lost", title: "Lost in the mist" },
    ],
  };
}
