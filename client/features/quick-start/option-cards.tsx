import { cn } from "../../ui/cn";

type Option<T extends string> = { value: T; label: string; text: string };

/** A single choice among a few described options, as radio buttons styled as cards. */
export function OptionCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  columns = 3,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<Option<T>>;
  value: T;
  onChange: (value: T) => void;
  columns?: 2 | 3;
}) {
  return (
    <fieldset>
      <legend className="font-display font-semibold text-ink-950 text-lg dark:text-white">{legend}</legend>
      <div className={cn("mt-3 grid gap-3", columns === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40",
              value === option.value
                ? "border-ember-500 bg-ember-500/10"
                : "border-ink-200 bg-white hover:border-ink-300 dark:border-ink-700 dark:bg-ink-900",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 accent-ember-600"
            />
            <span>
              <span className="block font-semibold text-ink-900 text-sm dark:text-ink-50">
                {option.label}
              </span>
              <span className="mt-0.5 block text-ink-600 text-xs leading-relaxed dark:text-ink-300">
                {option.text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
