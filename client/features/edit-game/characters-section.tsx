import { Sparkles, TrendingUp, UserPlus, Users } from "lucide-react";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { CharacterCard, CharactersGenerating } from "../creation-common/character-card";
import { FormCard } from "../creation-common/studio-page";
import { type EditFormValues, type EditRequest, TYPE_OPTIONS, withCurrent } from "./edit-game-model";

type CharactersSectionProps = {
  form: UseFormReturn<EditFormValues, unknown, EditRequest>;
  list: UseFieldArrayReturn<EditFormValues, "characters">;
  generating: boolean;
  onGenerate: () => void;
  onAdd: () => void;
  onProgression: (index: number) => void;
  onFetchBiography: (index: number) => void;
  fetchingBiography: number | null;
};

/** Spec 002 §2: the cast, edited in place; AI Generate, add, remove, and each one's progression. */
export function CharactersSection({
  form,
  list,
  generating,
  onGenerate,
  onAdd,
  onProgression,
  onFetchBiography,
  fetchingBiography,
}: CharactersSectionProps) {
  const rootError =
    form.formState.errors.characters?.root?.message ?? form.formState.errors.characters?.message;
  const cast = form.watch("characters");
  return (
    <FormCard
      title="Characters and Progression"
      description="Who the story is about, and how each of them fares in play."
      icon={<Users />}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={onGenerate} disabled={generating}>
            {generating ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
            {generating ? "Generating…" : "AI Generate"}
          </Button>
          <Button size="sm" onClick={onAdd}>
            <UserPlus aria-hidden />
            Add Character
          </Button>
        </>
      }
    >
      {rootError ? (
        <p role="alert" className="mb-4 text-red-700 text-sm dark:text-red-300">
          {rootError}
        </p>
      ) : null}
      <div className="grid gap-4">
        {list.fields.map((item, index) => {
          const name = cast[index]?.name.trim() ?? "";
          return (
            <CharacterCard
              key={item.id}
              form={form}
              index={index}
              mode="edit"
              typeOptions={withCurrent(TYPE_OPTIONS, cast[index]?.characterType ?? "")}
              canRemove={list.fields.length > 1}
              onRemove={() => list.remove(index)}
              onFetchBiography={onFetchBiography}
              fetchingBiography={fetchingBiography === index}
              actions={
                name ? (
                  <Button variant="ghost" size="sm" onClick={() => onProgression(index)}>
                    <TrendingUp aria-hidden />
                    Progression
                    <span className="sr-only"> of {name}</span>
                  </Button>
                ) : null
              }
            />
          );
        })}
        {generating ? <CharactersGenerating /> : null}
      </div>
    </FormCard>
  );
}
