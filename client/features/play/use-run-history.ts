import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import type { ActionResponse, SessionData, TranscriptScene } from "../../../contract/play";
import { apiRequest, serverMessage } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { readTranscript, transcriptKey, transcriptQueryKey } from "./transcript-page";
import { applyScene, savesKey, sessionPath } from "./use-play-session";

type Shown = { at: number; scenes: TranscriptScene[]; current: TranscriptScene };

/** The current scene as the run on screen lists it once the story has moved past it. */
function asPast(session: SessionData): TranscriptScene {
  const at = session.currentSceneNumber;
  return {
    id: (at > 1 && session.actionHistory.at(-1)?.id) || `scene-${at}`,
    sceneNumber: at,
    action: at > 1 ? (session.actionHistory.at(-1)?.playerAction ?? null) : null,
    sceneTitle: session.sceneTitle,
    chapterTitle: session.chapterTitle,
    text: session.currentScene,
  };
}

/**
 * The run so far, before the current scene (issue 33 item 2), a page at a time from the newest;
 * earlier pages on demand. A step of one scene (a turn, a roll back, a redo, a re-roll) needs no
 * read: the run on screen already holds it, with the scene just left — and it must not grow
 * later, above a new scene the page has just scrolled to. A jump (a loaded save) is read anew.
 */
export function useTranscript(session: SessionData) {
  const token = session.sessionToken;
  const at = session.currentSceneNumber;
  const shown = useRef<Shown | null>(null);
  const query = useInfiniteQuery({
    // Opening a run, its first page is read beside the session (transcript-page.ts seedTranscript).
    queryKey: transcriptQueryKey(session),
    queryFn: ({ pageParam }) => readTranscript(token, pageParam),
    initialPageParam: at,
    // Pages are fetched newest first; the earlier ones are "previous" pages.
    getNextPageParam: () => undefined,
    getPreviousPageParam: (first) => (first.hasMore ? first.scenes[0]?.sceneNumber : undefined),
    enabled: at > 1,
    staleTime: Number.POSITIVE_INFINITY,
    initialData: () => {
      const prev = shown.current;
      if (!prev || Math.abs(prev.at - at) > 1) return undefined;
      const scenes = [...prev.scenes, prev.current].filter((s) => s.sceneNumber < at);
      if (!scenes.length) return undefined;
      return { pages: [{ scenes, hasMore: (scenes[0]?.sceneNumber ?? 1) > 1 }], pageParams: [at] };
    },
    // The scenes on screen stay while the next turn's transcript is read.
    placeholderData: (previous) => previous,
  });
  const scenes = useMemo<TranscriptScene[]>(
    () =>
      at > 1 ? (query.data?.pages.flatMap((p) => p.scenes).filter((s) => s.sceneNumber < at) ?? []) : [],
    [query.data, at],
  );
  const current = useMemo(() => asPast(session), [session]);
  useEffect(() => {
    shown.current = { at, scenes, current };
  }, [at, scenes, current]);
  return {
    scenes,
    loadEarlier: () => {
      if (query.hasPreviousPage && !query.isFetchingPreviousPage) void query.fetchPreviousPage();
    },
    loadingEarlier: query.isFetchingPreviousPage,
  };
}

type Options = { session: SessionData; onNewScene: () => void };

/**
 * Redo after Roll back, and the player's own text for the latest scene (issue 33 item 3). The
 * header's menu lists Redo from here too (`redo`, `canRedo`).
 */
export function useRunEdits({ session, onNewScene }: Options) {
  const queryClient = useQueryClient();
  const token = session.sessionToken;

  const redo = useMutation({
    mutationFn: async () =>
      (await (await apiRequest("POST", `${sessionPath(token)}/redo`)).json()) as ActionResponse,
    onSuccess: (scene) => {
      applyScene(queryClient, token, scene);
      void queryClient.invalidateQueries({ queryKey: savesKey(token), exact: true });
      toast({
        title: `Back to Scene ${scene.currentSceneNumber}`,
        description: "The scene you rolled back is restored.",
      });
      onNewScene();
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Couldn't redo",
        description: serverMessage(error, "Please try again."),
      }),
  });

  const edit = useMutation({
    mutationFn: async (text: string) =>
      (await (await apiRequest("PUT", `${sessionPath(token)}/scene`, { text })).json()) as ActionResponse,
    onSuccess: (scene) => {
      applyScene(queryClient, token, scene);
      // Runs kept from before the edit may hold this scene (one Redo away): they are dropped,
      // and rebuilt from what is on screen now (the run on screen itself is before this scene).
      queryClient.removeQueries({ queryKey: transcriptKey(token), type: "inactive" });
      toast({ title: "Scene edited", description: "The story goes on from your version, in this run only." });
    },
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "Couldn't save your edit",
        description: serverMessage(error, "Please try again."),
      }),
  });

  return { redo, edit, canRedo: Boolean(session.canRedo) };
}
