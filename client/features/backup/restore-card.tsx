import { Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { FormCard } from "../creation-common/studio-page";
import { ArchiveGames, restoreLabel, useArchiveChoice } from "./archive-games";
import { RestoreSummary } from "./restore-summary";
import { restoreErrorMessage, useInspectBackup, useRestoreBackup } from "./use-backups";

/**
 * Restore: a chosen archive is read first and its games listed, each with a checkbox (issue 30);
 * the chosen ones come back as new drafts, and nothing existing is touched.
 */
export function RestoreCard() {
  const inspect = useInspectBackup();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const contents = file && inspect.isSuccess ? inspect.data : undefined;
  const { indices, toggle } = useArchiveChoice(contents);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    restore.reset();
    inspect.reset();
    if (chosen) inspect.mutate(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !contents || indices.size === 0) return;
    restore.mutate(
      { file, games: [...indices].sort((a, b) => a - b) },
      {
        onSuccess: () => {
          setFile(null);
          inspect.reset();
          if (input.current) input.current.value = "";
        },
      },
    );
  };

  return (
    <FormCard
      title="Restore a Backup"
      description="Bring games back from a backup you downloaded here."
      icon={<Upload aria-hidden />}
    >
      <form onSubmit={submit} className="space-y-4">
        <p id={hintId} className="text-ink-600 text-sm dark:text-ink-300">
          Choose a backup file (.zip) to see its games, then pick the ones to bring back. They are added to
          your studio as new drafts with new links; nothing you have now is changed or replaced.
        </p>
        <label htmlFor={inputId} className="block text-sm">
          <span className="mb-1.5 block font-medium text-ink-900 dark:text-ink-100">Backup file</span>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            aria-describedby={hintId}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className="block w-full cursor-pointer rounded-lg border border-ink-200 bg-white text-ink-900 text-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-ink-100 file:px-3 file:py-2.5 file:font-semibold file:text-ink-900 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50 dark:file:bg-ink-800 dark:file:text-ink-50"
          />
        </label>
        {inspect.isPending && (
          <p role="status" className="flex items-center gap-2 text-ink-600 text-sm dark:text-ink-300">
            <Spinner className="size-4" /> Reading the backup…
          </p>
        )}
        {inspect.isError && <FormAlert>{restoreErrorMessage(inspect.error)}</FormAlert>}
        {contents && (
          <>
            <ArchiveGames contents={contents} indices={indices} toggle={toggle} />
            <Button type="submit" disabled={indices.size === 0 || restore.isPending}>
              {restore.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
              {restore.isPending ? "Restoring…" : restoreLabel(indices.size)}
            </Button>
          </>
        )}
        {restore.isError && <FormAlert>{restoreErrorMessage(restore.error)}</FormAlert>}
        {restore.isSuccess && <RestoreSummary result={restore.data} />}
      </form>
    </FormCard>
  );
}
