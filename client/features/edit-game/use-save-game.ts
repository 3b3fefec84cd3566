import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { GameDetail } from "../../../contract/creation";
import { errorMessage } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { gameKey } from "../creation-common/creation-api";
import { LOGIN_REDIRECT_DELAY_MS } from "../creation-common/creation-errors";
import { updateGame } from "./edit-game-api";
import type { EditRequest } from "./edit-game-model";

/** The dashboard's list; a renamed game must not keep its old title there. */
const GAMES_KEY = ["/api/games"] as const;

/** Spec 002 §4: a failed update whose message says 401 or Unauthorized means signed out. */
export const isAuthFailure = (error: unknown) =>
  error instanceof Error && (error.message.includes("401") || error.message.includes("Unauthorized"));

/** Save Changes: PUT the whole form; the answer becomes what the form starts from. */
export function useSaveGame(id: string, onSaved: (game: GameDetail) => void) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (request: EditRequest) => updateGame(id, request),
    onSuccess: (game) => {
      queryClient.setQueryData(gameKey(id), game);
      void queryClient.invalidateQueries({ queryKey: GAMES_KEY, exact: true });
      onSaved(game);
      toast({ title: "Game saved", description: `"${game.title}" is up to date.`, variant: "success" });
    },
    onError: (error) => {
      if (isAuthFailure(error)) {
        toast({
          title: "Authentication required",
          description: "Please log in to update your game",
          variant: "destructive",
        });
        setTimeout(() => navigate("/"), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      toast({ title: "Error updating game", description: errorMessage(error), variant: "destructive" });
    },
  });
}
