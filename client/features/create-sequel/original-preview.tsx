import { BookMarked, ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { GameDetail, OutlineChapterView } from "../../../contract/creation";
import { Skeleton } from "../../ui/skeleton";
import { genreLabel } from "../creation-common/genres";
import { ORIGINAL_PREVIEW_CHAPTERS } from "./sequel-model";

/** The collapsible preview of the original story: genre, chapter count, storyline, last 3 chapters. */
export function OriginalPreview({
  game,
  chapters,
  loading,
}: {
  game: GameDetail | undefined;
  chapters: OutlineChapterView[] | undefined;
  loading: boolean;
}) {
  const [open, setOpen] = useState(true);
  const panelId = useId();
  if (loading)
    return (
      <div
        className="rounded-2xl border border-ink-200 bg-white p-5 dark:border-ink-800 dark:bg-ink-900"
        aria-busy="true"
      >
        <Skeleton className="h-5 w-48" />
        <Skeleton className="mt-4 h-16" />
      </div>
    );
  if (!game) return null;
  const last = (chapters ?? []).slice(-ORIGINAL_PREVIEW_CHAPTERS);
  return (
    <section
      aria-label="Original story preview"
      className="rounded-2xl border border-ink-200 bg-white shadow-sm dark:border-ink-800 dark:bg-ink-900"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full cursor-pointer items-center justify-between gap-3 rounded-2xl p-5 text-left"
      >
        <span className="flex min-w-0 items-center gap-3">
          <BookMarked aria-hidden className="size-5 shrink-0 text-ember-600" />
          <span className="min-w-0">
            <span className="block text-ink-500 text-xs uppercase tracking-wide dark:text-ink-300">
              Original story
            </span>
            <span className="block truncate font-display font-semibold text-ink-950 text-lg dark:text-white">
              {game.title}
            </span>
          </span>
        </span>
        <ChevronDown
          aria-hidden
          className={`size-5 shrink-0 text-ink-500 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      {open ? (
        <div id={panelId} className="border-ink-100 border-t px-5 pt-4 pb-5 dark:border-ink-800">
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-ink-500 dark:text-ink-300">Genre</dt>
              <dd className="font-medium text-ink-900 dark:text-ink-50">{genreLabel(game.genre)}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-ink-500 dark:text-ink-300">Chapters</dt>
              <dd className="font-medium text-ink-900 dark:text-ink-50">{chapters?.length ?? 0}</dd>
            </div>
          </dl>
          {game.storyline ? (
            <p className="mt-3 line-clamp-4 text-ink-700 text-sm leading-relaxed dark:text-ink-200">
              {game.storyline}
            </p>
          ) : null}
          {last.length ? (
            <>
              <h3 className="mt-4 font-semibold text-ink-900 text-sm dark:text-ink-50">
                Last {last.length} {last.length === 1 ? "chapter" : "chapters"}
              </h3>
              <ol className="mt-2 grid gap-2">
                {last.map((c) => (
                  <li key={c.id} className="rounded-lg bg-ink-50 p-3 text-sm dark:bg-ink-950/60">
                    <span className="font-semibold text-ink-900 dark:text-ink-50">
                      {c.chapterNumber}. {c.title}
                    </span>
                    {c.outline ? (
                      <p className="mt-1 line-clamp-2 text-ink-600 dark:text-ink-300">{c.outline}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p className="mt-3 text-ink-500 text-sm dark:text-ink-300">This story has no chapters yet.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}
