import { Gamepad2, History, PenLine, Users } from "lucide-react";
import { useId } from "react";
import type { ProgressionEvent } from "../../../../contract/progression";
import { cn } from "../../../ui/cn";
import { EVENT_TYPE_META, IMPACT_META } from "./event-icons";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "26 Nov 2026, 14:05" in the reader's own locale; the raw text if the server sent no date. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

function EventItem({ event }: { event: ProgressionEvent }) {
  const type = EVENT_TYPE_META[event.eventType] ?? EVENT_TYPE_META.personal;
  const impact = IMPACT_META[event.impactLevel] ?? IMPACT_META.minor;
  const Icon = type.icon;
  const fromPlay = event.source === "play";
  return (
    <li className="flex gap-3 rounded-xl border border-ink-200 bg-white p-3.5 dark:border-ink-700 dark:bg-ink-900">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ember-500/15 text-ember-700 dark:text-ember-400">
        <Icon aria-hidden className="size-4.5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-ink-950 text-sm dark:text-white">{type.label}</span>
          <span className={cn("rounded-full border px-2 py-0.5 font-medium text-xs", impact.badge)}>
            <span className="sr-only">Impact: </span>
            {impact.label}
          </span>
          {event.sceneNumber !== null ? (
            <span className="text-ink-600 text-xs dark:text-ink-300">Scene {event.sceneNumber}</span>
          ) : null}
        </div>
        <p className="whitespace-pre-line text-ink-900 text-sm leading-relaxed [overflow-wrap:anywhere] dark:text-ink-100">
          {event.eventDescription}
        </p>
        {event.relatedCharacters.length > 0 ? (
          <p className="flex items-start gap-1.5 text-ink-700 text-xs [overflow-wrap:anywhere] dark:text-ink-200">
            <Users aria-hidden className="mt-px size-3.5 shrink-0" />
            <span>
              <span className="sr-only">Related characters: </span>
              {event.relatedCharacters.join(", ")}
            </span>
          </p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-600 text-xs dark:text-ink-300">
          <span className="inline-flex items-center gap-1">
            {fromPlay ? (
              <Gamepad2 aria-hidden className="size-3.5" />
            ) : (
              <PenLine aria-hidden className="size-3.5" />
            )}
            {fromPlay ? "Recorded during play" : "Added by you"}
          </span>
          <time dateTime={event.timestamp}>{formatTimestamp(event.timestamp)}</time>
        </p>
      </div>
    </li>
  );
}

/** Spec 002 §2: the server's newest-first list, or the empty state that explains autotracking. */
export function EventList({ events, total }: { events: ProgressionEvent[]; total: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="font-display font-semibold text-ink-950 text-lg dark:text-white">
          Recent events
        </h3>
        {total > events.length ? (
          <span className="text-ink-600 text-xs dark:text-ink-300">
            Newest {events.length} of {total}
          </span>
        ) : null}
      </div>
      {events.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-ink-300 border-dashed px-4 py-8 text-center dark:border-ink-700">
          <History aria-hidden className="size-7 text-ink-500 dark:text-ink-300" />
          <p className="font-semibold text-ink-900 dark:text-ink-50">No events yet</p>
          <p className="max-w-sm text-ink-600 text-sm leading-relaxed dark:text-ink-300">
            Add one yourself, or play the game: events are also tracked automatically during gameplay.
          </p>
        </div>
      ) : (
        <ul className="grid gap-2.5">
          {events.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}
