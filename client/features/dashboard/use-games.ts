import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type {
  CustomUrlResponse,
  DeletedResponse,
  DuplicateGameResponse,
  GameSummary,
  GenerateStoryResponse,
  SuggestSlugResponse,
} from "../../../contract/games";
import { apiRequest, errorMessage, serverMessage } from "../../api/request";
import { type ToastInput, toast } from "../../ui/toast-store";
import { toastWithUndo } from "../creation-common/undo-story";

export const GAMES_KEY = ["/api/games"] as const;
/** Spec 000 §9: the wait before a signed-out user is sent to log in again. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** Spec 000 §2: a 401 means the session ended — say so, then log in again after 500 ms. */
export function handleUnauthorized(error: unknown): boolean {
  if (!(error instanceof Error) || !/^401\b/.test(error.message)) return false;
  toast({
    title: "Unauthorized",
    description: "You are logged out. Logging in again...",
    variant: "destructive",
  });
  setTimeout(() => {
    window.location.href = "/api/login";
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}

/** How long a success toast stays readable before the page reloads. */
export const RELOAD_DELAY_MS = 1500;

/**
 * After deleting a game, spec 000 §4 reloads the page (once the toast is read) — but only if the
 * user is still on it: a reload would throw away a screen they moved on to.
 */
export function reloadPage() {
  const from = window.location.pathname;
  setTimeout(() => {
    if (window.location.pathname === from) window.location.reload();
  }, RELOAD_DELAY_MS);
}

/** GET /api/games, only once the user is known. */
export function useGames(enabled: boolean) {
  return useQuery<GameSummary[]>({ queryKey: GAMES_KEY, enabled });
}

function failure(title: string, description: string) {
  return (error: unknown) => {
    if (handleUnauthorized(error)) return;
    toast({ title, description, variant: "destructive" });
  };
}

export function usePublishGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest("PATCH", `/api/games/${id}/publish`)).json()) as GameSummary,
    onSuccess: (game) => {
      // The local list is updated in place (spec 000 §4), no refetch needed.
      queryClient.setQueryData<GameSummary[]>(GAMES_KEY, (list) =>
        list?.map((g) =>
          g.id === game.id
            ? {
                ...g,
                isPublished: true,
                isDraft: false,
                publishedAt: game.publishedAt ?? new Date().toISOString(),
              }
            : g,
        ),
      );
      toast({
        title: "Game Published!",
        description: "Your adventure is now live and can be shared with others.",
        variant: "success",
      });
    },
    onError: failure("Publishing Failed", "There was an error publishing your game. Please try again."),
  });
}

/**
 * The story a write replaced is kept (ADR 027): the toast offers Undo, so the page is not
 * reloaded under it (spec 000 §4 reloads after generating or deleting scenes) — the list is read
 * again instead, which is what the reload was for.
 */
function useStoryWritten(madeBy: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: GAMES_KEY });
  return (gameId: string, revisionId: string | null | undefined, done: Omit<ToastInput, "variant">) => {
    void refresh();
    toastWithUndo(
      { ...done, variant: "success" },
      { gameId, revisionId, madeBy, onRestored: refresh, onSignedOut: handleUnauthorized },
    );
  };
}

export function useGenerateStory() {
  const written = useStoryWritten("Generate Complete Story");
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest("POST", `/api/games/${id}/generate-story`)).json()) as GenerateStoryResponse,
    onMutate: () => {
      toast({
        title: "Generating Complete Story...",
        description: "This may take 30-60 seconds. Creating all scenes at once.",
      });
    },
    onSuccess: ({ sceneCount, undoRevisionId }, id) => {
      // The card, now with scenes, carries the Open Story Editor button.
      written(id, undoRevisionId, {
        title: "Complete Story Generated!",
        description: `Created ${sceneCount} scenes. No more gameplay errors!`,
      });
    },
    onError: failure(
      "Story Generation Failed",
      "There was an error generating the complete story. Please try again.",
    ),
  });
}

export function useDeleteGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest("DELETE", `/api/games/${id}`);
    },
    onSuccess: (_, id) => {
      queryClient.setQueryData<GameSummary[]>(GAMES_KEY, (list) => list?.filter((g) => g.id !== id));
      toast({ title: "Game Deleted!", variant: "success" });
      reloadPage();
    },
    onError: failure("Deletion Failed", "There was an error deleting your game. Please try again."),
  });
}

export function useDeleteScenes() {
  const written = useStoryWritten("Delete all scenes");
  return useMutation({
    mutationFn: async (id: string) =>
      (await (await apiRequest("DELETE", `/api/games/${id}/scenes`)).json()) as DeletedResponse,
    onSuccess: ({ undoRevisionId }, id) => {
      written(id, undoRevisionId, { title: "Scenes Deleted!" });
    },
    onError: failure("Scene Deletion Failed", "There was an error deleting scenes. Please try again."),
  });
}

export function useDuplicateGame(onDone: () => void) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async ({ id, newTitle }: { id: string; newTitle: string }) =>
      (await (
        await apiRequest("POST", `/api/games/${id}/duplicate`, { newTitle })
      ).json()) as DuplicateGameResponse,
    onSuccess: async (copy) => {
      onDone();
      toast({ title: "Game Duplicated!", variant: "success" });
      await queryClient.invalidateQueries({ queryKey: GAMES_KEY });
      navigate(`/edit/${copy.id}`);
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: "Duplication Failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}

export function useCustomUrl(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, customSlug }: { id: string; customSlug: string }) =>
      (await (await apiRequest("PATCH", `/api/games/${id}/url`, { customSlug })).json()) as CustomUrlResponse,
    onSuccess: ({ slug, game }) => {
      queryClient.setQueryData<GameSummary[]>(GAMES_KEY, (list) =>
        list?.map((g) => (g.id === game.id ? { ...g, shareSlug: slug } : g)),
      );
      onDone();
      toast({
        title: "URL Updated",
        description: "Your game now has a new friendly URL!",
        variant: "success",
      });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: "Update Failed",
        // Spec 000 §8: the server's message (a taken URL), else "Failed to update URL" — never raw HTML.
        description: serverMessage(error, "Failed to update URL"),
        variant: "destructive",
      });
    },
  });
}

/** Suggestions on demand, keyed by title and the typed slug; a failure is logged, not shown. */
export function useSlugSuggestions(gameId: string, title: string, customSlug: string) {
  return useQuery<SuggestSlugResponse["alternatives"]>({
    queryKey: ["/api/games/suggest-slug", gameId, title, customSlug],
    enabled: false,
    queryFn: async () => {
      try {
        const res = await apiRequest("POST", "/api/games/suggest-slug", { title, customSlug, gameId });
        return ((await res.json()) as SuggestSlugResponse).alternatives;
      } catch (error) {
        console.error("Could not fetch URL suggestions", error);
        return [];
      }
    },
  });
}
