import { BookOpen, BookPlus, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../../ui/button";

/** A game with no written story yet: write the first chapter here, or have one generated. */
export function EmptyStory({ gameId, onAddChapter }: { gameId: string; onAddChapter: () => void }) {
  return (
    <section
      aria-labelledby="empty-story-title"
      className="grid justify-items-center gap-4 rounded-2xl border border-ink-300 border-dashed bg-white px-6 py-12 text-center dark:border-ink-700 dark:bg-ink-900"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
        <BookOpen aria-hidden className="size-6" />
      </span>
      <div className="grid max-w-md gap-1.5">
        <h2
          id="empty-story-title"
          className="font-display font-semibold text-ink-950 text-xl dark:text-white"
        >
          This game has no written story yet
        </h2>
        <p className="text-ink-600 text-sm dark:text-ink-300">
          Add a chapter and write its scenes yourself, or let the Story Builder generate a complete story to
          edit here.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onAddChapter}>
          <BookPlus aria-hidden />
          Add Chapter
        </Button>
        <Button asChild variant="secondary">
          <Link href={`/adaptive-story/${encodeURIComponent(gameId)}`}>
            <Sparkles aria-hidden />
            Generate in the Story Builder
          </Link>
        </Button>
      </div>
    </section>
  );
}
