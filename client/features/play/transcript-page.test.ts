import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { SessionData, TranscriptResponse } from "../../../contract/play";
import { seedTranscript, transcriptQueryKey } from "./transcript-page";

const session = (at: number) =>
  ({
    sessionToken: "tok",
    currentSceneNumber: at,
    actionHistory: at > 1 ? [{ id: `turn-${at}`, playerAction: "Wait" }] : [],
  }) as unknown as SessionData;

const page = (...numbers: number[]): TranscriptResponse => ({
  scenes: numbers.map((n) => ({
    id: `turn-${n}`,
    sceneNumber: n,
    action: n > 1 ? "Wait" : null,
    sceneTitle: `Scene ${n}`,
    chapterTitle: null,
    text: `Text ${n}`,
  })),
  hasMore: false,
});

describe("seedTranscript (the run's newest page, read beside the session)", () => {
  it("becomes the transcript's first page when it ends just before the session's scene", () => {
    const client = new QueryClient();
    const s = session(4);
    seedTranscript(client, s, page(1, 2, 3));
    expect(client.getQueryData(transcriptQueryKey(s))).toEqual({ pages: [page(1, 2, 3)], pageParams: [4] });
  });

  it("is dropped when the run moved between the two reads, failed, or has no scene before", () => {
    const client = new QueryClient();
    seedTranscript(client, session(5), page(1, 2, 3));
    expect(client.getQueryData(transcriptQueryKey(session(5)))).toBeUndefined();
    seedTranscript(client, session(4), null);
    expect(client.getQueryData(transcriptQueryKey(session(4)))).toBeUndefined();
    seedTranscript(client, session(1), page());
    expect(client.getQueryData(transcriptQueryKey(session(1)))).toBeUndefined();
  });
});
