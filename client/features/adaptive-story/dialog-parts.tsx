import type { LucideIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "../../ui/button";
import { DialogActions, DialogClose } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";

/** The ember badge beside a chapter dialog's title. */
export const dialogIcon = (Icon: LucideIcon) => (
  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
    <Icon aria-hidden className="size-5" />
  </span>
);

/** Runs `save`; the dialog stays open (its buttons waiting) until it answers, and closes if it worked. */
export function useSaving(onOpenChange: (open: boolean) => void) {
  const [saving, setSaving] = useState(false);
  const run = async (save: () => Promise<boolean>) => {
    setSaving(true);
    try {
      if (await save()) onOpenChange(false);
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

/** Cancel, and the form's submit button, both waiting while it saves. */
export function SubmitActions({
  saving,
  label,
  savingLabel = "Saving…",
  icon: Icon,
}: {
  saving: boolean;
  label: string;
  savingLabel?: string;
  icon?: LucideIcon;
}) {
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button variant="secondary" disabled={saving}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={saving}>
        {saving ? <Spinner className="size-4" /> : Icon ? <Icon aria-hidden /> : null}
        {saving ? savingLabel : label}
      </Button>
    </DialogActions>
  );
}
