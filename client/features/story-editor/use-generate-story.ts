import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GenerateStoryResponse } from "../../../contract/games";
import { apiRequest } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { handleSessionExpired } from "../creation-common/creation-errors";

/** The dashboard's list shows each game's scene count. */
const GAMES_KEY = ["/api/games"] as const;

/**
 * Generate Complete Story from the empty editor: the dashboard's call and toasts
 * (POST /api/games/{id}/generate-story), then the written story is read again and opened here.
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
    onSuccess: async ({ sceneCount }) => {
      void queryClient.invalidateQueries({ queryKey: GAMES_KEY, exact: true });
      toast({
        title: "Complete Story Generated!",
        description: `Created ${sceneCount} scenes. They are open here to edit.`,
        variant: "success",
      });
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
