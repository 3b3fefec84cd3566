import { SPEECH_TEXT_MAX } from "../../../../contract/media-constants";
import type { SessionData } from "../../../../contract/play";
import { AudioPlayer } from "./audio-player";
import { SPEECH_OPTIONS } from "./media-api";
import type { MediaPrefs, SetMediaPref } from "./media-prefs";

/**
 * The audio player for the scene on screen (spec 000 §4): a new scene or a new voice mounts a
 * new, empty player, so the audio of the old one is cleared and never plays over the new text.
 */
export default function SceneNarration({
  session,
  prefs,
  setPref,
  hold,
  pauseSignal,
}: {
  session: SessionData;
  prefs: Pick<MediaPrefs, "voiceId" | "volume" | "muted">;
  setPref: SetMediaPref;
  /** Choose Voice is open: the narration waits for it to close (AudioPlayer). */
  hold: boolean;
  /** Changes when a voice preview starts: the narration pauses. */
  pauseSignal: number;
}) {
  const { currentScene, currentSceneNumber, sessionToken } = session;
  const key = [sessionToken, currentSceneNumber, prefs.voiceId, currentScene].join("\n");
  return (
    <AudioPlayer
      key={key}
      narration={{
        // The server narrates this session's current scene (issue 28 F3); the text is the spec's.
        sessionToken,
        text: currentScene.slice(0, SPEECH_TEXT_MAX),
        voiceId: prefs.voiceId,
        gameTitle: session.game.title,
        sceneNumber: currentSceneNumber,
        options: SPEECH_OPTIONS,
      }}
      hold={hold}
      pauseSignal={pauseSignal}
      volume={prefs.volume}
      muted={prefs.muted}
      onVolumeChange={(volume) => setPref("volume", volume)}
      onMutedChange={(muted) => setPref("muted", muted)}
    />
  );
}
