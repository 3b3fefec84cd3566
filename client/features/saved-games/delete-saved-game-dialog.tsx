import { Trash2 } from "lucide-react";
import type { SavedGame } from "../../../contract/play";
import { ConfirmDialog } from "../../ui/confirm-dialog";

type Props = {
  game: SavedGame | null;
  pending: boolean;
  onConfirm: (game: SavedGame) => void;
  onClose: () => void;
};

/** Asks before a saved game is deleted for good; it stays open while the delete runs. */
export function DeleteSavedGameDialog({ game, pending, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      open={game !== null}
      pending={pending}
      title="Delete this saved game?"
      description={
        game && (
          <>
            Your progress in{" "}
            <strong className="font-semibold text-ink-900 dark:text-ink-50">{game.gameTitle}</strong> (scene{" "}
            {game.currentSceneNumber}) will be removed for good. This can't be undone.
          </>
        )
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      icon={Trash2}
      onConfirm={() => game && onConfirm(game)}
      onClose={onClose}
    />
  );
}
