import { ChevronDown, Image, ImageOff, Mic, Palette, Volume2, VolumeX } from "lucide-react";
import type { ReactNode } from "react";
import type { ImageStyle } from "../../../../contract/media";
import { IMAGE_STYLES } from "../../../../contract/media-constants";
import {
  MEDIA_CONTROL,
  MEDIA_CONTROL_IDLE,
  MEDIA_CONTROLS,
  PLAY_HEADER_TOOL_LABEL,
} from "../../../../contract/play-look";
import { cn } from "../../../ui/cn";
import type { MediaPrefs, SetMediaPref } from "./media-prefs";

// The header's tool look (play-header.tsx), with a lit state for a toggle that is on.
// Shared with the server's pre-paint of the header (contract/play-look.ts).
const control = MEDIA_CONTROL;
const idle = MEDIA_CONTROL_IDLE;
const lit = "border-ember-400/60 bg-ember-500/20 text-ember-100 hover:bg-ember-500/30";

/** Inline in the header the words show from wide screens; in the phone's menu always. */
const wordsOf = (labelled: boolean) => (labelled ? undefined : PLAY_HEADER_TOOL_LABEL);

function Toggle({
  label,
  pressed,
  onPressedChange,
  icon,
  labelled,
}: {
  labelled: boolean;
  label: string;
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
  icon: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      title={label}
      onClick={() => onPressedChange(!pressed)}
      className={cn(control, pressed ? lit : idle)}
    >
      {icon}
      {/* As the other tools: the icon's name for screen readers where the words do not show. */}
      <span className={wordsOf(labelled)}>{label}</span>
    </button>
  );
}

/**
 * Spec 000 §2: the audio toggle, the voice chooser (while audio is on), the image toggle and the
 * image-style picker (while images are on), grouped in the play header.
 */
export function MediaControls({
  prefs,
  setPref,
  onChooseVoice,
  onVoiceIntent,
  labelled = false,
}: {
  /** Words beside every icon (the phone's menu). */
  labelled?: boolean;
  prefs: MediaPrefs;
  setPref: SetMediaPref;
  onChooseVoice: () => void;
  /** The pointer is on its way to Choose Voice: its code can start loading. */
  onVoiceIntent: () => void;
}) {
  return (
    <fieldset aria-label="Narration and images" className={MEDIA_CONTROLS}>
      <Toggle
        label="Audio"
        labelled={labelled}
        pressed={prefs.audioOn}
        onPressedChange={(on) => setPref("audioOn", on)}
        icon={prefs.audioOn ? <Volume2 aria-hidden /> : <VolumeX aria-hidden />}
      />
      {prefs.audioOn ? (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label="Choose voice"
          title="Choose voice"
          onClick={onChooseVoice}
          onPointerEnter={onVoiceIntent}
          onFocus={onVoiceIntent}
          className={cn(control, idle)}
        >
          <Mic aria-hidden />
          <span className={wordsOf(labelled)}>Voice</span>
        </button>
      ) : null}
      <Toggle
        label="Images"
        labelled={labelled}
        pressed={prefs.imagesOn}
        onPressedChange={(on) => setPref("imagesOn", on)}
        icon={prefs.imagesOn ? <Image aria-hidden /> : <ImageOff aria-hidden />}
      />
      {prefs.imagesOn ? (
        <label
          className={cn(control, idle, "relative pr-8 focus-within:outline-2 focus-within:outline-ember-500")}
        >
          <Palette aria-hidden />
          <select
            aria-label="Image style"
            value={prefs.imageStyle}
            onChange={(e) => setPref("imageStyle", e.currentTarget.value as ImageStyle)}
            // The label draws the box and its focus ring; the select fills it, unstyled.
            className="absolute inset-0 cursor-pointer appearance-none bg-transparent pr-8 pl-8.5 text-sm text-white outline-none [&>option]:text-ink-950"
          >
            {IMAGE_STYLES.map((style) => (
              <option key={style.id} value={style.id}>
                {style.label}
              </option>
            ))}
          </select>
          <span aria-hidden className="invisible whitespace-nowrap">
            {IMAGE_STYLES.find((s) => s.id === prefs.imageStyle)?.label}
          </span>
          <ChevronDown aria-hidden className="pointer-events-none absolute right-2.5" />
        </label>
      ) : null}
    </fieldset>
  );
}
