import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { type PickerOption, TargetPicker } from "../inline/target-picker";
import { type Choice, choiceTarget, type Story, targetExists, targetFields } from "../story-draft";
import { ChoiceEffectsEditor, type EffectErrors } from "./choice-effects";
import { parseTarget, targetValue } from "./targets";

/** The contract's limit for a choice's text. */
export const CHOICE_TEXT_MAX = 300;

/** A scene's choices, edited in its side panel: text and where each leads, add and remove. */
export function ChoiceRows({
  story,
  choices,
  errors,
  effectErrors,
  suggestions,
  targetOptions,
  focusId,
  onChange,
  onRemove,
  onAdd,
}: {
  story: Story;
  choices: Choice[];
  /** A choice's error, by its id. */
  errors: Record<string, string>;
  /** A choice's effects' errors, by its id. */
  effectErrors: Record<string, EffectErrors>;
  /** Things the scene's text says the hero gets: one click makes one a choice's item. */
  suggestions: string[];
  /** Every place a choice can lead: built once per story, shared by every choice's picker. */
  targetOptions: readonly PickerOption[];
  /** The choice whose text field takes focus (one just added). */
  focusId: string | null;
  onChange: (choiceId: string, change: Partial<Choice>) => void;
  onRemove: (choiceId: string) => void;
  onAdd: () => void;
}) {
  const full = choices.length >= STORY_LIMITS.choicesPerScene;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-ink-800 text-sm dark:text-ink-100">Choices</legend>
      {choices.length === 0 ? (
        <p className="text-ink-600 text-sm dark:text-ink-300">No choices yet.</p>
      ) : (
        choices.map((choice, index) => (
          <ChoiceRow
            key={choice.id}
            story={story}
            number={index + 1}
            choice={choice}
            error={errors[choice.id]}
            effectErrors={effectErrors[choice.id] ?? {}}
            suggestions={suggestions}
            targetOptions={targetOptions}
            focus={choice.id === focusId}
            onChange={(change) => onChange(choice.id, change)}
            onRemove={() => onRemove(choice.id)}
          />
        ))
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={full}>
          <Plus aria-hidden />
          Add Choice
        </Button>
        {full ? (
          <p className="text-ink-500 text-xs dark:text-ink-300">
            A scene can have at most {STORY_LIMITS.choicesPerScene} choices.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

function ChoiceRow({
  story,
  number,
  choice,
  error,
  effectErrors,
  suggestions,
  targetOptions,
  focus,
  onChange,
  onRemove,
}: {
  story: Story;
  number: number;
  choice: Choice;
  error?: string;
  effectErrors: EffectErrors;
  suggestions: string[];
  targetOptions: readonly PickerOption[];
  focus: boolean;
  onChange: (change: Partial<Choice>) => void;
  onRemove: () => void;
}) {
  const text = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focus) text.current?.focus();
  }, [focus]);
  const target = choiceTarget(choice);
  const value = targetValue(target);
  // A target deleted since: shown as missing, so the select does not pretend it leads nowhere.
  const missing = target !== null && !targetExists(story, target);
  return (
    <fieldset
      className="grid gap-3 rounded-xl border border-ink-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start dark:border-ink-700"
      data-testid="choice-row"
    >
      <legend className="sr-only">Choice {number}</legend>
      <Field
        ref={text}
        label={`Choice ${number} text`}
        value={choice.text}
        maxLength={CHOICE_TEXT_MAX}
        error={error}
        onChange={(e) => onChange({ text: e.target.value })}
      />
      <TargetPicker
        label={`Choice ${number} leads to`}
        options={targetOptions}
        value={value}
        missing={missing ? `Missing ${target.kind} (deleted)` : null}
        onChange={(picked) => onChange(targetFields(parseTarget(picked)))}
      />
      <Button
        variant="ghost"
        size="icon"
        className="justify-self-end text-red-700 sm:mt-6.5 sm:justify-self-auto dark:text-red-300"
        aria-label={`Remove choice ${number}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </Button>
      <ChoiceEffectsEditor
        number={number}
        effects={choice.effects}
        errors={effectErrors}
        suggestions={suggestions}
        onChange={(effects) => onChange({ effects })}
      />
    </fieldset>
  );
}
