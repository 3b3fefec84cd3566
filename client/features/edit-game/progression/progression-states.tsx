import { CircleAlert, Inbox, RotateCcw, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { Spinner } from "../../../ui/spinner";

function Panel({
  icon,
  title,
  children,
  role,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  role?: "alert";
}) {
  return (
    <div
      role={role}
      className="grid justify-items-center gap-2 rounded-xl border border-ink-200 px-4 py-8 text-center dark:border-ink-700"
    >
      {icon}
      <p className="font-semibold text-ink-900 dark:text-ink-50">{title}</p>
      {children}
    </div>
  );
}

/** The shape of the overview and list, so the dialog does not jump when the data lands. */
export function ProgressionLoading() {
  return (
    <div className="grid gap-4">
      <p role="status" className="sr-only">
        Loading character progression…
      </p>
      <div className="grid gap-4 rounded-xl border border-ink-200 p-4 sm:p-5 dark:border-ink-700">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-2.5 w-full rounded-full" />
        <div className="grid grid-cols-3 gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-12 w-full" />
      </div>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-20 w-full rounded-xl" />
      <Skeleton className="h-20 w-full rounded-xl" />
    </div>
  );
}

/** Spec 002 §8: "Failed to load character progression data" with the error's own text. */
export function ProgressionFailure({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Panel
      role="alert"
      icon={<CircleAlert aria-hidden className="size-7 text-red-700 dark:text-red-300" />}
      title="Failed to load character progression data"
    >
      <p className="max-w-sm text-ink-700 text-sm leading-relaxed [overflow-wrap:anywhere] dark:text-ink-200">
        {message}
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" /> : <RotateCcw aria-hidden />}
        {retrying ? "Retrying..." : "Retry"}
      </Button>
    </Panel>
  );
}

export function ProgressionNoData({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel
      icon={<Inbox aria-hidden className="size-7 text-ink-500 dark:text-ink-300" />}
      title="No progression data available"
    >
      <p className="max-w-sm text-ink-600 text-sm leading-relaxed dark:text-ink-300">
        The server sent nothing for this character.
      </p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Reload
      </Button>
    </Panel>
  );
}

/** Spec 002 §2: a character only the form knows has no id yet, so there is nothing to ask for. */
export function ProgressionNotSaved({ name }: { name: string }) {
  return (
    <Panel
      icon={<Save aria-hidden className="size-7 text-ember-700 dark:text-ember-400" />}
      title="Save the game first"
    >
      <p className="max-w-sm text-ink-600 text-sm leading-relaxed dark:text-ink-300">
        {name || "This character"} is not saved yet. Save your changes, then open Progression again to follow
        this character through the story.
      </p>
    </Panel>
  );
}
