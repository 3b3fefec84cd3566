import { CompleteStory, type OutlineChapter } from "../../contract/ai";
import { choiceTextKey } from "../../contract/edit-game";

/**
 * The shape both narrators write a complete story in, and the one place that turns it into a
 * playable graph. Links are numbers inside a chapter, which models get right far more often
 * than ids; whatever a draft gets wrong is repaired here the same way for every adapter.
 */
export type DraftChoice = {
  text: string;
  /** A later scene of the same chapter (1-based), or null for the next chapter's first scene. */
  toScene: number | null;
};
export type DraftScene = {
  title: string;
  description: string;
  isEnding: boolean;
  endingTitle?: string | null;
  choices: DraftChoice[];
};
export type DraftChapter = { title: string; scenes: DraftScene[] };
export type StoryDraft = { chapters: DraftChapter[] };

export const MAX_CHOICES = 4;

/** The part of the game's outline each story chapter covers: at most `count` parts, in order. */
export function planChapters(outline: readonly OutlineChapter[], count: number): OutlineChapter[] {
  const sorted = [...outline].sort((a, b) => a.chapterNumber - b.chapterNumber);
  if (sorted.length <= count) return sorted.map((c, i) => ({ ...c, chapterNumber: i + 1 }));
  const out: OutlineChapter[] = [];
  for (let i = 0; i < count; i++) {
    const part = sorted.slice(
      Math.floor((i * sorted.length) / count),
      Math.floor(((i + 1) * sorted.length) / count),
    );
    const first = part[0] as OutlineChapter;
    out.push({
      chapterNumber: i + 1,
      title: first.title,
      outline: part
        .map((c) => c.outline.trim())
        .filter(Boolean)
        .join(" ")
        .slice(0, 3000),
      selectedCharacters: [...new Set(part.flatMap((c) => c.selectedCharacters))].slice(0, 20),
      selectedLocation: first.selectedLocation,
    });
  }
  return out;
}

const clean = (text: string, max: number) => text.replace(/\s+/g, " ").trim().slice(0, max);
const cleanProse = (text: string, max: number) =>
  text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, max);

const sceneId = (chapter: number, scene: number) => `ch${chapter}-s${scene}`;

/**
 * A draft → a valid CompleteStory. Choices only ever lead forward (a later scene of the chapter,
 * or on to the next chapter), so every path ends; a scene left without choices continues; the
 * story's last scene is an ending; scenes no path reaches are dropped. Throws when the draft
 * has nothing playable in it.
 */
export function assembleStory(draft: StoryDraft): CompleteStory {
  const chapters = draft.chapters
    .map((c) => ({ ...c, scenes: c.scenes.filter((s) => clean(s.description, 10).length > 0) }))
    .filter((c) => c.scenes.length > 0);
  if (chapters.length === 0) throw new Error("the story has no scenes");
  const lastChapter = chapters.length - 1;

  type Built = CompleteStory["chapters"][number]["scenes"][number];
  const built: Built[][] = chapters.map((chapter, ci) =>
    chapter.scenes.map((scene, si) => {
      const id = sceneId(ci + 1, si + 1);
      const lastOfStory = ci === lastChapter && si === chapter.scenes.length - 1;
      const fallback = (): string | null =>
        si + 1 < chapter.scenes.length
          ? sceneId(ci + 1, si + 2)
          : ci < lastChapter
            ? sceneId(ci + 2, 1)
            : null;
      const targetOf = (choice: DraftChoice): string | null => {
        const n = choice.toScene;
        if (n !== null && Number.isInteger(n) && n > si + 1 && n <= chapter.scenes.length)
          return sceneId(ci + 1, n);
        // "Next chapter" from the last chapter means "go on", like any broken link.
        return ci < lastChapter && n === null ? sceneId(ci + 2, 1) : fallback();
      };
      const seen = new Set<string>();
      const choices: Built["choices"] = [];
      const ending = scene.isEnding || lastOfStory;
      if (!ending) {
        for (const choice of scene.choices) {
          const text = clean(choice.text, 200);
          const target = targetOf(choice);
          // Told apart as play tells them apart: "Go north" and "Go north!" are one choice.
          if (!text || !target || seen.has(choiceTextKey(text))) continue;
          seen.add(choiceTextKey(text));
          choices.push({ id: `${id}-c${choices.length + 1}`, text, leadsToScene: target });
          if (choices.length === MAX_CHOICES) break;
        }
        const onward = fallback();
        if (choices.length === 0 && onward)
          choices.push({ id: `${id}-c1`, text: "Continue", leadsToScene: onward });
      }
      return {
        id,
        title: clean(scene.title, 120) || `Scene ${si + 1}`,
        description: cleanProse(scene.description, 8000),
        isEndingScene: choices.length === 0,
        choices,
      };
    }),
  );

  // Keep what a player can reach from the first scene.
  const byId = new Map(built.flat().map((s) => [s.id, s]));
  const reached = new Set<string>();
  const queue = [sceneId(1, 1)];
  while (queue.length) {
    const id = queue.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const c of byId.get(id)?.choices ?? []) queue.push(c.leadsToScene);
  }

  const endingTitles = new Map<string, string>();
  chapters.forEach((chapter, ci) => {
    chapter.scenes.forEach((scene, si) => {
      const title = clean(scene.endingTitle ?? "", 150) || clean(scene.title, 150) || "The End";
      endingTitles.set(sceneId(ci + 1, si + 1), title);
    });
  });

  const story = {
    chapters: chapters
      .map((chapter, ci) => ({
        id: `ch${ci + 1}`,
        title: clean(chapter.title, 150) || `Chapter ${ci + 1}`,
        scenes: (built[ci] ?? [])
          .filter((s) => reached.has(s.id))
          .map((s) => ({
            ...s,
            choices: s.choices.map((c) => {
              const target = byId.get(c.leadsToScene);
              return {
                ...c,
                leadsToChapter: c.leadsToScene.endsWith("-s1") ? c.leadsToScene.split("-")[0] : null,
                leadsToEnding: target?.isEndingScene ? target.id : null,
              };
            }),
          })),
      }))
      .filter((c) => c.scenes.length > 0),
    endings: [...reached]
      .filter((id) => byId.get(id)?.isEndingScene)
      .sort((a, b) => order(a) - order(b))
      .map((id) => ({ id, title: endingTitles.get(id) ?? "The End" })),
  };
  return CompleteStory.parse(story);
}

/** ch2-s3 → 2003: story order for ids made by sceneId. */
function order(id: string): number {
  const m = /^ch(\d+)-s(\d+)$/.exec(id);
  return m ? Number(m[1]) * 1000 + Number(m[2]) : 0;
}

export function sceneCount(story: CompleteStory): number {
  return story.chapters.reduce((n, c) => n + c.scenes.length, 0);
}
