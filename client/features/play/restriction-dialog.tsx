import { ShieldAlert } from "lucide-react";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";

/** Spec 000 §2: the System Restriction popup, opened by a refusal; the scene stays as it was. */
export function RestrictionDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Dialog
      open={message !== null}
      onOpenChange={(open) => !open && onClose()}
      title="System Restriction"
      description="Please pick one of the available actions to continue your story."
      hideClose
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-red-500/12 text-red-700 dark:text-red-300">
          <ShieldAlert aria-hidden className="size-5" />
        </span>
      }
    >
      {message ? (
        <p className="rounded-xl border border-ink-200 bg-ink-50 px-4 py-3 text-ink-800 text-sm leading-relaxed dark:border-ink-700 dark:bg-ink-950 dark:text-ink-100">
          {message}
        </p>
      ) : null}
      <DialogActions>
        <DialogClose asChild>
          <Button className="tracking-wider">ACKNOWLEDGED</Button>
        </DialogClose>
      </DialogActions>
    </Dialog>
  );
}
