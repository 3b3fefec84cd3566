import { WandSparkles } from "lucide-react";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { dialogIcon } from "./dialog-parts";
import type { PlannerChapter } from "./planner-model";
import type { GenerateAllScope } from "./use-planner";

const named = (c: PlannerChapter) => `${c.chapterNumber}${c.title.trim() ? ` “${c.title.trim()}”` : ""}`;

/** "Chapters 1 “Dusk” and 3 “The Court”": the written chapters a rewrite would replace. */
export function writtenNames(written: PlannerChapter[]): string {
  const names = written.map(named);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `${written.length === 1 ? "Chapter" : "Chapters"} ${list}`;
}

/**
 * Generate All when some chapters already have text (ADR 027: ask before replacing): name them,
 * and offer to write only the others (the default) or rewrite every one.
 */
export function GenerateAllDialog({
  open,
  written,
  missing,
  onChoose,
  onClose,
}: {
  open: boolean;
  /** Chapters Generate All would write that already have text. */
  written: PlannerChapter[];
  /** How many it would write that have none. */
  missing: number;
  onChoose: (scope: GenerateAllScope) => void;
  onClose: () => void;
}) {
  const has = written.length === 1 ? "already has text" : "already have text";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Some Chapters Are Written"
      icon={dialogIcon(WandSparkles)}
      className="sm:max-w-2xl"
      description={`${writtenNames(written)} ${has}. ${
        missing
          ? `Generate All can write the ${missing === 1 ? "one chapter" : `${missing} chapters`} without text and leave ${written.length === 1 ? "it" : "them"} as ${written.length === 1 ? "it is" : "they are"}, or rewrite everything.`
          : "Every chapter with an outline has text: Generate All would rewrite them all."
      } Afterwards the notification offers Undo.`}
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button variant={missing ? "secondary" : "destructive"} onClick={() => onChoose("all")}>
          Rewrite everything
        </Button>
        {missing ? (
          // The default: nothing the author has is replaced.
          <Button autoFocus onClick={() => onChoose("missing")}>
            <WandSparkles aria-hidden />
            Write the missing chapters only
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
