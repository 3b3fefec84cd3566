import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { REFUSAL_SENTENCE } from "../../../contract/constants";
import type { NextChapterResponse, RollbackResponse, SessionData } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { useAuth } from "../../app/use-auth";
import { toast } from "../../ui/toast-store";
import { announceAutoSave } from "./auto-save-notice";
import { actionErrorToast, playToasts } from "./play-toasts";
import { streamAction, streamRegenerate } from "./stream-action";
import { applyScene, savesKey, sessionKey, sessionPath } from "./use-play-session";

type NextChapter = z.infer<typeof NextChapterResponse>;
type Rollback = z.infer<typeof RollbackResponse>;

/**
 * Spec 000 §2: the System Restriction popup opens only for the fixed refusal sentence; any other
 * system message (one that merely starts "I'm sorry" too) is a note shown with the scene.
 */
export function isRefusal(systemMessage: string | null | undefined): systemMessage is string {
  return Boolean(systemMessage?.includes(REFUSAL_SENTENCE));
}

/** Saves a downloaded file under the given name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Options = {
  session: SessionData;
  /** Called once a new scene is on screen (scroll it into view, move focus). */
  onNewScene: () => void;
};

/** The things a player does to a session: act, next chapter, roll back, download the story. */
export function usePlayActions({ session, onNewScene }: Options) {
  const queryClient = useQueryClient();
  // Auto-saves are written for a signed-in player only (a session opened signed in is theirs).
  const { isAuthenticated } = useAuth();
  const token = session.sessionToken;
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [restriction, setRestriction] = useState<string | null>(null);

  const refreshSaves = () => queryClient.invalidateQueries({ queryKey: savesKey(token), exact: true });

  const act = useMutation({
    mutationFn: (action: string) =>
      streamAction(token, action, (chunk) => setStreamingText((text) => (text ?? "") + chunk)),
    onMutate: () => setStreamingText(""),
    onSuccess: (scene) => {
      // A refused action changes nothing on screen: the popup explains instead.
      if (isRefusal(scene.systemMessage)) {
        setRestriction(scene.systemMessage);
        return;
      }
      applyScene(queryClient, token, scene);
      void refreshSaves();
      announceAutoSave(token, scene.currentSceneNumber ?? session.currentSceneNumber + 1, isAuthenticated);
      onNewScene();
    },
    onError: (error) => toast(actionErrorToast(error)),
    onSettled: () => setStreamingText(null),
  });

  // The latest scene, written again from the same action (when the game allows it).
  const regenerate = useMutation({
    mutationFn: () => streamRegenerate(token, (chunk) => setStreamingText((text) => (text ?? "") + chunk)),
    onMutate: () => setStreamingText(""),
    onSuccess: (scene) => {
      if (isRefusal(scene.systemMessage)) {
        setRestriction(scene.systemMessage);
        return;
      }
      applyScene(queryClient, token, scene);
      void refreshSaves();
      onNewScene();
    },
    onError: (error) => toast(actionErrorToast(error)),
    onSettled: () => setStreamingText(null),
  });

  const nextChapter = useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", `${sessionPath(token)}/next-chapter`)).json()) as NextChapter,
    onSuccess: async ({ advancedToBeat, ...scene }) => {
      if (isRefusal(scene.systemMessage)) {
        setRestriction(scene.systemMessage);
        return;
      }
      applyScene(queryClient, token, scene);
      toast(playToasts.chapterAdvanced(advancedToBeat));
      onNewScene();
      await queryClient.invalidateQueries({ queryKey: sessionKey(token) });
    },
    onError: (error) => toast(playToasts.chapterFailed(error)),
  });

  const rollback = useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", `${sessionPath(token)}/rollback-scene`)).json()) as Rollback,
    onSuccess: async ({ newSceneNumber }) => {
      await queryClient.invalidateQueries({ queryKey: sessionKey(token) });
      const fresh = queryClient.getQueryData<SessionData>(sessionKey(token));
      toast(playToasts.rolledBack(newSceneNumber, fresh?.sceneTitle ?? null));
      onNewScene();
    },
    onError: (error) => toast(playToasts.rollbackFailed(error)),
  });

  const download = useMutation({
    mutationFn: async () => {
      const res = await apiRequest("GET", `${sessionPath(token)}/download-story`);
      saveFile(await res.blob(), `${session.game.title} - Story.txt`);
    },
    onSuccess: () => toast(playToasts.storyDownloaded()),
    onError: () => toast(playToasts.downloadFailed()),
  });

  return {
    act,
    nextChapter,
    rollback,
    regenerate,
    download,
    streamingText,
    restriction,
    dismissRestriction: () => setRestriction(null),
    /** Spec 000 §4: while any of these is pending, the play buttons are disabled. */
    busy: act.isPending || nextChapter.isPending || rollback.isPending || regenerate.isPending,
  };
}
