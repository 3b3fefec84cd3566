import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useState } from "react";
import { useLocation } from "wouter";
import type { ActionResponse, SessionData } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { forgetOwnSession, isOwnSession, rememberOwnSession } from "../../app/own-sessions";
import { useAuth } from "../../app/use-auth";
import { toast } from "../../ui/toast-store";
import { endVisit, forgetRun, keepRun, recallRun, runKey, setVisit, visitToken } from "./local-runs";
import { playToasts } from "./play-toasts";
import {
  requestSessionStart,
  type SessionStart,
  takeArrivedResume,
  takePrefetchedResume,
  takePrestartedSession,
} from "./session-prestart";
import { readTranscript, seedTranscript } from "./transcript-page";

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
  /** Play Again: a new run, without offering the one this browser holds. */
  restart: boolean;
};

/** The run this browser holds of the game, offered before a new one starts (issue 33 item 4). */
export type RunOffer = {
  sceneNumber: number;
  savedAt: number;
  continueRun: () => void;
  startOver: () => void;
};

/**
 * The play session for the address: the one `?session=` names (GET), or with `loadSave` that
 * session returned to the auto-save it names (POST load-save); else the run this page already
 * shows; else, once the player has chosen between it and a new run, the run this browser holds;
 * else a new one (POST start). Once read, the session leaves the address, which becomes the
 * game's public link (history.replaceState): copying it shares the game, never one's own run.
 */
export function usePlaySession({
  slug,
  token: addressToken,
  loadSave,
  preview,
  scene,
  restart,
}: SessionParams) {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const key = runKey(slug, preview);
  const token = addressToken ?? (restart ? null : visitToken(key));
  // A start from a scene, or Play Again, asks nothing; otherwise the held run is offered first.
  const [decided, setDecided] = useState(Boolean(scene || restart));
  const held = !token && !decided ? recallRun(key) : null;
  // Shared by remounts (the route set changes once sign-in is known), so a visit starts one
  // session; removed once the run is this page's, so a later visit starts a new one.
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
    enabled: !token && !held,
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
        if (loadSave) data = await loadSaved(loadSave);
        else {
          // The run's newest scenes come with the session, not a round trip after it.
          const early = takePrefetchedResume(token ?? "");
          const [session, page] = await Promise.all([
            early ? early.session.then(complete) : fetchSession(),
            early ? early.page : readTranscript(token ?? "").catch(() => null),
          ]);
          data = session;
          seedTranscript(queryClient, data, page);
        }
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
    // Read at start-up and already in (issue 33): the first render shows the run, no skeleton.
    initialData: () => {
      const arrived = token && !loadSave ? takeArrivedResume(token) : null;
      if (!arrived) return undefined;
      try {
        const data = complete(arrived.session);
        seedTranscript(queryClient, data, arrived.page);
        return data;
      } catch {
        // Incomplete: the query reads it afresh and reports what it finds.
        return undefined;
      }
    },
    enabled: Boolean(token),
    retry: 1,
    gcTime: SESSION_GC_MS,
  });

  // The run becomes this page's, and the address the game's public link (keeping `preview`).
  const startedToken = start.data?.sessionToken;
  const addressRead = Boolean(addressToken && resume.isSuccess);
  useEffect(() => {
    const taken = addressRead ? addressToken : !token && startedToken ? startedToken : null;
    if (!taken) return;
    setVisit(key, taken);
    navigate(`${location}${preview ? "?preview=true" : ""}`, { replace: true });
    rerender();
    if (startedToken && !addressToken)
      queryClient.removeQueries({ queryKey: startKeyOf({ slug, preview, scene }), exact: true });
    if (addressRead && loadSave)
      queryClient.removeQueries({ queryKey: resumeKeyOf(taken, loadSave), exact: true });
  }, [
    addressRead,
    addressToken,
    startedToken,
    token,
    key,
    loadSave,
    slug,
    preview,
    scene,
    location,
    navigate,
    queryClient,
  ]);

  // A held run the server no longer knows (cleaned up): forget it and start a new one.
  const heldGone =
    !addressToken && Boolean(token) && /^(400|404): /.test((resume.error as Error | null)?.message ?? "");
  useEffect(() => {
    if (!heldGone || !token) return;
    forgetRun(key, token);
    endVisit(key);
    setDecided(true);
    rerender();
  }, [heldGone, token, key]);

  const active = token ? resume : start;
  const data = active.data;
  // Remember where the run is, for the next visit; an ended run is not offered again.
  useEffect(() => {
    if (!data) return;
    if (data.ended) forgetRun(key, data.sessionToken);
    else keepRun(key, data.sessionToken, data.currentSceneNumber);
  }, [data, key]);

  useClaimOwnSession(token ?? startedToken ?? null, Boolean(data));
  const offer: RunOffer | null = held
    ? {
        sceneNumber: held.sceneNumber,
        savedAt: held.savedAt,
        continueRun: () => {
          setVisit(key, held.token);
          setDecided(true);
        },
        startOver: () => setDecided(true),
      }
    : null;
  return {
    token: addressToken,
    offer,
    data,
    error: data || heldGone ? null : (active.error as Error | null),
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
