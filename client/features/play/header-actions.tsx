import { Dices, Download, FolderOpen, Redo2, RotateCcw, Save, Share2 } from "lucide-react";
import type { SessionData } from "../../../contract/play";
import { toast } from "../../ui/toast-store";
import type { HeaderAction } from "./header-menu";
import type { usePlayActions } from "./use-play-actions";

/** The game's public link: what Share copies, never the player's own session. */
export const publicLink = (slug: string) => `${window.location.origin}/play/${encodeURIComponent(slug)}`;

/** Issue 33 item 5: Share this game copies its public link. */
export async function shareGame(slug: string) {
  try {
    await navigator.clipboard.writeText(publicLink(slug));
    toast({
      variant: "success",
      title: "Link Copied",
      description: "The game's link is on your clipboard. It opens a new run; yours stays yours.",
    });
  } catch {
    toast({ variant: "destructive", title: "Copy Failed", description: "Could not copy to clipboard" });
  }
}

/**
 * The header's actions in menu order (spec 000 §2). Every button waits while an action is
 * pending (spec 000 §4): a save or a download then would catch the scene before the one being
 * written. A later action (Redo) is one more entry here.
 */
export function headerActions({
  session,
  play,
  openSaves,
  share,
  redo,
}: {
  session: SessionData;
  play: ReturnType<typeof usePlayActions>;
  openSaves: () => void;
  share: () => void;
  /** Redo after a roll back (issue 33): listed while there is a rolled-back scene to restore. */
  redo?: { run: () => void; pending: boolean; available: boolean };
}): HeaderAction[] {
  const { game, currentSceneNumber } = session;
  const atFirstScene = currentSceneNumber <= 1;
  const busy = play.busy;
  const actions: HeaderAction[] = [
    {
      id: "rollback",
      label: "Roll back",
      icon: <RotateCcw aria-hidden />,
      onClick: () => play.rollback.mutate(),
      pending: play.rollback.isPending,
      disabled: atFirstScene || busy,
      title: atFirstScene ? "You are at the first scene" : "Return to the previous scene",
      inline: true,
    },
  ];
  if (redo?.available) {
    // The latest scene has its own Redo button beside its title; the menu lists it too.
    actions.push({
      id: "redo",
      label: "Redo",
      icon: <Redo2 aria-hidden />,
      onClick: redo.run,
      pending: redo.pending,
      disabled: busy,
      title: "Bring back the scene you rolled back",
    });
  }
  // A written story's scenes are fixed: a re-roll would write the same scene again.
  if (game.allowRegeneration && !game.useCompleteStorySystem) {
    actions.push({
      id: "regenerate",
      label: "Regenerate scene",
      icon: <Dices aria-hidden />,
      onClick: () => play.regenerate.mutate(),
      pending: play.regenerate.isPending,
      disabled: atFirstScene || busy,
      title: atFirstScene ? "The opening scene cannot be regenerated" : "Write this scene again",
      inline: true,
    });
  }
  actions.push(
    {
      id: "save",
      label: "Save",
      icon: <Save aria-hidden />,
      onClick: openSaves,
      disabled: busy,
      title: "Save game",
      inline: true,
    },
    {
      id: "load",
      label: "Load",
      icon: <FolderOpen aria-hidden />,
      onClick: openSaves,
      disabled: busy,
      title: "Load a save",
    },
    {
      id: "download",
      label: "Download story",
      icon: <Download aria-hidden />,
      onClick: () => play.download.mutate(),
      pending: play.download.isPending,
      disabled: play.download.isPending || busy,
      title: "Download the story so far",
      inline: true,
    },
    {
      id: "share",
      label: "Share this game",
      icon: <Share2 aria-hidden />,
      onClick: share,
      title: "Copy the game's link (not your run)",
    },
  );
  return actions;
}
