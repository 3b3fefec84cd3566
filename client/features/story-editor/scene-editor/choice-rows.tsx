import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { Field } from "../../../ui/field";
import { type Choice, choiceTarget, type Story, targetExists, targetFields } from "../story-draft";
import { ChoiceEffectsEditor, type EffectErrors } from "./choice-effects";
import { parseTarget, targetValue } from "./targets";

/** The contract's limit for a choice's text. */
export const CHOICE_TEXT_MAX = 300;

/** The scene edit modal's choices: text and where each leads, add and remove. */
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
  /** The <option>s every select shares: built once per story, not once per choice. */
  targetOptions: ReactNode;
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
  targetOptions: ReactNode;
  focus: boolean;
  onChange: (change: Partial<Choice>) => void;
  onRemove: () => void;
}) {
  const selectId = useId();
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
      <div className="grid gap-1.5">
        <label htmlFor={selectId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
          Choice {number} leads to
        </label>
        <select
          id={selectId}
          value={value}
          onChange={(e) => onChange(targetFields(parseTarget(e.target.value)))}
          className={cn(
            "h-11 w-full min-w-0 cursor-pointer rounded-lg border bg-white px-3 pr-8 text-ink-950 text-sm outline-none transition focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:bg-ink-900 dark:text-ink-50",
            missing ? "border-red-500" : "border-ink-200 dark:border-ink-700",
          )}
        >
          {missing ? <option value={value}>Missing {target.kind} (deleted)</option> : null}
          {targetOptions}
        </select>
      </div>
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
