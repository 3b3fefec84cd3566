import { ChevronDown, FilePenLine, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import type { CompleteStoryChapter } from "../../../../contract/complete-story";
import { Button } from "../../../ui/button";
import { ChapterPicture } from "../../../ui/chapter-picture";
import { preview, wordCount } from "../planner-model";

/**
 * One chapter the generator wrote (spec 002 §2, §3, §4): its picture, title and text, to edit or
 * rewrite. `drawing`: its picture is still to come (the story is being written).
 */
export function StoryChapterCard({
  chapter,
  drawing = false,
  onEdit,
  onRegenerate,
}: {
  chapter: CompleteStoryChapter;
  drawing?: boolean;
  onEdit: () => void;
  onRegenerate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const textId = useId();
  const n = chapter.chapterNumber;
  const shown = preview(chapter.content);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <ChapterPicture
          src={chapter.imageUrl}
          alt={chapter.title}
          drawing={drawing}
          className="w-full shrink-0 rounded-xl sm:w-48"
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ember-700 text-xs uppercase tracking-wider dark:text-ember-400">
            Chapter {n}
          </p>
          <h3
            id={headingId}
            className="mt-1 break-words font-display font-semibold text-ink-950 text-lg dark:text-white"
          >
            {chapter.title}
          </h3>
          <p className="text-ink-500 text-xs dark:text-ink-300">{wordCount(chapter.content)} words</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-label={`Edit chapter ${n}`} onClick={onEdit}>
            <FilePenLine aria-hidden />
            Edit
          </Button>
          <Button variant="secondary" size="sm" aria-label={`Regenerate chapter ${n}`} onClick={onRegenerate}>
            <RefreshCw aria-hidden />
            Regenerate
          </Button>
        </div>
      </header>
      <div
        id={textId}
        data-testid="story-chapter-text"
        className="mt-3 whitespace-pre-line break-words text-ink-800 text-sm leading-relaxed dark:text-ink-100"
      >
        {open ? chapter.content.trim() : shown.text}
      </div>
      {shown.truncated ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-1 -ml-3"
          aria-expanded={open}
          aria-controls={textId}
          aria-label={open ? `Show less of chapter ${n}` : `Show full chapter ${n}`}
          onClick={() => setOpen((v) => !v)}
        >
          <ChevronDown
            aria-hidden
            className={open ? "rotate-180 transition-transform" : "transition-transform"}
          />
          {open ? "Show less" : "Show full chapter"}
        </Button>
      ) : null}
    </article>
  );
}
