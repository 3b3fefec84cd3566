import { choiceTextKey, STORY_LIMITS } from "../../../../contract/edit-game";
import {
  type Chapter,
  type Choice,
  type ChoiceTarget,
  findScene,
  type Scene,
  type Story,
  targetFields,
  timeId,
  uniqueChoiceText,
} from "../story-draft";
import { findLinks, mayHaveLinks, type TypedLink, withoutLinks } from "./typed-links";

/**
 * Typed links become choices (ADR 034): a link whose target names a scene (or, failing that,
 * an ending) is taken out of the text and added to the scene's choices. A link to nothing yet
 * stays in the text, offered to be created, and the story is not saved while it does.
 */

/** Titles compare as players read them: case and runs of spaces aside. */
const titleKey = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();

/** Where a link's target leads: a scene of that title (this chapter's first), else an ending. */
export function resolveTarget(story: Story, chapterId: string | null, name: string): ChoiceTarget | null {
  const key = titleKey(name);
  const own = story.chapters.find((c) => c.id === chapterId);
  const inOwn = own?.scenes.find((s) => titleKey(s.title) === key);
  if (inOwn) return { kind: "scene", id: inOwn.id };
  for (const chapter of story.chapters) {
    const scene = chapter.scenes.find((s) => titleKey(s.title) === key);
    if (scene) return { kind: "scene", id: scene.id };
  }
  const ending = story.endings.find((e) => titleKey(e.title) === key);
  return ending ? { kind: "ending", id: ending.id } : null;
}

export type LinkState = TypedLink & { resolved: ChoiceTarget | null };

/** The links of a scene's text and where each would lead (for the panel's list under the text). */
export function linkStates(story: Story, chapterId: string | null, text: string): LinkState[] {
  if (!mayHaveLinks(text)) return [];
  return findLinks(text).map((link) => ({ ...link, resolved: resolveTarget(story, chapterId, link.target) }));
}

const sameTarget = (choice: Choice, target: ChoiceTarget) =>
  (target.kind === "scene" && choice.leadsToScene === target.id) ||
  (target.kind === "ending" && choice.leadsToEnding === target.id);

/** The scene with its resolved links made choices, or the same scene when nothing changed. */
function absorbScene(story: Story, chapter: Chapter, scene: Scene): Scene {
  if (!mayHaveLinks(scene.description)) return scene;
  const taken: TypedLink[] = [];
  let current: Scene = scene;
  for (const link of linkStates(story, chapter.id, scene.description)) {
    if (!link.resolved) continue;
    const known = current.choices.find((c) => choiceTextKey(c.text) === choiceTextKey(link.text));
    if (known && sameTarget(known, link.resolved)) {
      // Already a choice (the link typed twice): the markup goes, nothing is added.
      taken.push(link);
      continue;
    }
    // A full scene keeps the link in its text: the panel says why.
    if (current.choices.length >= STORY_LIMITS.choicesPerScene) continue;
    const choice: Choice = {
      id: timeId("choice"),
      text: uniqueChoiceText(current, link.text),
      ...targetFields(link.resolved),
    };
    current = { ...current, choices: [...current.choices, choice] };
    taken.push(link);
  }
  if (taken.length === 0) return scene;
  return { ...current, description: withoutLinks(scene.description, taken) };
}

/** One scene's resolved links made choices (the text field left, or the link's scene created). */
export function absorbLinks(story: Story, sceneId: string): Story {
  const found = findScene(story, sceneId);
  if (!found) return story;
  const next = absorbScene(story, found.chapter, found.scene);
  if (next === found.scene) return story;
  return replaceScene(story, found.chapter.id, next);
}

/** Every scene's resolved links made choices (before a save); the same story when there were none. */
export function absorbAllLinks(story: Story): Story {
  let next = story;
  for (const chapter of story.chapters)
    for (const scene of chapter.scenes)
      if (mayHaveLinks(scene.description)) next = absorbLinks(next, scene.id);
  return next;
}

/** The first link left in a story that leads to no scene, in words (a save is refused so). */
export function unresolvedLinkProblem(story: Story): string | null {
  for (const chapter of story.chapters)
    for (const scene of chapter.scenes) {
      const left = linkStates(story, chapter.id, scene.description).find((l) => !l.resolved);
      if (left)
        return `Scene "${scene.title}" links to "${left.target}", which is not a scene yet: create it from the link, or change the link`;
    }
  return null;
}

/** The contract's longest scene title. */
const SCENE_TITLE_MAX = 200;

/**
 * Twine's "create the passage a link names": a new, empty scene of that title in the linking
 * scene's chapter, marked to write; then the link becomes a choice to it. Null when the chapter
 * is full.
 */
export function createLinkedScene(
  story: Story,
  fromSceneId: string,
  name: string,
): { story: Story; sceneId: string } | null {
  const found = findScene(story, fromSceneId);
  if (!found || found.chapter.scenes.length >= STORY_LIMITS.scenesPerChapter) return null;
  const scene: Scene = {
    id: timeId("scene"),
    title: name.trim().slice(0, SCENE_TITLE_MAX),
    description: "",
    choices: [],
    toWrite: true,
  };
  const chapters = story.chapters.map((c) =>
    c.id === found.chapter.id ? { ...c, scenes: [...c.scenes, scene] } : c,
  );
  return { story: absorbLinks({ ...story, chapters }, fromSceneId), sceneId: scene.id };
}

/** The story with one scene replaced, only its chapter copied (a keystroke in a long story stays cheap). */
export function replaceScene(story: Story, chapterId: string, scene: Scene): Story {
  return {
    ...story,
    chapters: story.chapters.map((c) =>
      c.id === chapterId ? { ...c, scenes: c.scenes.map((s) => (s.id === scene.id ? scene : s)) } : c,
    ),
  };
}

/** One scene's fields changed in place (the side panel's title, text, ending mark, choices). */
export function patchScene(story: Story, sceneId: string, patch: Partial<Scene>): Story {
  const found = findScene(story, sceneId);
  if (!found) return story;
  const next: Scene = { ...found.scene, ...patch };
  // A scene made for a link is written once it has text.
  if (next.toWrite && next.description.trim()) delete next.toWrite;
  return replaceScene(story, found.chapter.id, next);
}
