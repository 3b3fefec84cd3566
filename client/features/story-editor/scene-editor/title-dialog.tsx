import type { LucideIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Dialog } from "../../../ui/dialog";
import { Field } from "../../../ui/field";
import { dialogIcon, SubmitActions } from "../../adaptive-story/dialog-parts";

/** Chapter and ending titles: the contract's limit (spec 002 §3). */
export const TITLE_MAX = 200;

export type TitleRequest = {
  title: string;
  /** The dialog's heading, e.g. "Rename Chapter". */
  heading: string;
  label: string;
  submitLabel: string;
  /** What an empty title is told, in the contract's words. */
  requiredMessage: string;
  icon: LucideIcon;
  onSave: (title: string) => void;
};

/** One title to name or rename a chapter or an ending: changed in the draft, saved with the story. */
export function TitleDialog({ request, onClose }: { request: TitleRequest | null; onClose: () => void }) {
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (request) {
      setTitle(request.title);
      setError(null);
    }
  }, [request]);
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request?.heading ?? ""}
      className="sm:max-w-lg"
      icon={request ? dialogIcon(request.icon) : undefined}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!request) return;
          if (!title.trim()) {
            setError(request.requiredMessage);
            return;
          }
          request.onSave(title.trim());
          onClose();
        }}
      >
        <Field
          label={request?.label ?? "Title"}
          value={title}
          maxLength={TITLE_MAX}
          error={error ?? undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            if (error && e.target.value.trim()) setError(null);
          }}
        />
        <SubmitActions saving={false} label={request?.submitLabel ?? "Save"} />
      </form>
    </Dialog>
  );
}
