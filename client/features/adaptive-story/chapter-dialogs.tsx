import { FilePenLine, ListPlus, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import {
  ACTION_DESCRIPTION_MAX,
  ACTION_TEXT_MAX,
  CHAPTER_CONTENT_MAX,
  DIRECTION_MAX,
  OUTLINE_MESSAGES,
} from "../../../contract/outline";
import { Dialog } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { TextAreaField } from "../creation-common/inputs";
import { dialogIcon, SubmitActions, useSaving } from "./dialog-parts";
import { newActionId, type PlannerChapter, wordCount } from "./planner-model";
import type { ActionOption } from "./use-planner";

/** Edit Content (spec 002 §2): the chapter's text; an empty one is refused (§5). */
export function ContentDialog({
  chapter,
  open,
  onOpenChange,
  onSave,
}: {
  chapter: PlannerChapter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (content: string) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useSaving(onOpenChange);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) {
      setText(chapter?.content ?? "");
      setError(null);
    }
  }, [open, chapter]);
  const number = chapter?.chapterNumber ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={`Edit Chapter ${number}`}
      description={
        chapter?.title.trim() ? `“${chapter.title.trim()}”` : "The chapter's text as players will read it."
      }
      className="sm:max-w-3xl"
      icon={dialogIcon(FilePenLine)}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) {
            setError(OUTLINE_MESSAGES.contentEmpty);
            area.current?.focus();
            return;
          }
          void run(() => onSave(text.trim()));
        }}
      >
        <TextAreaField
          ref={area}
          label="Chapter text"
          rows={16}
          value={text}
          maxLength={CHAPTER_CONTENT_MAX}
          error={error ?? undefined}
          hint={`${wordCount(text)} words`}
          onChange={(e) => {
            setText(e.target.value);
            if (error && e.target.value.trim()) setError(null);
          }}
        />
        <SubmitActions saving={saving} label="Save Content" />
      </form>
    </Dialog>
  );
}

/** Regenerate: a new version of the chapter, along an optional direction. */
export function RegenerateDialog({
  chapter,
  open,
  onOpenChange,
  onRegenerate,
}: {
  chapter: PlannerChapter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegenerate: (direction: string) => Promise<boolean>;
}) {
  const [direction, setDirection] = useState("");
  const { saving, run } = useSaving(onOpenChange);
  useEffect(() => {
    if (open) setDirection("");
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={`Regenerate Chapter ${chapter?.chapterNumber ?? ""}?`}
      description={`A new version replaces the text of ${
        chapter?.title.trim() ? `“${chapter.title.trim()}”` : `chapter ${chapter?.chapterNumber ?? ""}`
      } (${wordCount(chapter?.content ?? "")} words), with any edits made to it in the Story Editor. Afterwards the notification offers Undo.`}
      className="sm:max-w-lg"
      icon={dialogIcon(RefreshCw)}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => onRegenerate(direction));
        }}
      >
        <TextAreaField
          label="Direction (optional)"
          rows={3}
          value={direction}
          maxLength={DIRECTION_MAX}
          placeholder="e.g. Make it eerier, with more dialogue"
          hint="Leave it empty for a fresh take on the same events."
          onChange={(e) => setDirection(e.target.value)}
        />
        <SubmitActions saving={saving} label="Regenerate" savingLabel="Regenerating…" icon={RefreshCw} />
      </form>
    </Dialog>
  );
}

/** Add or edit an action option (spec 002 §3): text (required), description, target chapter. */
export function ActionOptionDialog({
  chapter,
  option,
  chapters,
  open,
  onOpenChange,
  onSave,
}: {
  chapter: PlannerChapter | null;
  /** The option being edited; none to add one. */
  option: ActionOption | null;
  chapters: PlannerChapter[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (option: ActionOption) => Promise<boolean>;
}) {
  const [text, setText] = useState("");
  const [description, setDescription] = useState("");
  const [target, setTarget] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useSaving(onOpenChange);
  const targetId = useId();
  const textRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) {
      setText(option?.text ?? "");
      setDescription(option?.description ?? "");
      setTarget(option?.targetChapter ? String(option.targetChapter) : "");
      setError(null);
    }
  }, [open, option]);
  const number = chapter?.chapterNumber ?? 0;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={option ? "Edit Action" : "Add Action"}
      description={`A choice players are offered at the end of chapter ${number}.`}
      className="sm:max-w-lg"
      icon={dialogIcon(ListPlus)}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!text.trim()) {
            setError(OUTLINE_MESSAGES.actionTextRequired);
            textRef.current?.focus();
            return;
          }
          void run(() =>
            onSave({
              id: option?.id ?? newActionId(),
              text: text.trim(),
              description: description.trim() || undefined,
              targetChapter: target ? Number(target) : null,
            }),
          );
        }}
      >
        <Field
          ref={textRef}
          label="Action text"
          value={text}
          maxLength={ACTION_TEXT_MAX}
          placeholder="e.g. Follow the lights into the barrows"
          error={error ?? undefined}
          onChange={(e) => {
            setText(e.target.value);
            if (error && e.target.value.trim()) setError(null);
          }}
        />
        <TextAreaField
          label="Description (optional)"
          rows={2}
          value={description}
          maxLength={ACTION_DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="grid gap-1.5">
          <label htmlFor={targetId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
            Leads to
          </label>
          <select
            id={targetId}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            className="h-11 w-full min-w-0 cursor-pointer rounded-lg border border-ink-200 bg-white px-3.5 pr-8 text-ink-950 text-sm outline-none focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50"
          >
            <option value="">The next chapter</option>
            {chapters.map((c) => (
              <option key={c.key} value={String(c.chapterNumber)}>
                Chapter {c.chapterNumber}
                {c.title.trim() ? `: ${c.title.trim()}` : ""}
              </option>
            ))}
          </select>
        </div>
        <SubmitActions saving={saving} label={option ? "Save Action" : "Add Action"} />
      </form>
    </Dialog>
  );
}
