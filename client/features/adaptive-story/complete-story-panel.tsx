import { BookOpen } from "lucide-react";
import { COMPLETE_STORY_SOON } from "./mode-switch";

/**
 * The Complete Story Generator's side of the page (issue 19 part 4 builds it here: start,
 * progress, chapters). Until then the switch cannot reach it; this says what it will be.
 */
export function CompleteStoryPanel() {
  return (
    <section
      aria-labelledby="complete-story-heading"
      className="mt-8 rounded-2xl border border-ink-200 bg-white p-6 text-center shadow-sm dark:border-ink-800 dark:bg-ink-900"
    >
      <BookOpen aria-hidden className="mx-auto size-8 text-ember-600" />
      <h2
        id="complete-story-heading"
        className="mt-3 font-display font-semibold text-ink-950 text-xl dark:text-white"
      >
        Complete Story Generator
      </h2>
      <p className="mt-2 text-ink-600 dark:text-ink-300">{COMPLETE_STORY_SOON}.</p>
    </section>
  );
}
