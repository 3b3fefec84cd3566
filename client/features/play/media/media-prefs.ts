import { useCallback, useState } from "react";
import type { ImageStyle } from "../../../../contract/media";
import { DEFAULT_IMAGE_STYLE, DEFAULT_VOICE_ID, IMAGE_STYLES } from "../../../../contract/media-constants";

/**
 * The player's narration and picture choices (spec 000 §2, §9). They belong to this browser,
 * not to a game or an account: a player who likes a voice keeps it from game to game.
 */
export type MediaPrefs = {
  audioOn: boolean;
  voiceId: string;
  imagesOn: boolean;
  imageStyle: ImageStyle;
  /** 0 to 1; the slider shows it as 0 to 100 in steps of 5. */
  volume: number;
  muted: boolean;
};

export const MEDIA_PREFS_KEY = "taleforge.play-media.v1";

export const DEFAULT_MEDIA_PREFS: MediaPrefs = {
  audioOn: false,
  voiceId: DEFAULT_VOICE_ID,
  imagesOn: false,
  imageStyle: DEFAULT_IMAGE_STYLE,
  volume: 1,
  muted: false,
};

const isStyle = (value: unknown): value is ImageStyle => IMAGE_STYLES.some((s) => s.id === value);

/** Whatever is stored is checked field by field: a bad or old value falls back to its default. */
export function parseMediaPrefs(raw: string | null): MediaPrefs {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw ?? "{}");
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      stored = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the defaults.
  }
  const d = DEFAULT_MEDIA_PREFS;
  const bool = (v: unknown, fallback: boolean) => (typeof v === "boolean" ? v : fallback);
  const volume = stored.volume;
  return {
    audioOn: bool(stored.audioOn, d.audioOn),
    voiceId:
      typeof stored.voiceId === "string" && stored.voiceId.trim() && stored.voiceId.length <= 100
        ? stored.voiceId
        : d.voiceId,
    imagesOn: bool(stored.imagesOn, d.imagesOn),
    imageStyle: isStyle(stored.imageStyle) ? stored.imageStyle : d.imageStyle,
    volume:
      typeof volume === "number" && Number.isFinite(volume) ? Math.min(1, Math.max(0, volume)) : d.volume,
    muted: bool(stored.muted, d.muted),
  };
}

export function readMediaPrefs(): MediaPrefs {
  try {
    return parseMediaPrefs(localStorage.getItem(MEDIA_PREFS_KEY));
  } catch {
    return DEFAULT_MEDIA_PREFS; // storage disabled
  }
}

function writeMediaPrefs(prefs: MediaPrefs) {
  try {
    localStorage.setItem(MEDIA_PREFS_KEY, JSON.stringify(prefs));
  } catch {
    // Storage disabled or full: the choices last for this visit only.
  }
}

export type SetMediaPref = <K extends keyof MediaPrefs>(key: K, value: MediaPrefs[K]) => void;

/** The choices, read once from this browser and written back on every change. */
export function useMediaPrefs(): [MediaPrefs, SetMediaPref] {
  const [prefs, setPrefs] = useState(readMediaPrefs);
  const set = useCallback<SetMediaPref>((key, value) => {
    setPrefs((current) => {
      const next = { ...current, [key]: value };
      writeMediaPrefs(next);
      return next;
    });
  }, []);
  return [prefs, set];
}
