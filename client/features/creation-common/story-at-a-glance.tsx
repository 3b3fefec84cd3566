import { BookOpen, Eye, type LucideIcon, MessagesSquare, Split } from "lucide-react";
import { STORY_KIND_NAMES, type StoryKind, storyCounts } from "../../../contract/story-kind";
import { cn } from "../../ui/cn";

const KIND_ICONS: Record<StoryKind, LucideIcon> = {
  "free-play": MessagesSquare,
  "written-chapters": BookOpen,
  "branching-scenes": Split,
};

/** "Branching scenes": the kind as the start of a line. */
export const kindLabel = (kind: StoryKind) =>
  STORY_KIND_NAMES[kind].charAt(0).toUpperCase() + STORY_KIND_NAMES[kind].slice(1);

/** The owner's preview of a game (spec 000: `?preview=true`), not listed in Continue Playing. */
export const previewPlayHref = (shareSlug: string) => `/play/${encodeURIComponent(shareSlug)}?preview=true`;

/**
 * What players get, at a glance (issue 29): the kind of game, the written story's chapters and
 * scenes, and a Preview that opens play in a new tab (the page behind keeps what is typed).
 */
export function StoryAtAGlance({
  kind,
  chapters,
  scenes,
  shareSlug,
  className,
}: {
  kind: StoryKind;
  chapters: number;
  scenes: number;
  shareSlug: string;
  className?: string;
}) {
  const Icon = KIND_ICONS[kind];
  return (
    <div
      data-testid="story-at-a-glance"
      className={cn(
        "flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-ink-50 px-3 py-2 text-ink-700 text-sm ring-1 ring-ink-200 ring-inset dark:bg-ink-950/60 dark:text-ink-200 dark:ring-ink-800",
        className,
      )}
    >
      <p className="flex min-w-0 flex-wrap items-center gap-x-1.5">
        <Icon aria-hidden className="size-4 shrink-0 text-ember-700 dark:text-ember-400" />
        <span className="sr-only">Players get: </span>
        <span className="font-semibold text-ink-950 dark:text-white">{kindLabel(kind)}</span>
        {/* A story with no chapters has nothing to count: the narrator writes as the player goes. */}
        {chapters > 0 ? <span>· {storyCounts({ chapters, scenes })}</span> : null}
      </p>
      <a
        href={previewPlayHref(shareSlug)}
        target="_blank"
        rel="noopener noreferrer"
        className="ml-auto inline-flex items-center gap-1 rounded-md font-semibold text-ember-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ember-500 dark:text-ember-300"
      >
        <Eye aria-hidden className="size-4" />
        Preview
      </a>
    </div>
  );
}
