import type { QueryClient } from "@tanstack/react-query";
import { TRANSCRIPT_PAGE } from "../../../contract/constants";
import type { SessionData, TranscriptResponse } from "../../../contract/play";
import { apiRequest } from "../../api/request";

// Scenes fetched a page at a time; the server's pre-paint embeds the same newest page.
export { TRANSCRIPT_PAGE };

export const transcriptKey = (token: string) => ["/api/sessions", token, "transcript"] as const;

/** The query of the run before a session's current scene: one per scene and turn (a roll back and a new action reach the same number). */
export function transcriptQueryKey(session: SessionData) {
  const at = session.currentSceneNumber;
  const turn = at > 1 ? (session.actionHistory.at(-1)?.id ?? "") : "";
  return [...transcriptKey(session.sessionToken), at, turn] as const;
}

/** One page of the run; without `before`, the scenes before the current one. */
export async function readTranscript(token: string, before?: number): Promise<TranscriptResponse> {
  const from = before ? `before=${before}&` : "";
  const path = `/api/sessions/${encodeURIComponent(token)}/transcript?${from}limit=${TRANSCRIPT_PAGE}`;
  return (await (await apiRequest("GET", path)).json()) as TranscriptResponse;
}

/**
 * The run's newest page, read beside the session on opening a run (not after it, a round trip
 * later): kept as the transcript's first page if it ends just before the session's scene.
 */
export function seedTranscript(
  queryClient: QueryClient,
  session: SessionData,
  page: TranscriptResponse | null,
) {
  const at = session.currentSceneNumber;
  if (!page || at <= 1 || page.scenes.at(-1)?.sceneNumber !== at - 1) return;
  queryClient.setQueryData(transcriptQueryKey(session), { pages: [page], pageParams: [at] });
}
