import { Trash2 } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { SelectField, SwitchField, TextAreaField } from "../creation-common/inputs";
import type { EditFormValues, EditRequest } from "./edit-game-model";
import { KeyEventsEditor } from "./key-events-editor";

const PRIORITIES = [
  { value: "critical", label: "Critical" },
  { value: "major", label: "Major" },
  { value: "optional", label: "Optional" },
];

/** One plot line of Game Settings, every field of spec 002 §3. */
export function PlotLineCard({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<EditFormValues, unknown, EditRequest>;
  index: number;
  onRemove: () => void;
}) {
  const errors = form.formState.errors.plotLines?.[index];
  const title = form.watch(`plotLines.${index}.title`).trim();
  const heading = title || `Plot line ${index + 1}`;
  const cast = form
    .watch("characters")
    .map((c) => c.name.trim())
    .filter(Boolean);
  const path = <K extends keyof EditFormValues["plotLines"][number]>(key: K) =>
    `plotLines.${index}.${key}` as const;

  return (
    <article
      aria-label={heading}
      className="rounded-xl border border-ink-200 bg-ink-50/60 p-4 sm:p-5 dark:border-ink-700 dark:bg-ink-950/40"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h4 className="min-w-0 truncate font-semibold text-ink-900 dark:text-ink-50">{heading}</h4>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 text-red-700 dark:text-red-300"
          onClick={onRemove}
          aria-label={`Remove ${heading}`}
        >
          <Trash2 aria-hidden />
          Remove
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field
          label="Plot line title"
          autoComplete="off"
          error={errors?.title?.message}
          {...form.register(path("title"))}
        />
        <SelectField label="Priority" options={PRIORITIES} {...form.register(path("priority"))} />
      </div>
      <TextAreaField
        className="mt-4"
        label="Description"
        rows={2}
        placeholder="What this thread is about."
        error={errors?.description?.message}
        {...form.register(path("description"))}
      />
      <TextAreaField
        className="mt-4"
        label="Your notes (optional)"
        rows={2}
        placeholder="Anything the narrator should know about how you see it."
        error={errors?.userDescription?.message}
        {...form.register(path("userDescription"))}
      />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field
          label="Target ending (optional)"
          autoComplete="off"
          placeholder="Where it should lead"
          error={errors?.targetEnding?.message}
          {...form.register(path("targetEnding"))}
        />
        <Field
          label="Ending (optional)"
          autoComplete="off"
          placeholder="How it ends, once it has"
          error={errors?.ending?.message}
          {...form.register(path("ending"))}
        />
      </div>
      <Controller
        control={form.control}
        name={path("keyEvents")}
        render={({ field }) => (
          <KeyEventsEditor
            className="mt-4"
            label={`Key events of ${heading}`}
            value={field.value}
            onChange={field.onChange}
            error={errors?.keyEvents?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name={path("characters")}
        render={({ field }) => {
          // A name no longer in the cast (renamed or removed) stays listed while it is picked.
          const names = [...new Set([...cast, ...field.value])];
          return (
            <fieldset className="mt-4">
              <legend className="font-medium text-ink-800 text-sm dark:text-ink-100">Characters</legend>
              {names.length === 0 ? (
                <p className="mt-1 text-ink-500 text-xs dark:text-ink-300">
                  Name a character to pick them here.
                </p>
              ) : (
                <div className="mt-2 flex flex-wrap gap-2">
                  {names.map((name) => {
                    const checked = field.value.includes(name);
                    return (
                      <label
                        key={name}
                        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink-200 bg-white px-3 py-1.5 text-ink-800 text-sm has-checked:border-ember-500 has-checked:bg-ember-500/10 has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-100"
                      >
                        <input
                          type="checkbox"
                          className="accent-ember-600"
                          checked={checked}
                          onChange={() =>
                            field.onChange(
                              checked ? field.value.filter((n) => n !== name) : [...field.value, name],
                            )
                          }
                        />
                        {name}
                      </label>
                    );
                  })}
                </div>
              )}
              {errors?.characters?.message ? (
                <p className="mt-1 text-red-700 text-sm dark:text-red-300">{errors.characters.message}</p>
              ) : null}
            </fieldset>
          );
        }}
      />
      <div className="mt-4">
        <Controller
          control={form.control}
          name={path("isActive")}
          render={({ field }) => (
            <SwitchField
              label="Active"
              description="An inactive plot line is kept but not followed."
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </div>
    </article>
  );
}
