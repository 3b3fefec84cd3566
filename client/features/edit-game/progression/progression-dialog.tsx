import { Dialog } from "../../../ui/dialog";

// Placeholder until the real dialog lands from its own branch, which replaces this file.
export function ProgressionDialog({
  open,
  onOpenChange,
  character,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  character: { id?: string; name: string };
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`${character.name} Character Progression`}
      description={character.id ? "Progression is coming soon." : "Save the game first to track progression."}
    />
  );
}
