import { Archive, ArchiveRestore, Download, RefreshCw, TriangleAlert } from "lucide-react";
import { useState } from "react";
import type { BackupSummary } from "../../../contract/backups";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import { formatDate, formatSize } from "./backup-format";
import { RestoreDialog } from "./restore-dialog";
import { useDownloadBackup } from "./use-backups";

function BackupRow({ backup, onRestore }: { backup: BackupSummary; onRestore: () => void }) {
  const download = useDownloadBackup();
  const games = `${backup.gameCount} ${backup.gameCount === 1 ? "game" : "games"}`;
  return (
    <li
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="backup-row"
    >
      <div className="min-w-0">
        <p className="break-all font-mono text-ink-950 text-sm dark:text-ink-50">{backup.filename}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-600 text-xs dark:text-ink-300">
          <time dateTime={backup.date}>{formatDate(backup.date)}</time>
          <span aria-hidden>·</span>
          <span>{formatSize(backup.size)}</span>
          <span aria-hidden>·</span>
          <span>{games}</span>
          <span className="rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-700 dark:bg-ink-800 dark:text-ink-200">
            {backup.automatic ? "Automatic" : "Manual"}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2 self-start sm:self-auto">
        {/* Restored where it is stored (issue 30): no download and upload again. */}
        <Button variant="secondary" size="sm" onClick={onRestore} aria-label={`Restore ${backup.filename}`}>
          <ArchiveRestore aria-hidden />
          Restore…
        </Button>
        {/* Fetched first, saved only when it arrived: a failure is a toast, never a saved error page. */}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => download.mutate(backup.filename)}
          disabled={download.isPending}
          aria-label={`Download ${backup.filename}`}
        >
          {download.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
          {download.isPending ? "Downloading…" : "Download"}
        </Button>
      </div>
    </li>
  );
}

export function BackupListSkeleton() {
  return (
    <ul aria-label="Loading backups" className="divide-y divide-ink-100 dark:divide-ink-800">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex items-center justify-between gap-4 py-4">
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-9 w-28" />
        </li>
      ))}
    </ul>
  );
}

export function NoBackups() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-ink-300 border-dashed px-6 py-10 text-center dark:border-ink-700">
      <span className="flex size-12 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
        <Archive aria-hidden className="size-6" />
      </span>
      <h3 className="mt-4 font-display font-semibold text-ink-950 text-lg dark:text-white">No backups yet</h3>
      <p className="mt-1 max-w-sm text-ink-600 text-sm dark:text-ink-300">
        Create Backup Now makes one at once. After that, one is made automatically every 6 hours while your
        games change.
      </p>
    </div>
  );
}

export function ListFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center px-6 py-10 text-center">
      <TriangleAlert aria-hidden className="size-7 text-red-700 dark:text-red-300" />
      <p className="mt-3 font-semibold text-ink-950 dark:text-white">We couldn't load your backups</p>
      <p className="mt-1 text-ink-600 text-sm dark:text-ink-300">Your backups are safe. Please try again.</p>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
        Try again
      </Button>
    </div>
  );
}

export function BackupList({ backups }: { backups: BackupSummary[] }) {
  const [restoring, setRestoring] = useState<string | null>(null);
  return (
    <>
      <ul aria-label="Backups" className="divide-y divide-ink-100 dark:divide-ink-800">
        {backups.map((b) => (
          <BackupRow key={b.filename} backup={b} onRestore={() => setRestoring(b.filename)} />
        ))}
      </ul>
      <RestoreDialog filename={restoring} onClose={() => setRestoring(null)} />
    </>
  );
}
