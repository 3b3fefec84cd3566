import { ChevronDown, RefreshCw, Trash2, UserRound } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import { CHARACTER_AGE } from "../../../contract/creation";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import type { CharactersForm, CharacterValues } from "./character-values";
import { SelectField, SwitchField, TextAreaField } from "./inputs";

/** The fields behind "More details": an error in one of them must open the section. */
const DETAIL_FIELDS = [
  "age",
  "height",
  "eyeColor",
  "hairColor",
  "physique",
  "personality",
  "background",
] as const;

/** The one-line text details, in the order the form shows them. */
const SHORT_DETAILS = [
  ["height", "Height"],
  ["eyeColor", "Eye color"],
  ["hairColor", "Hair color"],
  ["physique", "Physique"],
  ["personality", "Personality"],
] as const;

type CharacterCardProps<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, unknown>;
  index: number;
  typeOptions: ReadonlyArray<{ value: string; label: string }>;
  /**
   * "create": the description may be left blank and a real person's is fetched when the game
   * is created. "edit": every character needs one (spec 002 §5), a biography included, and it
   * stays editable.
   */
  mode: "create" | "edit";
  /** More buttons beside Remove (Edit Game's Progression). */
  actions?: ReactNode;
  canRemove: boolean;
  onRemove: () => void;
  /** Fetches the biography of a real person now, instead of when the game is created. */
  onFetchBiography: (index: number) => void;
  fetchingBiography: boolean;
};

/** One character of a creation or edit form, fields inline, details behind "More details". */
export function CharacterCard<T extends CharactersForm>({
  form: typedForm,
  index,
  typeOptions,
  mode,
  actions,
  canRemove,
  onRemove,
  onFetchBiography,
  fetchingBiography,
}: CharacterCardProps<T>) {
  // Only the `characters` list is touched here; its paths are the same in every such form.
  const form = typedForm as unknown as UseFormReturn<CharactersForm>;
  const [showDetails, setShowDetails] = useState(false);
  const errors = form.formState.errors.characters?.[index];
  const name = form.watch(`characters.${index}.name`);
  const isRealPerson = form.watch(`characters.${index}.isRealPerson`);
  const description = form.watch(`characters.${index}.description`);
  const heading = name.trim() || `Character ${index + 1}`;
  const field = (key: keyof CharacterValues) => `characters.${index}.${key}` as const;
  const invalidDetail = isRealPerson ? undefined : DETAIL_FIELDS.find((key) => errors?.[key]);
  const detailPath = invalidDetail ? field(invalidDetail) : null;
  const { submitCount } = form.formState;
  const handledSubmit = useRef(submitCount);
  const focusPending = useRef(false);

  // A submit refused for a hidden field would otherwise do nothing visible: open the details,
  // and after a submit bring that field into view unless the form already focused an earlier
  // mistake (react-hook-form cannot focus a field that is not on the page).
  useEffect(() => {
    if (!detailPath) return;
    setShowDetails(true);
    if (handledSubmit.current === submitCount) return;
    handledSubmit.current = submitCount;
    focusPending.current = document.activeElement?.getAttribute("aria-invalid") !== "true";
  }, [detailPath, submitCount]);
  // Once the details are on the page, the field can take focus.
  useEffect(() => {
    if (!showDetails || !detailPath || !focusPending.current) return;
    focusPending.current = false;
    form.setFocus(detailPath);
  });

  return (
    <article
      aria-label={heading}
      className="rounded-xl border border-ink-200 bg-ink-50/60 p-4 sm:p-5 dark:border-ink-700 dark:bg-ink-950/40"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 className="flex min-w-0 items-center gap-2 font-semibold text-ink-900 dark:text-ink-50">
          <UserRound aria-hidden className="size-4 shrink-0 text-ember-600" />
          <span className="truncate">{heading}</span>
        </h3>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {actions}
          {canRemove ? (
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 dark:text-red-300"
              onClick={onRemove}
              aria-label={`Remove ${heading}`}
            >
              <Trash2 aria-hidden />
              Remove
            </Button>
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Name"
          autoComplete="off"
          error={errors?.name?.message}
          {...form.register(field("name"))}
        />
        <Field
          label="Role"
          autoComplete="off"
          placeholder="e.g. Lamplighter"
          error={errors?.role?.message}
          {...form.register(field("role"))}
        />
        <SelectField
          label="Type"
          options={typeOptions}
          error={errors?.characterType?.message}
          {...form.register(field("characterType"))}
        />
      </div>

      <div className="mt-4">
        <Controller
          control={form.control}
          name={field("isRealPerson")}
          render={({ field: f }) => (
            <SwitchField
              label="Real person"
              description="Someone who really exists or existed. Their biography becomes the description."
              checked={Boolean(f.value)}
              onChange={f.onChange}
            />
          )}
        />
      </div>

      {isRealPerson && mode === "edit" ? (
        <TextAreaField
          className="mt-4"
          label="Description (biography)"
          rows={4}
          placeholder="Who they are, in a few neutral sentences. Fetch a biography to start from."
          error={errors?.description?.message}
          labelExtra={
            <Button
              variant="ghost"
              size="sm"
              className="-my-1 h-8 text-ember-700 dark:text-ember-400"
              disabled={!name.trim() || fetchingBiography}
              onClick={() => onFetchBiography(index)}
            >
              {fetchingBiography ? <Spinner className="size-4" /> : <RefreshCw aria-hidden />}
              {description.trim() ? "Fetch again" : "Fetch biography"}
            </Button>
          }
          {...form.register(field("description"))}
        />
      ) : isRealPerson ? (
        <div
          className="mt-4 rounded-lg border border-ember-500/40 border-dashed bg-white p-4 dark:bg-ink-900"
          data-testid="auto-description"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium text-ink-800 text-sm dark:text-ink-100">Description (auto-filled)</p>
            <Button
              variant="secondary"
              size="sm"
              disabled={!name.trim() || fetchingBiography}
              onClick={() => onFetchBiography(index)}
            >
              {fetchingBiography ? <Spinner className="size-4" /> : <RefreshCw aria-hidden />}
              {description.trim() ? "Fetch again" : "Fetch biography now"}
            </Button>
          </div>
          {errors?.description?.message ? (
            <p role="alert" className="mt-2 text-red-700 text-sm dark:text-red-300">
              {errors.description.message}
            </p>
          ) : null}
          <p
            className="mt-2 whitespace-pre-wrap text-ink-600 text-sm leading-relaxed dark:text-ink-300"
            aria-live="polite"
          >
            {description.trim()
              ? description
              : name.trim()
                ? `A short biography of ${name.trim()} will be filled in automatically when you create the adventure.`
                : "Enter a name: a short biography will be filled in automatically."}
          </p>
        </div>
      ) : (
        <>
          <TextAreaField
            className="mt-4"
            label={mode === "edit" ? "Description" : "Description (optional)"}
            rows={3}
            placeholder="Looks, personality, what they want."
            error={errors?.description?.message}
            {...form.register(field("description"))}
          />
          <button
            type="button"
            aria-expanded={showDetails}
            aria-controls={`character-${index}-details`}
            onClick={() => setShowDetails((v) => !v)}
            className="mt-3 inline-flex cursor-pointer items-center gap-1 rounded-md font-medium text-ember-700 text-sm hover:underline dark:text-ember-400"
          >
            <ChevronDown
              aria-hidden
              className={`size-4 transition-transform ${showDetails ? "rotate-180" : ""}`}
            />
            {showDetails ? "Hide details" : "More details"}
          </button>
          {showDetails ? (
            <div id={`character-${index}-details`} className="mt-3 grid items-start gap-4 sm:grid-cols-3">
              <Field
                label="Age"
                type="number"
                inputMode="numeric"
                min={CHARACTER_AGE.min}
                max={CHARACTER_AGE.max}
                error={errors?.age?.message}
                {...form.register(field("age"))}
              />
              {SHORT_DETAILS.map(([key, label]) => (
                <Field
                  key={key}
                  label={label}
                  autoComplete="off"
                  error={errors?.[key]?.message}
                  {...form.register(field(key))}
                />
              ))}
              <TextAreaField
                label="Background"
                rows={2}
                className="sm:col-span-3"
                error={errors?.background?.message}
                {...form.register(field("background"))}
              />
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}

/** Three card-shaped placeholders while the AI drafts characters. */
export function CharactersGenerating() {
  return (
    <div aria-hidden className="grid gap-4" data-testid="characters-generating">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-xl border border-ink-200 p-5 dark:border-ink-700">
          <Skeleton className="h-5 w-40" />
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </div>
      ))}
    </div>
  );
}
