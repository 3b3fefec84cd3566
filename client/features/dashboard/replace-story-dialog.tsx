import { Sparkles } from "lucide-react";
import type { GameSummary } from "../../../contract/games";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { storyBeingReplaced } from "../creation-common/undo-story";

/** A game with a written story (chapters, even ones without scenes yet): a generator replaces it. */
export const hasWrittenStory = (game: Pick<GameSummary, "storyChapterCount" | "sceneCount">) =>
  game.storyChapterCount > 0 || game.sceneCount > 0;

/** What the dialog says: the story it replaces, by its counts and the tool that wrote it. */
export function replaceStoryText(game: GameSummary): string {
  const story = storyBeingReplaced({
    chapters: game.storyChapterCount,
    scenes: game.sceneCount,
    writtenBy: game.writtenBy,
  });
  return `"${game.title}" already has a written story: ${story}. Generate Complete Story will write a new story in its place. The current one is kept, and Undo brings it back.`;
}

/** Generate Complete Story on a game with a written story asks first (ADR 027, issue 29). */
export function ReplaceStoryDialog({
  game,
  onConfirm,
  onClose,
}: {
  game: GameSummary | null;
  onConfirm: (game: GameSummary) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={game !== null}
      // The generation runs after the dialog closes: the card and its toast show it.
      pending={false}
      title="Replace the Written Story?"
      description={game ? replaceStoryText(game) : ""}
      confirmLabel="Replace Story"
      pendingLabel="Generating..."
      icon={Sparkles}
      onConfirm={() => game && onConfirm(game)}
      onClose={onClose}
    />
  );
}
