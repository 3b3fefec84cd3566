import { Plus, Route } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "../../ui/button";
import { type EditFormValues, type EditRequest, newPlotLine } from "./edit-game-model";
import { PlotLineCard } from "./plot-line-card";

/** Spec 002 §3: the threads the narrator keeps pulling on; added, edited and removed here. */
export function PlotLinesEditor({ form }: { form: UseFormReturn<EditFormValues, unknown, EditRequest> }) {
  const list = useFieldArray({ control: form.control, name: "plotLines" });
  const rootError = form.formState.errors.plotLines?.root?.message;
  return (
    <section aria-labelledby="plot-lines-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3
            id="plot-lines-heading"
            className="flex items-center gap-2 font-semibold text-ink-900 dark:text-ink-50"
          >
            <Route aria-hidden className="size-4 text-ember-600" />
            Plot lines
          </h3>
          <p className="mt-0.5 text-ink-600 text-sm dark:text-ink-300">
            Threads the story should follow: what happens, who is in it and where it leads.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            list.append(newPlotLine(), { focusName: `plotLines.${list.fields.length}.title` });
          }}
        >
          <Plus aria-hidden />
          Add Plot Line
        </Button>
      </div>
      {rootError ? (
        <p role="alert" className="text-red-700 text-sm dark:text-red-300">
          {rootError}
        </p>
      ) : null}
      {list.fields.length === 0 ? (
        <p className="rounded-xl border border-ink-200 border-dashed px-4 py-5 text-center text-ink-500 text-sm dark:border-ink-700 dark:text-ink-300">
          No plot lines yet. The story follows its storyline alone.
        </p>
      ) : (
        list.fields.map((item, index) => (
          <PlotLineCard key={item.id} form={form} index={index} onRemove={() => list.remove(index)} />
        ))
      )}
    </section>
  );
}
