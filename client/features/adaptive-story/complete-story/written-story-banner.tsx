import { BookOpenText } from "lucide-react";
import { Link } from "wouter";
import type { WrittenStorySummary } from "../../../../contract/complete-story";
import { STORY_WRITER_NAMES } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import { storyEditorHref } from "../../story-editor/story-links";

/**
 * The game's one written story (ADR 027), whichever tool wrote it: what players get, and where
 * to edit it scene by scene. The outline planner shows the same words.
 */

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** "3 chapters, 7 scenes" */
export const storySize = (story: WrittenStorySummary) =>
  `${count(story.chapters, "chapter")}, ${count(story.scenes, "scene")}`;

/** "the Story Editor", or none for a story written before tools were recorded. */
export const writerName = (story: WrittenStorySummary) =>
  story.writtenBy ? STORY_WRITER_NAMES[story.writtenBy] : null;

/** A story worth naming: it has scenes to play. */
export const hasWrittenStory = (
  story: WrittenStorySummary | null | undefined,
): story is WrittenStorySummary => Boolean(story && story.scenes > 0);

/** The question before a fresh generation replaces it. */
export function replaceQuestion(story: WrittenStorySummary) {
  const by = writerName(story);
  return `Replace the written story: ${storySize(story)}${by ? `, written by ${by}` : ""}? The new chapters take its place as they are written. The message that follows offers Undo, which brings it back.`;
}

export function WrittenStoryBanner({ gameId, story }: { gameId: string; story: WrittenStorySummary }) {
  const by = writerName(story);
  return (
    <div
      role="note"
      aria-label="Written story"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ember-500/40 bg-ember-500/10 px-4 py-3 text-ink-800 text-sm dark:text-ink-100"
    >
      <p className="min-w-0">
        {by ? `This story was written by ${by}` : "This game has a written story"} · {storySize(story)}
      </p>
      <Button asChild variant="secondary" size="sm">
        <Link href={storyEditorHref(gameId)}>
          <BookOpenText aria-hidden />
          Open in Story Editor
        </Link>
      </Button>
    </div>
  );
}
