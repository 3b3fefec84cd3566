import { ListTree, Settings2 } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { CHAPTER_PRESETS_CREATE } from "../../../contract/constants";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Field } from "../../ui/field";
import { SelectField, SwitchField } from "../creation-common/inputs";
import { FormCard } from "../creation-common/studio-page";
import { type CreateFormValues, type CreateRequest, chapterCountOf } from "./create-form-model";

const PERSPECTIVES = [
  { value: "third_person", label: "Third person (she, he, they)" },
  { value: "first_person", label: "First person (I, me)" },
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
            <fieldset>
              <legend className="font-medium text-ink-800 text-sm dark:text-ink-100">Story type</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {[
                  { linear: false, label: "Interactive", text: "Players choose what happens next." },
                  {
                    linear: true,
                    label: "Linear",
                    text: "A story read straight through, with Continue buttons.",
                  },
                ].map((option) => (
                  <label
                    key={option.label}
                    className={cn(
                      "flex cursor-pointer items-start gap-3 rounded-xl border p-3.5 transition has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40",
                      field.value === option.linear
                        ? "border-ember-500 bg-ember-500/10"
                        : "border-ink-200 hover:border-ink-300 dark:border-ink-700",
                    )}
                  >
                    <input
                      type="radio"
                      name="story-type"
                      className="mt-1 accent-ember-600"
                      checked={field.value === option.linear}
                      onChange={() => field.onChange(option.linear)}
                    />
                    <span>
                      <span className="block font-semibold text-ink-900 text-sm dark:text-ink-50">
                        {option.label}
                      </span>
                      <span className="block text-ink-600 text-xs dark:text-ink-300">{option.text}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
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
