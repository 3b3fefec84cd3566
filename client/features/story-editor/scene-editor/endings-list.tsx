import { PencilLine, Plus, Trash2 } from "lucide-react";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import type { Ending } from "../story-draft";
import { LimitNote, Panel } from "./panel";

/** The story's endings, by title (spec 002 §3 gives each an id too): choices can lead to them. */
export function EndingsList({
  endings,
  onAdd,
  onRename,
  onDelete,
}: {
  endings: Ending[];
  onAdd: () => void;
  onRename: (ending: Ending) => void;
  onDelete: (ending: Ending) => void;
}) {
  const full = endings.length >= STORY_LIMITS.endings;
  return (
    <Panel
      title="Endings"
      actions={
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={full}>
          <Plus aria-hidden />
          Add Ending
        </Button>
      }
    >
      {endings.length === 0 ? (
        <p className="text-ink-600 text-sm dark:text-ink-300">
          No endings yet. Add one for choices to lead to.
        </p>
      ) : (
        <ul aria-label="Endings" className="grid gap-1">
          {endings.map((ending) => (
            <li key={ending.id} className="flex min-w-0 items-center gap-2 rounded-xl px-3 py-2">
              {/* By title only: the id ("ch5-s3") means nothing to an author (issue 35). */}
              <span className="min-w-0 flex-1 break-words font-medium text-ink-900 text-sm dark:text-ink-50">
                {ending.title}
              </span>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0"
                aria-label={`Rename ending ${ending.title}`}
                onClick={() => onRename(ending)}
              >
                <PencilLine aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0 text-red-700 dark:text-red-300"
                aria-label={`Delete ending ${ending.title}`}
                onClick={() => onDelete(ending)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {full ? <LimitNote>A story can have at most {STORY_LIMITS.endings} endings.</LimitNote> : null}
    </Panel>
  );
}
