import { BookOpen, BookPlus, Sparkles } from "lucide-react";
import { useState } from "react";
import type { GameDetail } from "../../../../contract/creation";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Spinner } from "../../../ui/spinner";
import { useGenerateStory } from "../use-generate-story";
import { replacedByGenerating } from "./replaced-story";

/**
 * A game with no written scenes yet: write the first chapter here, or have Generate Complete
 * Story write one (the dashboard's), which then opens here to edit. What the saved story does
 * hold (endings, say) would be replaced: the generator asks first, and its toast offers Undo.
 */
export function EmptyStory({
  gameId,
  saved,
  onAddChapter,
  onStoryWritten,
}: {
  gameId: string;
  /** The story as last saved. */
  saved: GameDetail["storyBeats"];
  onAddChapter: () => void;
  /** Reads the game again and opens the story just written. */
  onStoryWritten: () => Promise<unknown>;
}) {
  const generate = useGenerateStory(gameId, onStoryWritten);
  const generating = generate.isPending;
  const [asking, setAsking] = useState(false);
  const replaced = replacedByGenerating(saved);
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
        <Button
          variant="secondary"
          onClick={() => (replaced ? setAsking(true) : generate.mutate())}
          disabled={generating}
        >
          {generating ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
          {generating ? "Generating..." : "Generate Complete Story"}
        </Button>
      </div>
      <p role="status" className="text-ink-500 text-sm dark:text-ink-300">
        {generating ? "Writing every chapter and scene. This may take 30-60 seconds." : ""}
      </p>
      <ConfirmDialog
        open={asking}
        pending={false}
        title="Replace the Written Story?"
        description={
          replaced
            ? `The saved story has ${replaced}. Generate Complete Story will write a new story in its place. The current one is kept, and Undo brings it back.`
            : ""
        }
        confirmLabel="Replace Story"
        pendingLabel="Generating..."
        icon={Sparkles}
        onConfirm={() => {
          setAsking(false);
          generate.mutate();
        }}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}
