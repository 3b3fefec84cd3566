import { ArrowDownToLine, ArrowUpToLine, Plus } from "lucide-react";
import { Button } from "../../ui/button";

const behavior = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";

/** Spec 002 §2: floating New Chapter, scroll to top, scroll to bottom. */
export function FloatingActions({
  onNewChapter,
  newChapterDisabled,
}: {
  onNewChapter: () => void;
  newChapterDisabled: boolean;
}) {
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2 sm:right-6 sm:bottom-6">
      <Button
        variant="secondary"
        size="icon"
        className="rounded-full shadow-lg shadow-ink-950/10"
        aria-label="Scroll to top"
        title="Scroll to top"
        onClick={() => window.scrollTo({ top: 0, behavior: behavior() })}
      >
        <ArrowUpToLine aria-hidden />
      </Button>
      <Button
        variant="secondary"
        size="icon"
        className="rounded-full shadow-lg shadow-ink-950/10"
        aria-label="Scroll to bottom"
        title="Scroll to bottom"
        onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: behavior() })}
      >
        <ArrowDownToLine aria-hidden />
      </Button>
      {/* On a phone, the label is read out but not shown: the pill would cover the cards. */}
      <Button
        className="size-12 rounded-full px-0 shadow-lg shadow-ember-700/30 sm:h-11 sm:w-auto sm:px-5"
        onClick={onNewChapter}
        disabled={newChapterDisabled}
        title="New Chapter"
      >
        <Plus aria-hidden className="sm:size-4! size-5!" />
        <span className="sr-only sm:not-sr-only">New Chapter</span>
      </Button>
    </div>
  );
}
