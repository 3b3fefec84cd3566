import { CopyPlus } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import type { GameSummary } from "../../../contract/games";
import { TITLE_MAX } from "../../../contract/games";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Spinner } from "../../ui/spinner";

type Props = {
  game: GameSummary | null;
  pending: boolean;
  onDuplicate: (game: GameSummary, newTitle: string) => void;
  onClose: () => void;
};

/** Spec 000 §2 and §5: Duplicate Game for Structured Story. */
export function DuplicateDialog({ game, pending, onDuplicate, onClose }: Props) {
  const [title, setTitle] = useState("");
  // The default is the original's title plus " (Copy)"; the form clears when the dialog closes.
  useEffect(() => {
    setTitle(game ? `${game.title} (Copy)` : "");
  }, [game]);
  const trimmed = title.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (game && trimmed && !pending) onDuplicate(game, trimmed);
  };

  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Duplicate Game for Structured Story"
      description="A full copy — characters, outline and story — opens in the editor as a new draft."
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <CopyPlus aria-hidden className="size-5" />
        </span>
      }
    >
      <form onSubmit={submit}>
        <Field
          label="New Game Title"
          value={title}
          maxLength={TITLE_MAX}
          onChange={(e) => setTitle(e.target.value)}
          autoFocus
        />
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={!trimmed || pending}>
            {pending ? <Spinner className="size-4" /> : <CopyPlus aria-hidden />}
            {pending ? "Duplicating..." : "Duplicate & Edit"}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
