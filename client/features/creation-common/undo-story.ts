import { Undo2 } from "lucide-react";
import type { StoryWriter } from "../../../contract/edit-game";
import { STORY_WRITER_NAMES } from "../../../contract/edit-game";
import { storyCounts } from "../../../contract/story-kind";
import type { RestoreRevisionResponse } from "../../../contract/story-revisions";
import { apiRequest, errorMessage } from "../../api/request";
import { type ToastAction, type ToastInput, toast } from "../../ui/toast-store";

/**
 * Ask before replacing, Undo after (ADR 027): every write that replaces a game's written story
 * keeps it as a revision first, and its answer names that revision (`undoRevisionId`).
 */

/** A toast with Undo stays twice the usual 5000 ms: long enough to read it and reach the button. */
export const UNDO_TOAST_MS = 10_000;

/** Who wrote the story, as a confirmation names it: "edited by hand in the Story Editor". */
export function writtenByPhrase(writtenBy: StoryWriter | null | undefined): string | null {
  if (!writtenBy) return null;
  if (writtenBy === "story-editor") return "edited by hand in the Story Editor";
  return `written by ${STORY_WRITER_NAMES[writtenBy]}`;
}

/** "3 chapters, 12 scenes, edited by hand in the Story Editor": what a generator would replace. */
export function storyBeingReplaced(story: {
  chapters: number;
  scenes: number;
  writtenBy: StoryWriter | null | undefined;
}): string {
  const by = writtenByPhrase(story.writtenBy);
  return by ? `${storyCounts(story)}, ${by}` : storyCounts(story);
}

/** POST /api/games/{id}/revisions/{revisionId}/restore: the story as the revision kept it. */
export async function restoreRevision(gameId: string, revisionId: string): Promise<RestoreRevisionResponse> {
  const url = `/api/games/${encodeURIComponent(gameId)}/revisions/${encodeURIComponent(revisionId)}/restore`;
  return (await apiRequest("POST", url)).json();
}

type Undo = {
  gameId: string;
  /** The answer's `undoRevisionId`: the revision that keeps the story from before the write. */
  revisionId: string;
  /** What made the write, as the History panel names it: "Generate Complete Story". */
  madeBy: string;
  /** Reads again whatever shows the story (the dashboard's counts, the editor's story). */
  onRestored: () => Promise<unknown> | undefined;
  /** A signed-out user's failure, as this screen handles it; true when handled. */
  onSignedOut?: (error: unknown) => boolean;
};

/** The toast's Undo: restores the story, reads it again, and says it is back. */
export function undoAction({ gameId, revisionId, madeBy, onRestored, onSignedOut }: Undo): ToastAction {
  return {
    label: "Undo",
    altText: `Undo ${madeBy}: restore the story as it was before`,
    icon: Undo2,
    onClick: () => {
      void (async () => {
        try {
          await restoreRevision(gameId, revisionId);
        } catch (error) {
          if (onSignedOut?.(error)) return;
          toast({ title: "Undo failed", description: errorMessage(error), variant: "destructive" });
          return;
        }
        await onRestored();
        toast({
          title: "Story restored",
          description: `The story is back as it was before ${madeBy}.`,
          variant: "success",
        });
      })();
    },
  };
}

/** A success toast that offers Undo when the write replaced a story (no revision: nothing to undo). */
export function toastWithUndo(
  input: ToastInput,
  undo: Omit<Undo, "revisionId"> & { revisionId?: string | null },
) {
  const { revisionId } = undo;
  if (!revisionId) return toast(input);
  return toast({ ...input, duration: UNDO_TOAST_MS, action: undoAction({ ...undo, revisionId }) });
}
