import { RotateCcw } from "lucide-react";
import { Button } from "../../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../../ui/dialog";
import { Spinner } from "../../../ui/spinner";

type Props = {
  open: boolean;
  name: string;
  total: number;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * Reset deletes every event, the played ones too (ADR 013), so it is asked first. A dialog over
 * the dialog: Escape and Cancel close only this one, and focus goes back to the Reset button.
 */
export function ResetConfirm({ open, name, total, pending, onConfirm, onClose }: Props) {
  const what =
    total === 0
      ? `${name} has no events yet, so nothing will be deleted.`
      : `This deletes ${total === 1 ? `${name}'s one event` : `all ${total} of ${name}'s events`}, whether added by you or recorded during play, and sets the score back to 0. The character's description stays. This cannot be undone.`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Reset Progression?"
      hideClose
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <RotateCcw aria-hidden className="size-5" />
        </span>
      }
      description={what}
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? <Spinner className="size-4" /> : <RotateCcw aria-hidden />}
          {pending ? "Resetting..." : "Reset Progression"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
