import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddEventRequest, ProgressionData } from "../../../../contract/progression";
import { apiRequest, errorMessage } from "../../../api/request";
import { toast } from "../../../ui/toast-store";

/** Spec 002 §9: progression toasts stay 3 s (others 5 s). */
export const PROGRESSION_TOAST_MS = 3000;

const base = (characterId: string) => `/api/characters/${encodeURIComponent(characterId)}`;

/** One cache entry per character, so reopening the dialog shows what was seen last at once. */
export const progressionKey = (characterId: string) =>
  ["/api/characters", characterId, "progression"] as const;

async function readData(res: Response): Promise<ProgressionData | null> {
  const body = (await res.json()) as ProgressionData | null;
  // An answer without the overview is the spec's "no data" state, not a crash.
  return body && typeof body === "object" && body.character ? body : null;
}

/** GET /api/characters/{id}/progression; no request at all for a character not saved yet. */
export function useProgression(characterId: string | undefined) {
  return useQuery({
    queryKey: progressionKey(characterId ?? ""),
    queryFn: async () => readData(await apiRequest("GET", `${base(characterId ?? "")}/progression`)),
    enabled: Boolean(characterId),
    // The app's default never goes stale; events also arrive from play, so each opening refreshes
    // (the cached copy shows meanwhile).
    staleTime: 0,
  });
}

function useProgressionMutation<TVars>(
  characterId: string,
  send: (vars: TVars) => Promise<Response>,
  failureTitle: string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: TVars) => readData(await send(vars)),
    onSuccess: (data) => {
      const key = progressionKey(characterId);
      // The answer is the fresh overview: show it now, and refetch anyway in case play added more.
      if (data) queryClient.setQueryData(key, data);
      void queryClient.invalidateQueries({ queryKey: key });
      onDone?.();
    },
    onError: (error) => {
      toast({
        title: failureTitle,
        description: errorMessage(error),
        variant: "destructive",
        duration: PROGRESSION_TOAST_MS,
      });
    },
  });
}

/** POST /api/characters/{id}/add-event; spec 002 §8 "Failed to Add Event" with the server's words. */
export function useAddEvent(characterId: string, onDone?: () => void) {
  return useProgressionMutation<AddEventRequest>(
    characterId,
    (event) => apiRequest("POST", `${base(characterId)}/add-event`, event),
    "Failed to Add Event",
    onDone,
  );
}

/** POST /api/characters/{id}/reset-progression; spec 002 §8 "Reset Failed" with the server's words. */
export function useResetProgression(characterId: string, onDone?: () => void) {
  return useProgressionMutation<void>(
    characterId,
    () => apiRequest("POST", `${base(characterId)}/reset-progression`),
    "Reset Failed",
    onDone,
  );
}
