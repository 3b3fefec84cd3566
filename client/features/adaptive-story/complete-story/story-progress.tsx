import { CircleCheck, Clock } from "lucide-react";
import { type CompleteStoryProgress, displayedTotal } from "../../../../contract/complete-story";
import { Button } from "../../../ui/button";
import { FormAlert } from "../../../ui/form-alert";
import { ProgressBar } from "../../../ui/progress-bar";
import { Spinner } from "../../../ui/spinner";

/** "Chapter N of M": the chapter being written (at least 1), of the story's total (8 when unknown). */
export function chapterOf(progress: CompleteStoryProgress): string {
  const total = displayedTotal(progress);
  return `Chapter ${Math.min(Math.max(progress.currentChapter, 1), total)} of ${total}`;
}

/**
 * The generation's progress (spec 002 §2, §3): the bar with its percentage, the chapter being
 * written, and what went wrong when it failed.
 */
export function StoryProgress({
  progress,
  timedOut,
  onKeepWatching,
}: {
  progress: CompleteStoryProgress;
  timedOut: boolean;
  onKeepWatching: () => void;
}) {
  if (progress.status === "idle") return null;
  const generating = progress.status === "generating";
  const status = generating
    ? timedOut
      ? "Still writing: this is taking longer than expected."
      : "Writing your story…"
    : progress.status === "completed"
      ? "Your story is complete."
      : "Generation stopped.";
  return (
    <div className="grid gap-3 rounded-xl border border-ink-200 bg-ink-50/70 p-4 dark:border-ink-700 dark:bg-ink-950/40">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p
          role="status"
          className="flex items-center gap-2 font-semibold text-ink-900 text-sm dark:text-ink-50"
        >
          {generating && !timedOut ? <Spinner className="size-4 text-ember-600" /> : null}
          {generating && timedOut ? <Clock aria-hidden className="size-4 text-amber-600" /> : null}
          {progress.status === "completed" ? (
            <CircleCheck aria-hidden className="size-4 text-emerald-600" />
          ) : null}
          {status}
        </p>
        <p className="text-ink-700 text-sm tabular-nums dark:text-ink-200">
          <span data-testid="story-chapter-of">{chapterOf(progress)}</span>
          <span aria-hidden> · </span>
          <span data-testid="story-percent">{progress.progress}%</span>
        </p>
      </div>
      <ProgressBar
        label="Story progress"
        value={progress.progress}
        valueText={`${progress.progress}%, ${chapterOf(progress)}`}
        tone={progress.status === "error" ? "bg-red-500" : "bg-ember-500"}
      />
      {progress.status === "error" && progress.error ? <FormAlert>{progress.error}</FormAlert> : null}
      {generating && timedOut ? (
        <div>
          <Button variant="secondary" size="sm" onClick={onKeepWatching}>
            Keep Watching
          </Button>
        </div>
      ) : null}
    </div>
  );
}
