import { useMutation } from "@tanstack/react-query";
import { Flag } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from "../../../contract/reports";
import { apiRequest, serverMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; slug: string; title: string };

/**
 * "Report this game" (issue 34): a reason from the short list and an optional note, sent to the
 * site's moderators. Used by the gallery's cards and the play page; loaded when first opened.
 */
export default function ReportDialog({ open, onOpenChange, slug, title }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const noteId = useId();
  const send = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("POST", `/api/games/${encodeURIComponent(slug)}/reports`, {
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      return (await res.json()) as { message: string };
    },
    onSuccess: ({ message }) => {
      toast({ title: "Report sent", description: message, variant: "success" });
      setReason(null);
      setNote("");
      onOpenChange(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissing(true);
      return;
    }
    send.mutate();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send.reset();
        onOpenChange(next);
      }}
      title="Report this game"
      description={`Tell the site's moderators what is wrong with “${title}”.`}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-500/10 text-red-700 dark:text-red-300">
          <Flag aria-hidden className="size-5" />
        </span>
      }
    >
      <form onSubmit={submit} className="grid gap-4" noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-ink-900 text-sm dark:text-ink-50">Reason</legend>
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-ink-200 px-3 py-2 text-ink-800 text-sm has-[:checked]:border-ember-500 has-[:checked]:bg-ember-500/10 dark:border-ink-700 dark:text-ink-100"
            >
              <input
                type="radio"
                name="reason"
                value={r}
                checked={reason === r}
                onChange={() => {
                  setReason(r);
                  setMissing(false);
                }}
                className="accent-ember-600"
              />
              {r}
            </label>
          ))}
          {missing ? (
            <p role="alert" className="text-red-700 text-sm dark:text-red-300">
              Choose a reason
            </p>
          ) : null}
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor={noteId} className="font-medium text-ink-900 text-sm dark:text-ink-50">
            Note <span className="font-normal text-ink-500 dark:text-ink-400">(optional)</span>
          </label>
          <textarea
            id={noteId}
            value={note}
            maxLength={REPORT_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
            rows={3}
            placeholder="Which scene, and what happens there"
            className="rounded-lg border border-ink-200 bg-white px-3 py-2 text-ink-900 text-sm outline-none focus:border-ember-500 focus:ring-2 focus:ring-ember-500/30 dark:border-ink-700 dark:bg-ink-950 dark:text-ink-50"
          />
          <p className="text-right text-ink-500 text-xs dark:text-ink-400">
            {note.length}/{REPORT_NOTE_MAX}
          </p>
        </div>
        {send.isError ? (
          <FormAlert>
            {serverMessage(send.error, "The report could not be sent. Please try again.")}
          </FormAlert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={send.isPending}>
            {send.isPending ? <Spinner className="size-4" /> : <Flag aria-hidden />}
            {send.isPending ? "Sending..." : "Send report"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
