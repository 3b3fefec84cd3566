import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { errorMessage } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { aiOutline, createGame, saveStoryOutline } from "../creation-common/creation-api";
import { failureToast, handleSessionExpired } from "../creation-common/creation-errors";
import { BIOGRAPHY_FAILED, BIOGRAPHY_TEXT } from "../creation-common/use-character-ai";
import type { CreateRequest } from "./create-form-model";
import { clearDraft } from "./draft-storage";

/** Creation Failed with the server's message, or the spec's Biography Fetch Failed toast. */
function creationFailed(error: unknown) {
  if (handleSessionExpired(error)) return;
  const message = errorMessage(error);
  if (message.startsWith(BIOGRAPHY_FAILED)) {
    toast({ title: BIOGRAPHY_FAILED, description: BIOGRAPHY_TEXT, variant: "destructive" });
    return;
  }
  toast({ title: "Creation Failed", description: message, variant: "destructive" });
}

const needsBiography = (request: CreateRequest) =>
  request.characters.some((c) => c.isRealPerson && c.name && !c.description?.trim());

/** Create Adventure: the game with its characters (and biographies), then the Edit screen. */
export function useCreateAdventure() {
  const [, navigate] = useLocation();
  const mutation = useMutation({
    mutationFn: (request: CreateRequest) => createGame(request),
    onSuccess: (game) => {
      clearDraft();
      toast({
        title: "Adventure Created!",
        description: `"${game.title}" is saved as a draft.`,
        variant: "success",
      });
      navigate(`/edit/${game.id}`);
    },
    onError: creationFailed,
  });
  const biographies = mutation.isPending && mutation.variables ? needsBiography(mutation.variables) : false;
  return { mutation, biographies };
}

export type OutlineStage = 0 | 1 | 2;

/**
 * Generate {n}-Chapter Outline (spec 001 §4): save the game as a structured story, have the AI
 * outline it, save the chapters, then open the Adaptive Story planner.
 */
export function useGenerateOutline() {
  const [, navigate] = useLocation();
  const [stage, setStage] = useState<OutlineStage | null>(null);
  const mutation = useMutation({
    mutationFn: async (request: CreateRequest) => {
      setStage(0);
      let game: Awaited<ReturnType<typeof createGame>>;
      try {
        game = await createGame({ ...request, hasStructuredStory: true });
      } catch (error) {
        creationFailed(error);
        throw error;
      }
      clearDraft();
      try {
        setStage(1);
        const outline = await aiOutline({
          title: request.title,
          genre: request.genre,
          childMode: request.childMode,
          chapterCount: request.chapterCount,
          storyline: request.storyline,
          characters: game.characters.map((c) => ({
            name: c.name,
            role: c.role,
            characterType: c.characterType,
            description: c.description,
          })),
        });
        setStage(2);
        await saveStoryOutline(game.id, { chapters: outline.chapters });
      } catch (error) {
        // The adventure exists; its outline can be planned by hand in the Story Builder.
        failureToast("Generation Failed", error);
        navigate(`/adaptive-story/${game.id}`);
        throw error;
      }
      return game;
    },
    onSuccess: (game) => {
      toast({
        title: "Outline Ready!",
        description: `"${game.title}" has its chapter plan.`,
        variant: "success",
      });
      navigate(`/adaptive-story/${game.id}`);
    },
    onSettled: () => setStage(null),
  });
  return { mutation, stage };
}
