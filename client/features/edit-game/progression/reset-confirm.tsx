import { RotateCcw } from "lucide-react";
import { ConfirmDialog } from "../../../ui/confirm-dialog";

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
    <ConfirmDialog
      open={open}
      pending={pending}
      title="Reset Progression?"
      description={what}
      confirmLabel="Reset Progression"
      pendingLabel="Resetting..."
      icon={RotateCcw}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
