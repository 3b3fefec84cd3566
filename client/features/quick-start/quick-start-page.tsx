import { useMutation, useQuery } from "@tanstack/react-query";
import { RefreshCw, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { GENRES_QUICK_START } from "../../../contract/constants";
import type { GameDetail, QuickStartRequest } from "../../../contract/creation";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { AiProgress, stepsAt } from "../creation-common/ai-progress";
import { gameKey, quickStart } from "../creation-common/creation-api";
import { failureToast, handleSessionExpired, isSessionExpired } from "../creation-common/creation-errors";
import { FormCard, StudioPage } from "../creation-common/studio-page";
import { WriterNote } from "../creation-common/writer-note";
import { GameLoadError } from "./game-load-error";
import { GenreTiles } from "./genre-tiles";
import { OptionCards } from "./option-cards";

type Choices = Required<Omit<QuickStartRequest, "gameId">>;

/** Spec 001 §9: easy, expanding, every option off; no genre until one is picked. */
const DEFAULTS: Choices = {
  genre: "",
  difficulty: "easy",
  childMode: false,
  storyStructure: "expanding",
  allowInventory: false,
  enableStats: false,
};

const DIFFICULTIES = [
  { value: "easy", label: "Easy", text: "Forgiving: setbacks are gentle and help is near." },
  { value: "medium", label: "Medium", text: "Real risks, fair chances, courage rewarded." },
  { value: "hard", label: "Hard", text: "Unforgiving: every mistake leaves a mark." },
] as const;

const STRUCTURES = [
  {
    value: "expanding",
    label: "Expanding world",
    text: "Open-ended: the world grows as you explore, with no fixed end.",
  },
  {
    value: "limited_arc",
    label: "Limited arc",
    text: "A complete story of 10 chapters that builds to an ending.",
  },
] as const;

const FEATURES = [
  { key: "childMode", label: "Child-friendly mode", text: "Gentle words and pictures for younger players." },
  {
    key: "allowInventory",
    label: "Inventory system",
    text: "Items found along the way matter to the story.",
  },
  {
    key: "enableStats",
    label: "Character stats",
    text: "The hero grows stronger and wiser with experience.",
  },
] as const;

const knownGenre = (genre: string) => (GENRES_QUICK_START as readonly string[]).includes(genre);

/** `/quick-start` (spec 001): a complete story from a few choices; `?gameId=` rewrites that game. */
export default function QuickStartPage() {
  const [, navigate] = useLocation();
  const gameId = new URLSearchParams(useSearch()).get("gameId") ?? undefined;
  const [choices, setChoices] = useState<Choices>(DEFAULTS);
  const set = <K extends keyof Choices>(key: K, value: Choices[K]) =>
    setChoices((c) => ({ ...c, [key]: value }));

  const game = useQuery<GameDetail>({ queryKey: gameKey(gameId ?? ""), enabled: Boolean(gameId) });
  useEffect(() => {
    if (game.data)
      setChoices((c) => ({
        ...c,
        genre: knownGenre(game.data.genre) ? game.data.genre : c.genre,
        childMode: game.data.childMode,
      }));
  }, [game.data]);
  useEffect(() => {
    if (game.error) handleSessionExpired(game.error);
  }, [game.error]);
  // With ?gameId the story to rewrite must be known first: generating without it would quietly
  // make a new game instead of rewriting the one the creator came from.
  const waitingForGame = Boolean(gameId) && !game.data;
  const loadingGame = waitingForGame && !game.isError;

  const generate = useMutation({
    mutationFn: () => {
      if (waitingForGame) throw new Error("The game to rewrite has not loaded.");
      return quickStart({ ...choices, gameId });
    },
    onSuccess: ({ id, title }) => {
      toast({ title: "Story Generated!", description: `"${title}" is ready to edit.`, variant: "success" });
      navigate(`/edit/${id}`);
    },
    onError: (error) => failureToast("Generation Failed", error),
  });

  const onGenerate = () => {
    if (!choices.genre) {
      toast({
        title: "Genre Required",
        description: "Please choose a genre for your story.",
        variant: "destructive",
      });
      return;
    }
    generate.mutate();
  };

  const regenerating = Boolean(gameId && game.data);
  const limited = choices.storyStructure === "limited_arc";
  return (
    <StudioPage
      title="Quick Start Generator"
      subtitle="Pick a few options and the AI sets up a whole game for you: its title, premise, characters and a chapter-by-chapter plan, ready to play or to write further. No writing needed."
      width="wide"
    >
      <WriterNote className="-mt-4 mb-6" />
      {gameId && game.isError && !isSessionExpired(game.error) ? (
        <GameLoadError
          notFound={/^404: /.test(game.error.message)}
          retrying={game.isFetching}
          onRetry={() => void game.refetch()}
          onStartNew={() => navigate("/quick-start")}
        />
      ) : null}
      {regenerating ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-xl border border-ember-500/40 bg-ember-500/10 px-4 py-3 text-ink-900 text-sm dark:text-ink-50"
        >
          <RefreshCw aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-700 dark:text-ember-400" />
          <span>
            Regenerating <strong>{game.data?.title}</strong>: a new storyline and cast will replace the
            current ones. Its title and link stay the same.
          </span>
        </div>
      ) : null}

      <div className="grid gap-6">
        <FormCard title="Choose a genre" description="What kind of story do you want to play?">
          <GenreTiles value={choices.genre} onChange={(g) => set("genre", g)} />
        </FormCard>

        <section
          aria-label="Story options"
          className="grid gap-6 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-7 dark:border-ink-800 dark:bg-ink-900"
        >
          <OptionCards
            legend="Difficulty"
            name="difficulty"
            options={DIFFICULTIES}
            value={choices.difficulty}
            onChange={(v) => set("difficulty", v)}
          />
          <OptionCards
            legend="Story structure"
            name="structure"
            columns={2}
            options={STRUCTURES}
            value={choices.storyStructure}
            onChange={(v) => set("storyStructure", v)}
          />
          <fieldset>
            <legend className="font-display font-semibold text-ink-950 text-lg dark:text-white">
              Features
            </legend>
            <div className="mt-3 grid gap-3 sm:grid-cols-3">
              {FEATURES.map((f) => (
                <label
                  key={f.key}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-4 transition hover:border-ink-300 has-checked:border-ember-500 has-checked:bg-ember-500/10 has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40 dark:border-ink-700"
                >
                  <input
                    type="checkbox"
                    checked={choices[f.key]}
                    onChange={(e) => set(f.key, e.target.checked)}
                    className="mt-0.5 size-4 accent-ember-600"
                  />
                  <span>
                    <span className="block font-semibold text-ink-900 text-sm dark:text-ink-50">
                      {f.label}
                    </span>
                    <span className="mt-0.5 block text-ink-600 text-xs leading-relaxed dark:text-ink-300">
                      {f.text}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </section>

        <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          <p className="text-ink-600 text-sm sm:mr-auto dark:text-ink-300">
            You can change everything afterwards in the editor.
          </p>
          <Button size="lg" onClick={onGenerate} disabled={generate.isPending || waitingForGame}>
            {generate.isPending || loadingGame ? <Spinner /> : <Sparkles aria-hidden />}
            {generate.isPending ? "Generating…" : loadingGame ? "Loading your game…" : "Generate My Story"}
          </Button>
        </div>
      </div>

      <AiProgress
        title={generate.isPending ? "Writing your story" : null}
        hint="The AI is inventing your world and its people. This usually takes a few seconds; please keep this page open."
        steps={stepsAt(
          [
            "Inventing the storyline and characters",
            ...(limited ? ["Planning 10 chapters"] : []),
            "Saving your game",
          ],
          0,
        )}
      />
    </StudioPage>
  );
}
