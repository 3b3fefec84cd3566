import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { ResumeResponse, SavedGame } from "../../../contract/play";
import { apiRequest, throwIfResNotOk } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { type DownloadFormat, downloadSavedGame } from "./download";

export const SAVED_GAMES_KEY = ["/api/saved-games"] as const;
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec 001 §8: on this screen a message with both "401" and "Unauthorized" means signed out. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof Error && error.message.includes("401") && error.message.includes("Unauthorized");
}

/** Where a signed-out player is sent: the login path, then back to Continue Playing. */
export const SAVED_GAMES_LOGIN_PATH = `/api/login?returnTo=${encodeURIComponent("/saved-games")}`;

/**
 * Spec 001 §4: the Unauthorized toast, then the login path after 500 ms. Returns a function that
 * cancels the pending redirect (a screen that goes away before then).
 */
export function sendToLogin(): () => void {
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  const timer = setTimeout(() => {
    window.location.href = SAVED_GAMES_LOGIN_PATH;
  }, LOGIN_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
}

/** Tells the player they were signed out, then sends them to sign in and back here. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false;
  sendToLogin();
  return true;
}

/** GET /api/saved-games?playerId={id}: the signed-in player's sessions, newest first. */
export function useSavedGames(playerId: string | undefined) {
  return useQuery<SavedGame[]>({
    queryKey: [...SAVED_GAMES_KEY, playerId],
    enabled: Boolean(playerId),
    // Progress moves on while the player is away: a visit shows the cached list, then the latest.
    refetchOnMount: "always",
    queryFn: async () => {
      const res = await fetch(`/api/saved-games?playerId=${encodeURIComponent(playerId ?? "")}`, {
        credentials: "include",
      });
      // "401: …Unauthorized…", so the signed-out rule applies to the list as to every other call.
      if (res.status === 401) await throwIfResNotOk(res);
      if (!res.ok) throw new Error(`Failed to fetch saved games: ${res.status}`);
      return (await res.json()) as SavedGame[];
    },
  });
}

/** POST /api/sessions/resume, then the play page with the session. */
export function useResumeGame() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (sessionToken: string) => {
      const res = await apiRequest("POST", "/api/sessions/resume", { sessionToken });
      return (await res.json()) as z.infer<typeof ResumeResponse>;
    },
    onSuccess: ({ game, sessionToken }) => {
      void queryClient.invalidateQueries({ queryKey: SAVED_GAMES_KEY });
      navigate(`/play/${encodeURIComponent(game.shareSlug)}?session=${encodeURIComponent(sessionToken)}`);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: "Resume Failed",
        description: "We couldn't reopen this adventure. Please try again.",
        variant: "destructive",
      });
    },
  });
}

/** DELETE /api/sessions {sessionToken}; the list is fetched again afterwards. */
export function useDeleteSavedGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionToken: string) => {
      await apiRequest("DELETE", "/api/sessions", { sessionToken });
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SAVED_GAMES_KEY });
      toast({ title: "Saved Game Deleted", variant: "success" });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: "Error", description: "Failed to delete saved game", variant: "destructive" });
    },
  });
}

/** GET /api/sessions/download/{token}?format=story|json, saved under the server's file name. */
export function useDownloadSavedGame() {
  return useMutation({
    mutationFn: ({ game, format }: { game: SavedGame; format: DownloadFormat }) =>
      downloadSavedGame(game.sessionToken, format, game.gameTitle),
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: "Download Failed",
        description: "Could not download game progress",
        variant: "destructive",
      });
    },
  });
}
