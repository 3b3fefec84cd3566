import { BookOpen, WandSparkles } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { GENRES_CREATE } from "../../../contract/constants";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { genreLabel } from "../creation-common/genres";
import { SelectField, TextAreaField } from "../creation-common/inputs";
import { FormCard } from "../creation-common/studio-page";
import type { CreateFormValues, CreateRequest } from "./create-form-model";

const GENRE_OPTIONS = [
  { value: "", label: "Choose a genre" },
  ...GENRES_CREATE.map((g) => ({ value: g, label: genreLabel(g) })),
];

export function BasicInfoCard({
  form,
  onAssist,
}: {
  form: UseFormReturn<CreateFormValues, unknown, CreateRequest>;
  onAssist: () => void;
}) {
  const { errors } = form.formState;
  return (
    <FormCard
      title="Basic Information"
      description="Name your adventure and tell us what it is about."
      icon={<BookOpen />}
    >
      <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
        <Field
          label="Title"
          placeholder="e.g. The Lantern of Hollow Vale"
          autoComplete="off"
          error={errors.title?.message}
          {...form.register("title")}
        />
        <SelectField
          label="Genre"
          options={GENRE_OPTIONS}
          error={errors.genre?.message}
          {...form.register("genre")}
        />
      </div>
      <TextAreaField
        className="mt-5"
        label="Story outline"
        rows={6}
        placeholder="Who is the hero, what do they want, and what stands in their way? A few sentences are enough."
        hint="At least 10 characters. The AI reads this when it drafts characters and chapters."
        error={errors.storyline?.message}
        labelExtra={
          <Button
            variant="ghost"
            size="sm"
            className="-my-1 h-8 text-ember-700 dark:text-ember-400"
            onClick={onAssist}
          >
            <WandSparkles aria-hidden />
            AI Assistant
          </Button>
        }
        {...form.register("storyline")}
      />
    </FormCard>
  );
}
