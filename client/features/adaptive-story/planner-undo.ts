import { toast } from "../../ui/toast-store";
import { failureToast } from "../creation-common/creation-errors";
import * as api from "./adaptive-story-api";

/**
 * The planner's Undo (ADR 027): every write that replaces what a chapter says keeps the story as
 * it was (a revision); the toast after it offers Undo, which restores that revision and reloads
 * the chapters as the story now holds them.
 */
/** A toast with an Undo stays long enough to reach the button. */
export const UNDO_TOAST_MS = 10_000;

export type UndoDeps = {
  gameId: string;
  /** Runs the work in the planner's one write queue, after the writes before it. */
  enqueue: <T>(work: () => Promise<T>) => Promise<T>;
  /** Reads the chapters afresh and lays them over the page's. */
  reload: () => Promise<void>;
  /** The id of the toast offering Undo now, if any (the page withdraws it when it goes). */
  offered: { current: string | null };
};

export function plannerUndo({ gameId, enqueue, reload, offered }: UndoDeps) {
  /** Restores the revision; `then` puts back what the story does not hold (a removed chapter's plan). */
  const undo = (revisionId: string, then?: () => Promise<unknown>) =>
    enqueue(async () => {
      try {
        await api.restoreRevision(gameId, revisionId);
        await then?.();
        await reload();
        toast({ title: "Undone", description: "The story is back as it was before.", variant: "success" });
        return true;
      } catch (error) {
        failureToast("Undo Failed", error);
        return false;
      }
    });

  /** A success toast; with an Undo button when the write kept a revision. */
  const offer = (
    title: string,
    description: string,
    revisionId: string | null | undefined,
    then?: () => Promise<unknown>,
  ) => {
    const id = toast({
      title,
      description,
      variant: "success",
      ...(revisionId
        ? {
            duration: UNDO_TOAST_MS,
            action: { label: "Undo", onClick: () => void undo(revisionId, then) },
          }
        : {}),
    });
    offered.current = revisionId ? id : null;
  };

  return { undo, offer };
}
