import { randomUUID } from "node:crypto";
import type { StoryBeats } from "../../db/schema";
import { renameChapters } from "../../game/story-chapters";
import type { GameDocument } from "./backup-format";

/**
 * A restored game's chapters get new ids (the original may still be in this database), and its
 * story follows them (ADR 027): the story's chapters of those ids, their prose scenes and the
 * choices that lead to them — in the story and in every kept revision — so the restored game's
 * Story Builder and Complete Story pages find their chapters in its story. Runs in the parsing
 * worker, where the stories are parsed anyway.
 */
export function withFreshChapterIds(document: GameDocument): GameDocument {
  const ids = new Map<string, string>();
  // Each chapter a new id of its own, even one listed twice (the archive allows it); the story
  // follows the first of an id.
  const fresh = (id: string | undefined) => {
    const next = randomUUID();
    if (id && !ids.has(id)) ids.set(id, next);
    return next;
  };
  const outlineChapters = document.outlineChapters.map((c) => ({ ...c, id: fresh(c.id) }));
  const completeStory = document.completeStory && {
    ...document.completeStory,
    chapters: document.completeStory.chapters.map((c) => ({ ...c, id: fresh(c.id) })),
  };
  const rename = <T>(story: T): T =>
    story && ids.size ? (renameChapters(story as unknown as StoryBeats, ids) as unknown as T) : story;
  return {
    ...document,
    game: { ...document.game, storyBeats: rename(document.game.storyBeats) },
    outlineChapters,
    completeStory,
    ...(document.revisions
      ? { revisions: document.revisions.map((r) => ({ ...r, story: rename(r.story) })) }
      : {}),
  };
}
