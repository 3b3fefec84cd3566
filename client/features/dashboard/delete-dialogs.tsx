import { Eraser, Trash2 } from "lucide-react";
import type { GameSummary } from "../../../contract/games";
import { ConfirmDialog } from "../../ui/confirm-dialog";

type Props = {
  game: GameSummary | null;
  pending: boolean;
  onConfirm: (game: GameSummary) => void;
  onClose: () => void;
};

/** The dashboard's two deletes share one shape: this game, this question. */
function ConfirmDelete({
  game,
  pending,
  onConfirm,
  onClose,
  title,
  text,
  confirmLabel,
  icon,
}: Props & { title: string; text: string; confirmLabel: string; icon: typeof Trash2 }) {
  return (
    <ConfirmDialog
      open={game !== null}
      pending={pending}
      title={title}
      description={text}
      confirmLabel={confirmLabel}
      pendingLabel="Deleting..."
      icon={icon}
      onConfirm={() => game && onConfirm(game)}
      onClose={onClose}
    />
  );
}

/** Spec 000 §5: the delete game confirmation, word for word. */
export function DeleteGameDialog(props: Props) {
  return (
    <ConfirmDelete
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
    <ConfirmDelete
      {...props}
      title="Delete All Scenes"
      text={`Are you sure you want to delete all scenes from "${props.game?.title ?? ""}"? This will clear all story content but keep the game setup.`}
      confirmLabel="Delete Scenes"
      icon={Eraser}
    />
  );
}
