import { cn } from "../../ui/cn";

export type Choice<T> = { value: T; label: string; text: string };

/** Spec 002 §9 / 001 §9: how a story is told, as the create and edit forms both offer it. */
export const PERSPECTIVES = [
  { value: "third_person", label: "Third person (she, he, they)" },
  { value: "first_person", label: "First person (I, me)" },
];

/**
 * A question answered by picking one card: native radios (arrow keys, screen readers) under a
 * legend, each card with a line saying what the choice means.
 */
export function ChoiceCards<T extends string | boolean>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset>
      <legend className="font-medium text-ink-800 text-sm dark:text-ink-100">{legend}</legend>
      <div className={cn("mt-2 grid gap-2", choices.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {choices.map((choice) => (
          <label
            key={choice.label}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl border p-3.5 transition has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40",
              value === choice.value
                ? "border-ember-500 bg-ember-500/10"
                : "border-ink-200 hover:border-ink-300 dark:border-ink-700",
            )}
          >
            <input
              type="radio"
              name={name}
              value={String(choice.value)}
              className="mt-1 accent-ember-600"
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              <span className="block font-semibold text-ink-900 text-sm dark:text-ink-50">
                {choice.label}
              </span>
              <span className="block text-ink-600 text-xs dark:text-ink-300">{choice.text}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
