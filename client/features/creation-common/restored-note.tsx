import { ArchiveRestore } from "lucide-react";
import { cn } from "../../ui/cn";
import { formatDate } from "../backup/backup-format";

/**
 * "Restored from the backup of 26 Nov 2026, 14:05" (issue 30): a restored game told apart from
 * the game it was backed up from. The date reads as the Backup Manager's list shows it.
 */
export function RestoredNote({ at, className }: { at: string | null; className?: string }) {
  if (!at) return null;
  return (
    <p
      data-testid="restored-note"
      className={cn("inline-flex items-center gap-1 text-ink-500 dark:text-ink-400", className)}
    >
      <ArchiveRestore aria-hidden className="size-3.5 shrink-0" />
      <span>
        Restored from the backup of <time dateTime={at}>{formatDate(at)}</time>
      </span>
    </p>
  );
}
