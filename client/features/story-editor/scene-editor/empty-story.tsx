import { BookOpen, BookPlus, Sparkles } from "lucide-react";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { useGenerateStory } from "../use-generate-story";

/**
 * A game with no written story yet: write the first chapter here, or have Generate Complete
 * Story write one (the dashboard's), which then opens here to edit.
 */
export function EmptyStory({
  gameId,
  onAddChapter,
  onStoryWritten,
}: {
  gameId: string;
  onAddChapter: () => void;
  /** Reads the game again and opens the story just written. */
  onStoryWritten: () => Promise<unknown>;
}) {
  const generate = useGenerateStory(gameId, onStoryWritten);
  const generating = generate.isPending;
  return (
    <section
      aria-labelledby="empty-story-title"
      aria-busy={generating || undefined}
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
          Add a chapter and write its scenes yourself, or generate a complete story from your game's setting,
          characters and outline, and edit it here.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onAddChapter} disabled={generating}>
          <BookPlus aria-hidden />
          Add Chapter
        </Button>
        <Button variant="secondary" onClick={() => generate.mutate()} disabled={generating}>
          {generating ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
          {generating ? "Generating..." : "Generate Complete Story"}
        </Button>
      </div>
      <p role="status" className="text-ink-500 text-sm dark:text-ink-300">
        {generating ? "Writing every chapter and scene. This may take 30-60 seconds." : ""}
      </p>
    </section>
  );
}
