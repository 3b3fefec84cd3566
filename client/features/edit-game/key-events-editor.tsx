import { Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";

/** A list of one-line texts: each edited in place, removed, or a new one added and focused. */
export function KeyEventsEditor({
  label,
  value,
  onChange,
  error,
  className,
}: {
  /** The list's accessible name; the visible heading is "Key events". */
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [focusLast, setFocusLast] = useState(false);
  useEffect(() => {
    if (!focusLast) return;
    setFocusLast(false);
    list.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
  }, [focusLast]);

  return (
    <fieldset className={cn("grid gap-2", className)}>
      <legend className="mb-2 font-medium text-ink-800 text-sm dark:text-ink-100">
        Key events
        <span className="sr-only"> ({label})</span>
      </legend>
      {value.length ? (
        <ul ref={list} className="grid gap-2">
          {value.map((event, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the texts' positions
            <li key={i} className="flex gap-2">
              <input
                aria-label={`Key event ${i + 1}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                value={event}
                autoComplete="off"
                onChange={(e) => onChange(value.map((v, j) => (j === i ? e.target.value : v)))}
                className={cn(
                  "h-10 w-full min-w-0 rounded-lg border bg-white px-3 text-ink-950 text-sm outline-none transition focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:bg-ink-900 dark:text-ink-50",
                  error ? "border-red-500" : "border-ink-200 dark:border-ink-700",
                )}
              />
              <Button
                variant="ghost"
                size="icon"
                className="size-10 shrink-0"
                aria-label={`Remove key event ${i + 1}`}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-red-700 text-sm dark:text-red-300">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 text-ember-700 dark:text-ember-400"
          onClick={() => {
            onChange([...value, ""]);
            setFocusLast(true);
          }}
        >
          <Plus aria-hidden />
          Add key event
        </Button>
      </div>
    </fieldset>
  );
}
