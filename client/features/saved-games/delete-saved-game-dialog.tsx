import { Trash2 } from "lucide-react";
import type { SavedGame } from "../../../contract/play";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";

type Props = {
  game: SavedGame | null;
  pending: boolean;
  onConfirm: (game: SavedGame) => void;
  onClose: () => void;
};

/** Asks before a saved game is deleted for good; it stays open while the delete runs. */
export function DeleteSavedGameDialog({ game, pending, onConfirm, onClose }: Props) {
  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Delete this saved game?"
      hideClose
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <Trash2 aria-hidden className="size-5" />
        </span>
      }
      description={
        game && (
          <>
            Your progress in{" "}
            <strong className="font-semibold text-ink-900 dark:text-ink-50">{game.gameTitle}</strong> (scene{" "}
            {game.currentSceneNumber}) will be removed for good. This can't be undone.
          </>
        )
      }
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="destructive" disabled={pending} onClick={() => game && onConfirm(game)}>
          {pending ? <Spinner /> : <Trash2 aria-hidden />}
          {pending ? "Deleting…" : "Delete"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
