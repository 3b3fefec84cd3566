import { BookOpen } from "lucide-react";
import { Link } from "wouter";
import type { GameDetail } from "../../../contract/creation";
import { STORY_WRITER_NAMES } from "../../../contract/edit-game";

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/**
 * ADR 027: the game's one written story, named by the tool that wrote it, with the way to the
 * Story Editor, where the same story is read and edited scene by scene. Shown once it has scenes.
 */
export function StoryBanner({ game }: { game: Pick<GameDetail, "id" | "storyBeats"> }) {
  const story = game.storyBeats;
  const scenes = story?.chapters.reduce((n, c) => n + c.scenes.length, 0) ?? 0;
  if (!story || scenes === 0) return null;
  const writer = story.writtenBy ? STORY_WRITER_NAMES[story.writtenBy] : null;
  return (
    <div
      role="note"
      aria-label="Written story"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-ink-200 bg-white px-4 py-3 text-ink-900 dark:border-ink-800 dark:bg-ink-900 dark:text-ink-50"
    >
      <BookOpen aria-hidden className="size-4 shrink-0 text-ember-600" />
      <p className="min-w-0 flex-1 text-sm">
        {writer ? `This story was written by ${writer}` : "This game has a written story"} ·{" "}
        {count(story.chapters.length, "chapter")}, {count(scenes, "scene")}
      </p>
      <Link
        href={`/story-editor/${encodeURIComponent(game.id)}`}
        className="font-medium text-ember-700 text-sm underline underline-offset-2 hover:text-ember-800 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ember-500/40 dark:text-ember-400"
      >
        Open in Story Editor
      </Link>
    </div>
  );
}
