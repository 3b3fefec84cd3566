import { z } from "zod";

/**
 * What players get, at a glance (issue 29 item 5): the kind of game its written story makes,
 * shown on the dashboard card and Edit Game beside the story's chapter and scene counts.
 */

export const STORY_KINDS = ["free-play", "written-chapters", "branching-scenes"] as const;
export const StoryKind = z.enum(STORY_KINDS);
export type StoryKind = z.infer<typeof StoryKind>;

export const STORY_KIND_NAMES: Record<StoryKind, string> = {
  "free-play": "free play with the narrator",
  "written-chapters": "written chapters",
  "branching-scenes": "branching scenes",
};

/**
 * What the kind is read from. The dashboard's list counts these in SQL (it never loads whole
 * stories); Edit Game's detail counts them from the story it has loaded (`storyShape`).
 */
export type StoryShape = {
  chapters: number;
  scenes: number;
  /** Some scene's choices lead to more than one place: the player's path forks there. */
  branches: boolean;
};

/** A choice as any view of the story holds it (the contract's, the detail's, the database's). */
type Choice = {
  leadsToScene?: string | null;
  leadsToChapter?: string | null;
  leadsToEnding?: string | null;
};
type Story = { chapters: Array<{ scenes: Array<{ choices: Choice[] }> }> };

/**
 * Where a choice leads, as play follows it (leadsToScene, then an ending, then a chapter); a
 * choice that leads nowhere written is the narrator's to answer, a place of its own.
 */
export function choiceDestination(choice: Choice): string {
  if (choice.leadsToScene) return `scene:${choice.leadsToScene}`;
  if (choice.leadsToEnding) return `ending:${choice.leadsToEnding}`;
  if (choice.leadsToChapter) return `chapter:${choice.leadsToChapter}`;
  return "narrator";
}

export function storyShape(beats: Story | null | undefined): StoryShape {
  const chapters = beats?.chapters ?? [];
  const scenes = chapters.reduce((n, c) => n + c.scenes.length, 0);
  const branches = chapters.some((c) =>
    c.scenes.some((s) => s.choices.length > 1 && new Set(s.choices.map(choiceDestination)).size > 1),
  );
  return { chapters: chapters.length, scenes, branches };
}

/**
 * No written scenes: the narrator writes every scene as the player goes. A story that never
 * forks — one scene per chapter, or a chapter's scenes read one after another, as a long
 * chapter cut into parts linked by "Continue" is — reads as written chapters. Any scene whose
 * choices lead to different places makes it branching scenes.
 */
export function storyKind(shape: Pick<StoryShape, "scenes" | "branches">): StoryKind {
  if (shape.scenes === 0) return "free-play";
  return shape.branches ? "branching-scenes" : "written-chapters";
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 chapters, 12 scenes" — what a card and Edit Game say the story holds. */
export function storyCounts(counts: { chapters: number; scenes: number }): string {
  return `${plural(counts.chapters, "chapter", "chapters")}, ${plural(counts.scenes, "scene", "scenes")}`;
}
