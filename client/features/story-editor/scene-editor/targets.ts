import { type Choice, type ChoiceTarget, choiceTarget, type Story, targetExists } from "../story-draft";

/**
 * Where choices lead, in words and as <select> values. A choice target is encoded in one value
 * ("scene:ID", "chapter:ID", "ending:ID", or "" for nowhere) so a native select can hold it.
 */

export const targetValue = (target: ChoiceTarget | null): string =>
  target ? `${target.kind}:${target.id}` : "";

export function parseTarget(value: string): ChoiceTarget | null {
  const at = value.indexOf(":");
  if (at < 0) return null;
  const kind = value.slice(0, at);
  const id = value.slice(at + 1);
  return kind === "scene" || kind === "chapter" || kind === "ending" ? { kind, id } : null;
}

export type TargetOption = { value: string; label: string };
export type TargetGroups = { scenes: TargetOption[]; chapters: TargetOption[]; endings: TargetOption[] };

const orUntitled = (title: string) => title.trim() || "Untitled";

/** Every place a choice can lead: built once per story, shared by every choice's select. */
export function targetGroups(story: Story): TargetGroups {
  return {
    scenes: story.chapters.flatMap((chapter, c) =>
      chapter.scenes.map((scene) => ({
        value: targetValue({ kind: "scene", id: scene.id }),
        label: `${orUntitled(scene.title)} (Chapter ${c + 1})`,
      })),
    ),
    chapters: story.chapters.map((chapter, c) => ({
      value: targetValue({ kind: "chapter", id: chapter.id }),
      label: `Chapter ${c + 1}: ${orUntitled(chapter.title)}`,
    })),
    endings: story.endings.map((ending) => ({
      value: targetValue({ kind: "ending", id: ending.id }),
      label: orUntitled(ending.title),
    })),
  };
}

export type TargetDescription = { text: string; tone: "ok" | "nowhere" | "missing" };

/** "→ Scene: title (Chapter N)", "Leads nowhere", "Missing scene": what the Choices tab says. */
export function describeTarget(story: Story, choice: Choice): TargetDescription {
  const target = choiceTarget(choice);
  if (!target) return { text: "Leads nowhere", tone: "nowhere" };
  if (!targetExists(story, target)) return { text: `Missing ${target.kind}`, tone: "missing" };
  if (target.kind === "scene") {
    const c = story.chapters.findIndex((ch) => ch.scenes.some((s) => s.id === target.id));
    const scene = story.chapters[c]?.scenes.find((s) => s.id === target.id);
    return { text: `→ Scene: ${orUntitled(scene?.title ?? "")} (Chapter ${c + 1})`, tone: "ok" };
  }
  if (target.kind === "chapter") {
    const chapter = story.chapters.find((ch) => ch.id === target.id);
    return { text: `→ Chapter: ${orUntitled(chapter?.title ?? "")}`, tone: "ok" };
  }
  const ending = story.endings.find((e) => e.id === target.id);
  return { text: `→ Ending: ${orUntitled(ending?.title ?? "")}`, tone: "ok" };
}
