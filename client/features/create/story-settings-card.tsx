import { ListTree, Settings2 } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { CHAPTER_PRESETS_CREATE } from "../../../contract/constants";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { type Choice, ChoiceCards, PERSPECTIVES } from "../creation-common/choice-cards";
import { SelectField, SwitchField } from "../creation-common/inputs";
import { FormCard } from "../creation-common/studio-page";
import { type CreateFormValues, type CreateRequest, chapterCountOf } from "./create-form-model";

const STORY_TYPES: ReadonlyArray<Choice<boolean>> = [
  { value: false, label: "Interactive", text: "Players choose what happens next." },
  { value: true, label: "Linear", text: "A story read straight through, with Continue buttons." },
];

export function StorySettingsCard({
  form,
  onPlanScenes,
}: {
  form: UseFormReturn<CreateFormValues, unknown, CreateRequest>;
  onPlanScenes: () => void;
}) {
  const { errors } = form.formState;
  const count = chapterCountOf({ chapterCount: form.watch("chapterCount") });
  return (
    <FormCard
      title="Story Settings"
      description="How the story is told and how long it runs."
      icon={<Settings2 />}
    >
      <div className="grid gap-6">
        <Controller
          control={form.control}
          name="isLinear"
          render={({ field }) => (
            <ChoiceCards
              legend="Story type"
              name="story-type"
              choices={STORY_TYPES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />

        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Narrative perspective"
            options={PERSPECTIVES}
            {...form.register("narrativePerspective")}
          />
          <Field
            label="Author influence (optional)"
            placeholder="e.g. Ursula K. Le Guin"
            autoComplete="off"
            error={errors.authorInfluence?.message}
            {...form.register("authorInfluence")}
          />
        </div>

        <Controller
          control={form.control}
          name="childMode"
          render={({ field }) => (
            <SwitchField
              label="Child-friendly mode"
              description="Gentle words and pictures, and the AI declines anything unsuitable."
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />

        <fieldset className="rounded-xl border border-ink-200 p-4 dark:border-ink-700">
          <legend className="px-1 font-medium text-ink-800 text-sm dark:text-ink-100">Outline length</legend>
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex flex-wrap gap-2">
              {CHAPTER_PRESETS_CREATE.map((preset) => (
                <Button
                  key={preset.count}
                  variant="secondary"
                  size="sm"
                  aria-pressed={count === preset.count}
                  className="aria-pressed:border-ember-500 aria-pressed:bg-ember-500/15 aria-pressed:text-ink-950 dark:aria-pressed:text-white"
                  onClick={() =>
                    form.setValue("chapterCount", String(preset.count), {
                      shouldValidate: form.formState.isSubmitted,
                    })
                  }
                >
                  {preset.label} ~{preset.count}
                </Button>
              ))}
            </div>
            <Field
              id="chapter-count"
              label="Chapters"
              inputMode="numeric"
              className="w-28"
              aria-invalid={errors.chapterCount ? true : undefined}
              aria-describedby={errors.chapterCount ? "chapter-count-error" : undefined}
              {...form.register("chapterCount")}
            />
          </div>
          {errors.chapterCount ? (
            <p id="chapter-count-error" className="mt-2 text-red-700 text-sm dark:text-red-300">
              {errors.chapterCount.message}
            </p>
          ) : null}
          <p className="mt-3 text-ink-500 text-xs dark:text-ink-300">
            Between 5 and 100 chapters. Generate an outline to plan them chapter by chapter.
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 -ml-2 text-ember-700 dark:text-ember-400"
            onClick={onPlanScenes}
          >
            <ListTree aria-hidden />
            Plan key scenes with AI
          </Button>
        </fieldset>
      </div>
    </FormCard>
  );
}
