import { choiceTextKey } from "../../../contract/edit-game";
import { type Chapter, type Choice, choiceTarget, type Scene, type Story } from "./story-draft";

/**
 * What the Story Map flags (issue 20). Errors are exactly what the server's PATCH refuses (a
 * choice leading to something that does not exist, two choices of a scene play cannot tell
 * apart), so an error can never be saved; warnings are shapes a creator most likely did not mean
 * but may save (a choice leading nowhere, a scene nobody reaches, a chapter with no way out, a
 * story whose endings cannot be reached yet, two scenes of the same title, a scene a link made
 * that is still to write — issue 35).
 */
export type ProblemKind =
  | "choice-nowhere"
  | "choice-missing-target"
  | "choice-duplicate-text"
  | "choice-empty-chapter"
  | "scene-no-way-in"
  | "scene-unreachable"
  | "scene-duplicate-title"
  | "scene-to-write"
  | "chapter-no-way-out"
  | "no-reachable-ending";

export type Severity = "error" | "warning";

export type Problem = {
  /** Unique within one analysis: a React key and a test handle. */
  key: string;
  kind: ProblemKind;
  severity: Severity;
  message: string;
  sceneId?: string;
  choiceId?: string;
  chapterId?: string;
};

type SceneAt = { scene: Scene; chapter: Chapter };

/** The story's lookups, built once: every question below is then a map or set look-up. */
function indexStory(story: Story) {
  const scenes = new Map<string, SceneAt>();
  const chapters = new Map<string, Chapter>();
  for (const chapter of story.chapters) {
    chapters.set(chapter.id, chapter);
    for (const scene of chapter.scenes) scenes.set(scene.id, { scene, chapter });
  }
  const endings = new Set(story.endings.map((e) => e.id));
  return { scenes, chapters, endings };
}

/**
 * The story's opening: the first scene of the first chapter with scenes (as play starts it,
 * server/game/story-walk.ts).
 */
export function openingScene(story: Story): Scene | null {
  return story.chapters.find((c) => c.scenes.length > 0)?.scenes[0] ?? null;
}

/**
 * The scene a choice leads to when played, or null. An ending's id may also be an ending scene's
 * id (Generate Complete Story writes them so): play then shows that scene.
 */
function nextScene(choice: Choice, index: ReturnType<typeof indexStory>): Scene | null {
  const target = choiceTarget(choice);
  if (!target) return null;
  if (target.kind === "chapter") return index.chapters.get(target.id)?.scenes[0] ?? null;
  return index.scenes.get(target.id)?.scene ?? null;
}

/** Titles alike to a reader: case, spacing and Unicode forms aside. */
const titleKey = (title: string) => title.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();

const quote = (text: string) => `"${text.trim() || "Untitled"}"`;

/** Every problem of the story, choices first, in story order. One pass and one BFS. */
export function storyProblems(story: Story): Problem[] {
  const index = indexStory(story);
  const problems: Problem[] = [];
  const opening = openingScene(story);
  if (!opening) return problems; // Nothing written yet: nothing to flag.

  // Choices: where each leads, and whether that exists.
  for (const chapter of story.chapters) {
    for (const scene of chapter.scenes) {
      const texts = new Set<string>();
      for (const choice of scene.choices) {
        const where = `Choice ${quote(choice.text)} in ${quote(scene.title)}`;
        const base = { sceneId: scene.id, choiceId: choice.id, chapterId: chapter.id };
        // Play finds the clicked choice by its text: a second one alike could never be taken.
        const key = choiceTextKey(choice.text);
        if (texts.has(key))
          problems.push({
            ...base,
            key: `choice-duplicate-text:${choice.id}`,
            kind: "choice-duplicate-text",
            severity: "error",
            message: `${where} has the same text as another choice in that scene`,
          });
        texts.add(key);
        const target = choiceTarget(choice);
        if (!target) {
          problems.push({
            ...base,
            key: `choice-nowhere:${choice.id}`,
            kind: "choice-nowhere",
            severity: "warning",
            message: `${where} leads nowhere`,
          });
          continue;
        }
        const exists =
          target.kind === "scene"
            ? index.scenes.has(target.id)
            : target.kind === "chapter"
              ? index.chapters.has(target.id)
              : index.endings.has(target.id);
        if (!exists) {
          problems.push({
            ...base,
            key: `choice-missing-target:${choice.id}`,
            kind: "choice-missing-target",
            severity: "error",
            message: `${where} leads to ${target.kind === "ending" ? "an ending" : `a ${target.kind}`} that does not exist`,
          });
        } else if (target.kind === "chapter" && index.chapters.get(target.id)?.scenes.length === 0) {
          problems.push({
            ...base,
            key: `choice-empty-chapter:${choice.id}`,
            kind: "choice-empty-chapter",
            severity: "warning",
            message: `${where} leads to chapter ${quote(index.chapters.get(target.id)?.title ?? "")}, which has no scenes`,
          });
        }
      }
    }
  }

  // Reachability: one breadth-first walk from the opening along the choices.
  const reached = new Set<string>([opening.id]);
  const queue: Scene[] = [opening];
  let endingReached = false;
  for (let i = 0; i < queue.length; i++) {
    const scene = queue[i] as Scene;
    if (scene.isEndingScene) endingReached = true;
    for (const choice of scene.choices) {
      if (choice.leadsToEnding && index.endings.has(choice.leadsToEnding)) endingReached = true;
      const next = nextScene(choice, index);
      if (next && !reached.has(next.id)) {
        reached.add(next.id);
        queue.push(next);
      }
    }
  }
  // Only for the scenes not reached: is any choice at all leading to them (from elsewhere)?
  const ledTo = reached.size < index.scenes.size ? scenesLedTo(story, index) : reached;
  for (const chapter of story.chapters) {
    for (const scene of chapter.scenes) {
      if (reached.has(scene.id)) continue;
      const at = { sceneId: scene.id, chapterId: chapter.id };
      problems.push(
        ledTo.has(scene.id)
          ? {
              ...at,
              key: `scene-unreachable:${scene.id}`,
              kind: "scene-unreachable",
              severity: "warning",
              message: `${quote(scene.title)} cannot be reached from the opening scene`,
            }
          : {
              ...at,
              key: `scene-no-way-in:${scene.id}`,
              kind: "scene-no-way-in",
              severity: "warning",
              message: `No choice leads to ${quote(scene.title)}`,
            },
      );
    }
  }

  // Scenes by title (as a reader or a Twine export tells them apart): every scene of a title
  // that more than one has, so each of their cards is marked.
  const byTitle = new Map<string, SceneAt[]>();
  for (const at of index.scenes.values()) {
    const key = titleKey(at.scene.title);
    const same = byTitle.get(key);
    if (same) same.push(at);
    else byTitle.set(key, [at]);
  }
  for (const same of byTitle.values()) {
    if (same.length < 2) continue;
    for (const { scene, chapter } of same)
      problems.push({
        key: `scene-duplicate-title:${scene.id}`,
        kind: "scene-duplicate-title",
        severity: "warning",
        message: `${same.length} scenes are titled ${quote(scene.title)} (this one in chapter ${quote(chapter.title)})`,
        sceneId: scene.id,
        chapterId: chapter.id,
      });
  }

  // Placeholders a link made (a typed link, an import's broken link): playable, but empty.
  for (const { scene, chapter } of index.scenes.values())
    if (scene.toWrite)
      problems.push({
        key: `scene-to-write:${scene.id}`,
        kind: "scene-to-write",
        severity: "warning",
        message: `${quote(scene.title)} is still to write: a link leads to it`,
        sceneId: scene.id,
        chapterId: chapter.id,
      });

  // Chapters a player can enter but never leave (and cannot finish the story in).
  for (const chapter of story.chapters) {
    if (chapter.scenes.length === 0 || hasWayOut(chapter, index)) continue;
    problems.push({
      key: `chapter-no-way-out:${chapter.id}`,
      kind: "chapter-no-way-out",
      severity: "warning",
      message: `Chapter ${quote(chapter.title)} has no way out: no choice leaves it and it has no ending`,
      chapterId: chapter.id,
      sceneId: chapter.scenes[0]?.id,
    });
  }

  // Saved all the same (a story is written a piece at a time), but flagged on the opening's chapter.
  if (!endingReached) {
    problems.push({
      key: "no-reachable-ending",
      kind: "no-reachable-ending",
      severity: "warning",
      message: "No ending can be reached from the opening scene: the story cannot be finished",
      sceneId: opening.id,
      chapterId: story.chapters.find((c) => c.scenes[0] === opening)?.id,
    });
  }
  return problems;
}

/** Every scene some choice leads to (a chapter's first scene for a chapter, an ending scene). */
function scenesLedTo(story: Story, index: ReturnType<typeof indexStory>): Set<string> {
  const ledTo = new Set<string>();
  for (const chapter of story.chapters)
    for (const scene of chapter.scenes)
      for (const choice of scene.choices) {
        const next = nextScene(choice, index);
        if (next) ledTo.add(next.id);
      }
  return ledTo;
}

function hasWayOut(chapter: Chapter, index: ReturnType<typeof indexStory>): boolean {
  for (const scene of chapter.scenes) {
    if (scene.isEndingScene) return true;
    for (const choice of scene.choices) {
      if (choice.leadsToEnding && index.endings.has(choice.leadsToEnding)) return true;
      if (
        choice.leadsToChapter &&
        choice.leadsToChapter !== chapter.id &&
        index.chapters.has(choice.leadsToChapter)
      )
        return true;
      const to = choice.leadsToScene ? index.scenes.get(choice.leadsToScene) : undefined;
      if (to && to.chapter.id !== chapter.id) return true;
    }
  }
  return false;
}

/** A chapter's own problems, drawn on its box: the worst severity and a few words for each. */
export type ChapterMark = { severity: Severity; notes: string[] };

export type ProblemMarks = {
  /** Per scene: the worst severity among its problems. */
  scenes: Map<string, Severity>;
  /** Choices that lead nowhere or to something missing (drawn red on their card). */
  choices: Map<string, Severity>;
  /** Chapters with no way out, and the opening's chapter when no ending can be reached. */
  chapters: Map<string, ChapterMark>;
};

const CHAPTER_NOTES: Partial<Record<ProblemKind, string>> = {
  "chapter-no-way-out": "No way out",
  "no-reachable-ending": "No ending reachable",
};

/** The problems as the map draws them: a marker per scene, per choice and per chapter. */
export function problemMarks(problems: Problem[]): ProblemMarks {
  const scenes = new Map<string, Severity>();
  const choices = new Map<string, Severity>();
  const chapters = new Map<string, ChapterMark>();
  for (const p of problems) {
    const note = CHAPTER_NOTES[p.kind];
    if (note) {
      // Not one scene's fault: the chapter's box carries it.
      if (!p.chapterId) continue;
      const mark = chapters.get(p.chapterId);
      if (mark) {
        mark.notes.push(note);
        if (p.severity === "error") mark.severity = "error";
      } else chapters.set(p.chapterId, { severity: p.severity, notes: [note] });
      continue;
    }
    if (p.sceneId && scenes.get(p.sceneId) !== "error") scenes.set(p.sceneId, p.severity);
    if (p.choiceId && choices.get(p.choiceId) !== "error") choices.set(p.choiceId, p.severity);
  }
  return { scenes, choices, chapters };
}

/** "2 errors, 3 warnings" / "No problems found". */
export function problemSummary(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  if (problems.length === 0) return "No problems found";
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return [errors ? count(errors, "error") : "", warnings ? count(warnings, "warning") : ""]
    .filter(Boolean)
    .join(", ");
}
