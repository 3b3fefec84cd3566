import { useQuery } from "@tanstack/react-query";
import { Check, Mic, Play, Volume2 } from "lucide-react";
import { useEffect } from "react";
import type { Voice } from "../../../../contract/media";
import { closestVoice } from "../../../../contract/voice-match";
import { Button } from "../../../ui/button";
import { cn } from "../../../ui/cn";
import { Dialog, DialogActions, DialogClose } from "../../../ui/dialog";
import { Skeleton } from "../../../ui/skeleton";
import { fetchVoices } from "./media-api";
import { useVoicePreview } from "./use-voice-preview";
import { languageName, VoiceFlag } from "./voice-flag";

export const VOICES_KEY = ["/api/tts/voices"] as const;

const GENDERS: Record<Voice["ssmlGender"], string> = { MALE: "Male", FEMALE: "Female", NEUTRAL: "Neutral" };

function VoiceRow({
  voice,
  selected,
  onSelect,
  previewing,
  locked,
  onPreview,
}: {
  voice: Voice;
  selected: boolean;
  onSelect: () => void;
  previewing: boolean;
  locked: boolean;
  onPreview: () => void;
}) {
  const descriptionId = `voice-${voice.id}-description`;
  const language = languageName(voice.languageCode);
  return (
    <li
      className={cn(
        "flex items-stretch gap-2 rounded-xl border transition-colors",
        selected
          ? "border-ember-500 bg-ember-500/8 dark:border-ember-400"
          : "border-ink-200 hover:border-ink-300 dark:border-ink-700 dark:hover:border-ink-600",
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        data-voice-id={voice.id}
        aria-label={`${voice.name}, ${language}, ${GENDERS[voice.ssmlGender]}`}
        aria-describedby={descriptionId}
        className="grid min-w-0 flex-1 cursor-pointer gap-1 rounded-xl px-3.5 py-3 text-left"
      >
        <span className="flex flex-wrap items-center gap-2">
          <VoiceFlag languageCode={voice.languageCode} />
          <span className="font-semibold text-ink-950 dark:text-white">{voice.name}</span>
          <span className="rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-700 text-xs dark:bg-ink-800 dark:text-ink-200">
            {GENDERS[voice.ssmlGender]}
          </span>
          {selected ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-ember-500 px-2 py-0.5 font-semibold text-ink-950 text-xs">
              <Check aria-hidden className="size-3" />
              Selected
            </span>
          ) : null}
        </span>
        <span id={descriptionId} className="text-ink-600 text-sm leading-snug dark:text-ink-300">
          {voice.description}
        </span>
      </button>
      <button
        type="button"
        onClick={() => {
          if (!locked) onPreview();
        }}
        aria-label={`Preview ${voice.name}`}
        aria-disabled={locked || undefined}
        title={previewing ? "Playing the preview" : `Preview ${voice.name}`}
        className="m-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center self-center rounded-full border border-ink-200 text-ink-800 transition-colors hover:bg-ink-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-transparent dark:border-ink-700 dark:text-ink-100 dark:hover:bg-ink-800 [&_svg]:size-4"
      >
        {previewing ? (
          <Volume2 aria-hidden className="animate-pulse motion-reduce:animate-none" />
        ) : (
          <Play aria-hidden />
        )}
      </button>
    </li>
  );
}

/**
 * The voice marked Selected: the one the server speaks the chosen id with. For an id this
 * server does not list, such as the spec's default en-GB-Wavenet-A on the embedded voice, that
 * is the server's own pick, made by the same function from the same list (contract/voice-match).
 */
export function shownVoiceId(list: readonly Voice[], voiceId: string): string | null {
  return closestVoice(list, voiceId)?.id ?? null;
}

/** Spec 000 §2: Choose Voice. Choosing keeps the dialog open, so voices can be compared. */
export default function ChooseVoiceDialog({
  open,
  onOpenChange,
  voiceId,
  onSelect,
  onPreviewStart,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  voiceId: string;
  onSelect: (voiceId: string) => void;
  /** A sample starts: the scene's narration pauses, so that the two never play at once. */
  onPreviewStart?: () => void;
}) {
  const voices = useQuery({ queryKey: VOICES_KEY, queryFn: fetchVoices });
  const { previewing, preview, stop } = useVoicePreview(onPreviewStart);

  // Spec 000 §8: a failed voice list is only logged; the list stays empty.
  useEffect(() => {
    if (voices.error) console.error("Could not load the voices", voices.error);
  }, [voices.error]);
  // A sample still playing stops with the dialog.
  useEffect(() => {
    if (!open) stop();
  }, [open, stop]);

  const list = voices.data ?? [];
  const selectedId = shownVoiceId(list, voiceId);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Choose Voice"
      description="The voice that reads each scene aloud. Press play to hear a sample."
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-300">
          <Mic aria-hidden className="size-5" />
        </span>
      }
      className="max-w-lg"
    >
      {voices.isPending ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Loading voices…
          </p>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-18 rounded-xl" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl bg-ink-50 px-4 py-6 text-center text-ink-600 text-sm dark:bg-ink-950/50 dark:text-ink-300">
          No voices are available right now.
        </p>
      ) : (
        <ul aria-label="Voices" className="grid gap-2">
          {list.map((voice) => (
            <VoiceRow
              key={voice.id}
              voice={voice}
              selected={voice.id === selectedId}
              onSelect={() => onSelect(voice.id)}
              previewing={previewing === voice.id}
              locked={previewing !== null}
              onPreview={() => void preview(voice.id)}
            />
          ))}
        </ul>
      )}
      <DialogActions>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogActions>
    </Dialog>
  );
}
