import { type ReactNode, useId } from "react";
import type { ProgressionData } from "../../../../contract/progression";
import { cn } from "../../../ui/cn";
import { ProgressBar } from "../../../ui/progress-bar";
import { scoreClasses } from "./event-icons";

function Stat({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-ink-200 bg-white px-3 py-2.5 dark:border-ink-700 dark:bg-ink-900">
      <dt className="text-ink-600 text-xs dark:text-ink-300">{label}</dt>
      <dd className={cn("mt-0.5 font-display font-semibold text-ink-950 text-xl dark:text-white", className)}>
        {children}
      </dd>
    </div>
  );
}

function Text({ label, children, muted }: { label: string; children: ReactNode; muted?: boolean }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="font-medium text-ink-600 text-xs uppercase tracking-wide dark:text-ink-300">{label}</dt>
      <dd
        className={cn(
          "whitespace-pre-line text-sm leading-relaxed [overflow-wrap:anywhere]",
          muted ? "text-ink-600 italic dark:text-ink-300" : "text-ink-900 dark:text-ink-100",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/** Spec 002 §2's overview: descriptions, status and the figures ADR 013 computes on the server. */
export function OverviewCard({ data }: { data: ProgressionData }) {
  const { character, progressionScore: score } = data;
  const headingId = useId();
  const tone = scoreClasses(score);
  const original = character.baseDescription?.trim();
  // The original is worth a line only when the story has since rewritten the description.
  const showOriginal = Boolean(original) && original !== character.description?.trim();

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-ink-200 bg-ink-50 p-4 sm:p-5 dark:border-ink-700 dark:bg-ink-950/40"
    >
      <h3 id={headingId} className="sr-only">
        Overview
      </h3>
      <div className="grid gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <span className="font-medium text-ink-800 text-sm dark:text-ink-100">Progression score</span>
          <span className={cn("font-display font-semibold text-2xl tabular-nums", tone.text)}>
            {score}
            <span className="font-sans font-normal text-ink-600 text-sm dark:text-ink-300"> / 100</span>
          </span>
        </div>
        <ProgressBar
          label="Progression score"
          value={score}
          valueText={`${score} of 100`}
          tone={tone.bar}
          className="h-2.5"
        />
      </div>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Relationships">{data.relationshipCount}</Stat>
        <Stat label="Major events">{data.majorEventCount}</Stat>
        <Stat label="Last scene">
          {character.lastUpdatedScene ?? (
            <>
              <span aria-hidden>—</span>
              <span className="sr-only">None</span>
            </>
          )}
        </Stat>
      </dl>
      <dl className="grid gap-3">
        <Text label="Current status" muted={!character.currentStatus}>
          {character.currentStatus || "No changes yet"}
        </Text>
        <Text label="Current description" muted={!character.description}>
          {character.description || "No description yet"}
        </Text>
        {showOriginal ? <Text label="Original description">{original}</Text> : null}
      </dl>
    </section>
  );
}
