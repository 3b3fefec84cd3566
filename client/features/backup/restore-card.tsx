import { CircleCheck, Upload } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "wouter";
import type { RestoreResponse } from "../../../contract/backups";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { FormCard } from "../creation-common/studio-page";
import { restoreErrorMessage, useRestoreBackup } from "./use-backups";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function RestoreSummary({ result }: { result: RestoreResponse }) {
  // Only what there was: "With 2 characters and 3 outline chapters."
  const parts = [
    [result.characters, "character"],
    [result.events, "progression event"],
    [result.outlineChapters, "outline chapter"],
    [result.storyChapters, "story chapter"],
  ] as const;
  const present = parts.filter(([n]) => n > 0).map(([n, what]) => plural(n, what));
  const withParts =
    present.length > 1 ? `${present.slice(0, -1).join(", ")} and ${present.at(-1)}` : present[0];
  return (
    <div
      role="status"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 text-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {result.message}
      </p>
      {result.games.length > 0 && (
        <>
          <ul className="mt-2 list-disc space-y-0.5 pl-10">
            {result.games.map((g) => (
              <li key={g.id}>{g.title}</li>
            ))}
          </ul>
          {withParts && <p className="mt-2 pl-6">With {withParts}.</p>}
          <p className="mt-3 pl-6">
            <Link href="/" className="font-semibold underline underline-offset-2">
              See them in your studio
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** Restore: an archive from this page comes back as new drafts; nothing existing is touched. */
export function RestoreCard() {
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    restore.mutate(file, {
      onSuccess: () => {
        setFile(null);
        if (input.current) input.current.value = "";
      },
    });
  };

  return (
    <FormCard
      title="Restore a Backup"
      description="Bring games back from a backup you downloaded here."
      icon={<Upload aria-hidden />}
    >
      <form onSubmit={submit} className="space-y-4">
        <p id={hintId} className="text-ink-600 text-sm dark:text-ink-300">
          Choose a backup file (.zip). Its games are added to your studio as new drafts with new links;
          nothing you have now is changed or replaced.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <label htmlFor={inputId} className="flex-1 text-sm">
            <span className="mb-1.5 block font-medium text-ink-900 dark:text-ink-100">Backup file</span>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".zip,application/zip"
              aria-describedby={hintId}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                restore.reset();
              }}
              className="block w-full cursor-pointer rounded-lg border border-ink-200 bg-white text-ink-900 text-sm file:mr-3 file:cursor-pointer file:border-0 file:bg-ink-100 file:px-3 file:py-2.5 file:font-semibold file:text-ink-900 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50 dark:file:bg-ink-800 dark:file:text-ink-50"
            />
          </label>
          <Button type="submit" disabled={!file || restore.isPending}>
            {restore.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
            {restore.isPending ? "Restoring…" : "Restore Backup"}
          </Button>
        </div>
        {restore.isError && <FormAlert>{restoreErrorMessage(restore.error)}</FormAlert>}
        {restore.isSuccess && <RestoreSummary result={restore.data} />}
      </form>
    </FormCard>
  );
}
