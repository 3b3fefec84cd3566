import { DatabaseBackup } from "lucide-react";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { FormCard, StudioPage } from "../creation-common/studio-page";
import { AccessError } from "./access-error";
import { BackupList, BackupListSkeleton, ListFailed, NoBackups } from "./backup-list";
import { InfoCards } from "./info-cards";
import { RestoreCard } from "./restore-card";
import { isUnauthorized, useBackups, useCreateBackup } from "./use-backups";

/** `/backup`, the Backup Manager (spec 002 §2): make, list, download and restore backups. */
export default function BackupPage() {
  const backups = useBackups();
  const create = useCreateBackup();

  if (backups.isError && isUnauthorized(backups.error))
    return (
      <StudioPage title="Backup Manager" subtitle="Keep copies of your games and bring lost ones back.">
        <AccessError />
      </StudioPage>
    );

  const list = backups.data ?? [];
  return (
    <StudioPage
      title="Backup Manager"
      subtitle="Keep copies of your games and bring lost ones back."
      width="wide"
    >
      <div className="space-y-8">
        <InfoCards lastBackup={list[0]?.date ?? null} loading={backups.isPending} />
        <FormCard
          title="Your Backups"
          description={
            backups.isSuccess && list.length > 0
              ? `${list.length} ${list.length === 1 ? "backup" : "backups"}, newest first`
              : "Download any of them to keep a copy of your own."
          }
          icon={<DatabaseBackup aria-hidden />}
          actions={
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              {create.isPending ? <Spinner className="size-4" /> : <DatabaseBackup aria-hidden />}
              {create.isPending ? "Creating Backup…" : "Create Backup Now"}
            </Button>
          }
        >
          {backups.isPending ? (
            <BackupListSkeleton />
          ) : backups.isError ? (
            <ListFailed onRetry={() => void backups.refetch()} retrying={backups.isFetching} />
          ) : list.length === 0 ? (
            <NoBackups />
          ) : (
            <BackupList backups={list} />
          )}
        </FormCard>
        <RestoreCard />
      </div>
    </StudioPage>
  );
}
