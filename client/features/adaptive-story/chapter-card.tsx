import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  CircleAlert,
  CircleCheck,
  Eraser,
  FilePenLine,
  ListPlus,
  Pencil,
  Plus,
  RefreshCw,
  Sparkles,
  Trash2,
  WandSparkles,
  X,
} from "lucide-react";
import { Fragment, useId, useState } from "react";
import type { CharacterView } from "../../../contract/creation";
import { CHAPTER_OUTLINE_MAX, CHAPTER_TITLE_MAX } from "../../../contract/outline";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { TextAreaField } from "../creation-common/inputs";
import { CharacterChips, LocationPicker } from "./chapter-people-and-place";
import { hasContent, type PlannerChapter, preview, wordCount } from "./planner-model";
import { type ActionOption, type Busy, type Planner, partId, type SaveState } from "./use-planner";

const iconButton =
  "size-9 rounded-lg text-ink-600 hover:bg-ink-100 hover:text-ink-950 dark:text-ink-300 dark:hover:bg-ink-800 dark:hover:text-white";

export type ChapterCardProps = {
  chapter: PlannerChapter;
  index: number;
  total: number;
  cast: CharacterView[];
  customs: string[];
  save?: SaveState;
  busy?: Busy;
  error?: string;
  /** Generate All is writing, or a move is on its way: the chapter's AI and order wait. */
  held: boolean;
  planner: Planner;
  onRemove: () => void;
  onEditContent: () => void;
  onRegenerate: () => void;
  onClearContent: () => void;
  onEditAction: (option: ActionOption | null) => void;
};

/** One chapter of the outline (spec 002 §2, §3): its plan, its people and place, its text and actions. */
export function ChapterCard({
  chapter,
  index,
  total,
  cast,
  customs,
  save,
  busy,
  error,
  held,
  planner,
  onRemove,
  onEditContent,
  onRegenerate,
  onClearContent,
  onEditAction,
}: ChapterCardProps) {
  const { key, chapterNumber: n } = chapter;
  const headingId = partId(key, "heading");
  const working = busy !== undefined;
  return (
    <article
      id={partId(key, "card")}
      aria-labelledby={headingId}
      aria-busy={working || undefined}
      className="scroll-mt-6 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ember-500/15 font-display font-semibold text-ember-800 dark:text-ember-300"
          >
            {n}
          </span>
          <h3
            id={headingId}
            tabIndex={-1}
            className="font-display font-semibold text-ink-950 text-lg tracking-tight outline-none focus-visible:ring-3 focus-visible:ring-ember-500/40 dark:text-white"
          >
            Chapter {n}
          </h3>
          {hasContent(chapter) ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-medium text-emerald-900 text-xs dark:bg-emerald-950 dark:text-emerald-200">
              Written
            </span>
          ) : null}
          <SaveStatus state={save} onRetry={() => void planner.retrySave(key)} />
        </div>
        <div className="flex items-center gap-0.5">
          <Button
            id={partId(key, "move-up")}
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={`Move chapter ${n} up`}
            title="Move up"
            disabled={held || index === 0}
            onClick={() => void planner.move(key, -1)}
          >
            <ArrowUp aria-hidden />
          </Button>
          <Button
            id={partId(key, "move-down")}
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={`Move chapter ${n} down`}
            title="Move down"
            disabled={held || index === total - 1}
            onClick={() => void planner.move(key, 1)}
          >
            <ArrowDown aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={iconButton}
            aria-label={`Insert a chapter after chapter ${n}`}
            title="Insert a chapter after this one"
            disabled={held}
            onClick={() => void planner.insertAfter(key)}
          >
            <ListPlus aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className={cn(iconButton, "hover:text-red-700 dark:hover:text-red-300")}
            aria-label={`Remove chapter ${n}`}
            title="Remove this chapter"
            disabled={held}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      </header>

      <div className="mt-5 grid gap-4">
        <TitleField chapter={chapter} planner={planner} busy={busy} held={held} />
        <TextAreaField
          label="Outline"
          rows={3}
          value={chapter.outline}
          maxLength={CHAPTER_OUTLINE_MAX}
          placeholder="What happens in this chapter?"
          onChange={(e) => planner.edit(key, { outline: e.target.value })}
          onBlur={() => void planner.commitTyped(key)}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <CharacterChips
            chapterNumber={n}
            cast={cast}
            selected={chapter.selectedCharacters}
            onToggle={(c) => planner.toggleCharacter(key, c)}
            onRemoveStranger={(entry) => planner.removeSelection(key, entry)}
          />
          <LocationPicker
            chapterNumber={n}
            value={chapter.selectedLocation}
            customs={customs}
            onChange={(location) => planner.setLocation(key, location)}
          />
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <ChapterText
          chapter={chapter}
          busy={busy}
          held={held}
          onGenerate={() => void planner.generate(key)}
          onEditContent={onEditContent}
          onRegenerate={onRegenerate}
          onClearContent={onClearContent}
        />
        <ActionOptions
          chapter={chapter}
          onEdit={onEditAction}
          onRemove={(id) => planner.removeAction(key, id)}
        />
      </div>
    </article>
  );
}

function TitleField({
  chapter,
  planner,
  busy,
  held,
}: {
  chapter: PlannerChapter;
  planner: Planner;
  busy?: Busy;
  held: boolean;
}) {
  const { key } = chapter;
  const id = partId(key, "title");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium text-ink-800 text-sm dark:text-ink-100">
        Title
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          value={chapter.title}
          maxLength={CHAPTER_TITLE_MAX}
          placeholder={`Chapter ${chapter.chapterNumber}'s title`}
          onChange={(e) => planner.edit(key, { title: e.target.value })}
          onBlur={() => void planner.commitTyped(key)}
          className="h-11 w-full min-w-0 rounded-lg sm:flex-1 border border-ink-200 bg-white px-3.5 text-ink-950 text-sm outline-none transition placeholder:text-ink-400 focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50"
        />
        <Button
          variant="secondary"
          aria-disabled={busy !== undefined || held || undefined}
          onClick={() => busy === undefined && !held && void planner.enhanceTitle(key)}
        >
          {busy === "enhancing" ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
          {busy === "enhancing" ? "Enhancing…" : "Enhance Title"}
          <span className="sr-only"> of chapter {chapter.chapterNumber}</span>
        </Button>
      </div>
    </div>
  );
}

function SaveStatus({ state, onRetry }: { state?: SaveState; onRetry: () => void }) {
  if (state === "saving")
    return (
      <span className="flex items-center gap-1 text-ink-500 text-xs dark:text-ink-300">
        <Spinner className="size-3" />
        Saving…
      </span>
    );
  if (state === "saved")
    return (
      <span className="flex items-center gap-1 text-ink-500 text-xs dark:text-ink-300">
        <CircleCheck aria-hidden className="size-3.5" />
        Saved
      </span>
    );
  if (state === "failed")
    return (
      <span className="flex items-center gap-1.5 text-red-700 text-xs dark:text-red-300">
        <CircleAlert aria-hidden className="size-3.5" />
        Not saved
        <button
          type="button"
          onClick={onRetry}
          className="cursor-pointer rounded font-semibold underline underline-offset-2 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ember-500/40"
        >
          Retry
        </button>
      </span>
    );
  return null;
}

/** The chapter's text: a 500-character preview that opens in full (spec 002 §9), and its actions. */
function ChapterText({
  chapter,
  busy,
  held,
  onGenerate,
  onEditContent,
  onRegenerate,
  onClearContent,
}: {
  chapter: PlannerChapter;
  busy?: Busy;
  held: boolean;
  onGenerate: () => void;
  onEditContent: () => void;
  onRegenerate: () => void;
  onClearContent: () => void;
}) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const n = chapter.chapterNumber;
  const content = chapter.content?.trim() ?? "";
  const shown = preview(content);
  const writing = busy === "generating" || busy === "regenerating";
  const waiting = busy !== undefined || held;
  const sr = (words: string) => <span className="sr-only"> {words}</span>;
  return (
    <div className="rounded-xl border border-ink-200 bg-ink-50/70 p-4 dark:border-ink-700 dark:bg-ink-950/40">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="font-semibold text-ink-900 text-sm dark:text-ink-50">Chapter text</h4>
        {content ? (
          <span className="text-ink-500 text-xs dark:text-ink-300">{wordCount(content)} words</span>
        ) : null}
      </div>
      {writing ? (
        <p className="mt-2 flex items-center gap-2 text-ink-700 text-sm dark:text-ink-200">
          <Spinner className="size-4" />
          {busy === "generating" ? "Writing the chapter…" : "Writing a new version…"}
        </p>
      ) : null}
      {content ? (
        <>
          <div
            id={textId}
            data-testid="chapter-text"
            className="mt-2 whitespace-pre-line break-words text-ink-800 text-sm leading-relaxed dark:text-ink-100"
          >
            {open ? content : shown.text}
          </div>
          {shown.truncated ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-1 -ml-3"
              aria-expanded={open}
              aria-controls={textId}
              onClick={() => setOpen((v) => !v)}
            >
              <ChevronDown
                aria-hidden
                className={open ? "rotate-180 transition-transform" : "transition-transform"}
              />
              {open ? "Show less" : "Show full chapter"}
              {sr(open ? `of chapter ${n}` : String(n))}
            </Button>
          ) : null}
        </>
      ) : writing ? null : (
        <p className="mt-2 text-ink-600 text-sm dark:text-ink-300">
          Not written yet. Generate it from the title and outline, or write it yourself.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {/* Keyed: the written chapter's buttons are new buttons, not the unwritten one's reused. */}
        {content ? (
          <Fragment key="written">
            <Button
              id={partId(chapter.key, "edit-content")}
              size="sm"
              variant="secondary"
              disabled={waiting}
              onClick={onEditContent}
            >
              <FilePenLine aria-hidden />
              Edit Content{sr(`of chapter ${n}`)}
            </Button>
            <Button size="sm" variant="secondary" disabled={waiting} onClick={onRegenerate}>
              <RefreshCw aria-hidden />
              Regenerate{sr(`chapter ${n}`)}
            </Button>
            <Button size="sm" variant="ghost" disabled={waiting} onClick={onClearContent}>
              <Eraser aria-hidden />
              Clear Text{sr(`of chapter ${n}`)}
            </Button>
          </Fragment>
        ) : (
          <Fragment key="unwritten">
            <Button
              id={partId(chapter.key, "generate")}
              size="sm"
              aria-disabled={waiting || undefined}
              onClick={() => !waiting && onGenerate()}
            >
              {busy === "generating" ? <Spinner className="size-4" /> : <WandSparkles aria-hidden />}
              {busy === "generating" ? "Generating…" : "Generate Chapter"}
              {sr(busy === "generating" ? `chapter ${n}` : String(n))}
            </Button>
            <Button size="sm" variant="secondary" disabled={waiting} onClick={onEditContent}>
              <Pencil aria-hidden />
              Write It Yourself{sr(`(chapter ${n})`)}
            </Button>
          </Fragment>
        )}
      </div>
    </div>
  );
}

/** Spec 002 §3: action options, each with text, description and the chapter it leads to. */
function ActionOptions({
  chapter,
  onEdit,
  onRemove,
}: {
  chapter: PlannerChapter;
  onEdit: (option: ActionOption | null) => void;
  onRemove: (id: string) => void;
}) {
  const n = chapter.chapterNumber;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-ink-900 text-sm dark:text-ink-50">Action options</h4>
        <Button size="sm" variant="secondary" onClick={() => onEdit(null)}>
          <Plus aria-hidden />
          Add Action<span className="sr-only"> to chapter {n}</span>
        </Button>
      </div>
      {chapter.actionOptions.length ? (
        <ul className="mt-2 grid gap-2">
          {chapter.actionOptions.map((option) => (
            <li
              key={option.id}
              className="flex items-start justify-between gap-3 rounded-lg border border-ink-200 px-3 py-2 dark:border-ink-700"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-ink-900 text-sm dark:text-ink-50">{option.text}</p>
                {option.description ? (
                  <p className="break-words text-ink-600 text-xs dark:text-ink-300">{option.description}</p>
                ) : null}
                <p className="mt-0.5 text-ink-500 text-xs dark:text-ink-300">
                  {option.targetChapter
                    ? `Leads to chapter ${option.targetChapter}`
                    : "Leads to the next chapter"}
                </p>
              </div>
              <div className="flex shrink-0 gap-0.5">
                <Button
                  variant="ghost"
                  size="icon"
                  className={iconButton}
                  aria-label={`Edit action “${option.text}”`}
                  onClick={() => onEdit(option)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className={iconButton}
                  aria-label={`Remove action “${option.text}”`}
                  onClick={() => onRemove(option.id)}
                >
                  <X aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-ink-500 text-sm dark:text-ink-300">
          None yet. Actions are the choices players get at the end of the chapter.
        </p>
      )}
    </div>
  );
}
