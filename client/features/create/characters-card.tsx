import { Sparkles, UserPlus, Users, WandSparkles } from "lucide-react";
import type { UseFieldArrayReturn, UseFormReturn } from "react-hook-form";
import { CHARACTER_TYPES_CREATE } from "../../../contract/constants";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { CharacterCard, CharactersGenerating } from "../creation-common/character-card";
import { genreLabel } from "../creation-common/genres";
import { FormCard } from "../creation-common/studio-page";
import { type CreateFormValues, type CreateRequest, emptyCharacter } from "./create-form-model";

const TYPE_OPTIONS = CHARACTER_TYPES_CREATE.map((t) => ({ value: t, label: genreLabel(t) }));

type CharactersCardProps = {
  form: UseFormReturn<CreateFormValues, unknown, CreateRequest>;
  list: UseFieldArrayReturn<CreateFormValues, "characters">;
  generating: boolean;
  onGenerate: () => void;
  onAssist: () => void;
  onFetchBiography: (index: number) => void;
  fetchingBiography: number | null;
};

export function CharactersCard({
  form,
  list,
  generating,
  onGenerate,
  onAssist,
  onFetchBiography,
  fetchingBiography,
}: CharactersCardProps) {
  const rootError =
    form.formState.errors.characters?.root?.message ?? form.formState.errors.characters?.message;
  return (
    <FormCard
      title="Characters"
      description="Who the story is about. Start with your protagonist."
      icon={<Users />}
      actions={
        <>
          <Button variant="secondary" size="sm" onClick={onAssist}>
            <WandSparkles aria-hidden />
            AI Assistant
          </Button>
          <Button variant="secondary" size="sm" onClick={onGenerate} disabled={generating}>
            {generating ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
            {generating ? "Generating…" : "AI Generate"}
          </Button>
          <Button size="sm" onClick={() => list.append(emptyCharacter("supporting"))}>
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
        {list.fields.map((item, index) => (
          <CharacterCard
            key={item.id}
            form={form}
            index={index}
            typeOptions={TYPE_OPTIONS}
            mode="create"
            canRemove={list.fields.length > 1}
            onRemove={() => list.remove(index)}
            onFetchBiography={onFetchBiography}
            fetchingBiography={fetchingBiography === index}
          />
        ))}
        {generating ? <CharactersGenerating /> : null}
      </div>
    </FormCard>
  );
}
