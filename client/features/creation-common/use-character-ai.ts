import { useMutation } from "@tanstack/react-query";
import type { DraftCharacter } from "../../../contract/ai";
import { AI_CHARACTER_COUNT } from "../../../contract/constants";
import { toast } from "../../ui/toast-store";
import { aiBiography, aiCharacters } from "./creation-api";
import { failureToast } from "./creation-errors";

export const BIOGRAPHY_FAILED = "Biography Fetch Failed";
export const BIOGRAPHY_TEXT = "Could not fetch biographies for real persons. Please try again.";

/** Fills a real person's description with their biography. */
export function useFetchBiography(onBiography: (index: number, biography: string) => void) {
  return useMutation({
    mutationFn: async ({ index, name }: { index: number; name: string }) => ({
      index,
      biography: (await aiBiography(name)).biography,
    }),
    onSuccess: ({ index, biography }) => onBiography(index, biography),
    onError: (error) => failureToast(BIOGRAPHY_FAILED, error, BIOGRAPHY_TEXT),
  });
}

type CastContext = { storyline: string; genre: string; childMode: boolean; names: string[] };

/**
 * AI Generate: three new characters for the storyline, none of them one already in the cast.
 * `read` is called when the button is pressed, so it sees what has just been typed.
 */
export function useGenerateCharacters(read: () => CastContext, onCharacters: (c: DraftCharacter[]) => void) {
  const mutation = useMutation({
    mutationFn: async () => {
      const v = read();
      const taken = new Set(v.names.map((n) => n.trim().toLowerCase()).filter(Boolean));
      // The AI often casts the storyline's hero, who is already here: ask for spares, keep 3 new.
      const count = Math.min(8, AI_CHARACTER_COUNT + taken.size);
      const { characters } = await aiCharacters({
        storyline: v.storyline,
        genre: v.genre,
        childMode: v.childMode,
        count,
      });
      return characters.filter((c) => !taken.has(c.name.trim().toLowerCase())).slice(0, AI_CHARACTER_COUNT);
    },
    onSuccess: (characters) => {
      onCharacters(characters);
      toast({
        title: "Characters Generated",
        description: `${characters.length} characters were added.`,
        variant: "success",
      });
    },
    onError: (error) => failureToast("Generation Failed", error),
  });

  /** Spec 001 §5: the AI needs a storyline to cast for. */
  const generate = () => {
    if (!read().storyline.trim()) {
      toast({
        title: "Storyline Required",
        description: "Please write a storyline first so the AI can create characters that fit it.",
        variant: "destructive",
      });
      return;
    }
    mutation.mutate();
  };
  return { generate, pending: mutation.isPending };
}
