import {
  forwardRef,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cn } from "../../ui/cn";

const control =
  "w-full min-w-0 rounded-lg border bg-white px-3.5 text-ink-950 text-sm outline-none transition placeholder:text-ink-400 focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 disabled:opacity-60 dark:bg-ink-900 dark:text-ink-50";
const border = (error?: string) => (error ? "border-red-500" : "border-ink-200 dark:border-ink-700");

function Message({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error)
    return (
      <p id={`${id}-error`} className="text-red-700 text-sm dark:text-red-300">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className="text-ink-500 text-xs dark:text-ink-300">
        {hint}
      </p>
    );
  return null;
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

type Labelled = { label: string; hint?: ReactNode; error?: string; labelExtra?: ReactNode };

/** A labelled multi-line text box whose error is tied to it. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled
>(function TextAreaField({ label, hint, error, labelExtra, className, id, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={inputId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
          {label}
        </label>
        {labelExtra}
      </div>
      <textarea
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={cn(control, border(error), "py-2.5 leading-relaxed")}
        {...props}
      />
      <Message id={inputId} error={error} hint={hint} />
    </div>
  );
});

/** A labelled native select: keyboard and screen readers get the platform's own control. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> &
    Labelled & { options: ReadonlyArray<{ value: string; label: string }> }
>(function SelectField({ label, hint, error, options, className, id, ...props }, ref) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={inputId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
        {label}
      </label>
      <select
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={cn(control, border(error), "h-11 cursor-pointer pr-8")}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={inputId} error={error} hint={hint} />
    </div>
  );
});

/** An on/off switch with a label and a line of explanation. */
export function SwitchField({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="cursor-pointer font-medium text-ink-800 text-sm dark:text-ink-100">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="mt-0.5 text-ink-500 text-xs dark:text-ink-300">
            {description}
          </p>
        ) : null}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60",
          checked ? "bg-ember-500" : "bg-ink-300 dark:bg-ink-700",
        )}
      >
        <span
          aria-hidden
          className={cn(
            "inline-block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5.5" : "translate-x-0.5",
          )}
        />
      </button>
    </div>
  );
}
