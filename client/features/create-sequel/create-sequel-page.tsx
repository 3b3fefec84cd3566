import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import {
  type CharacterType,
  type GameDetail,
  type OutlineChapterView,
  SequelForm,
} from "../../../contract/creation";
import type { GameSummary } from "../../../contract/games";
import { toast } from "../../ui/toast-store";
import { AiProgress, stepsAt } from "../creation-common/ai-progress";
import {
  aiSequelIdeas,
  aiSequelOutline,
  chaptersKey,
  createGame,
  gameKey,
} from "../creation-common/creation-api";
import { failureToast, handleSessionExpired, isRefusal } from "../creation-common/creation-errors";
import { StudioPage } from "../creation-common/studio-page";
import { WriterNote } from "../creation-common/writer-note";
import { OriginalPreview } from "./original-preview";
import { SequelCharacterDialog } from "./sequel-character-dialog";
import { SequelFormCard } from "./sequel-form-card";
import {
  originalLocations,
  SEQUEL_DEFAULTS,
  type SequelCharacter,
  type SequelRequest,
  type SequelResult,
  type SequelValues,
  sequelGenre,
  sequelResolver,
  sequelSourceProblem,
  toSequelCharacter,
} from "./sequel-model";
import { ReadyToGenerate, SequelResultView } from "./sequel-result";

const asOriginal = (game: GameDetail, chapters: OutlineChapterView[]) => ({
  originalTitle: game.title,
  originalChapters: chapters.map((c) => ({
    chapterNumber: c.chapterNumber,
    title: c.title.trim() || `Chapter ${c.chapterNumber}`,
    outline: c.outline,
    selectedCharacters: c.selectedCharacters,
    selectedLocation: c.selectedLocation,
  })),
  originalCharacters: game.characters.map((c) => ({
    name: c.name,
    role: c.role,
    characterType: c.characterType,
    description: c.description,
  })),
});

/** `/create-sequel`, Create Story Sequel (spec 001). */
export default function CreateSequelPage() {
  const [, navigate] = useLocation();
  const form = useForm<SequelValues, unknown, SequelRequest>({
    resolver: sequelResolver,
    defaultValues: SEQUEL_DEFAULTS,
  });
  const [result, setResult] = useState<SequelResult | null>(null);
  const [ideas, setIdeas] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ character: SequelCharacter | null } | null>(null);
  const originalId = form.watch("originalGameId");

  const games = useQuery<GameSummary[]>({ queryKey: ["/api/games"] });
  const original = useQuery<GameDetail>({ queryKey: gameKey(originalId), enabled: Boolean(originalId) });
  const chapters = useQuery<OutlineChapterView[]>({
    queryKey: chaptersKey(originalId),
    enabled: Boolean(originalId),
  });
  const loadError = games.error ?? original.error ?? chapters.error;
  useEffect(() => {
    if (loadError) handleSessionExpired(loadError);
  }, [loadError]);

  // Step 1 of the flow: the title and genre come from the chosen original, once per story
  // loaded, so that later edits to them are the writer's.
  const applied = useRef<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const game = original.data;
    if (!game || applied.current === game.id) return;
    applied.current = game.id;
    const validate = form.formState.isSubmitted;
    form.setValue("title", `${game.title}: The Sequel`, { shouldValidate: validate });
    form.setValue("genre", sequelGenre(game.genre), { shouldValidate: validate });
  }, [original.data, form]);

  const onPickOriginal = () => {
    setResult(null);
    setIdeas([]);
  };

  const source = () => {
    if (!original.data || !chapters.data) return null;
    return { game: original.data, chapters: chapters.data };
  };

  const generate = useMutation({
    mutationFn: async (request: SequelRequest) => {
      const s = source();
      if (!s) throw new Error("The original story is still loading.");
      return aiSequelOutline({
        ...asOriginal(s.game, s.chapters),
        title: request.title,
        genre: request.genre,
        childMode: s.game.childMode,
        sequelStoryline: request.sequelStoryline,
        chapterCount: request.chapterCount,
        originalLocations: originalLocations(s.chapters),
      });
    },
    onSuccess: (outline) =>
      setResult({ ...outline, mainCharacters: outline.mainCharacters.map(toSequelCharacter) }),
    onError: (error) => failureToast("Generation Failed", error),
  });

  const onGenerate = form.handleSubmit((request) => {
    const s = source();
    if (!s) {
      toast({
        title: "No Story Selected",
        description: "Please wait for the original story to load.",
        variant: "destructive",
      });
      return;
    }
    const problem = sequelSourceProblem(s.game, s.chapters);
    if (problem) {
      toast({ title: "Generation Failed", description: problem, variant: "destructive" });
      return;
    }
    generate.mutate(request);
  });

  const enhance = useMutation({
    mutationFn: async () => {
      const s = source();
      if (!s) throw new Error("No story");
      return aiSequelIdeas({
        ...asOriginal(s.game, s.chapters),
        genre: form.getValues("genre") || s.game.genre,
        childMode: s.game.childMode,
        userIdeas: form.getValues("sequelStoryline").trim() || undefined,
      });
    },
    onSuccess: (answer) => {
      if ("suggestions" in answer) setIdeas(answer.suggestions);
      else {
        setIdeas([]);
        form.setValue("sequelStoryline", answer.enhancedStoryline, {
          shouldValidate: form.formState.isSubmitted,
        });
      }
    },
    onError: (error) => failureToast("Generation Failed", error),
  });

  const onEnhance = () => {
    const s = source();
    if (!form.getValues("originalGameId") || !s) {
      toast({
        title: "No Story Selected",
        description: "Choose the story you want to continue first.",
        variant: "destructive",
      });
      return;
    }
    if (s.chapters.length === 0) {
      toast({
        title: "No Chapters Found",
        description:
          "The selected story needs chapters for AI to analyze. Please create a story outline first.",
        variant: "destructive",
      });
      return;
    }
    enhance.mutate();
  };

  const save = useMutation({
    mutationFn: async () => {
      const s = source();
      if (!s || !result) throw new Error("Nothing to save");
      const request = SequelForm.parse(form.getValues());
      const game = await createGame({
        title: request.title,
        genre: request.genre,
        storyline: request.sequelStoryline,
        description: `The sequel to "${s.game.title}". ${request.sequelStoryline}`.slice(0, 2000),
        childMode: s.game.childMode,
        narrativePerspective:
          s.game.narrativePerspective === "first_person" ? "first_person" : "third_person",
        authorInfluence: s.game.authorInfluence,
        isLinear: s.game.isLinear,
        // The outline as generated: a preset changed afterwards has not been written yet.
        chapterCount: result.chapters.length,
        hasStructuredStory: true,
        characters: result.mainCharacters.map((c) => ({
          name: c.name,
          role: c.role,
          characterType: c.characterType as CharacterType,
          description: c.description || null,
          isRealPerson: c.isRealPerson,
        })),
        // One call, one transaction: a failure leaves no game without its chapters, so Create
        // Game can simply be pressed again without making a second game.
        outline: result.chapters,
      });
      return game;
    },
    onSuccess: (game) => {
      toast({
        title: "Sequel Created!",
        description: `"${game.title}" is saved as a draft.`,
        variant: "success",
      });
      navigate(`/edit/${game.id}`);
    },
    onError: (error) =>
      failureToast(
        "Save Failed",
        error,
        // A refusal (400) says what to change, in the server's words; anything else is the spec's.
        isRefusal(error) ? undefined : "Failed to save sequel as new game. Please try again.",
      ),
  });

  const updateCharacters = (update: (list: SequelCharacter[]) => SequelCharacter[]) =>
    setResult((r) => (r ? { ...r, mainCharacters: update(r.mainCharacters) } : r));

  const count = form.watch("chapterCount");
  return (
    <StudioPage
      title="Create Story Sequel"
      subtitle="Continue one of your stories with the characters and places readers already love."
      width="wide"
    >
      <WriterNote className="-mt-4 mb-6" />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <SequelFormCard
            form={form}
            games={games.data}
            loadingGames={games.isPending}
            onPickOriginal={onPickOriginal}
            ideas={ideas}
            onPickIdea={(idea) => {
              form.setValue("sequelStoryline", idea, { shouldValidate: form.formState.isSubmitted });
              setIdeas([]);
            }}
            onEnhance={onEnhance}
            enhancing={enhance.isPending}
            onGenerate={() => void onGenerate()}
            generating={generate.isPending}
          />
          {originalId ? (
            <OriginalPreview
              game={original.data}
              chapters={chapters.data}
              loading={original.isPending || chapters.isPending}
            />
          ) : null}
        </div>
        <div ref={resultRef} className="scroll-mt-4 lg:sticky lg:top-6">
          {result ? (
            <SequelResultView
              result={result}
              onAdd={() => setEditing({ character: null })}
              onEdit={(character) => setEditing({ character })}
              onDelete={(character) =>
                updateCharacters((list) => list.filter((c) => c.key !== character.key))
              }
              onCreate={() => save.mutate()}
              creating={save.isPending}
            />
          ) : (
            <ReadyToGenerate />
          )}
        </div>
      </div>

      <SequelCharacterDialog
        open={editing !== null}
        character={editing?.character ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
        onSave={(character) =>
          updateCharacters((list) =>
            list.some((c) => c.key === character.key)
              ? list.map((c) => (c.key === character.key ? character : c))
              : [...list, character],
          )
        }
      />
      <AiProgress
        title={generate.isPending ? "Writing your sequel" : save.isPending ? "Saving your sequel" : null}
        hint={
          generate.isPending
            ? "The AI is reading the original and planning every chapter. This can take up to a minute."
            : "Creating the game with its characters and chapters."
        }
        steps={
          generate.isPending
            ? stepsAt(
                [`Reading "${original.data?.title ?? "the original"}"`, `Outlining ${count} chapters`],
                1,
              )
            : stepsAt(["Creating the game with its chapter plan"], 0)
        }
      />
    </StudioPage>
  );
}
