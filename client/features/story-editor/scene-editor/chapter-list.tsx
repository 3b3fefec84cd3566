import { BookPlus } from "lucide-react";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import type { Chapter } from "../story-draft";
import { LimitNote, Panel, plural, SelectRow } from "./panel";

/** Spec 002 §2: the chapters with their scene counts; choosing one lists its scenes below. */
export function ChapterList({
  chapters,
  selectedId,
  onSelect,
  onAdd,
}: {
  chapters: Chapter[];
  selectedId: string | null;
  onSelect: (chapterId: string) => void;
  onAdd: () => void;
}) {
  const full = chapters.length >= STORY_LIMITS.chapters;
  return (
    <Panel
      title="Chapters"
      actions={
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={full}>
          <BookPlus aria-hidden />
          Add Chapter
        </Button>
      }
    >
      {/* A long story scrolls inside the card, so the scenes below stay in reach. */}
      <ol className="-mx-1 grid max-h-80 gap-1 overflow-y-auto px-1 py-1">
        {chapters.map((chapter, index) => (
          <li key={chapter.id}>
            <SelectRow current={chapter.id === selectedId} onSelect={() => onSelect(chapter.id)}>
              <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-lg bg-ink-100 font-semibold text-ink-700 text-xs dark:bg-ink-800 dark:text-ink-200">
                {index + 1}
              </span>
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-medium text-sm">{chapter.title || "Untitled chapter"}</span>
                <span className="text-ink-500 text-xs dark:text-ink-300">
                  {plural(chapter.scenes.length, "scene")}
                </span>
              </span>
            </SelectRow>
          </li>
        ))}
      </ol>
      {full ? <LimitNote>A story can have at most {STORY_LIMITS.chapters} chapters.</LimitNote> : null}
    </Panel>
  );
}
