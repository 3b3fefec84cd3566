import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { LoadAnonymousResponse } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { rememberOwnSession } from "../../app/own-sessions";
import { toast } from "../../ui/toast-store";
import { loadFailureMessage } from "./load-failure";

/** POST /api/sessions/load-anonymous {saveCode}, then the play page with the new session. */
export function useLoadSave() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async (saveCode: string) => {
      const res = await apiRequest("POST", "/api/sessions/load-anonymous", { saveCode });
      return (await res.json()) as z.infer<typeof LoadAnonymousResponse>;
    },
    onSuccess: ({ game, sessionToken }) => {
      rememberOwnSession(sessionToken);
      toast({ title: "Save Loaded!", description: `Continuing “${game.title}”.`, variant: "success" });
      navigate(`/play/${encodeURIComponent(game.slug)}?session=${encodeURIComponent(sessionToken)}`);
    },
    onError: (error) => {
      toast({ title: "Load Failed", description: loadFailureMessage(error), variant: "destructive" });
    },
  });
}
