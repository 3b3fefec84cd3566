import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { SynthesizeRequest } from "../../../../contract/media";
import { Spinner } from "../../../ui/spinner";
import { toast } from "../../../ui/toast-store";
import { synthesize } from "./media-api";
import { mediaToasts } from "./media-toasts";

export type AudioPlayerProps = {
  /** What pressing play with no source asks the narrator for; the timestamp is added then. */
  narration: Omit<SynthesizeRequest, "timestamp">;
  /**
   * While true (Choose Voice is open) nothing is asked for or auto-played: each voice clicked
   * there would otherwise cost a synthesis and play over the preview. It is asked for on release.
   */
  hold?: boolean;
  /** Each change pauses the narration: a voice preview has started. */
  pauseSignal?: number;
  volume: number;
  muted: boolean;
  onVolumeChange: (volume: number) => void;
  onMutedChange: (muted: boolean) => void;
};

function clock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

const roundButton =
  "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors [&_svg]:shrink-0";

/**
 * The narration of one scene in one voice (spec 000 §2, §4). It asks for the audio as it
 * appears, which plays as soon as it comes if the browser allows; pressing play with no source
 * asks again. The page mounts a new player for a new scene or voice, so the old narration is
 * gone with the old player. Audio the browser cannot play (a broken file) is dropped and said so.
 */
export function AudioPlayer({
  narration,
  hold = false,
  pauseSignal = 0,
  volume,
  muted,
  onVolumeChange,
  onMutedChange,
}: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const pending = useRef<AbortController | null>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [playingEvent, setPlaying] = useState(false);
  // Without a source nothing plays: a "play" event that lands after the source failed (the
  // auto-play effect racing the error) must not show Pause.
  const playing = playingEvent && src !== null;
  useEffect(() => {
    if (src === null) setPlaying(false);
  }, [src]);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);

  // A request still out when the scene or voice changes is for audio nobody will hear.
  useEffect(() => () => pending.current?.abort(), []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = muted;
  }, [volume, muted]);

  // Auto-play, once, and not behind Choose Voice: a browser that wants a gesture first
  // refuses, and the play button is there.
  const autoPlayed = useRef(false);
  useEffect(() => {
    if (!src || hold || autoPlayed.current) return;
    autoPlayed.current = true;
    audioRef.current?.play().catch(() => undefined);
  }, [src, hold]);

  const pauses = useRef(pauseSignal);
  useEffect(() => {
    if (pauses.current === pauseSignal) return;
    pauses.current = pauseSignal;
    audioRef.current?.pause();
  }, [pauseSignal]);

  const requestAudio = async () => {
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      setSrc(await synthesize({ ...narration, timestamp: Date.now() }, controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error("Could not generate the narration", error);
      toast(mediaToasts.audioFailed());
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  };

  // Narrated scenes: with audio on, each scene asks for its narration as it appears (spec 000
  // §4 "toggling on allows generation"), or once Choose Voice closes; the play button asks
  // again if that failed.
  const requestFirst = useRef(requestAudio);
  const requested = useRef(false);
  useEffect(() => {
    if (hold || requested.current) return;
    requested.current = true;
    void requestFirst.current();
  }, [hold]);

  const onError = (audio: HTMLAudioElement) => {
    // Only a source that fails counts (an element with no source reports nothing to fix).
    if (!audio.getAttribute("src")) return;
    console.error("Could not play the narration", audio.error);
    setSrc(null);
    setPlaying(false);
    toast(mediaToasts.audioFailed());
  };

  const onPlayPause = () => {
    const audio = audioRef.current;
    if (!src || !audio) {
      if (!loading) void requestAudio();
      return;
    }
    if (audio.paused) audio.play().catch(() => undefined);
    else audio.pause();
  };

  const percent = Math.round(volume * 100);
  return (
    <section
      aria-label="Narration"
      className="flex flex-wrap items-center gap-x-4 gap-y-3 border-ink-100 border-t bg-ink-50/70 px-5 py-3.5 sm:px-10 dark:border-ink-800 dark:bg-ink-950/40"
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the scene's text, on screen above, is the transcript */}
      <audio
        ref={audioRef}
        src={src ?? undefined}
        preload="auto"
        data-testid="narration-audio"
        onPlay={() => setPlaying(true)}
        onError={(e) => onError(e.currentTarget)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onEnded={(e) => {
          // Spec 000 §2: back to the start when it ends, ready to play again.
          e.currentTarget.currentTime = 0;
          setTime(0);
          setPlaying(false);
        }}
      />
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onPlayPause}
          aria-label={loading ? "Preparing narration" : playing ? "Pause narration" : "Play narration"}
          aria-disabled={loading || undefined}
          className={`${roundButton} size-11 bg-ember-500 text-ink-950 shadow-sm hover:bg-ember-400 aria-disabled:cursor-wait [&_svg]:size-5`}
        >
          {loading ? (
            <Spinner />
          ) : playing ? (
            <Pause aria-hidden />
          ) : (
            <Play aria-hidden className="translate-x-px" />
          )}
        </button>
        <p className="font-medium text-ink-700 text-sm tabular-nums dark:text-ink-200">
          <span className="sr-only">Time </span>
          <span data-testid="narration-time">{clock(time)}</span>
          <span aria-hidden> / </span>
          <span className="sr-only"> of </span>
          <span data-testid="narration-duration">{clock(duration)}</span>
        </p>
        {loading ? (
          <span role="status" className="text-ink-500 text-sm dark:text-ink-400">
            Preparing narration…
          </span>
        ) : null}
      </div>
      <div className="ml-auto flex items-center gap-2">
        <button
          type="button"
          onClick={() => onMutedChange(!muted)}
          aria-pressed={muted}
          aria-label="Mute narration"
          title={muted ? "Unmute" : "Mute"}
          className={`${roundButton} size-10 text-ink-700 hover:bg-ink-200/70 dark:text-ink-200 dark:hover:bg-ink-800 [&_svg]:size-5`}
        >
          {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </button>
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={percent}
          onChange={(e) => onVolumeChange(Number(e.currentTarget.value) / 100)}
          aria-label="Volume"
          aria-valuetext={`${percent}%`}
          className="h-2 w-28 cursor-pointer accent-ember-500 sm:w-36"
        />
      </div>
    </section>
  );
}
