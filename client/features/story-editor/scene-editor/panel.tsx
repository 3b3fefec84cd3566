import { type ReactNode, useId } from "react";
import { cn } from "../../../ui/cn";

/** A card of the Scenes view with its own heading (a region screen readers can jump to). */
export function Panel({
  title,
  eyebrow,
  actions,
  children,
  className,
}: {
  title: string;
  /** A small line above the title, e.g. "Chapter 2". */
  eyebrow?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "min-w-0 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900",
        className,
      )}
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <div className="min-w-0 flex-1">
          {eyebrow ? (
            <p className="font-medium text-ember-700 text-xs uppercase tracking-wide dark:text-ember-400">
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={id}
            className="break-words font-display font-semibold text-ink-950 text-lg tracking-tight dark:text-white"
          >
            {title}
          </h2>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap justify-end gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** A row of a list that selects what it names: a real button, marked when it is the current one. */
export function SelectRow({
  current,
  onSelect,
  children,
  label,
}: {
  current: boolean;
  onSelect: () => void;
  children: ReactNode;
  /** The accessible name, when the visible text holds more than the name. */
  label?: string;
}) {
  return (
    <button
      type="button"
      aria-current={current ? "true" : undefined}
      aria-label={label}
      onClick={onSelect}
      className={cn(
        "flex w-full min-w-0 cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors focus-visible:outline-2 focus-visible:outline-ember-500 focus-visible:outline-offset-2",
        current
          ? "border-ember-500 bg-ember-500/10 text-ink-950 dark:text-white"
          : "border-transparent text-ink-800 hover:bg-ink-100 dark:text-ink-100 dark:hover:bg-ink-800",
      )}
    >
      {children}
    </button>
  );
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Why an Add button is off: the story is at one of the contract's limits (STORY_LIMITS). */
export function LimitNote({ children }: { children: ReactNode }) {
  return (
    <p className="mt-2 text-ink-500 text-xs dark:text-ink-300" data-testid="limit-note">
      {children}
    </p>
  );
}
