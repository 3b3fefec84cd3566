import { lazy, Suspense } from "react";
import type { SessionData } from "../../../../contract/play";
import type { MediaPrefs, SetMediaPref } from "./media-prefs";

// Narration and pictures are off by default: their code (the player, the image area, Choose
// Voice) is fetched only once a player turns them on, so the first scene loads no more than before.
export const loadNarration = () => import("./scene-narration");
export const loadSceneImage = () => import("./scene-image");
export const loadChooseVoice = () => import("./choose-voice-dialog");

const SceneNarration = lazy(loadNarration);
const SceneImage = lazy(loadSceneImage);
const ChooseVoiceDialog = lazy(loadChooseVoice);

/** The audio player, while audio is on. Its frame holds the place while the code loads. */
export function LazyNarration(props: {
  session: SessionData;
  prefs: MediaPrefs;
  setPref: SetMediaPref;
  hold: boolean;
  pauseSignal: number;
}) {
  return (
    <Suspense fallback={<div className="h-[4.5rem] border-ink-100 border-t dark:border-ink-800" />}>
      <SceneNarration {...props} />
    </Suspense>
  );
}

/** The scene image area, while images are on. */
export function LazySceneImage(props: {
  session: SessionData;
  imageStyle: MediaPrefs["imageStyle"];
  alt: string;
}) {
  return (
    <Suspense fallback={<div className="aspect-[3/2] animate-pulse bg-ink-100 dark:bg-ink-800" />}>
      <SceneImage {...props} />
    </Suspense>
  );
}

export function LazyChooseVoice(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  voiceId: string;
  onSelect: (voiceId: string) => void;
  onPreviewStart: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <ChooseVoiceDialog {...props} />
    </Suspense>
  );
}
