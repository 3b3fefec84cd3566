import { CircleCheck, CircleDot, Save } from "lucide-react";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";

/** Save Changes, always in reach at the foot of the screen, with what the form's state is. */
export function SaveBar({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-ink-200 border-t bg-white/95 px-4 py-3 backdrop-blur sm:bottom-4 sm:mx-0 sm:rounded-2xl sm:border sm:px-5 sm:shadow-lg dark:border-ink-800 dark:bg-ink-900/95">
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="flex min-w-0 items-center gap-2 text-ink-700 text-sm dark:text-ink-200">
          {saving ? (
            <Spinner className="size-4 shrink-0 text-ember-600" />
          ) : dirty ? (
            <CircleDot aria-hidden className="size-4 shrink-0 text-ember-600" />
          ) : (
            <CircleCheck aria-hidden className="size-4 shrink-0 text-emerald-600" />
          )}
          <span className="truncate">
            {saving ? "Saving your changes…" : dirty ? "You have unsaved changes." : "All changes saved."}
          </span>
        </p>
        <Button type="submit" disabled={saving} className="shrink-0">
          {saving ? <Spinner className="size-4" /> : <Save aria-hidden />}
          {saving ? "Saving…" : "Save Changes"}
        </Button>
      </div>
    </div>
  );
}
