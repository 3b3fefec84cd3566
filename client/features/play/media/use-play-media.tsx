import { type ReactNode, useEffect, useState } from "react";
import type { SessionData } from "../../../../contract/play";
import { sceneHeading } from "../scene-view";
import {
  LazyChooseVoice,
  LazyNarration,
  LazySceneImage,
  loadChooseVoice,
  loadNarration,
  loadSceneImage,
} from "./lazy-media";
import { MediaControls } from "./media-controls";
import { useMediaPrefs } from "./media-prefs";

/**
 * Narration and pictures on the play screen (spec 000 §2, §4): the header's controls, the scene
 * image area, the audio player and Choose Voice, wired to the choices this browser keeps.
 */
export function usePlayMedia(session: SessionData): {
  controls: ReactNode;
  /** The same controls with their words, for the phone's header menu. */
  menuControls: ReactNode;
  image: ReactNode;
  narration: ReactNode;
  dialogs: ReactNode;
} {
  const [prefs, setPref] = useMediaPrefs();
  const [voiceOpen, setVoiceOpen] = useState(false);
  // Mounted from the first opening on, so that it can animate out when closed.
  const [voiceUsed, setVoiceUsed] = useState(false);
  // Counts the voice previews started: each pauses the scene's narration.
  const [previews, setPreviews] = useState(0);

  // Turned on: the code of what will be needed next starts loading at once.
  useEffect(() => {
    if (prefs.audioOn) {
      void loadNarration();
      void loadChooseVoice();
    }
  }, [prefs.audioOn]);
  useEffect(() => {
    if (prefs.imagesOn) void loadSceneImage();
  }, [prefs.imagesOn]);

  const controls = (labelled: boolean) => (
    <MediaControls
      labelled={labelled}
      prefs={prefs}
      setPref={setPref}
      onChooseVoice={() => {
        setVoiceUsed(true);
        setVoiceOpen(true);
      }}
      onVoiceIntent={() => void loadChooseVoice()}
    />
  );
  return {
    controls: controls(false),
    menuControls: controls(true),
    image: prefs.imagesOn ? (
      <LazySceneImage session={session} imageStyle={prefs.imageStyle} alt={sceneHeading(session)} />
    ) : null,
    // While Choose Voice is open the narration waits: choosing a voice remounts the player,
    // which would otherwise fetch and play the scene under the previews.
    narration: prefs.audioOn ? (
      <LazyNarration
        session={session}
        prefs={prefs}
        setPref={setPref}
        hold={voiceOpen}
        pauseSignal={previews}
      />
    ) : null,
    dialogs:
      voiceUsed && prefs.audioOn ? (
        <LazyChooseVoice
          open={voiceOpen}
          onOpenChange={setVoiceOpen}
          voiceId={prefs.voiceId}
          onSelect={(id) => setPref("voiceId", id)}
          onPreviewStart={() => setPreviews((n) => n + 1)}
        />
      ) : null,
  };
}
