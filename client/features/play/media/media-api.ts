import type { GenerateImageRequest, SynthesizeRequest, Voice } from "../../../../contract/media";
import { throwIfResNotOk } from "../../../api/request";

/** Spec 000 §7: cookies always, a JSON body when there is one; a stale call can be abandoned. */
async function post<T>(url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** GET /api/tts/voices. */
export async function fetchVoices(): Promise<Voice[]> {
  const res = await fetch("/api/tts/voices", { credentials: "include" });
  await throwIfResNotOk(res);
  const body = (await res.json()) as { voices?: Voice[] };
  return Array.isArray(body.voices) ? body.voices : [];
}

/** POST /api/tts/synthesize: the MP3, ready for an <audio> element. */
export async function synthesize(request: SynthesizeRequest, signal?: AbortSignal): Promise<string> {
  const { audioContent } = await post<{ audioContent: string }>("/api/tts/synthesize", request, signal);
  return `data:audio/mpeg;base64,${audioContent}`;
}

/** POST /api/images/generate: the PNG, ready for an <img> element. */
export async function generateImage(request: GenerateImageRequest, signal?: AbortSignal): Promise<string> {
  const { imageData } = await post<{ imageData: string }>("/api/images/generate", request, signal);
  return `data:image/png;base64,${imageData}`;
}

/** The synthesizer's fixed settings (spec 000 §7). */
export const SPEECH_OPTIONS = { speakingRate: 1, pitch: 0, volumeGainDb: 0 } as const;
