import { History } from "lucide-react";
import { Button } from "../../../ui/button";
import type { StoryDraftApi } from "../use-story-draft";

const when = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * Unsaved changes this browser kept from an earlier visit (a closed tab, a crash), offered back
 * before anything replaces them; and a plain word when the browser will not keep them.
 */
export function AutosaveOffer({ autosave }: { autosave: StoryDraftApi["autosave"] }) {
  if (autosave.offer)
    return (
      <section
        aria-label="Unsaved changes found"
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 dark:border-amber-800 dark:bg-amber-950"
      >
        <p className="flex min-w-0 items-start gap-2 text-amber-900 text-sm dark:text-amber-100">
          <History aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            This browser kept changes you had not saved ({when(autosave.offer.savedAt)}). Restore them to go
            on where you left off, or discard them to edit the story as last saved.
            {autosave.savedElsewhere && (
              <strong className="mt-1 block font-semibold">
                The story was saved elsewhere (another tab or device) after these changes began. Restoring
                puts them in place of that version once you save; History keeps it.
              </strong>
            )}
          </span>
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={autosave.discard}>
            Discard
          </Button>
          <Button size="sm" onClick={autosave.restore}>
            Restore unsaved changes
          </Button>
        </div>
      </section>
    );
  if (autosave.failed)
    return (
      <p role="status" className="text-amber-800 text-sm dark:text-amber-200">
        This browser is not keeping a copy of your unsaved changes (its storage is full or off): save them
        before you close the tab.
      </p>
    );
  return null;
}
