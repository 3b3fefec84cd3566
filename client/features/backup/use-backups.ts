import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BACKUP_LIST_REFETCH_MS,
  BackupMessages,
  type BackupSummary,
  type RestoreResponse,
} from "../../../contract/backups";
import { apiRequest, serverMessage, throwIfResNotOk } from "../../api/request";
import { toast } from "../../ui/toast-store";

export const BACKUPS_KEY = ["/api/backup/list"] as const;

/** A 401 from any backup call: the session ended, the page shows the Access Error. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("401:");
}

/** GET /api/backup/list, refetched every 30 s (spec 002 §9): automatic backups appear by themselves. */
export function useBackups() {
  return useQuery<BackupSummary[]>({
    queryKey: BACKUPS_KEY,
    queryFn: async () => {
      const res = await fetch(BACKUPS_KEY[0], { credentials: "include" });
      await throwIfResNotOk(res);
      return (await res.json()) as BackupSummary[];
    },
    refetchInterval: BACKUP_LIST_REFETCH_MS,
    refetchOnMount: "always",
  });
}

/** POST /api/backup/create; the new backup goes to the top of the list at once. */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/backup/create")).json()) as BackupSummary,
    onSuccess: (made) => {
      queryClient.setQueryData<BackupSummary[]>(BACKUPS_KEY, (list) => [made, ...(list ?? [])]);
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
      toast({ title: "Backup Created", description: made.filename, variant: "success" });
    },
    onError: (error) => {
      const description = isUnauthorized(error) ? BackupMessages.access : BackupMessages.failed;
      const title = isUnauthorized(error) ? BackupMessages.accessTitle : BackupMessages.failedTitle;
      toast({ title, description, variant: "destructive" });
    },
  });
}

/** POST /api/backup/restore with the archive as the body; the studio's game list is fetched anew. */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch("/api/backup/restore", {
        method: "POST",
        headers: { "Content-Type": "application/zip" },
        body: file,
        credentials: "include",
      });
      await throwIfResNotOk(res);
      return (await res.json()) as RestoreResponse;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["/api/games"] });
    },
  });
}

/** What a failed restore says: the server's reason (a damaged or foreign archive), or a general one. */
export function restoreErrorMessage(error: unknown): string {
  if (isUnauthorized(error)) return BackupMessages.access;
  return serverMessage(error, "The backup could not be restored. Please try again.");
}
