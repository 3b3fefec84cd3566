import { ChevronDown, Lightbulb, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { ChoiceEffects, EFFECT_LIMITS } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { Field } from "../../../ui/field";

/**
 * A choice's effects in the scene's side panel (issue 29): the items it gives and takes, the
 * health and experience it adds or removes, the achievement it unlocks — the author's, applied
 * by play when the choice is taken. Messages are the contract's (ChoiceEffects).
 */

type Effects = ChoiceEffects;
export type EffectField = "addItems" | "removeItems" | "health" | "experience" | "achievement";
export type EffectErrors = Partial<Record<EffectField, string>>;

/** Effects with nothing left in a field dropped; none at all when nothing is left. */
export function tidyEffects(effects: Effects): Effects | undefined {
  const tidy: Effects = {};
  if (effects.addItems?.length) tidy.addItems = effects.addItems;
  if (effects.removeItems?.length) tidy.removeItems = effects.removeItems;
  if (effects.health !== undefined) tidy.health = effects.health;
  if (effects.experience !== undefined) tidy.experience = effects.experience;
  if (effects.achievement?.trim()) tidy.achievement = effects.achievement;
  return Object.keys(tidy).length ? tidy : undefined;
}

/** The contract's first message for each field of the effects. */
export function effectErrors(effects: Effects | undefined): EffectErrors {
  if (!effects) return {};
  const read = ChoiceEffects.safeParse(effects);
  if (read.success) return {};
  const errors: EffectErrors = {};
  for (const issue of read.error.issues) {
    const field = issue.path[0] as EffectField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** "gives clockwork key · health −5": what the effects do, in a line. */
export function effectsSummary(effects: Effects | undefined): string {
  if (!effects) return "None";
  const signed = (n: number) => (n > 0 ? `+${n}` : `−${Math.abs(n)}`);
  const parts = [
    effects.addItems?.length ? `gives ${effects.addItems.join(", ")}` : "",
    effects.removeItems?.length ? `takes ${effects.removeItems.join(", ")}` : "",
    effects.health ? `health ${signed(effects.health)}` : "",
    effects.experience ? `experience ${signed(effects.experience)}` : "",
    effects.achievement ? `achievement “${effects.achievement}”` : "",
  ].filter(Boolean);
  return parts.join(" · ") || "None";
}

const itemName = ChoiceEffects.shape.addItems.unwrap().element;

export function ChoiceEffectsEditor({
  number,
  effects,
  errors,
  suggestions,
  onChange,
}: {
  number: number;
  effects: Effects | undefined;
  errors: EffectErrors;
  /** Things the scene's text says the hero gets (item-suggestions.ts). */
  suggestions: string[];
  onChange: (effects: Effects | undefined) => void;
}) {
  const panelId = useId();
  const hasErrors = Object.keys(errors).length > 0;
  const [open, setOpen] = useState(hasErrors);
  const e = effects ?? {};
  const set = (change: Partial<Effects>) => onChange(tidyEffects({ ...e, ...change }));
  const given = e.addItems ?? [];
  const offered = suggestions.filter((s) => !given.some((g) => g.toLowerCase() === s.toLowerCase()));
  const expanded = open || hasErrors;
  const summary = hasErrors ? "check the fields below" : effectsSummary(effects);
  return (
    <div className="grid gap-3 sm:col-span-3">
      {offered.length > 0 && given.length < EFFECT_LIMITS.items ? (
        <div className="grid gap-2 rounded-lg bg-ember-50 px-3 py-2 text-ink-800 text-sm dark:bg-ink-800 dark:text-ink-100">
          <p className="flex items-start gap-2">
            <Lightbulb aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-600 dark:text-ember-300" />
            <span>The scene's text says the hero gets something.</span>
          </p>
          <div className="flex flex-wrap gap-2">
            {offered.map((item) => (
              <Button
                key={item}
                variant="secondary"
                size="sm"
                className="h-auto min-h-9 whitespace-normal py-1.5 text-left"
                onClick={() => {
                  set({ addItems: [...given, item] });
                  setOpen(true);
                }}
              >
                <Plus aria-hidden />
                Add “{item}” as this choice's item
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={expanded}
        aria-label={`Choice ${number} effects: ${summary}`}
        aria-controls={panelId}
        onClick={() => setOpen(!expanded)}
        className="flex min-h-11 w-full cursor-pointer items-center justify-between gap-3 rounded-lg border border-ink-200 px-3 py-2 text-left text-sm hover:bg-ink-50 dark:border-ink-700 dark:hover:bg-ink-800"
      >
        <span>
          <span className="font-medium text-ink-800 dark:text-ink-100">Choice {number} effects: </span>
          <span
            className={cn("text-ink-600 dark:text-ink-300", hasErrors && "text-red-700 dark:text-red-300")}
          >
            {summary}
          </span>
        </span>
        <ChevronDown aria-hidden className={cn("size-4 shrink-0 transition", expanded && "rotate-180")} />
      </button>
      {expanded ? (
        <div
          id={panelId}
          className="grid gap-4 rounded-lg border border-ink-200 p-3 sm:grid-cols-2 dark:border-ink-700"
        >
          <ItemList
            label={`Items choice ${number} gives`}
            inputLabel={`Item to give (choice ${number})`}
            items={given}
            error={errors.addItems}
            onChange={(addItems) => set({ addItems })}
          />
          <ItemList
            label={`Items choice ${number} takes`}
            inputLabel={`Item to take (choice ${number})`}
            items={e.removeItems ?? []}
            error={errors.removeItems}
            onChange={(removeItems) => set({ removeItems })}
          />
          <NumberField
            label={`Health change (choice ${number})`}
            hint="From −100 to 100: below 0 hurts, above 0 heals."
            value={e.health}
            error={errors.health}
            onChange={(health) => set({ health })}
          />
          <NumberField
            label={`Experience change (choice ${number})`}
            hint="From −100 to 100, on top of the 10 every scene gives."
            value={e.experience}
            error={errors.experience}
            onChange={(experience) => set({ experience })}
          />
          <Field
            className="sm:col-span-2"
            label={`Achievement unlocked (choice ${number})`}
            hint="Leave empty for none."
            value={e.achievement ?? ""}
            maxLength={EFFECT_LIMITS.achievement + 20}
            error={errors.achievement}
            onChange={(ev) => set({ achievement: ev.target.value || undefined })}
          />
        </div>
      ) : null}
    </div>
  );
}

function NumberField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: number | undefined;
  error?: string;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <Field
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      step={1}
      value={value ?? ""}
      error={error}
      onChange={(ev) => {
        const raw = ev.target.value.trim();
        onChange(raw === "" ? undefined : Number(raw));
      }}
    />
  );
}

function ItemList({
  label,
  inputLabel,
  items,
  error,
  onChange,
}: {
  label: string;
  inputLabel: string;
  items: string[];
  error?: string;
  onChange: (items: string[]) => void;
}) {
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const add = () => {
    const read = itemName.safeParse(name);
    if (!read.success) return setNameError(read.error.issues[0]?.message);
    if (items.some((i) => i.toLowerCase() === read.data.toLowerCase()))
      return setNameError("This item is already listed");
    onChange([...items, read.data]);
    setName("");
    setNameError(undefined);
  };
  return (
    <div className="grid content-start gap-2">
      <p className="font-medium text-ink-800 text-sm dark:text-ink-100">{label}</p>
      {items.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {items.map((item) => (
            <li
              key={item}
              className="flex items-center gap-1 rounded-full bg-ink-100 py-1 pr-1 pl-3 text-ink-900 text-sm dark:bg-ink-800 dark:text-ink-50"
            >
              {item}
              <button
                type="button"
                aria-label={`Remove ${item}`}
                className="grid size-7 cursor-pointer place-items-center rounded-full hover:bg-ink-200 dark:hover:bg-ink-700"
                onClick={() => onChange(items.filter((i) => i !== item))}
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-500 text-xs dark:text-ink-300">None.</p>
      )}
      {error ? <p className="text-red-700 text-sm dark:text-red-300">{error}</p> : null}
      <div className="flex items-start gap-2">
        <Field
          className="flex-1"
          label={inputLabel}
          value={name}
          maxLength={EFFECT_LIMITS.itemName + 20}
          error={nameError}
          onChange={(ev) => {
            setName(ev.target.value);
            if (nameError) setNameError(undefined);
          }}
          onKeyDown={(ev) => {
            if (ev.key === "Enter") {
              ev.preventDefault();
              add();
            }
          }}
        />
        <Button
          variant="secondary"
          size="sm"
          className="mt-6.5 h-11"
          aria-label={`Add ${inputLabel.charAt(0).toLowerCase()}${inputLabel.slice(1)}`}
          onClick={add}
        >
          Add
        </Button>
      </div>
    </div>
  );
}
