import { choiceTextKey } from "../../../../contract/edit-game";
import { type EffectErrors, effectErrors } from "../scene-editor/choice-effects";
import type { Scene } from "../story-draft";

/** The contract's messages for a scene (contract/edit-game.ts StoryBeats), shown as the author types. */
export const SCENE_MESSAGES = {
  title: "Scene title is required",
  choiceText: "Choice text is required",
  // Play finds the clicked choice by its text (case and punctuation aside).
  sameText: "Another choice of this scene has the same text: give each its own",
} as const;

export type SceneErrors = {
  title?: string;
  choices: Record<string, string>;
  effects: Record<string, EffectErrors>;
};

/** What the contract would refuse in this scene, by field (a save says the first of them). */
export function checkScene(scene: Pick<Scene, "title" | "choices">): SceneErrors {
  const choices: Record<string, string> = {};
  const effects: Record<string, EffectErrors> = {};
  const texts = new Set<string>();
  for (const c of scene.choices) {
    const key = choiceTextKey(c.text);
    if (!c.text.trim()) choices[c.id] = SCENE_MESSAGES.choiceText;
    else if (texts.has(key)) choices[c.id] = SCENE_MESSAGES.sameText;
    texts.add(key);
    const wrong = effectErrors(c.effects);
    if (Object.keys(wrong).length) effects[c.id] = wrong;
  }
  return { title: scene.title.trim() ? undefined : SCENE_MESSAGES.title, choices, effects };
}
