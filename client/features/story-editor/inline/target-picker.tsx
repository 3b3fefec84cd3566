import { Check, ChevronsUpDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "../../../ui/cn";
import type { TargetGroups, TargetOption } from "../scene-editor/targets";

/** A long story's list is cut to this many matches: typing narrows it. */
const SHOWN = 60;

export type PickerOption = TargetOption & { group: string };
type Option = PickerOption;

/** Nowhere yet, then the scenes, the chapters and the endings, each option knowing its group. */
export function pickerOptions(groups: TargetGroups): Option[] {
  return [
    { value: "", label: "Nowhere yet", group: "" },
    ...groups.scenes.map((o) => ({ ...o, group: "Scene" })),
    ...groups.chapters.map((o) => ({ ...o, group: "Chapter" })),
    ...groups.endings.map((o) => ({ ...o, group: "Ending" })),
  ];
}

/** Options whose label holds every word typed, in any order and case. */
export function filterOptions(options: readonly Option[], query: string): Option[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...options];
  return options.filter((o) => {
    const label = `${o.group} ${o.label}`.toLowerCase();
    return words.every((w) => label.includes(w));
  });
}

/**
 * Where a choice leads, picked from every scene, chapter and ending by typing part of its name
 * (a 44-scene dropdown was a scroll hunt, issue 35): an ARIA combobox, arrows to move, Enter to
 * pick, Escape to leave it as it was.
 */
export function TargetPicker({
  label,
  options,
  value,
  missing,
  onChange,
}: {
  label: string;
  options: readonly Option[];
  value: string;
  /** The target was deleted since: shown as missing until another is picked. */
  missing: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const open = query !== null;
  const current = options.find((o) => o.value === value);
  const shownLabel = missing ?? (current ? withGroup(current) : "Nowhere yet");
  const matches = useMemo(() => (open ? filterOptions(options, query) : []), [open, options, query]);
  const shown = matches.slice(0, SHOWN);
  // A list opened near the bottom of the window is scrolled into sight, not left below it.
  const popup = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) popup.current?.scrollIntoView?.({ block: "nearest" });
  }, [open]);
  // The active option stays in sight as the arrows move through a long list.
  useEffect(() => {
    if (open) document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: "nearest" });
  }, [open, active, id]);

  const close = () => {
    setQuery(null);
    setActive(0);
  };
  const pick = (option: Option | undefined) => {
    if (option) onChange(option.value);
    close();
  };
  const openWith = (text: string) => {
    setQuery(text);
    setActive(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return openWith("");
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((a) => Math.min(Math.max(a + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === "Escape" && open) {
      // The list closes; the panel's own Escape is not reached.
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink-800 text-sm dark:text-ink-100">
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && shown[active] ? `${id}-${active}` : undefined}
          aria-invalid={missing ? true : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={open ? "Type to find a scene, chapter or ending" : undefined}
          value={open ? query : shownLabel}
          // A long name cut at the field's end is read whole on hover.
          title={open ? undefined : shownLabel}
          onChange={(e) => openWith(e.target.value)}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => !open && openWith("")}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cn(
            "h-11 w-full min-w-0 truncate rounded-lg border bg-white pr-9 pl-3 text-ink-950 text-sm outline-none transition focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:bg-ink-900 dark:text-ink-50",
            missing ? "border-red-500 text-red-700 dark:text-red-300" : "border-ink-200 dark:border-ink-700",
          )}
        />
        <ChevronsUpDown
          aria-hidden
          className="pointer-events-none absolute top-3.5 right-3 size-4 text-ink-400"
        />
      </div>
      <div
        ref={popup}
        hidden={!open}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-ink-200 bg-white p-1 shadow-lg dark:border-ink-700 dark:bg-ink-900"
      >
        <div id={listId} role="listbox" aria-label={label} tabIndex={-1}>
          {shown.map((option, index) => (
            <div
              key={option.value}
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Picked before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm",
                index === active
                  ? "bg-ember-500/15 text-ink-950 dark:text-white"
                  : "text-ink-800 dark:text-ink-100",
              )}
            >
              <Check
                aria-hidden
                className={cn("size-4 shrink-0", option.value === value ? "opacity-100" : "opacity-0")}
              />
              {option.group ? (
                <span className="shrink-0 text-ink-500 text-xs dark:text-ink-400">{option.group}</span>
              ) : null}
              <span className="min-w-0 break-words">{option.label}</span>
            </div>
          ))}
        </div>
        {matches.length === 0 ? (
          <p className="px-2.5 py-2 text-ink-500 text-sm dark:text-ink-400">Nothing matches “{query}”.</p>
        ) : matches.length > SHOWN ? (
          <p className="px-2.5 py-2 text-ink-500 text-xs dark:text-ink-400">
            {matches.length - SHOWN} more: type more of the name to narrow the list.
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** "Scene: The Gate (Chapter 1)", "Ending: Dawn"; a chapter's label already says it is one. */
const withGroup = (option: Option) =>
  option.group && option.group !== "Chapter" ? `${option.group}: ${option.label}` : option.label;
