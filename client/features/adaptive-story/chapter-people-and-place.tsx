import { Check, Plus, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { CharacterView } from "../../../contract/creation";
import { LOCATION_MAX } from "../../../contract/outline";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { canonicalLocation, isSelected, PRESETS, strangers } from "./planner-model";

const chip =
  "inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 font-medium text-sm transition focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ember-500/40 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-3.5";
const on = "border-ember-500 bg-ember-500/15 text-ember-900 dark:text-ember-200";
const off =
  "border-ink-200 bg-white text-ink-700 hover:border-ink-300 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-200";

/** The game's characters as chips to press (spec 002 §3: a chapter's selected characters). */
export function CharacterChips({
  chapterNumber,
  cast,
  selected,
  onToggle,
  onRemoveStranger,
  disabled,
}: {
  chapterNumber: number;
  cast: CharacterView[];
  selected: string[];
  onToggle: (character: CharacterView) => void;
  onRemoveStranger: (entry: string) => void;
  disabled?: boolean;
}) {
  const gone = strangers(selected, cast);
  return (
    <fieldset>
      <legend className="font-medium text-ink-800 text-sm dark:text-ink-100">
        Characters<span className="sr-only"> in chapter {chapterNumber}</span>
      </legend>
      {cast.length || gone.length ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {cast.map((c) => {
            const pressed = isSelected(selected, c);
            return (
              <button
                key={c.id}
                type="button"
                aria-pressed={pressed}
                disabled={disabled}
                onClick={() => onToggle(c)}
                className={cn(chip, pressed ? on : off)}
              >
                {pressed ? <Check aria-hidden /> : <Plus aria-hidden />}
                {c.name}
              </button>
            );
          })}
          {gone.map((entry) => (
            <button
              key={entry}
              type="button"
              disabled={disabled}
              onClick={() => onRemoveStranger(entry)}
              className={cn(
                chip,
                "border-dashed border-ink-300 text-ink-600 dark:border-ink-600 dark:text-ink-300",
              )}
              aria-label={`Remove ${entry} (no longer in the cast) from chapter ${chapterNumber}`}
              title="No longer one of the game's characters"
            >
              {entry}
              <X aria-hidden />
            </button>
          ))}
        </div>
      ) : (
        <p className="mt-1 text-ink-500 text-sm dark:text-ink-300">
          This game has no characters yet; add them in Edit Game.
        </p>
      )}
    </fieldset>
  );
}

const CUSTOM = "__custom__";

/** The 20 presets of spec 002 §9, the creator's own locations, and a way to add one. */
export function LocationPicker({
  chapterNumber,
  value,
  customs,
  onChange,
  disabled,
}: {
  chapterNumber: number;
  value: string;
  customs: string[];
  onChange: (location: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const [typed, setTyped] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const current = value.trim() ? canonicalLocation(value, customs) : "";
  const add = () => {
    const location = typed.replace(/\s+/g, " ").trim();
    if (!location) {
      input.current?.focus();
      return;
    }
    onChange(canonicalLocation(location, customs));
    setAdding(false);
    setTyped("");
    requestAnimationFrame(() => select.current?.focus());
  };
  const cancel = () => {
    setAdding(false);
    setTyped("");
    requestAnimationFrame(() => select.current?.focus());
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink-800 text-sm dark:text-ink-100">
        Location<span className="sr-only"> of chapter {chapterNumber}</span>
      </label>
      <select
        ref={select}
        id={id}
        value={current}
        disabled={disabled}
        onChange={(e) => {
          if (e.target.value === CUSTOM) {
            setAdding(true);
            requestAnimationFrame(() => input.current?.focus());
          } else onChange(e.target.value);
        }}
        className="h-11 w-full min-w-0 cursor-pointer rounded-lg border border-ink-200 bg-white px-3.5 pr-8 text-ink-950 text-sm outline-none transition focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 disabled:opacity-60 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50"
      >
        <option value="">No location</option>
        <optgroup label="Places">
          {PRESETS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </optgroup>
        {customs.length ? (
          <optgroup label="Your locations">
            {customs.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </optgroup>
        ) : null}
        <option value={CUSTOM}>Add a custom location…</option>
      </select>
      {adding ? (
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            ref={input}
            aria-label={`Custom location for chapter ${chapterNumber}`}
            placeholder="e.g. The Drowned Chapel"
            value={typed}
            maxLength={LOCATION_MAX}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              } else if (e.key === "Escape") {
                e.preventDefault();
                cancel();
              }
            }}
            className="h-9 min-w-0 flex-1 rounded-lg border border-ink-200 bg-white px-3 text-ink-950 text-sm outline-none focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50"
          />
          <Button size="sm" onClick={add}>
            Add
          </Button>
          <Button size="sm" variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}
