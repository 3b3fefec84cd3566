import {
  type ChoiceEffects,
  choiceTextKey,
  type MapPosition,
  type StoryBeats,
} from "../../../contract/edit-game";
import type { StoryTwee } from "../../../contract/open-formats";

/**
 * The Story Editor's draft of a written story (spec 002 §3): chapters → scenes → choices, and
 * the endings. Every change is a pure function from one story to the next, so the editor, the
 * Story Map and the tests share the same rules, and undoing a cancelled edit is free.
 */

export type Choice = {
  id: string;
  text: string;
  leadsToScene?: string | null;
  leadsToChapter?: string | null;
  leadsToEnding?: string | null;
  /** What taking the choice does to the player (items, health, experience, an achievement). */
  effects?: ChoiceEffects;
};
export type Scene = {
  id: string;
  title: string;
  description: string;
  isEndingScene?: boolean;
  choices: Choice[];
  /** Where the creator placed it on the Story Map; none: the map's automatic layout. */
  position?: MapPosition;
  /** A placeholder for a link to a scene not yet written. */
  toWrite?: boolean;
};
export type Chapter = { id: string; title: string; scenes: Scene[] };
export type Ending = { id: string; title: string };
/** `twee`: what a Twee import kept for the next export (ADR 023), sent back untouched. */
export type Story = { chapters: Chapter[]; endings: Ending[]; twee?: StoryTwee };

/** Where a choice leads: one scene, the first scene of a chapter, or an ending. */
export type ChoiceTarget = { kind: "scene" | "chapter" | "ending"; id: string };

/** A scene's editable fields (its title, text, ending mark and choices). */
export type SceneDraft = Pick<Scene, "title" | "description" | "isEndingScene" | "choices">;

// ---- ids ------------------------------------------------------------------------------------

let lastStamp = 0;

/**
 * Spec 002 §3: scene and choice ids are time-based. Two made in the same millisecond still
 * differ: the stamp only moves forward.
 */
export function timeId(kind: "scene" | "choice" | "chapter" | "ending", now = Date.now()): string {
  lastStamp = Math.max(now, lastStamp + 1);
  return `${kind}-${lastStamp}`;
}

// ---- reading --------------------------------------------------------------------------------

export function fromBeats(beats: StoryBeats | null | undefined): Story {
  return {
    chapters: (beats?.chapters ?? []).map((c) => ({
      id: c.id,
      title: c.title,
      scenes: c.scenes.map((s) => ({ ...s, choices: s.choices.map((k) => ({ ...k })) })),
    })),
    endings: (beats?.endings ?? []).map((e) => ({ ...e })),
    ...(beats?.twee ? { twee: beats.twee } : {}),
  };
}

/** What PATCH /api/games/{id} is sent: endings left out when there are none. */
export function toBeats(story: Story): StoryBeats {
  const { chapters, endings, twee } = story;
  return { chapters, ...(endings.length > 0 ? { endings } : {}), ...(twee ? { twee } : {}) };
}

export function findScene(story: Story, sceneId: string): { chapter: Chapter; scene: Scene } | null {
  for (const chapter of story.chapters) {
    const scene = chapter.scenes.find((s) => s.id === sceneId);
    if (scene) return { chapter, scene };
  }
  return null;
}

export function choiceTarget(choice: Choice): ChoiceTarget | null {
  if (choice.leadsToScene) return { kind: "scene", id: choice.leadsToScene };
  if (choice.leadsToChapter) return { kind: "chapter", id: choice.leadsToChapter };
  if (choice.leadsToEnding) return { kind: "ending", id: choice.leadsToEnding };
  return null;
}

/** A choice's three target fields for a target (exactly one set, or none). */
export function targetFields(
  target: ChoiceTarget | null,
): Pick<Choice, "leadsToScene" | "leadsToChapter" | "leadsToEnding"> {
  return {
    leadsToScene: target?.kind === "scene" ? target.id : null,
    leadsToChapter: target?.kind === "chapter" ? target.id : null,
    leadsToEnding: target?.kind === "ending" ? target.id : null,
  };
}

/** Whether the target still exists in the story (a deleted scene's choices dangle). */
export function targetExists(story: Story, target: ChoiceTarget): boolean {
  if (target.kind === "scene") return findScene(story, target.id) !== null;
  if (target.kind === "chapter") return story.chapters.some((c) => c.id === target.id);
  return story.endings.some((e) => e.id === target.id);
}

export function sceneCount(story: Story): number {
  return story.chapters.reduce((n, c) => n + c.scenes.length, 0);
}

/**
 * Whether two stories say the same (an edit undone by hand is no change). Parts a change left
 * alone are the same objects, so most of a long story is passed over by identity; what is
 * compared is compared as saved (no isEndingScene is false, no target is null).
 */
export function sameStory(a: Story, b: Story): boolean {
  if (a === b) return true;
  if (a.chapters.length !== b.chapters.length || a.endings.length !== b.endings.length) return false;
  for (let i = 0; i < a.endings.length; i++) {
    const x = a.endings[i] as Ending;
    const y = b.endings[i] as Ending;
    if (x !== y && (x.id !== y.id || x.title !== y.title)) return false;
  }
  for (let i = 0; i < a.chapters.length; i++) {
    const x = a.chapters[i] as Chapter;
    const y = b.chapters[i] as Chapter;
    if (x === y) continue;
    if (x.id !== y.id || x.title !== y.title || x.scenes.length !== y.scenes.length) return false;
    for (let j = 0; j < x.scenes.length; j++)
      if (!sameScene(x.scenes[j] as Scene, y.scenes[j] as Scene)) return false;
  }
  return true;
}

function sameScene(a: Scene, b: Scene): boolean {
  if (a === b) return true;
  if (
    a.id !== b.id ||
    a.title !== b.title ||
    a.description !== b.description ||
    (a.isEndingScene ?? false) !== (b.isEndingScene ?? false) ||
    (a.toWrite ?? false) !== (b.toWrite ?? false) ||
    a.position?.x !== b.position?.x ||
    a.position?.y !== b.position?.y ||
    a.choices.length !== b.choices.length
  )
    return false;
  return a.choices.every((x, i) => {
    const y = b.choices[i] as Choice;
    return (
      x === y ||
      (x.id === y.id &&
        x.text === y.text &&
        (x.leadsToScene ?? null) === (y.leadsToScene ?? null) &&
        (x.leadsToChapter ?? null) === (y.leadsToChapter ?? null) &&
        (x.leadsToEnding ?? null) === (y.leadsToEnding ?? null) &&
        sameEffects(x.effects, y.effects))
    );
  });
}

/** Effects are small: compared field by field, lists in order. */
function sameEffects(a: ChoiceEffects | undefined, b: ChoiceEffects | undefined): boolean {
  if (a === b) return true;
  const key = (e: ChoiceEffects | undefined) =>
    JSON.stringify([e?.addItems ?? [], e?.removeItems ?? [], e?.health, e?.experience, e?.achievement]);
  return key(a) === key(b);
}

// ---- changes --------------------------------------------------------------------------------

const mapScenes = (story: Story, fn: (scene: Scene, chapter: Chapter) => Scene): Story => ({
  ...story,
  chapters: story.chapters.map((chapter) => ({
    ...chapter,
    scenes: chapter.scenes.map((scene) => fn(scene, chapter)),
  })),
});

export function addChapter(story: Story, title: string): { story: Story; chapterId: string } {
  const chapterId = timeId("chapter");
  return {
    story: { ...story, chapters: [...story.chapters, { id: chapterId, title, scenes: [] }] },
    chapterId,
  };
}

export function renameChapter(story: Story, chapterId: string, title: string): Story {
  return { ...story, chapters: story.chapters.map((c) => (c.id === chapterId ? { ...c, title } : c)) };
}

/** A new, empty scene with a time-based id (Add Scene puts it in its chapter at once, ADR 034). */
export function emptyScene(title = "New scene"): Scene {
  return { id: timeId("scene"), title, description: "", choices: [] };
}

/** A scene added at the end of a chapter. */
export function addScene(story: Story, chapterId: string, scene: Scene): Story {
  return {
    ...story,
    chapters: story.chapters.map((c) => (c.id === chapterId ? { ...c, scenes: [...c.scenes, scene] } : c)),
  };
}

/** The draft's fields replace the scene's; a scene made for a link is written once it has text. */
export function updateScene(story: Story, sceneId: string, draft: SceneDraft): Story {
  return mapScenes(story, (scene) => {
    if (scene.id !== sceneId) return scene;
    const next: Scene = { ...scene, ...draft };
    if (next.toWrite && next.description.trim()) delete next.toWrite;
    return next;
  });
}

/**
 * Removes a scene. Choices that led to it are left as they are, pointing at nothing: the Story
 * Map flags them and the server refuses to save them, so the creator decides where they go.
 */
export function deleteScene(story: Story, sceneId: string): Story {
  return {
    ...story,
    chapters: story.chapters.map((c) => ({ ...c, scenes: c.scenes.filter((s) => s.id !== sceneId) })),
  };
}

/**
 * The text, or the text numbered ("Go to Gate (2)") when a choice of the scene already reads
 * so: play tells a scene's choices apart by their text.
 */
export function uniqueChoiceText(scene: Scene, text: string): string {
  const taken = new Set(scene.choices.map((c) => choiceTextKey(c.text)));
  let candidate = text;
  for (let n = 2; taken.has(choiceTextKey(candidate)); n++) candidate = `${text} (${n})`;
  return candidate;
}

/** A new choice from one scene (the Story Map's drag from a card to another). */
export function addChoice(
  story: Story,
  fromSceneId: string,
  target: ChoiceTarget | null,
  text: string,
): { story: Story; choiceId: string } {
  const choiceId = timeId("choice");
  const choice: Choice = { id: choiceId, text, ...targetFields(target) };
  return {
    story: mapScenes(story, (scene) =>
      scene.id === fromSceneId ? { ...scene, choices: [...scene.choices, choice] } : scene,
    ),
    choiceId,
  };
}

/** Points an existing choice somewhere else (or nowhere). */
export function retargetChoice(story: Story, choiceId: string, target: ChoiceTarget | null): Story {
  return mapScenes(story, (scene) =>
    scene.choices.some((c) => c.id === choiceId)
      ? {
          ...scene,
          choices: scene.choices.map((c) => (c.id === choiceId ? { ...c, ...targetFields(target) } : c)),
        }
      : scene,
  );
}

export function addEnding(story: Story, title: string): { story: Story; endingId: string } {
  const endingId = timeId("ending");
  return { story: { ...story, endings: [...story.endings, { id: endingId, title }] }, endingId };
}

export function renameEnding(story: Story, endingId: string, title: string): Story {
  return { ...story, endings: story.endings.map((e) => (e.id === endingId ? { ...e, title } : e)) };
}

/** Removes an ending; choices that led to it dangle, as with a deleted scene. */
export function deleteEnding(story: Story, endingId: string): Story {
  return { ...story, endings: story.endings.filter((e) => e.id !== endingId) };
}
