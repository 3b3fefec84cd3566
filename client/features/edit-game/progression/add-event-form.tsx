import { Plus } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { PROGRESSION_MESSAGES } from "../../../../contract/progression";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { FormAlert } from "../../../ui/form-alert";
import { Spinner } from "../../../ui/spinner";
import { toast } from "../../../ui/toast-store";
import { SelectField, TextAreaField } from "../../creation-common/inputs";
import { type DraftErrors, EMPTY_DRAFT, type EventDraft, parseDraft } from "./event-form-model";
import { EVENT_TYPE_OPTIONS, IMPACT_OPTIONS } from "./event-icons";
import { PROGRESSION_TOAST_MS, useAddEvent } from "./use-progression";

const [requiredTitle, requiredText] = PROGRESSION_MESSAGES.requiredFields.split(": ") as [string, string];

type Props = {
  characterId: string;
  characterName: string;
  /** Closes the form; `added` tells the dialog to announce the new event. */
  onClose: (added: boolean) => void;
};

/** Spec 002 §2: the Add Event form, shown inside the progression dialog. */
export function AddEventForm({ characterId, characterName, onClose }: Props) {
  const headingId = useId();
  const [draft, setDraft] = useState<EventDraft>(EMPTY_DRAFT);
  // Once a submit found fields missing, the alert stays until all three are filled in.
  const [triedSubmit, setTriedSubmit] = useState(false);
  const requiredMissing =
    triedSubmit && (!draft.eventType || !draft.eventDescription.trim() || !draft.impactLevel);
  const [errors, setErrors] = useState<DraftErrors>({});
  const add = useAddEvent(characterId, () => onClose(true));
  const refs = {
    eventType: useRef<HTMLSelectElement>(null),
    eventDescription: useRef<HTMLTextAreaElement>(null),
    impactLevel: useRef<HTMLSelectElement>(null),
    relatedCharacters: useRef<HTMLInputElement>(null),
    sceneNumber: useRef<HTMLInputElement>(null),
  };

  const set = (field: keyof EventDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = parseDraft(draft);
    if (!parsed.ok) {
      setTriedSubmit(true);
      setErrors(parsed.errors);
      if (parsed.requiredMissing)
        toast({
          title: requiredTitle,
          description: requiredText,
          variant: "destructive",
          duration: PROGRESSION_TOAST_MS,
        });
      // Keyboard users land on the first field to fix, in the order the form shows them.
      const first =
        (!draft.eventType && refs.eventType.current) ||
        (!draft.impactLevel && refs.impactLevel.current) ||
        ((!draft.eventDescription.trim() || parsed.errors.eventDescription) &&
          refs.eventDescription.current) ||
        (parsed.errors.relatedCharacters && refs.relatedCharacters.current) ||
        (parsed.errors.sceneNumber && refs.sceneNumber.current) ||
        null;
      first?.focus();
      return;
    }
    setErrors({});
    add.mutate(parsed.request);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-ember-500/40 bg-ember-500/5 p-4 sm:p-5"
    >
      <h3 id={headingId} className="font-display font-semibold text-ink-950 text-lg dark:text-white">
        Add an event for {characterName}
      </h3>
      {requiredMissing ? <FormAlert>{PROGRESSION_MESSAGES.requiredFields}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          ref={refs.eventType}
          label="Event type"
          value={draft.eventType}
          onChange={set("eventType")}
          options={[{ value: "", label: "Choose a type" }, ...EVENT_TYPE_OPTIONS]}
          aria-required
          aria-invalid={requiredMissing && !draft.eventType ? true : undefined}
          autoFocus
        />
        <SelectField
          ref={refs.impactLevel}
          label="Impact level"
          value={draft.impactLevel}
          onChange={set("impactLevel")}
          options={[{ value: "", label: "Choose an impact" }, ...IMPACT_OPTIONS]}
          aria-required
          aria-invalid={requiredMissing && !draft.impactLevel ? true : undefined}
        />
      </div>
      <TextAreaField
        ref={refs.eventDescription}
        label="What happened"
        value={draft.eventDescription}
        onChange={set("eventDescription")}
        rows={3}
        maxLength={1000}
        placeholder={`e.g. ${characterName} was promoted to captain of the guard`}
        error={errors.eventDescription}
        aria-required
        aria-invalid={
          errors.eventDescription || (requiredMissing && !draft.eventDescription.trim()) ? true : undefined
        }
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_13rem]">
        <Field
          ref={refs.relatedCharacters}
          label="Related characters (optional)"
          hint="Separate names with commas"
          value={draft.relatedCharacters}
          onChange={set("relatedCharacters")}
          error={errors.relatedCharacters}
          autoComplete="off"
        />
        <Field
          ref={refs.sceneNumber}
          label="Scene number (optional)"
          inputMode="numeric"
          value={draft.sceneNumber}
          onChange={set("sceneNumber")}
          error={errors.sceneNumber}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onClose(false)} disabled={add.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? <Spinner className="size-4" /> : <Plus aria-hidden />}
          {add.isPending ? "Adding..." : "Add Event"}
        </Button>
      </div>
    </form>
  );
}
