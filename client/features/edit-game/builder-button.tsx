import { PenTool } from "lucide-react";
import { Button } from "../../ui/button";

/** The Story Builder (/adaptive-story/{id}) is not built yet: its buttons say so, never a 404. */
export const BUILDER_SOON = "The Story Builder is coming soon.";

/**
 * A Story Builder button that cannot be used yet. aria-disabled rather than disabled, so that
 * a keyboard still reaches it and hears the note that says why.
 */
export function BuilderButton({ label, noteId }: { label: string; noteId: string }) {
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-disabled="true"
      aria-describedby={noteId}
      className="cursor-not-allowed opacity-60 hover:bg-white dark:hover:bg-ink-900"
    >
      <PenTool aria-hidden />
      {label}
    </Button>
  );
}
