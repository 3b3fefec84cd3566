import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogActions, DialogClose } from "./dialog";
import { Spinner } from "./spinner";

type ConfirmDialogProps = {
  open: boolean;
  /** While the action runs the dialog stays open and both buttons wait. */
  pending: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  icon: LucideIcon;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something destructive: Cancel first, the red action second, no close button. */
export function ConfirmDialog({
  open,
  pending,
  title,
  description,
  confirmLabel,
  pendingLabel,
  icon: Icon,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title={title}
      hideClose
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <Icon aria-hidden className="size-5" />
        </span>
      }
      description={description}
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? <Spinner className="size-4" /> : <Icon aria-hidden />}
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
