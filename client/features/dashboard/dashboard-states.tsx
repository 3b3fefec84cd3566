import { FileText, Globe, Plus, RefreshCw, Sparkles, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";

/** Spec 000 §9: six skeleton cards while the games load. */
export const SKELETON_CARDS = 6;

export function GameGridSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading your games"
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={i}
          data-testid="game-card-skeleton"
          className="overflow-hidden rounded-2xl border border-ink-200 bg-white dark:border-ink-800 dark:bg-ink-900"
        >
          <Skeleton className="h-24 rounded-none" />
          <div className="grid gap-3 p-5">
            <Skeleton className="h-6 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="mt-4 h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="empty-heading"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-ink-300 border-dashed bg-white px-6 py-14 text-center dark:border-ink-700 dark:bg-ink-900"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
        {icon}
      </span>
      <h2
        id="empty-heading"
        className="mt-5 font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white"
      >
        {title}
      </h2>
      <p className="mt-2 max-w-sm text-ink-600 leading-relaxed dark:text-ink-300">{children}</p>
      {action ? <div className="mt-8">{action}</div> : null}
    </section>
  );
}

export type Filter = "all" | "drafts" | "published";

/** Spec 000 §2: one empty state per filter. */
export function EmptyGames({ filter }: { filter: Filter }) {
  if (filter === "drafts")
    return (
      <EmptyState icon={<FileText aria-hidden className="size-8" />} title="No Drafts">
        Every adventure you are still shaping shows up here until you publish it.
      </EmptyState>
    );
  if (filter === "published")
    return (
      <EmptyState icon={<Globe aria-hidden className="size-8" />} title="No Published Games">
        Publish a draft to give it a public link that anyone can play, no account needed.
      </EmptyState>
    );
  return (
    <EmptyState
      icon={<Sparkles aria-hidden className="size-8" />}
      title="No Adventures Yet"
      action={
        <Button asChild size="lg">
          <Link href="/create">
            <Plus aria-hidden />
            Create Your First Adventure
          </Link>
        </Button>
      }
    >
      Dream up a world, cast its characters and let the AI bring every scene to life.
    </EmptyState>
  );
}

export function GamesError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-red-200 bg-white px-6 py-12 text-center dark:border-red-900 dark:bg-ink-900"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h2 className="mt-5 font-display font-semibold text-ink-950 text-xl dark:text-white">
        We couldn't load your games
      </h2>
      <p className="mt-2 text-ink-600 text-sm dark:text-ink-300">
        Your adventures are safe. Check your connection and try again.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
        Try again
      </Button>
    </section>
  );
}
