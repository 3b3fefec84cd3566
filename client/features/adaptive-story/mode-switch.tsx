import { BookOpen, ListTree, Lock } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "../../ui/cn";
import type { ModeLock, StoryMode } from "./planner-model";

export const OUTLINE_LOCKED_NOTE =
  "Delete the complete story's chapters first to plan with the Story Outline.";
export const COMPLETE_LOCKED_NOTE =
  "Delete the outline's chapter text first to use the Complete Story Generator.";

/**
 * Spec 002 §2, §4: Story Outline (the default) or the Complete Story Generator. A side that
 * cannot be chosen is disabled and says why beneath the switch; while either is locked, the
 * "Mode Selection Locked" banner shows.
 */
export function ModeSwitch({
  mode,
  onChange,
  lock,
}: {
  mode: StoryMode;
  onChange: (mode: StoryMode) => void;
  lock: ModeLock;
}) {
  const noteId = useId();
  const notes = [
    lock.outlineLocked ? OUTLINE_LOCKED_NOTE : null,
    lock.completeLocked ? COMPLETE_LOCKED_NOTE : null,
  ].filter(Boolean);
  return (
    <fieldset aria-describedby={notes.length ? noteId : undefined}>
      <legend className="mb-2 font-medium text-ink-800 text-sm dark:text-ink-100">Mode</legend>
      <div className="inline-flex w-full flex-col gap-1 rounded-xl border border-ink-200 bg-white p-1 sm:w-auto sm:flex-row dark:border-ink-700 dark:bg-ink-900">
        <ModeOption
          name={noteId}
          checked={mode === "outline"}
          disabled={lock.outlineLocked}
          onSelect={() => onChange("outline")}
          icon={<ListTree aria-hidden />}
        >
          Story Outline
        </ModeOption>
        <ModeOption
          name={noteId}
          checked={mode === "complete"}
          disabled={lock.completeLocked}
          onSelect={() => onChange("complete")}
          icon={<BookOpen aria-hidden />}
        >
          Complete Story Generator
        </ModeOption>
      </div>
      {notes.length ? (
        <div id={noteId} className="mt-2 grid gap-0.5 text-ink-600 text-sm dark:text-ink-300">
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** Spec 002 §4: shown while either mode is locked. */
export function ModeLockBanner({ lock }: { lock: ModeLock }) {
  if (!lock.locked) return null;
  return (
    <div
      role="note"
      aria-label="Mode Selection Locked"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-100"
    >
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="text-sm">
        <p className="font-semibold">Mode Selection Locked</p>
        <p className="mt-0.5">
          {lock.completeLocked
            ? "This story's outline has written chapters, so the Complete Story Generator is locked. Delete the outline's chapter text first to switch."
            : "This story has complete-story chapters, so the Story Outline is locked. Delete those chapters first to switch."}
        </p>
      </div>
    </div>
  );
}

function ModeOption({
  name,
  checked,
  disabled,
  onSelect,
  icon,
  children,
}: {
  name: string;
  checked: boolean;
  disabled: boolean;
  onSelect: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold text-sm transition has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40 [&_svg]:size-4",
        checked ? "bg-ember-500 text-ink-950 shadow-sm" : "text-ink-700 dark:text-ink-200",
        disabled ? "cursor-not-allowed text-ink-500 dark:text-ink-400" : "cursor-pointer",
        !checked && !disabled && "hover:bg-ink-100 dark:hover:bg-ink-800",
      )}
    >
      <input
        type="radio"
        name={name}
        className="sr-only"
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
      />
      {icon}
      {children}
    </label>
  );
}
