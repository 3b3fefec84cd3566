import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RestoreRevisionResponse } from "../../../../contract/story-revisions";
import { RevisionMessages } from "../../../../contract/story-revisions";
import { apiRequest, errorMessage } from "../../../api/request";
import { toast } from "../../../ui/toast-store";
import { handleSessionExpired } from "../../creation-common/creation-errors";

/** GET /api/games/{id}/revisions and …/revisions/{revisionId}, read by the default query. */
export const revisionsKey = (gameId: string) => ["/api/games", gameId, "revisions"] as const;
export const revisionKey = (gameId: string, revisionId: string) =>
  ["/api/games", gameId, "revisions", revisionId] as const;

const path = (gameId: string, revisionId: string) =>
  `/api/games/${encodeURIComponent(gameId)}/revisions/${encodeURIComponent(revisionId)}/restore`;

export const postRestore = async (gameId: string, revisionId: string): Promise<RestoreRevisionResponse> =>
  (await apiRequest("POST", path(gameId, revisionId))).json();

/**
 * Restore: the story comes back on the server, the editor reads it anew (`onStoryWritten`), and
 * the toast's Undo restores the story the restore replaced (kept as a revision in turn).
 */
export function useRestoreRevision(gameId: string, onStoryWritten: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: revisionsKey(gameId) });
    void queryClient.invalidateQueries({ queryKey: ["/api/games"], exact: true });
    await onStoryWritten();
  };
  const failed = (title: string) => (error: unknown) => {
    if (handleSessionExpired(error)) return;
    toast({ title, description: errorMessage(error), variant: "destructive" });
  };

  const undo = (undoRevisionId: string) => () => {
    postRestore(gameId, undoRevisionId)
      .then(async () => {
        await refresh();
        toast({
          title: "Restore undone",
          description: "The story is back as it was before the restore.",
          variant: "success",
        });
      })
      .catch(failed("Undo failed"));
  };

  return useMutation({
    mutationFn: (revisionId: string) => postRestore(gameId, revisionId),
    onSuccess: async ({ undoRevisionId }) => {
      await refresh();
      toast({
        title: RevisionMessages.restored,
        description: undoRevisionId
          ? "The story you replaced is kept in History."
          : "The story was already as kept: nothing changed.",
        variant: "success",
        duration: 10_000,
        action: undoRevisionId
          ? {
              label: "Undo",
              onClick: undo(undoRevisionId),
            }
          : undefined,
      });
    },
    onError: failed("Restore failed"),
  });
}
