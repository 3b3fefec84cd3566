import { useState } from "react";
import type { ArchiveGame, ArchiveGameStatus, BackupContents } from "../../../contract/backups";
import { cn } from "../../ui/cn";
import { genreName } from "../dashboard/genre-tone";
import { formatDate } from "./backup-format";

/** What each status means to the person choosing (issue 30). */
export const STATUS_TEXT: Record<ArchiveGameStatus, string> = {
  new: "Not in your studio",
  changed: "Changed in your studio since this backup: restoring adds a copy beside it",
  unchanged: "Already in your studio, unchanged: skipped unless you choose it",
};

/** Every game but those already in the studio unchanged. */
export const defaultChoice = (contents: BackupContents) =>
  new Set(contents.games.filter((g) => g.status !== "unchanged").map((g) => g.index));

/** The games chosen from an archive: all but the unchanged ones to begin with. */
export function useArchiveChoice(contents: BackupContents | undefined) {
  const [chosen, setChosen] = useState<{ of: BackupContents; indices: Set<number> } | null>(null);
  // A new archive (another file, another backup) starts from its own default.
  const indices =
    contents && chosen?.of === contents
      ? chosen.indices
      : contents
        ? defaultChoice(contents)
        : new Set<number>();
  const toggle = (index: number, on: boolean) => {
    if (!contents) return;
    const next = new Set(indices);
    if (on) next.add(index);
    else next.delete(index);
    setChosen({ of: contents, indices: next });
  };
  return { indices, toggle };
}

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

function GameChoice({
  game,
  checked,
  onChange,
}: {
  game: ArchiveGame;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <li>
      <label
        data-testid="archive-game"
        className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-3 transition hover:border-ink-300 has-checked:border-ember-500 has-checked:bg-ember-500/10 has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40 dark:border-ink-700"
      >
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-ember-600"
        />
        <span className="min-w-0">
          <span className="block break-words font-semibold text-ink-900 text-sm dark:text-ink-50">
            {game.title}
          </span>
          <span className="mt-0.5 block text-ink-600 text-xs dark:text-ink-300">
            {genreName(game.genre)} · {plural(game.sceneCount, "scene")} · changed{" "}
            {formatDate(game.updatedAt)}
          </span>
          <span
            className={cn(
              "mt-1 block text-xs",
              game.status === "unchanged"
                ? "text-ink-500 dark:text-ink-400"
                : game.status === "changed"
                  ? "text-amber-800 dark:text-amber-300"
                  : "text-emerald-800 dark:text-emerald-300",
            )}
          >
            {STATUS_TEXT[game.status]}
          </span>
        </span>
      </label>
    </li>
  );
}

/** The archive's games with a checkbox each, and how many are chosen. */
export function ArchiveGames({
  contents,
  indices,
  toggle,
}: {
  contents: BackupContents;
  indices: Set<number>;
  toggle: (index: number, on: boolean) => void;
}) {
  if (contents.games.length === 0)
    return <p className="text-ink-600 text-sm dark:text-ink-300">This backup holds no games.</p>;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-ink-700 text-sm dark:text-ink-200">
        Backup of {formatDate(contents.createdAt)}: {indices.size} of {plural(contents.games.length, "game")}{" "}
        chosen
      </legend>
      <ul className="grid max-h-80 gap-2 overflow-y-auto" aria-label="Games in this backup">
        {contents.games.map((g) => (
          <GameChoice
            key={g.index}
            game={g}
            checked={indices.has(g.index)}
            onChange={(on) => toggle(g.index, on)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** "Restore 3 games" for the chosen ones. */
export const restoreLabel = (count: number) => `Restore ${plural(count, "game")}`;
