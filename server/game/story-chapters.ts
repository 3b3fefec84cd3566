import { choiceTextKey, STORY_LIMITS, STORY_TEXT_LIMITS } from "../../contract/edit-game";
import type { StoryBeats } from "../db/schema";

/**
 * Chapters written as prose — by the outline planner (Story Builder) or the Complete Story
 * Generator — as chapters of the one written story (ADR 027): the chapter keeps its id, its
 * prose becomes its scenes, and its action options become the last scene's choices.
 */

type Chapter = StoryBeats["chapters"][number];
type Scene = Chapter["scenes"][number];
type Choice = Scene["choices"][number];

/** What a prose chapter is made into a story chapter from. */
export type ProseChapter = {
  id: string;
  title: string;
  content: string | null;
  /** The last scene's choices (a chapter's action options, or a "continue"). */
  choices: Choice[];
};

/** The first scene of a prose chapter: `{chapterId}-text`, then `-text-2`, `-text-3` for longer ones. */
export const chapterSceneId = (chapterId: string, part = 1) =>
  part === 1 ? `${chapterId}-text` : `${chapterId}-text-${part}`;

/**
 * An ending's own words where no scene carries it. Here, not in story-walk.ts, so that the
 * parsing workers' exports need not load the NLP of play's choice matching.
 */
export const closingText = (endingTitle: string) => `The End: ${endingTitle}.`;

export const continueChoiceText = (chapterNumber: number, title: string) =>
  `Continue to Chapter ${chapterNumber}: ${title.trim() || "Untitled"}`;

const PART_MAX = STORY_TEXT_LIMITS.sceneText;
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const titleOf = (title: string) => clip(title.trim() || "Untitled chapter", STORY_TEXT_LIMITS.sceneTitle);

/** Prose cut at paragraph breaks into parts a scene can hold (a very long paragraph is cut). */
export function proseParts(content: string): string[] {
  const parts: string[] = [];
  let part = "";
  for (const paragraph of content.split(/\n\s*\n/)) {
    const text = paragraph.trim();
    if (!text) continue;
    const joined = part ? `${part}\n\n${text}` : text;
    if (joined.length <= PART_MAX) {
      part = joined;
      continue;
    }
    if (part) parts.push(part);
    let rest = text;
    while (rest.length > PART_MAX) {
      parts.push(rest.slice(0, PART_MAX));
      rest = rest.slice(PART_MAX);
    }
    part = rest;
  }
  if (part) parts.push(part);
  return parts;
}

/** Choices with text the contract accepts: trimmed, clipped, unique by play's key, at most 10. */
export function cleanChoices(choices: Choice[]): Choice[] {
  const seen = new Set<string>();
  const out: Choice[] = [];
  for (const choice of choices) {
    const text = clip(choice.text.trim(), STORY_TEXT_LIMITS.choiceText);
    const key = choiceTextKey(text);
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...choice, text });
    if (out.length === STORY_LIMITS.choicesPerScene) break;
  }
  return out;
}

/**
 * A prose chapter as a story chapter: one scene, or several linked by "Continue" when the prose
 * is longer than a scene holds; no scenes while it has no prose.
 */
export function proseChapter(chapter: ProseChapter): Chapter {
  const parts = proseParts(chapter.content ?? "");
  const title = titleOf(chapter.title);
  const scenes: Scene[] = parts.map((description, i) => ({
    id: chapterSceneId(chapter.id, i + 1),
    title: i === 0 ? title : clip(`${title} (${i + 1})`, STORY_TEXT_LIMITS.sceneTitle),
    description,
    choices:
      i === parts.length - 1
        ? cleanChoices(chapter.choices)
        : [
            {
              id: `${chapterSceneId(chapter.id, i + 1)}-on`,
              text: "Continue",
              leadsToScene: chapterSceneId(chapter.id, i + 2),
            },
          ],
  }));
  return {
    id: chapter.id,
    title: clip(chapter.title.trim() || "Untitled chapter", STORY_TEXT_LIMITS.chapterTitle),
    scenes,
  };
}

/** A chapter's prose as the story holds it: its scenes' text in order, a blank line between. */
export function chapterText(beats: StoryBeats | null | undefined, chapterId: string): string | null {
  const chapter = beats?.chapters.find((c) => c.id === chapterId);
  if (!chapter?.scenes.length) return null;
  const text = chapter.scenes
    .map((s) => s.description.trim())
    .filter(Boolean)
    .join("\n\n");
  return text || null;
}

/**
 * The story with `chapter` in place of the one with its id, or inserted at `position` (0-based;
 * the end when not given). Choices elsewhere that led into scenes the chapter no longer has lead
 * to the chapter instead, so the story stays whole.
 */
export function putChapter(beats: StoryBeats | null, chapter: Chapter, position?: number): StoryBeats {
  const story: StoryBeats = beats ? { ...beats, chapters: [...beats.chapters] } : { chapters: [] };
  const at = story.chapters.findIndex((c) => c.id === chapter.id);
  if (at >= 0) story.chapters[at] = chapter;
  else story.chapters.splice(position ?? story.chapters.length, 0, chapter);
  return relinkStory(story);
}

/** The story without the chapter; choices that led into it lead on to the next chapter's place (none). */
export function dropChapter(beats: StoryBeats, chapterId: string): StoryBeats {
  return relinkStory({ ...beats, chapters: beats.chapters.filter((c) => c.id !== chapterId) });
}

/** Every choice's target exists: one that names a missing scene or chapter leads nowhere (null). */
export function relinkStory(story: StoryBeats): StoryBeats {
  const chapters = new Set(story.chapters.map((c) => c.id));
  const scenes = new Set(story.chapters.flatMap((c) => c.scenes.map((s) => s.id)));
  const endings = new Set(story.endings?.map((e) => e.id) ?? []);
  const fix = (choice: Choice): Choice => {
    const out = { ...choice };
    if (out.leadsToScene && !scenes.has(out.leadsToScene)) out.leadsToScene = null;
    if (out.leadsToChapter && !chapters.has(out.leadsToChapter)) out.leadsToChapter = null;
    if (out.leadsToEnding && !endings.has(out.leadsToEnding)) out.leadsToEnding = null;
    return out;
  };
  return {
    ...story,
    chapters: story.chapters.map((c) => ({
      ...c,
      scenes: c.scenes.map((s) => ({ ...s, choices: s.choices.map(fix) })),
    })),
  };
}

/** The choice that leads on to the next chapter, when a chapter offers nothing else. */
export const continueChoice = (
  fromChapterId: string,
  next: { id: string; chapterNumber: number; title: string },
): Choice => ({
  id: `${fromChapterId}-next`,
  text: continueChoiceText(next.chapterNumber, next.title),
  leadsToChapter: next.id,
});

/** An outline chapter as ADR 027 makes it a story chapter (the planner and the start-up upgrade). */
export type OutlineProse = {
  id: string;
  chapterNumber: number;
  title: string;
  content: string | null;
  actionOptions: Array<{ id: string; text: string; targetChapter?: number | null }>;
};

/**
 * The last scene's choices of `chapters[index]` (chapters in outline order): its action options,
 * each leading to its target chapter, else to the next one; with none, "Continue to Chapter N:
 * Title" to the next chapter; the last chapter with none has no choices (the story ends there).
 */
export function outlineChoices(chapters: OutlineProse[], index: number): Choice[] {
  const chapter = chapters[index];
  if (!chapter) return [];
  const next = chapters[index + 1];
  const byNumber = new Map(chapters.map((c) => [c.chapterNumber, c.id]));
  if (chapter.actionOptions.length)
    return cleanChoices(
      chapter.actionOptions.map((option) => ({
        // Option ids are the planner's, unique within their chapter only.
        id: `${chapter.id}-${option.id}`,
        text: option.text,
        leadsToChapter:
          (option.targetChapter ? byNumber.get(option.targetChapter) : undefined) ?? next?.id ?? null,
      })),
    );
  return next ? [continueChoice(chapter.id, next)] : [];
}

/**
 * An outline as the written story: every chapter in order (one with no prose yet has no scenes,
 * so that a choice leading to it stays valid), at most the contract's chapter limit.
 */
export function outlineStory(chapters: OutlineProse[]): StoryBeats {
  const ordered = [...chapters]
    .sort((a, b) => a.chapterNumber - b.chapterNumber)
    .slice(0, STORY_LIMITS.chapters);
  return relinkStory({
    chapters: ordered.map((chapter, i) =>
      proseChapter({
        id: chapter.id,
        title: chapter.title,
        content: chapter.content,
        choices: outlineChoices(ordered, i),
      }),
    ),
  });
}

/**
 * The story with chapters renamed, old id → new id: a copy of a game (Duplicate, a backup
 * restored) gives its outline and complete-story chapters new ids, and the story's chapters of
 * those ids follow — with their prose scenes (`{id}-text…`), the choices made for them
 * (`{id}-…`) and every choice that leads to them — so the copy's tools still find them.
 */
export function renameChapters(beats: StoryBeats, ids: ReadonlyMap<string, string>): StoryBeats {
  const prefixed = (id: string) => {
    for (const [from, to] of ids) if (id.startsWith(`${from}-`)) return `${to}${id.slice(from.length)}`;
    return id;
  };
  const chapterId = (id: string) => ids.get(id) ?? id;
  return {
    ...beats,
    chapters: beats.chapters.map((chapter) => ({
      ...chapter,
      id: chapterId(chapter.id),
      scenes: chapter.scenes.map((scene) => ({
        ...scene,
        id: prefixed(scene.id),
        choices: scene.choices.map((choice) => ({
          ...choice,
          id: prefixed(choice.id),
          ...(choice.leadsToScene ? { leadsToScene: prefixed(choice.leadsToScene) } : {}),
          ...(choice.leadsToChapter ? { leadsToChapter: chapterId(choice.leadsToChapter) } : {}),
        })),
      })),
    })),
  };
}
