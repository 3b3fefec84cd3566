import { Skeleton } from "../../ui/skeleton";

/** Spec 001 §9: six placeholder cards while the list loads. */
export const SKELETON_CARDS = 6;

function SkeletonCard() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white dark:border-ink-800 dark:bg-ink-900">
      <Skeleton className="h-28 rounded-none" />
      <div className="grid gap-3 p-5">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-3 h-2 w-full rounded-full" />
        <Skeleton className="mt-2 h-11 w-full rounded-lg" />
      </div>
      <div className="flex justify-between border-ink-100 border-t px-4 py-3 dark:border-ink-800">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-5 w-16" />
      </div>
    </div>
  );
}

export function SavedGamesSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your saved games…</span>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} data-testid="saved-game-skeleton">
            <SkeletonCard />
          </li>
        ))}
      </ul>
    </div>
  );
}
