import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_PREVIEW_TEXT, VOICE_PREVIEW_TITLE } from "../../../../contract/media-constants";
import { toast } from "../../../ui/toast-store";
import { SPEECH_OPTIONS, synthesize } from "./media-api";
import { mediaToasts } from "./media-toasts";

/** Spec 000 §4: the preview is locked while it plays, and for this long at most. */
export const PREVIEW_LOCK_MS = 5000;

/**
 * Two samples of silence (WAV, 8 kHz), played on the click itself. Browsers allow sound only
 * at a click or shortly after it (Safari unlocks the element that played during the click;
 * others measure the time since it), and a sample can take seconds to synthesize: the element
 * that will speak is made and started during the click, and only its source comes later.
 */
export const SILENCE =
  "data:audio/wav;base64,UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQIAAACAgA==";

/**
 * Plays a voice's sample sentence (spec 000 §7). While one plays the preview buttons are locked,
 * so a player clicking through the list hears one voice at a time; the lock lifts when the
 * sample ends, or after five seconds should it never end (a stalled or silent file).
 * `onStart` runs as a sample is asked for (the scene's narration pauses).
 */
export function useVoicePreview(onStart?: () => void) {
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

  const started = useRef(onStart);
  started.current = onStart;

  // Called from the click itself: what runs before the first await is part of the gesture.
  const preview = useCallback(
    async (voiceId: string) => {
      if (locked.current) return;
      locked.current = true;
      latest.current += 1;
      const turn = latest.current;
      audio.current?.pause();
      // The element that will play the sample is made and played (silence) during the click.
      const sample = new Audio(SILENCE);
      audio.current = sample;
      sample.play().catch(() => undefined);
      started.current?.();
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
        // Setting the source drops whatever the silence had still queued (its "ended" too).
        sample.src = src;
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
