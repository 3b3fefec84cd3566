import { ArchiveRestore } from "lucide-react";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { FormAlert } from "../../ui/form-alert";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import { ArchiveGames, restoreLabel, useArchiveChoice } from "./archive-games";
import { RestoreSummary } from "./restore-summary";
import { restoreErrorMessage, useBackupContents, useRestoreBackup } from "./use-backups";

/**
 * Restoring a backup from the list, where it is stored (issue 30): its games with a checkbox
 * each, those already in the studio unchanged left out to begin with.
 */
export function RestoreDialog({ filename, onClose }: { filename: string | null; onClose: () => void }) {
  const contents = useBackupContents(filename);
  const restore = useRestoreBackup();
  const { indices, toggle } = useArchiveChoice(contents.data);
  const close = () => {
    restore.reset();
    onClose();
  };

  return (
    <Dialog
      open={filename !== null}
      onOpenChange={(open) => !open && close()}
      title="Restore Backup"
      description="The games you choose are added to your studio as new drafts; nothing you have now is changed."
      icon={<ArchiveRestore aria-hidden className="mt-0.5 size-5 text-ember-600" />}
      className="max-w-lg"
    >
      <div className="mt-4 grid gap-4">
        {contents.isPending && (
          <div role="status" className="grid gap-2">
            <span className="sr-only">Reading the backup…</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
        {contents.isError && <FormAlert>{restoreErrorMessage(contents.error)}</FormAlert>}
        {restore.isSuccess ? (
          <>
            <RestoreSummary result={restore.data} />
            <Button variant="secondary" onClick={close} className="justify-self-end">
              Done
            </Button>
          </>
        ) : (
          contents.data && (
            <>
              <ArchiveGames contents={contents.data} indices={indices} toggle={toggle} />
              {restore.isError && <FormAlert>{restoreErrorMessage(restore.error)}</FormAlert>}
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="secondary" onClick={close}>
                  Cancel
                </Button>
                <Button
                  disabled={indices.size === 0 || restore.isPending || filename === null}
                  onClick={() =>
                    filename && restore.mutate({ filename, games: [...indices].sort((a, b) => a - b) })
                  }
                >
                  {restore.isPending ? <Spinner className="size-4" /> : <ArchiveRestore aria-hidden />}
                  {restore.isPending ? "Restoring…" : restoreLabel(indices.size)}
                </Button>
              </div>
            </>
          )
        )}
      </div>
    </Dialog>
  );
}
