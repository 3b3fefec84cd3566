import { BookMarked, Play, RotateCcw } from "lucide-react";
import { Button } from "../../ui/button";
import { playedAgo } from "./local-runs";
import { MessageScreen } from "./play-screens";

/** Where a run stood, in the words of the Continue button: "Scene 7, 2 hours ago". */
export function runPlace(sceneNumber: number, savedAt: number, now = Date.now()) {
  return `Scene ${sceneNumber}, ${playedAgo(savedAt, now)}`;
}

/**
 * Issue 33 item 4: this browser holds a run of the game. The player continues it or starts a new
 * one; nothing is started before they choose.
 */
export function ResumeScreen({
  sceneNumber,
  savedAt,
  onContinue,
  onStartOver,
}: {
  sceneNumber: number;
  savedAt: number;
  onContinue: () => void;
  onStartOver: () => void;
}) {
  return (
    <MessageScreen
      icon={<BookMarked aria-hidden className="size-8" />}
      eyebrow="Welcome back"
      title="Your adventure is waiting"
      actions={
        <>
          <Button size="lg" onClick={onContinue} autoFocus>
            <Play aria-hidden />
            Continue where you left off ({runPlace(sceneNumber, savedAt)})
          </Button>
          <Button size="lg" variant="secondary" onClick={onStartOver}>
            <RotateCcw aria-hidden />
            Start over
          </Button>
        </>
      }
    >
      <p>This browser holds your run of this game. Pick it up where you were, or begin a new one.</p>
    </MessageScreen>
  );
}
