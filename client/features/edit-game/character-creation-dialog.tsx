import { useMutation } from "@tanstack/react-query";
import { RefreshCw, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { CHARACTER_AGE, type CharacterView } from "../../../contract/creation";
import { AddCharacterRequest, EDIT_MESSAGES } from "../../../contract/edit-game";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import {
  type CharacterValues,
  characterDetails,
  emptyCharacter,
  orNull,
} from "../creation-common/character-values";
import { aiBiography } from "../creation-common/creation-api";
import { failureToast } from "../creation-common/creation-errors";
import { SelectField, TextAreaField } from "../creation-common/inputs";
import { BIOGRAPHY_FAILED, BIOGRAPHY_TEXT } from "../creation-common/use-character-ai";
import { addCharacter } from "./edit-game-api";
import { TYPE_OPTIONS } from "./edit-game-model";

const KINDS = [
  { real: false, label: "Fictional", text: "Made up for this story." },
  {
    real: true,
    label: "Real person",
    text: "Someone who exists or existed; their biography describes them.",
  },
];

const DETAILS = [
  ["height", "Height"],
  ["eyeColor", "Eye color"],
  ["hairColor", "Hair color"],
  ["physique", "Physique"],
] as const;

type Problem = { message: string; fields: string[] };

/**
 * Spec 002 §2, §5: a new character saved at once (POST /api/games/{id}/characters), so its
 * Progression is there before the game is saved. The contract checks it, in the spec's words.
 */
export function CharacterCreationDialog({
  gameId,
  open,
  onOpenChange,
  onCreated,
}: {
  gameId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (character: CharacterView) => void;
}) {
  const [draft, setDraft] = useState<CharacterValues>(emptyCharacter());
  const [problem, setProblem] = useState<Problem | null>(null);
  useEffect(() => {
    if (open) {
      setDraft(emptyCharacter());
      setProblem(null);
    }
  }, [open]);
  const set = <K extends keyof CharacterValues>(key: K, value: CharacterValues[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const invalid = (field: string) => (problem?.fields.includes(field) ? true : undefined);

  const biography = useMutation({
    mutationFn: (name: string) => aiBiography(name),
    onSuccess: ({ biography: text }) => set("description", text),
    onError: (error) => failureToast(BIOGRAPHY_FAILED, error, BIOGRAPHY_TEXT),
  });
  const create = useMutation({
    mutationFn: (request: AddCharacterRequest) => addCharacter(gameId, request),
    onSuccess: (character) => {
      onCreated(character);
      onOpenChange(false);
    },
    onError: (error) => failureToast("Creation Failed", error),
  });

  const submit = () => {
    const request = {
      name: draft.name,
      role: draft.role,
      characterType: draft.characterType,
      description: orNull(draft.description),
      ...characterDetails(draft),
    };
    const parsed = AddCharacterRequest.safeParse(request);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const message = first?.message ?? "Please check the character.";
      // Both of the spec's messages cover two fields: mark each one that is blank.
      const fields = parsed.error.issues
        .filter((i) => i.message === message)
        .flatMap((i) => i.path.map(String))
        .concat(
          message === EDIT_MESSAGES.fictionalDetails
            ? (["personality", "background"] as const).filter((k) => !draft[k].trim())
            : [],
        );
      setProblem({ message, fields });
      return;
    }
    setProblem(null);
    create.mutate(request);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (create.isPending ? undefined : onOpenChange(next))}
      title="Create Character"
      description="The character is saved to your game as soon as you create it."
      className="max-w-xl"
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <UserPlus aria-hidden className="size-5" />
        </span>
      }
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {problem ? <FormAlert>{problem.message}</FormAlert> : null}
        <fieldset>
          <legend className="font-medium text-ink-800 text-sm dark:text-ink-100">Kind of character</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {KINDS.map((kind) => (
              <label
                key={kind.label}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40",
                  draft.isRealPerson === kind.real
                    ? "border-ember-500 bg-ember-500/10"
                    : "border-ink-200 hover:border-ink-300 dark:border-ink-700",
                )}
              >
                <input
                  type="radio"
                  name="character-kind"
                  className="mt-1 accent-ember-600"
                  checked={draft.isRealPerson === kind.real}
                  onChange={() => set("isRealPerson", kind.real)}
                />
                <span>
                  <span className="block font-semibold text-ink-900 text-sm dark:text-ink-50">
                    {kind.label}
                  </span>
                  <span className="block text-ink-600 text-xs dark:text-ink-300">{kind.text}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            autoComplete="off"
            value={draft.name}
            aria-invalid={invalid("name")}
            onChange={(e) => set("name", e.target.value)}
          />
          <Field
            label="Role"
            autoComplete="off"
            placeholder="e.g. Ferryman"
            value={draft.role}
            aria-invalid={invalid("role")}
            onChange={(e) => set("role", e.target.value)}
          />
        </div>
        <SelectField
          label="Character type"
          options={TYPE_OPTIONS}
          value={draft.characterType}
          onChange={(e) => set("characterType", e.target.value)}
        />
        <TextAreaField
          label={draft.isRealPerson ? "Description (biography)" : "Description (optional)"}
          rows={draft.isRealPerson ? 5 : 3}
          value={draft.description}
          onChange={(e) => set("description", e.target.value)}
          placeholder={
            draft.isRealPerson
              ? "Fetch a biography, then change it as you like."
              : "Looks, manner, what they want."
          }
          labelExtra={
            draft.isRealPerson ? (
              <Button
                variant="ghost"
                size="sm"
                className="-my-1 h-8 text-ember-700 dark:text-ember-400"
                disabled={!draft.name.trim() || biography.isPending}
                onClick={() => biography.mutate(draft.name.trim())}
              >
                {biography.isPending ? <Spinner className="size-4" /> : <RefreshCw aria-hidden />}
                {biography.isPending
                  ? "Fetching…"
                  : draft.description.trim()
                    ? "Fetch again"
                    : "Fetch biography"}
              </Button>
            ) : null
          }
        />
        {draft.isRealPerson ? null : (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label="Age"
                type="number"
                inputMode="numeric"
                min={CHARACTER_AGE.min}
                max={CHARACTER_AGE.max}
                value={draft.age}
                aria-invalid={invalid("age")}
                onChange={(e) => set("age", e.target.value)}
              />
              {DETAILS.map(([key, label]) => (
                <Field
                  key={key}
                  label={label}
                  autoComplete="off"
                  value={draft[key]}
                  onChange={(e) => set(key, e.target.value)}
                />
              ))}
            </div>
            <TextAreaField
              label="Personality"
              rows={2}
              value={draft.personality}
              aria-invalid={invalid("personality")}
              onChange={(e) => set("personality", e.target.value)}
            />
            <TextAreaField
              label="Background"
              rows={3}
              value={draft.background}
              aria-invalid={invalid("background")}
              onChange={(e) => set("background", e.target.value)}
            />
          </>
        )}
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary" disabled={create.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <Spinner /> : <UserPlus aria-hidden />}
            {create.isPending ? "Creating…" : "Create Character"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
