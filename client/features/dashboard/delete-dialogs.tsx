import { Eraser, Trash2 } from "lucide-react";
import type { GameSummary } from "../../../contract/games";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";

type Props = {
  game: GameSummary | null;
  pending: boolean;
  onConfirm: (game: GameSummary) => void;
  onClose: () => void;
};

function ConfirmDialog({
  game,
  pending,
  onConfirm,
  onClose,
  title,
  text,
  confirmLabel,
  icon: Icon,
}: Props & { title: string; text: string; confirmLabel: string; icon: typeof Trash2 }) {
  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      hideClose
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <Icon aria-hidden className="size-5" />
        </span>
      }
      description={text}
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="destructive" disabled={pending} onClick={() => game && onConfirm(game)}>
          {pending ? <Spinner className="size-4" /> : <Icon aria-hidden />}
          {pending ? "Deleting..." : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Spec 000 §5: the delete game confirmation, word for word. */
export function DeleteGameDialog(props: Props) {
  return (
    <ConfirmDialog
      {...props}
      title="Delete Game"
      text={`Are you sure you want to delete "${props.game?.title ?? ""}"? This action cannot be undone.`}
      confirmLabel="Delete Game"
      icon={Trash2}
    />
  );
}

/** Spec 000 §5: the delete scenes confirmation, word for word. */
export function DeleteScenesDialog(props: Props) {
  return (
    <ConfirmDialog
      {...props}
      title="Delete All Scenes"
      text={`Are you sure you want to delete all scenes from "${props.game?.title ?? ""}"? This will clear all story content but keep the game setup.`}
      confirmLabel="Delete Scenes"
      icon={Eraser}
    />
  );
}
