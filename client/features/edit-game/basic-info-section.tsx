import { BookOpen } from "lucide-react";
import type { UseFormReturn } from "react-hook-form";
import { Field } from "../../ui/field";
import { SelectField, TextAreaField } from "../creation-common/inputs";
import { FormCard } from "../creation-common/studio-page";
import { type EditFormValues, type EditRequest, GENRE_OPTIONS, withCurrent } from "./edit-game-model";

/** Spec 002 §2: title, description, genre, and the storyline the AI reads. */
export function BasicInfoSection({
  form,
  savedGenre,
}: {
  form: UseFormReturn<EditFormValues, unknown, EditRequest>;
  /** The game's genre as saved: kept in the list even when the edit list does not have it. */
  savedGenre: string;
}) {
  const { errors } = form.formState;
  const options = [{ value: "", label: "Choose a genre" }, ...withCurrent(GENRE_OPTIONS, savedGenre)];
  return (
    <FormCard
      title="Basic Information"
      description="What your game is called and what it is about."
      icon={<BookOpen />}
    >
      <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
        <Field label="Title" autoComplete="off" error={errors.title?.message} {...form.register("title")} />
        <SelectField
          label="Genre"
          options={options}
          error={errors.genre?.message}
          {...form.register("genre")}
        />
      </div>
      <TextAreaField
        className="mt-5"
        label="Description"
        rows={3}
        placeholder="A line or two for the game's card and its players."
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextAreaField
        className="mt-5"
        label="Storyline"
        rows={6}
        placeholder="Who is the hero, what do they want, and what stands in their way?"
        hint="The AI reads this when it writes scenes and drafts characters."
        error={errors.storyline?.message}
        {...form.register("storyline")}
      />
    </FormCard>
  );
}
