import { FilePenLine, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  CHAPTER_CONTENT_MAX,
  CHAPTER_TITLE_MAX,
  COMPLETE_STORY_MESSAGES,
  type CompleteStoryChapter,
  DIRECTION_MAX,
  type UpdateStoryChapterRequest,
} from "../../../../contract/complete-story";
import { Dialog } from "../../../ui/dialog";
import { Field } from "../../../ui/field";
import { TextAreaField } from "../../creation-common/inputs";
import { dialogIcon, SubmitActions, useSaving } from "../dialog-parts";
import { wordCount } from "../planner-model";

/** Edit (spec 002 §2): a chapter's title and text; neither may be left empty (§5). */
export function EditStoryChapterDialog({
  chapter,
  open,
  onOpenChange,
  onSave,
}: {
  chapter: CompleteStoryChapter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (change: UpdateStoryChapterRequest) => Promise<boolean>;
}) {
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const { saving, run } = useSaving(onOpenChange);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) {
      setTitle(chapter?.title ?? "");
      setContent(chapter?.content ?? "");
      setErrors({});
    }
  }, [open, chapter]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={`Edit Chapter ${chapter?.chapterNumber ?? ""}`}
      description="The chapter as players will read it."
      className="sm:max-w-3xl"
      icon={dialogIcon(FilePenLine)}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          const next = {
            title: title.trim() ? undefined : COMPLETE_STORY_MESSAGES.titleRequired,
            content: content.trim() ? undefined : COMPLETE_STORY_MESSAGES.contentEmpty,
          };
          setErrors(next);
          if (next.title) return titleRef.current?.focus();
          if (next.content) return contentRef.current?.focus();
          void run(() => onSave({ title: title.trim(), content: content.trim() }));
        }}
      >
        <Field
          ref={titleRef}
          label="Chapter title"
          value={title}
          maxLength={CHAPTER_TITLE_MAX}
          error={errors.title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (errors.title && e.target.value.trim()) setErrors((x) => ({ ...x, title: undefined }));
          }}
        />
        <TextAreaField
          ref={contentRef}
          label="Chapter text"
          rows={16}
          value={content}
          maxLength={CHAPTER_CONTENT_MAX}
          error={errors.content}
          hint={`${wordCount(content)} words`}
          onChange={(e) => {
            setContent(e.target.value);
            if (errors.content && e.target.value.trim()) setErrors((x) => ({ ...x, content: undefined }));
          }}
        />
        <SubmitActions saving={saving} label="Save Chapter" />
      </form>
    </Dialog>
  );
}

/** Regenerate with a direction (spec 002 §2); a blank direction is refused (§5). */
export function RegenerateStoryChapterDialog({
  chapter,
  open,
  onOpenChange,
  onRegenerate,
}: {
  chapter: CompleteStoryChapter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRegenerate: (direction: string) => Promise<boolean>;
}) {
  const [direction, setDirection] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useSaving(onOpenChange);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) {
      setDirection("");
      setError(null);
    }
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (saving ? undefined : onOpenChange(next))}
      title={`Regenerate Chapter ${chapter?.chapterNumber ?? ""}`}
      description="A new version, written the way you say, replaces the chapter's text in the story. The message that follows offers Undo."
      className="sm:max-w-lg"
      icon={dialogIcon(RefreshCw)}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!direction.trim()) {
            setError(COMPLETE_STORY_MESSAGES.directionRequired);
            area.current?.focus();
            return;
          }
          void run(() => onRegenerate(direction.trim()));
        }}
      >
        <TextAreaField
          ref={area}
          label="Direction"
          rows={3}
          value={direction}
          maxLength={DIRECTION_MAX}
          placeholder="e.g. Make it eerier, with more dialogue"
          error={error ?? undefined}
          onChange={(e) => {
            setDirection(e.target.value);
            if (error && e.target.value.trim()) setError(null);
          }}
        />
        <SubmitActions saving={saving} label="Regenerate" savingLabel="Regenerating…" icon={RefreshCw} />
      </form>
    </Dialog>
  );
}
