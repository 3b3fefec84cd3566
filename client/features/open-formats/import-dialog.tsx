import { CircleCheck, FileUp, PenLine } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { IMPORT_ACCEPT, IMPORT_LIMITS, type ImportResponse } from "../../../contract/open-formats";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { storyEditorHref } from "../story-editor/story-links";
import { importErrorMessage, useImportStory } from "./use-import-story";

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

function ImportReport({ result }: { result: ImportResponse }) {
  return (
    <div
      role="status"
      className="grid gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 text-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        Imported “{result.title}” as a draft
      </p>
      <p>
        {plural(result.passages, "passage")} became scenes in {plural(result.chapters, "chapter")}.
      </p>
      {result.unreachable.length ? (
        <p>
          No link reaches {plural(result.unreachable.length, "passage")} from the start; kept all the same:{" "}
          {result.unreachable.join(", ")}.
        </p>
      ) : null}
      {result.warnings.length ? (
        <details>
          <summary className="cursor-pointer font-medium">{plural(result.warnings.length, "note")}</summary>
          <ul className="mt-1.5 max-h-[45vh] list-disc space-y-1 overflow-y-auto break-words pl-5">
            {result.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** Import (ADR 023): a Twee 3 or published Twine 2 file becomes a new draft with its story. */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importStory = useImportStory();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const hintId = useId();
  const result = importStory.data;

  const close = () => {
    if (importStory.isPending) return;
    setFile(null);
    importStory.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file && !importStory.isPending) importStory.mutate(file);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Import a Story"
      description="A Twee 3 file (.twee, .tw) or a story published from Twine 2 (.html) becomes a new draft in your studio."
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <FileUp aria-hidden className="size-5" />
        </span>
      }
    >
      {result ? (
        <>
          <ImportReport result={result} />
          <DialogActions>
            <Button variant="secondary" onClick={close}>
              Done
            </Button>
            <Button asChild>
              <Link href={storyEditorHref(result.id)}>
                <PenLine aria-hidden />
                Open in Story Editor
              </Link>
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} className="grid gap-4">
          <label htmlFor={inputId} className="text-sm">
            <span className="mb-1.5 block font-medium text-ink-900 dark:text-ink-100">Story file</span>
            <input
              id={inputId}
              type="file"
              accept={IMPORT_ACCEPT}
              aria-describedby={hintId}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                importStory.reset();
              }}
              className="block w-full cursor-pointer rounded-lg border border-ink-200 bg-white text-ink-900 text-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-ink-100 file:px-3 file:py-2.5 file:font-semibold file:text-ink-900 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50 dark:file:bg-ink-800 dark:file:text-ink-50"
            />
          </label>
          <p id={hintId} className="text-ink-500 text-xs dark:text-ink-300">
            Passages become scenes and links become choices. SugarCube and Harlowe markup becomes plain prose:
            macros are taken out (the notes say where), and health, experience and item changes become choice
            effects. Up to {IMPORT_LIMITS.maxBytes / 1024 / 1024} MB and{" "}
            {IMPORT_LIMITS.maxPassages.toLocaleString("en")} passages.
          </p>
          {importStory.isError ? <FormAlert>{importErrorMessage(importStory.error)}</FormAlert> : null}
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary" disabled={importStory.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!file || importStory.isPending}>
              {importStory.isPending ? <Spinner className="size-4" /> : <FileUp aria-hidden />}
              {importStory.isPending ? "Importing…" : "Import Story"}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}

/** The dashboard's Import button, beside New Adventure. */
export function ImportStoryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="grow sm:grow-0"
        onClick={() => setOpen(true)}
        title="Bring in a Twee or Twine story"
      >
        <FileUp aria-hidden />
        Import Story
      </Button>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
