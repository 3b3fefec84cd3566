import { ChevronDown, ChevronUp, Search } from "lucide-react";
import type { Story } from "../story-draft";
import type { MapFilter } from "./map-search";

const control =
  "h-9 rounded-lg border border-ink-200 bg-white px-2.5 text-ink-900 text-sm outline-none focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50";
const stepButton =
  "inline-flex size-9 items-center justify-center rounded-lg border border-ink-200 text-ink-700 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-ember-500 disabled:opacity-40 dark:border-ink-700 dark:text-ink-200 dark:hover:bg-ink-800";

/** "2 of 5", "5 matches", "No matches": what the search found, and which one is shown. */
export function matchStatus(query: string, count: number, current: number): string {
  if (!query.trim()) return "";
  if (count === 0) return "No matches";
  if (current < 0) return `${count} ${count === 1 ? "match" : "matches"}`;
  return `${current + 1} of ${count}`;
}

/**
 * Above the map: search the scenes' titles and text (Enter goes to the next match, Shift+Enter
 * to the previous one), and show only one chapter's scenes or the scenes with a tag.
 */
export function MapToolbar({
  story,
  tags,
  query,
  onQuery,
  matchCount,
  current,
  currentTitle,
  onStep,
  filter,
  onFilter,
}: {
  story: Story;
  tags: string[];
  query: string;
  onQuery: (query: string) => void;
  matchCount: number;
  current: number;
  /** The title of the match shown now: said with "2 of 5" (the one announcement of a step). */
  currentTitle: string | undefined;
  onStep: (step: 1 | -1) => void;
  filter: MapFilter;
  onFilter: (filter: MapFilter) => void;
}) {
  const status = matchStatus(query, matchCount, current);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="map-toolbar">
      <div className="relative min-w-0 flex-1 basis-56">
        <Search
          aria-hidden
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-2.5 size-4 text-ink-400"
        />
        <input
          type="search"
          aria-label="Search scenes"
          placeholder="Search scene titles and text"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            onStep(event.shiftKey ? -1 : 1);
          }}
          className={`${control} w-full pl-8`}
        />
      </div>
      <span
        role="status"
        className="min-w-16 text-ink-600 text-sm dark:text-ink-300"
        data-testid="match-status"
      >
        {status}
        {current >= 0 && currentTitle ? <span className="sr-only">: {currentTitle}</span> : null}
      </span>
      <button
        type="button"
        className={stepButton}
        onClick={() => onStep(-1)}
        disabled={matchCount === 0}
        aria-label="Previous match"
        title="Previous match (Shift+Enter)"
      >
        <ChevronUp aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        className={stepButton}
        onClick={() => onStep(1)}
        disabled={matchCount === 0}
        aria-label="Next match"
        title="Next match (Enter)"
      >
        <ChevronDown aria-hidden className="size-4" />
      </button>
      <select
        aria-label="Show chapter"
        value={filter.chapterId ?? ""}
        onChange={(event) => onFilter({ ...filter, chapterId: event.target.value || null })}
        className={`${control} max-w-52`}
      >
        <option value="">All chapters</option>
        {story.chapters.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
      {tags.length > 0 ? (
        <select
          aria-label="Show tag"
          value={filter.tag ?? ""}
          onChange={(event) => onFilter({ ...filter, tag: event.target.value || null })}
          className={`${control} max-w-44`}
        >
          <option value="">All tags</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}
