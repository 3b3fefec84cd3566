import { useQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import type { StoryBeats } from "../../../../contract/edit-game";
import type { Revision, RevisionItem } from "../../../../contract/story-revisions";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Skeleton } from "../../../ui/skeleton";
import { handleSessionExpired } from "../../creation-common/creation-errors";
import { revisionKey, useRestoreRevision } from "./history-api";
import { keptText, localTime, type SceneDifference, sceneCountText, sceneDifferences } from "./revision-diff";
import { SideBySide } from "./side-by-side";

const GROUPS: { kind: SceneDifference["kind"]; label: string }[] = [
  { kind: "changed", label: "Changed" },
  { kind: "moved", label: "Moved on the map (same text)" },
  { kind: "kept", label: "Only in this version (a restore brings them back)" },
  { kind: "now", label: "Only in the story now (a restore removes them)" },
];

/** One version: what differs from the saved story, a changed scene side by side, and Restore. */
export function RevisionDetails({
  gameId,
  revision,
  leftBy,
  savedStory,
  dirty,
  onStoryWritten,
}: {
  gameId: string;
  revision: RevisionItem;
  /** The write that left the story as this version keeps it, when History still has it. */
  leftBy: string | undefined;
  savedStory: Pick<StoryBeats, "chapters"> | null;
  dirty: boolean;
  onStoryWritten: () => Promise<unknown>;
}) {
  const kept = useQuery<Revision>({ queryKey: revisionKey(gameId, revision.id) });
  useEffect(() => {
    if (kept.error) handleSessionExpired(kept.error);
  }, [kept.error]);
  const differences = useMemo(
    () => (kept.data ? sceneDifferences(kept.data.story, savedStory) : []),
    [kept.data, savedStory],
  );
  const [sceneId, setSceneId] = useState<string | null>(null);
  const shown = differences.find((d) => d.id === sceneId) ?? differences[0] ?? null;
  const [confirming, setConfirming] = useState(false);
  const restore = useRestoreRevision(gameId, onStoryWritten);
  const time = localTime(revision.createdAt);

  // On a phone the details sit below the list: bring them into view when a version is picked.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.matchMedia?.("(max-width: 1023px)").matches) ref.current?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <section ref={ref} aria-labelledby="version-heading" className="grid min-w-0 content-start gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-0.5">
          <h3 id="version-heading" className="font-semibold text-ink-950 text-lg dark:text-white">
            The story kept {time}
          </h3>
          <p className="text-ink-600 text-sm dark:text-ink-300">
            Just before “{revision.madeBy}”. {keptText(revision, leftBy)}.
          </p>
        </div>
        <Button onClick={() => setConfirming(true)} disabled={!kept.data || restore.isPending}>
          <RotateCcw aria-hidden />
          Restore
        </Button>
      </div>

      {kept.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : kept.isError ? (
        <div className="grid justify-items-start gap-2" role="alert">
          <p className="text-red-700 text-sm dark:text-red-300">This version could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void kept.refetch()}>
            Try again
          </Button>
        </div>
      ) : differences.length === 0 ? (
        <p className="rounded-xl bg-ink-50 p-4 text-ink-700 text-sm dark:bg-ink-950 dark:text-ink-200">
          Its scenes are the same as the saved story's (a restore may still bring back chapter titles or
          endings).
        </p>
      ) : (
        <>
          <div className="grid gap-3">
            <h4 className="font-semibold text-ink-900 text-sm dark:text-ink-100">
              What differs from the saved story
            </h4>
            {GROUPS.map(({ kind, label }) => {
              const group = differences.filter((d) => d.kind === kind);
              if (group.length === 0) return null;
              return (
                <div key={kind} className="grid gap-1.5">
                  <p className="text-ink-600 text-xs uppercase tracking-wide dark:text-ink-400">
                    {label} ({group.length})
                  </p>
                  <ul className="flex flex-wrap gap-1.5">
                    {group.map((d) => (
                      <li key={d.id}>
                        <button
                          type="button"
                          aria-pressed={d.id === shown?.id}
                          onClick={() => setSceneId(d.id)}
                          className={cn(
                            "max-w-64 cursor-pointer truncate rounded-lg border px-2.5 py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-ember-500",
                            d.id === shown?.id
                              ? "border-ember-500 bg-ember-50 dark:bg-ember-950/40"
                              : "border-ink-200 hover:bg-ink-50 dark:border-ink-700 dark:hover:bg-ink-800",
                          )}
                        >
                          {(d.now ?? d.kept)?.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>
          {shown ? <SideBySide difference={shown} keptLabel={`Kept (${time})`} /> : null}
        </>
      )}

      <ConfirmDialog
        open={confirming}
        pending={restore.isPending}
        title="Restore this version?"
        description={
          <>
            The story goes back to how it was on {time}, before “{revision.madeBy}” (
            {revision.sceneCount === 0 ? "no scenes" : sceneCountText(revision.sceneCount)}). The story saved
            now is kept in History, so you can undo this.
            {dirty ? (
              <strong className="mt-2 block">Your unsaved changes in the editor will be lost.</strong>
            ) : null}
          </>
        }
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        icon={RotateCcw}
        onConfirm={() => restore.mutate(revision.id, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
