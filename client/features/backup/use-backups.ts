import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  BACKUP_LIST_REFETCH_MS,
  type BackupContents,
  BackupMessages,
  type BackupSummary,
  type CreatedBackup,
  type RestoreResponse,
} from "../../../contract/backups";
import { apiRequest, serverMessage, throwIfResNotOk } from "../../api/request";
import { saveBlob } from "../../ui/save-blob";
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

/**
 * POST /api/backup/create; the new backup goes to the top of the list at once. When nothing
 * changed since the newest backup the server answers that one instead, and the toast says so.
 */
export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await (await apiRequest("POST", "/api/backup/create")).json()) as CreatedBackup,
    onSuccess: ({ unchanged, ...made }) => {
      queryClient.setQueryData<BackupSummary[]>(BACKUPS_KEY, (list = []) => [
        made,
        ...list.filter((b) => b.filename !== made.filename),
      ]);
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
      if (unchanged)
        toast({
          title: "Backup Up to Date",
          description: `Your games have not changed since ${made.filename}: no new copy was needed.`,
        });
      else toast({ title: "Backup Created", description: made.filename, variant: "success" });
    },
    onError: (error) => {
      const description = isUnauthorized(error) ? BackupMessages.access : BackupMessages.failed;
      const title = isUnauthorized(error) ? BackupMessages.accessTitle : BackupMessages.failedTitle;
      toast({ title, description, variant: "destructive" });
    },
  });
}

/** POST /api/backup/inspect: what a chosen file holds, and where each game stands (issue 30). */
export function useInspectBackup() {
  return useMutation({
    mutationFn: async (file: File) => {
      const res = await fetch("/api/backup/inspect", {
        method: "POST",
        headers: { "Content-Type": "application/zip" },
        body: file,
        credentials: "include",
      });
      await throwIfResNotOk(res);
      return (await res.json()) as BackupContents;
    },
  });
}

/** GET /api/backup/contents/{filename}: a listed backup's games, read where it is stored. */
export function useBackupContents(filename: string | null) {
  return useQuery<BackupContents>({
    queryKey: ["/api/backup/contents", filename],
    enabled: filename !== null,
    queryFn: async () => {
      const res = await fetch(`/api/backup/contents/${encodeURIComponent(filename ?? "")}`, {
        credentials: "include",
      });
      await throwIfResNotOk(res);
      return (await res.json()) as BackupContents;
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** A restore's games: the chosen ones from a file (the archive as the body), or from a listed backup. */
type RestoreRequest = { file: File; games: number[] } | { filename: string; games: number[] };

/** Restores the chosen games; the studio's game list is fetched anew. */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: RestoreRequest) => {
      const res =
        "file" in request
          ? await fetch(`/api/backup/restore?games=${request.games.join(",")}`, {
              method: "POST",
              headers: { "Content-Type": "application/zip" },
              body: request.file,
              credentials: "include",
            })
          : await apiRequest("POST", `/api/backup/restore/${encodeURIComponent(request.filename)}`, {
              games: request.games,
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

/** A failed download's toast: signed out, a backup that is gone, or anything else. */
export function downloadFailure(error: unknown): { title: string; description: string } {
  if (isUnauthorized(error)) return { title: BackupMessages.accessTitle, description: BackupMessages.access };
  if (error instanceof Error && error.message.startsWith("404:"))
    return {
      title: BackupMessages.notFoundTitle,
      description: `${BackupMessages.notFound}. It may have been replaced by a newer backup; the list has been refreshed.`,
    };
  return { title: "Download Failed", description: "The backup could not be downloaded. Please try again." };
}

/**
 * GET /api/backup/download/{filename}, saved under the backup's name only when it arrived: a
 * plain link would save a 401 or 404 answer's body as the .zip. On failure a toast says why,
 * and the list is fetched anew (a pruned backup leaves it; an ended session shows the Access
 * Error).
 */
export function useDownloadBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filename: string) => {
      const res = await fetch(`/api/backup/download/${encodeURIComponent(filename)}`, {
        credentials: "include",
      });
      await throwIfResNotOk(res);
      saveBlob(await res.blob(), filename);
    },
    onError: (error) => {
      toast({ ...downloadFailure(error), variant: "destructive" });
      void queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
    },
  });
}
