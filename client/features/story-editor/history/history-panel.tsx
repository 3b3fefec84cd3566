import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useEffect, useState } from "react";
import type { GameDetail } from "../../../../contract/creation";
import type { RevisionItem, RevisionList } from "../../../../contract/story-revisions";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { Skeleton } from "../../../ui/skeleton";
import { gameKey } from "../../creation-common/creation-api";
import { handleSessionExpired } from "../../creation-common/creation-errors";
import { revisionsKey } from "./history-api";
import { RevisionDetails } from "./revision-details";
import { keptText, localTime, summaryText } from "./revision-diff";

export const EMPTY_HISTORY =
  "No earlier versions yet. Every save and every generator keeps the story as it was, so you can go back.";

/**
 * The History of the game's written story (issue 29, ADR 027): every write kept the story as it
 * was; pick one to see what differs from the saved story, and restore it.
 */
export function HistoryPanel({
  gameId,
  dirty,
  onStoryWritten,
}: {
  gameId: string;
  /** The editor has unsaved changes: a restore reloads the story, and they would be lost. */
  dirty: boolean;
  onStoryWritten: () => Promise<unknown>;
}) {
  // Read afresh each time the panel opens: a save since the last look kept a new version.
  const revisions = useQuery<RevisionList>({ queryKey: revisionsKey(gameId), refetchOnMount: "always" });
  const saved = useQuery<GameDetail>({ queryKey: gameKey(gameId) });
  useEffect(() => {
    if (revisions.error) handleSessionExpired(revisions.error);
  }, [revisions.error]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = revisions.data?.revisions ?? [];
  const selected = list.find((r) => r.id === selectedId) ?? null;

  return (
    <section
      aria-labelledby="history-heading"
      className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 sm:p-6 dark:border-ink-800 dark:bg-ink-900"
    >
      <div className="grid gap-1">
        <h2
          id="history-heading"
          className="flex items-center gap-2 font-display font-semibold text-ink-950 text-xl dark:text-white"
        >
          <History aria-hidden className="size-5" />
          History
        </h2>
        <p className="text-ink-600 text-sm dark:text-ink-300">
          Each version is the story as it was just before the change it names. Select one to compare it with
          the saved story.
        </p>
      </div>
      {revisions.isPending ? (
        <div role="status" aria-label="Loading the history" className="grid gap-2">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} className="h-20 rounded-xl" />
          ))}
        </div>
      ) : revisions.isError ? (
        <div className="grid justify-items-start gap-2" role="alert">
          <p className="text-red-700 text-sm dark:text-red-300">The history could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void revisions.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-ink-50 p-4 text-ink-700 text-sm dark:bg-ink-950 dark:text-ink-200">
          {EMPTY_HISTORY}
        </p>
      ) : (
        <div className="grid gap-5 lg:grid-cols-[20rem_1fr]">
          <ol aria-label="Earlier versions, newest first" className="grid content-start gap-2">
            {list.map((revision, i) => (
              <li key={revision.id}>
                <RevisionRow
                  revision={revision}
                  leftBy={list[i + 1]?.madeBy}
                  selected={revision.id === selectedId}
                  onSelect={() => setSelectedId(revision.id)}
                />
              </li>
            ))}
          </ol>
          {selected && saved.data ? (
            <RevisionDetails
              key={selected.id}
              gameId={gameId}
              revision={selected}
              leftBy={list[list.indexOf(selected) + 1]?.madeBy}
              savedStory={saved.data.storyBeats}
              dirty={dirty}
              onStoryWritten={onStoryWritten}
            />
          ) : (
            <p className="self-start rounded-xl border border-ink-200 border-dashed p-4 text-ink-600 text-sm dark:border-ink-700 dark:text-ink-300">
              Select a version to see what differs from the saved story.
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function RevisionRow({
  revision,
  leftBy,
  selected,
  onSelect,
}: {
  revision: RevisionItem;
  leftBy: string | undefined;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        "grid w-full cursor-pointer gap-0.5 rounded-xl border px-4 py-3 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ember-500",
        selected
          ? "border-ember-500 bg-ember-50 dark:border-ember-400 dark:bg-ember-950/40"
          : "border-ink-200 hover:bg-ink-50 dark:border-ink-700 dark:hover:bg-ink-800",
      )}
    >
      <span className="font-semibold text-ink-950 dark:text-white">{revision.madeBy}</span>
      <time dateTime={revision.createdAt} className="text-ink-600 dark:text-ink-300">
        {localTime(revision.createdAt)}
      </time>
      <span className="text-ink-700 dark:text-ink-200">{summaryText(revision.summary)}</span>
      <span className="text-ink-500 text-xs dark:text-ink-400">{keptText(revision, leftBy)}</span>
    </button>
  );
}
