import { Check, Sparkles } from "lucide-react";
import { Dialog } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";

export type ProgressStep = { label: string; state: "done" | "active" | "pending" };

/**
 * What the AI is doing while a flow waits on it: a modal that cannot be dismissed (leaving
 * half-way would leave half a game), with the steps ticked off as they finish.
 */
export function AiProgress({
  title,
  hint,
  steps,
}: {
  title: string | null;
  hint: string;
  steps: ProgressStep[];
}) {
  return (
    <Dialog
      open={title !== null}
      onOpenChange={() => {}}
      title={title ?? ""}
      description={hint}
      hideClose
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <Sparkles aria-hidden className="size-5" />
        </span>
      }
    >
      <div
        role="progressbar"
        aria-label={title ?? "Working"}
        aria-busy="true"
        className="h-1.5 overflow-hidden rounded-full bg-ink-100 dark:bg-ink-800"
      >
        <div className="h-full w-1/3 animate-[tf-indeterminate_1.4s_ease-in-out_infinite] rounded-full bg-ember-500 motion-reduce:w-full motion-reduce:animate-none" />
      </div>
      <ol className="mt-5 grid gap-3" aria-label="Progress">
        {steps.map((step) => (
          <li
            key={step.label}
            className="flex items-center gap-3 text-sm"
            aria-current={step.state === "active" ? "step" : undefined}
          >
            <span
              className={
                step.state === "done"
                  ? "flex size-6 items-center justify-center rounded-full bg-emerald-600 text-white"
                  : step.state === "active"
                    ? "flex size-6 items-center justify-center text-ember-700 dark:text-ember-400"
                    : "flex size-6 items-center justify-center rounded-full border border-ink-300 dark:border-ink-600"
              }
            >
              {step.state === "done" ? (
                <Check aria-hidden className="size-3.5" />
              ) : step.state === "active" ? (
                <Spinner className="size-5" />
              ) : null}
            </span>
            <span
              className={
                step.state === "pending"
                  ? "text-ink-500 dark:text-ink-400"
                  : "font-medium text-ink-900 dark:text-ink-50"
              }
            >
              {step.label}
              <span className="sr-only">
                {step.state === "done" ? " (done)" : step.state === "active" ? " (in progress)" : ""}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}

/** Steps for a list of labels, with the one at `active` in progress and those before it done. */
export function stepsAt(labels: string[], active: number): ProgressStep[] {
  return labels.map((label, i) => ({
    label,
    state: i < active ? "done" : i === active ? "active" : "pending",
  }));
}
