import { forwardRef, type InputHTMLAttributes, useId } from "react";
import { cn } from "./cn";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, hint, error, className, id, ...props },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={inputId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "h-11 w-full min-w-0 rounded-lg border bg-white px-3.5 text-ink-950 text-sm outline-none transition placeholder:text-ink-400 focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:bg-ink-900 dark:text-ink-50",
          error ? "border-red-500" : "border-ink-200 dark:border-ink-700",
        )}
        {...props}
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-red-700 text-sm dark:text-red-300">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-ink-500 text-xs dark:text-ink-300">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
