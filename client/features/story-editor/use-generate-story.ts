import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GenerateStoryResponse } from "../../../contract/games";
import { apiRequest } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { handleSessionExpired } from "../creation-common/creation-errors";
import { toastWithUndo } from "../creation-common/undo-story";

/** The dashboard's list shows each game's scene count. */
const GAMES_KEY = ["/api/games"] as const;

/**
 * Generate Complete Story from the empty editor: the dashboard's call and toasts
 * (POST /api/games/{id}/generate-story), then the written story is read again and opened here;
 * the toast's Undo brings back the story it replaced (ADR 027).
 */
export function useGenerateStory(gameId: string, onWritten: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await (
        await apiRequest("POST", `/api/games/${encodeURIComponent(gameId)}/generate-story`)
      ).json()) as GenerateStoryResponse,
    onMutate: () => {
      toast({
        title: "Generating Complete Story...",
        description: "This may take 30-60 seconds. Creating all scenes at once.",
      });
    },
    onSuccess: async ({ sceneCount, undoRevisionId }) => {
      const refresh = () => queryClient.invalidateQueries({ queryKey: GAMES_KEY, exact: true });
      void refresh();
      toastWithUndo(
        {
          title: "Complete Story Generated!",
          description: `Created ${sceneCount} scenes. They are open here to edit.`,
          variant: "success",
        },
        {
          gameId,
          revisionId: undoRevisionId,
          madeBy: "Generate Complete Story",
          // The story before it opens here again, and the dashboard counts it.
          onRestored: () => Promise.all([onWritten(), refresh()]),
          onSignedOut: handleSessionExpired,
        },
      );
      await onWritten();
    },
    onError: (error) => {
      if (handleSessionExpired(error)) return;
      toast({
        title: "Story Generation Failed",
        description: "There was an error generating the complete story. Please try again.",
        variant: "destructive",
      });
    },
  });
}
