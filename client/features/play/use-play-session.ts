import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "wouter";
import type { ActionResponse, SessionData } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { forgetOwnSession, isOwnSession, rememberOwnSession } from "../../app/own-sessions";
import { useAuth } from "../../app/use-auth";
import { toast } from "../../ui/toast-store";
import { playToasts } from "./play-toasts";
import { requestSessionStart, type SessionStart, takePrestartedSession } from "./session-prestart";

/** Spec 000 §4: a start or resume answer without these fields fails with this message. */
export const INCOMPLETE_SESSION = "The game session data is incomplete.";
/** Spec 000 §9: the session query is kept 5 minutes and retried once. */
const SESSION_GC_MS = 5 * 60 * 1000;

export const sessionKey = (token: string) => ["/api/sessions", token] as const;
// A start from a scene is its own query: never the answer of a start from the opening.
const startKeyOf = ({ slug, preview, scene }: SessionStart) =>
  ["/api/sessions/start", slug, preview, scene] as const;
const resumeKeyOf = (token: string, loadSave: string | null) =>
  loadSave ? [...sessionKey(token), { loadSave }] : sessionKey(token);
export const savesKey = (token: string) => ["/api/sessions", token, "saves"] as const;
export const sessionPath = (token: string) => `/api/sessions/${encodeURIComponent(token)}`;

function complete(data: unknown): SessionData {
  const session = data as Partial<SessionData> | null;
  if (!session?.game || typeof session.currentScene !== "string" || !session.playerState) {
    throw new Error(INCOMPLETE_SESSION);
  }
  return session as SessionData;
}

/** Puts a scene answer (an action, a new chapter) in place of the session's current scene. */
export function applyScene(queryClient: QueryClient, token: string, scene: ActionResponse) {
  queryClient.setQueryData<SessionData>(sessionKey(token), (old) => {
    if (!old) return old;
    const { sceneDescription, currentSceneNumber, ...rest } = scene;
    return {
      ...old,
      ...rest,
      currentScene: sceneDescription,
      // Only Redo's answer can leave more to redo: any other new scene clears it (issue 33).
      canRedo: scene.canRedo ?? false,
      // Spec 000 §4: the scene number goes up by one when the server does not say.
      currentSceneNumber:
        typeof currentSceneNumber === "number" ? currentSceneNumber : old.currentSceneNumber + 1,
    };
  });
}

/** The server's answer to a `loadSave` id that names no save of this session (404 "Save not found"). */
export function isSaveMissing(error: unknown): boolean {
  const message = error instanceof Error ? error.message : "";
  return message.startsWith("404: ") && message.includes("Save not found");
}

type SessionParams = {
  slug: string;
  token: string | null;
  loadSave: string | null;
  preview: boolean;
  /** Preview from here: the scene of the written story a new session opens at. */
  scene: string | null;
};

/**
 * The play session for the address: a new one for the game (POST start) when the address has
 * no `session`, else that session (GET), or with `loadSave` that session returned to the
 * auto-save it names (POST load-save). The new token goes into the address, and `loadSave`
 * leaves it, with history.replaceState.
 */
export function usePlaySession({ slug, token, loadSave, preview, scene }: SessionParams) {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  // Shared by remounts (the route set changes once sign-in is known), so a visit starts one
  // session; removed once the token is in the address, so a later visit starts a new one.
  const startWith: SessionStart = { slug, preview, scene };
  const startKey = startKeyOf(startWith);

  const start = useQuery({
    queryKey: startKey,
    queryFn: async () => {
      const data = complete(await (takePrestartedSession(startWith) ?? requestSessionStart(startWith)));
      rememberOwnSession(data.sessionToken);
      queryClient.setQueryData(sessionKey(data.sessionToken), data);
      return data;
    },
    enabled: !token,
    retry: 1,
    gcTime: SESSION_GC_MS,
  });

  const resumeKey = resumeKeyOf(token ?? "", loadSave);
  const resume = useQuery({
    queryKey: resumeKey,
    queryFn: async () => {
      const path = sessionPath(token ?? "");
      const fetchSession = async () => complete(await (await apiRequest("GET", path)).json());
      // Loading a save changes the session, so it is a POST (the GET only reads, issue 28 F15);
      // it answers the session as it then stands.
      const loadSaved = async (saveId: string) =>
        complete(await (await apiRequest("POST", `${path}/load-save`, { saveId })).json());
      let data: SessionData;
      try {
        data = loadSave ? await loadSaved(loadSave) : await fetchSession();
      } catch (error) {
        // An auto-save that is gone (only the latest are kept) still leaves a playable session:
        // open it where it is, and say so, rather than call the whole game lost.
        if (!loadSave || !isSaveMissing(error)) throw error;
        data = await fetchSession();
        toast(playToasts.saveMissing());
      }
      if (loadSave && token) queryClient.setQueryData(sessionKey(token), data);
      return data;
    },
    enabled: Boolean(token),
    retry: 1,
    gcTime: SESSION_GC_MS,
  });

  // Keep the address in step: the new token in, a loaded save's id out; so a reload resumes.
  const startedToken = start.data?.sessionToken;
  const loaded = Boolean(loadSave && resume.isSuccess);
  useEffect(() => {
    const justStarted = !token && startedToken ? startedToken : null;
    if (!justStarted && !loaded) return;
    const params = new URLSearchParams(window.location.search);
    if (justStarted) params.set("session", justStarted);
    params.delete("loadSave");
    navigate(`${location}?${params.toString()}`, { replace: true });
    if (justStarted)
      queryClient.removeQueries({ queryKey: startKeyOf({ slug, preview, scene }), exact: true });
    if (loaded && token) queryClient.removeQueries({ queryKey: resumeKeyOf(token, loadSave), exact: true });
  }, [startedToken, token, loaded, loadSave, slug, preview, scene, location, navigate, queryClient]);

  const active = token ? resume : start;
  useClaimOwnSession(token ?? startedToken ?? null, Boolean(active.data));
  return {
    token,
    data: active.data,
    error: active.data ? null : (active.error as Error | null),
    retry: () => void active.refetch(),
  };
}

/**
 * A session this browser played as a visitor becomes the player's once they are signed in
 * (auto-saves, Continue Playing). Only a session this browser started or loaded is claimed: a
 * play link someone shared opens, but stays theirs.
 */
function useClaimOwnSession(token: string | null, ready: boolean) {
  const { isAuthenticated, isLoading } = useAuth();
  useEffect(() => {
    if (!token || !ready || isLoading || !isAuthenticated || !isOwnSession(token)) return;
    apiRequest("POST", `${sessionPath(token)}/claim`).then(
      () => forgetOwnSession(token),
      // It stays a visitor's session, playable as before; the next visit tries again.
      () => undefined,
    );
  }, [token, ready, isAuthenticated, isLoading]);
}
