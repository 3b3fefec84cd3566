import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_PREVIEW_TEXT, VOICE_PREVIEW_TITLE } from "../../../../contract/media-constants";
import { toast } from "../../../ui/toast-store";
import { SPEECH_OPTIONS, synthesize } from "./media-api";
import { mediaToasts } from "./media-toasts";

/** Spec 000 §4: the preview is locked while it plays, and for this long at most. */
export const PREVIEW_LOCK_MS = 5000;

/**
 * Plays a voice's sample sentence (spec 000 §7). While one plays the preview buttons are locked,
 * so a player clicking through the list hears one voice at a time; the lock lifts when the
 * sample ends, or after five seconds should it never end (a stalled or silent file).
 */
export function useVoicePreview() {
  const [previewing, setPreviewing] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const locked = useRef(false);
  const latest = useRef(0);

  const release = useCallback(() => {
    clearTimeout(timer.current);
    locked.current = false;
    setPreviewing(null);
  }, []);

  const stop = useCallback(() => {
    latest.current += 1;
    audio.current?.pause();
    audio.current = null;
    release();
  }, [release]);

  useEffect(() => stop, [stop]);

  const preview = useCallback(
    async (voiceId: string) => {
      if (locked.current) return;
      locked.current = true;
      latest.current += 1;
      const turn = latest.current;
      audio.current?.pause();
      setPreviewing(voiceId);
      timer.current = setTimeout(release, PREVIEW_LOCK_MS);
      try {
        const src = await synthesize({
          text: VOICE_PREVIEW_TEXT,
          voiceId,
          gameTitle: VOICE_PREVIEW_TITLE,
          timestamp: Date.now(),
          options: SPEECH_OPTIONS,
        });
        // A slow answer for an earlier click, or one that came after the dialog closed, stays quiet.
        if (turn !== latest.current) return;
        const sample = new Audio(src);
        audio.current = sample;
        // Only this sample's end lifts the lock: an earlier one ending late must not.
        sample.addEventListener("ended", () => audio.current === sample && release(), { once: true });
        await sample.play();
      } catch (error) {
        if (turn !== latest.current) return;
        console.error("Could not play the voice preview", error);
        toast(mediaToasts.previewFailed());
        release();
      }
    },
    [release],
  );

  return { previewing, preview, stop };
}
