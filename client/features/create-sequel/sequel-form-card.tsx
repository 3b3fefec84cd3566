import { BookCopy, Lightbulb, Sparkles, WandSparkles } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { CHAPTER_PRESETS_SEQUEL } from "../../../contract/constants";
import { parseChapterCount, SEQUEL_STORYLINE_MAX } from "../../../contract/creation";
import type { GameSummary } from "../../../contract/games";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Spinner } from "../../ui/spinner";
import { genreLabel } from "../creation-common/genres";
import { SelectField, TextAreaField } from "../creation-common/inputs";
import { FormCard } from "../creation-common/studio-page";
import { genreOptions, type SequelRequest, type SequelValues } from "./sequel-model";

type SequelFormCardProps = {
  form: UseFormReturn<SequelValues, unknown, SequelRequest>;
  games: GameSummary[] | undefined;
  loadingGames: boolean;
  onPickOriginal: (id: string) => void;
  ideas: string[];
  onPickIdea: (idea: string) => void;
  onEnhance: () => void;
  enhancing: boolean;
  onGenerate: () => void;
  generating: boolean;
};

export function SequelFormCard(props: SequelFormCardProps) {
  const {
    form,
    games,
    loadingGames,
    onPickOriginal,
    ideas,
    onPickIdea,
    onEnhance,
    enhancing,
    onGenerate,
    generating,
  } = props;
  const { errors } = form.formState;
  const genre = form.watch("genre");
  const concept = form.watch("sequelStoryline");
  const count = parseChapterCount(form.watch("chapterCount"), 40);
  const original = form.register("originalGameId");

  return (
    <FormCard
      title="Sequel Details"
      description="Continue a story you have already written."
      icon={<BookCopy />}
    >
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          onGenerate();
        }}
      >
        <SelectField
          label="Original story"
          disabled={loadingGames}
          options={[
            {
              value: "",
              label: loadingGames
                ? "Loading your stories…"
                : games?.length
                  ? "Select a story"
                  : "No stories yet",
            },
            ...(games ?? []).map((g) => ({ value: g.id, label: g.title })),
          ]}
          error={errors.originalGameId?.message}
          {...original}
          onChange={(e) => {
            void original.onChange(e);
            onPickOriginal(e.target.value);
          }}
        />
        <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
          <Field
            label="Sequel title"
            autoComplete="off"
            error={errors.title?.message}
            {...form.register("title")}
          />
          <SelectField
            label="Genre"
            options={[
              { value: "", label: "Choose a genre" },
              ...genreOptions(genre).map((g) => ({ value: g, label: genreLabel(g) })),
            ]}
            error={errors.genre?.message}
            {...form.register("genre")}
          />
        </div>

        <fieldset>
          <legend className="font-medium text-ink-800 text-sm dark:text-ink-100">Number of chapters</legend>
          <div className="mt-2 flex flex-wrap items-start gap-2">
            {CHAPTER_PRESETS_SEQUEL.map((p) => (
              <Button
                key={p.count}
                variant="secondary"
                size="sm"
                aria-pressed={count === p.count}
                className="aria-pressed:border-ember-500 aria-pressed:bg-ember-500/15 aria-pressed:text-ink-950 dark:aria-pressed:text-white"
                onClick={() =>
                  form.setValue("chapterCount", String(p.count), {
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              >
                {p.label} ({p.count})
              </Button>
            ))}
            <Field
              id="sequel-chapter-count"
              label="Chapters"
              className="w-24 [&_label]:sr-only [&_input]:h-9"
              inputMode="numeric"
              aria-invalid={errors.chapterCount ? true : undefined}
              aria-describedby={errors.chapterCount ? "sequel-chapter-count-error" : undefined}
              {...form.register("chapterCount")}
            />
          </div>
          {errors.chapterCount ? (
            <p id="sequel-chapter-count-error" className="mt-2 text-red-700 text-sm dark:text-red-300">
              {errors.chapterCount.message}
            </p>
          ) : null}
        </fieldset>

        <TextAreaField
          label="Sequel concept"
          rows={6}
          maxLength={SEQUEL_STORYLINE_MAX + 200}
          placeholder="Where does the story go next? A few words for ideas, or a paragraph to enhance."
          hint={`${concept.trim().length} / ${SEQUEL_STORYLINE_MAX} characters · at least 20`}
          error={errors.sequelStoryline?.message}
          labelExtra={
            <Button
              variant="ghost"
              size="sm"
              className="-my-1 h-8 text-ember-700 dark:text-ember-400"
              onClick={onEnhance}
              disabled={enhancing}
            >
              {enhancing ? <Spinner className="size-4" /> : <WandSparkles aria-hidden />}
              {enhancing ? "Thinking…" : "AI Enhance Ideas"}
            </Button>
          }
          {...form.register("sequelStoryline")}
        />
        {ideas.length ? (
          <div>
            <p className="flex items-center gap-1.5 font-medium text-ink-800 text-sm dark:text-ink-100">
              <Lightbulb aria-hidden className="size-4 text-ember-600" />
              Pick an idea to start from
            </p>
            <ul className="mt-2 grid gap-2" aria-label="Sequel ideas">
              {ideas.map((idea) => (
                <li key={idea}>
                  <button
                    type="button"
                    onClick={() => onPickIdea(idea)}
                    className="w-full cursor-pointer rounded-xl border border-ink-200 bg-ink-50 p-3 text-left text-ink-800 text-sm leading-relaxed transition hover:border-ember-500 hover:bg-ember-500/10 dark:border-ink-700 dark:bg-ink-950/60 dark:text-ink-100"
                  >
                    {idea}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <Button type="submit" size="lg" disabled={generating}>
          {generating ? <Spinner /> : <Sparkles aria-hidden />}
          {generating ? "Generating…" : "Generate Sequel Outline"}
        </Button>
      </form>
    </FormCard>
  );
}
