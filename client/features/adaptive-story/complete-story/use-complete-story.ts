import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  COMPLETE_STORY_TOASTS,
  type CompleteStoryProgress,
  PROGRESS_MAX_POLLS,
  PROGRESS_POLL_MS,
  type UpdateStoryChapterRequest,
  type WrittenStoryChapter,
} from "../../../../contract/complete-story";
import { serverMessage } from "../../../api/request";
import { toast } from "../../../ui/toast-store";
import { handleSessionExpired } from "../../creation-common/creation-errors";
import {
  deleteStory,
  fetchProgress,
  progressKey,
  progressStreamUrl,
  regenerateStoryChapter,
  restoreRevision,
  saveStoryChapter,
  startStory,
} from "./complete-story-api";

function failed(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

/** An Undo toast stays longer than the default: there is a button to reach. */
const UNDO_TOAST_MS = 10_000;

/** Toast words after each write of the story (ADR 027: each one offers Undo). */
export const STORY_WRITE_TOASTS = {
  started: { title: "Writing a New Story", description: "The written story it replaces is kept." },
  saved: (n: number) => ({ title: "Chapter Saved", description: `Chapter ${n} is saved in the story.` }),
  regenerated: (n: number) => ({
    title: "Chapter Regenerated",
    description: `Chapter ${n} was rewritten in the story.`,
  }),
  deleted: { title: "Story Deleted", description: "Its chapters were taken out of the written story." },
  restored: { title: "Story Restored", description: "The written story is back as it was." },
  undoFailed: { title: "Undo Failed", description: "The story could not be restored." },
} as const;

/**
 * Follows a story being written: the server's event stream when the browser has one (each
 * chapter shows the moment it lands), polling every 2 s otherwise or once the stream fails.
 * Either way the wait is spec 002 §9's: 150 ticks of 2 s, then "Generation Timeout".
 */
function useFollow(gameId: string, following: boolean, onTimeout: () => void) {
  const queryClient = useQueryClient();
  const timeout = useRef(onTimeout);
  timeout.current = onTimeout;
  useEffect(() => {
    if (!following) return;
    const key = progressKey(gameId);
    const apply = (progress: CompleteStoryProgress) => queryClient.setQueryData(key, progress);
    let source: EventSource | null = null;
    let streaming = false;
    if (typeof EventSource !== "undefined") {
      source = new EventSource(progressStreamUrl(gameId), { withCredentials: true });
      source.addEventListener("progress", (event) => {
        streaming = true;
        apply(JSON.parse((event as MessageEvent<string>).data) as CompleteStoryProgress);
      });
      // The stream ended or failed: polling takes over (the browser would only retry it).
      source.onerror = () => {
        streaming = false;
        source?.close();
        source = null;
      };
    }
    let ticks = 0;
    let polling = false;
    const timer = setInterval(() => {
      ticks += 1;
      if (ticks > PROGRESS_MAX_POLLS) {
        clearInterval(timer);
        source?.close();
        timeout.current();
        return;
      }
      if (streaming || polling) return;
      polling = true;
      fetchProgress(gameId)
        .then(apply, (error) => handleSessionExpired(error))
        .finally(() => {
          polling = false;
        });
    }, PROGRESS_POLL_MS);
    return () => {
      clearInterval(timer);
      source?.close();
    };
  }, [following, gameId, queryClient]);
}

/**
 * The Complete Story Generator's state and actions (spec 002 §2, §4, §8): the progress (read
 * afresh on mount), start, and a chapter's edit and regeneration. Toasts say the spec's words.
 */
export function useCompleteStory(gameId: string) {
  const queryClient = useQueryClient();
  const key = progressKey(gameId);
  const query = useQuery<CompleteStoryProgress>({ queryKey: key, refetchOnMount: "always" });
  const progress = query.data;
  const [timedOut, setTimedOut] = useState(false);
  const following = progress?.status === "generating" && !timedOut;

  useFollow(gameId, following, () => {
    setTimedOut(true);
    failed(COMPLETE_STORY_TOASTS.timeout.title, COMPLETE_STORY_TOASTS.timeout.description);
  });

  // A story followed here that ends in error says why (the job's own message when it has one).
  const watched = useRef(false);
  useEffect(() => {
    if (progress?.status === "generating") watched.current = true;
    else if (watched.current) {
      watched.current = false;
      if (progress?.status === "error")
        failed(
          COMPLETE_STORY_TOASTS.startFailed.title,
          progress.error || COMPLETE_STORY_TOASTS.startFailed.description,
        );
    }
  }, [progress?.status, progress?.error]);

  const setProgress = useCallback(
    (next: CompleteStoryProgress) => queryClient.setQueryData(key, next),
    [queryClient, key],
  );
  const setChapter = ({ undoRevisionId: _, ...chapter }: WrittenStoryChapter) =>
    queryClient.setQueryData<CompleteStoryProgress>(key, (old) =>
      old ? { ...old, chapters: old.chapters.map((c) => (c.id === chapter.id ? chapter : c)) } : old,
    );

  /** Brings back the story a write replaced; `before` runs first (stopping a story being written). */
  const undo = async (revisionId: string, before?: () => Promise<unknown>) => {
    try {
      await before?.();
      await restoreRevision(gameId, revisionId);
      toast({ ...STORY_WRITE_TOASTS.restored, variant: "success" });
    } catch (error) {
      if (!handleSessionExpired(error))
        failed(
          STORY_WRITE_TOASTS.undoFailed.title,
          serverMessage(error, STORY_WRITE_TOASTS.undoFailed.description),
        );
    }
    setTimedOut(false);
    // The progress, and whatever else of this game's is cached (the story's counts).
    await queryClient.invalidateQueries({ queryKey: ["/api/games", gameId] });
  };
  const offerUndo = (
    words: { title: string; description: string },
    revisionId: string | null | undefined,
    before?: () => Promise<unknown>,
  ) => {
    if (!revisionId) return;
    toast({
      ...words,
      variant: "success",
      duration: UNDO_TOAST_MS,
      action: { label: "Undo", onClick: () => void undo(revisionId, before) },
    });
  };

  const start = useMutation({
    mutationFn: () => startStory(gameId),
    onSuccess: (next) => {
      setTimedOut(false);
      setProgress(next);
      // Undo stops the new story, then brings the one it replaced back.
      offerUndo(STORY_WRITE_TOASTS.started, next.undoRevisionId, () => deleteStory(gameId));
    },
    onError: (error) => {
      if (handleSessionExpired(error)) return;
      failed(
        COMPLETE_STORY_TOASTS.startFailed.title,
        serverMessage(error, COMPLETE_STORY_TOASTS.startFailed.description),
      );
    },
  });

  const remove = useMutation({
    mutationFn: () => deleteStory(gameId),
    onSuccess: (next) => {
      setTimedOut(false);
      setProgress(next);
      offerUndo(STORY_WRITE_TOASTS.deleted, next.undoRevisionId);
    },
    onError: (error) => {
      if (handleSessionExpired(error)) return;
      failed("Delete Failed", serverMessage(error, "Failed to delete the story"));
    },
  });

  /** Saves a chapter; answers whether it worked (the dialog stays open otherwise). */
  const saveChapter = async (chapterId: string, change: UpdateStoryChapterRequest): Promise<boolean> => {
    try {
      const saved = await saveStoryChapter(gameId, chapterId, change);
      setChapter(saved);
      offerUndo(STORY_WRITE_TOASTS.saved(saved.chapterNumber), saved.undoRevisionId);
      return true;
    } catch (error) {
      if (!handleSessionExpired(error))
        failed(COMPLETE_STORY_TOASTS.saveFailed.title, COMPLETE_STORY_TOASTS.saveFailed.description);
      return false;
    }
  };

  const regenerateChapter = async (chapterId: string, direction: string): Promise<boolean> => {
    try {
      const rewritten = await regenerateStoryChapter(gameId, chapterId, direction);
      setChapter(rewritten);
      offerUndo(STORY_WRITE_TOASTS.regenerated(rewritten.chapterNumber), rewritten.undoRevisionId);
      return true;
    } catch (error) {
      if (!handleSessionExpired(error))
        failed(
          COMPLETE_STORY_TOASTS.regenerationFailed.title,
          serverMessage(error, COMPLETE_STORY_TOASTS.regenerationFailed.description),
        );
      return false;
    }
  };

  return {
    query,
    progress,
    following,
    timedOut,
    /** Follow a story again after "Generation Timeout". */
    keepWatching: () => {
      setTimedOut(false);
      void query.refetch();
    },
    start,
    remove,
    saveChapter,
    regenerateChapter,
  };
}

export type CompleteStory = ReturnType<typeof useCompleteStory>;

/** Whether the story has chapters (or is being written): the Story Outline is locked then (§4). */
export const hasStory = (progress: CompleteStoryProgress | undefined) =>
  Boolean(progress && (progress.chapters.length > 0 || progress.status === "generating"));

/**
 * The progress alone, for whoever needs to know whether a story exists (the mode lock): as the
 * page read it, then as the panel keeps it.
 */
export function useStoryProgress(gameId: string, options: { fresh?: boolean; enabled?: boolean } = {}) {
  return useQuery<CompleteStoryProgress>({
    queryKey: progressKey(gameId),
    enabled: options.enabled ?? true,
    ...(options.fresh ? { refetchOnMount: "always" as const } : {}),
  });
}
