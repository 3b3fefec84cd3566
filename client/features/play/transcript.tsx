import { memo, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { SessionData, TranscriptScene } from "../../../contract/play";
import {
  PLAYER_ACTION,
  sceneParagraphs as paragraphs,
  TRANSCRIPT,
  TRANSCRIPT_END,
  TRANSCRIPT_SCENE,
  TRANSCRIPT_SCENE_NUMBER,
  TRANSCRIPT_SCENE_TEXT,
  TRANSCRIPT_SCENE_TITLE,
} from "../../../contract/play-look";
import { EmphasizedText } from "../../ui/emphasized-text";
import { useTranscript } from "./use-run-history";
import { WindowedList } from "./windowed-list";

/** The player's action between two scenes, as the downloaded story has it ("> action"). */
export function PlayerAction({ text }: { text: string }) {
  return (
    <p data-testid="transcript-action" className={PLAYER_ACTION}>
      <span className="sr-only">You: </span>
      {text}
    </p>
  );
}

/** An earlier scene: quieter than the current one, the same words as the download. */
const PastScene = memo(function PastScene({ scene }: { scene: TranscriptScene }) {
  const heading = scene.sceneTitle || scene.chapterTitle || `Scene ${scene.sceneNumber}`;
  return (
    <>
      {scene.action ? <PlayerAction text={scene.action} /> : null}
      <section
        data-testid="transcript-scene"
        aria-label={`Scene ${scene.sceneNumber}: ${heading}`}
        className={TRANSCRIPT_SCENE}
      >
        <p className={TRANSCRIPT_SCENE_NUMBER}>Scene {scene.sceneNumber}</p>
        <h3 className={TRANSCRIPT_SCENE_TITLE}>{heading}</h3>
        <div data-testid="transcript-text" className={TRANSCRIPT_SCENE_TEXT}>
          {paragraphs(scene.text).map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a scene's paragraphs have no identity of their own
            <p key={i}>
              <EmphasizedText text={p} />
            </p>
          ))}
        </div>
      </section>
    </>
  );
});

// By number: a run holds one scene of each, and a scene listed from the page before it is read
// keeps the height measured for it.
const sceneKey = (scene: TranscriptScene) => String(scene.sceneNumber);
const renderScene = (scene: TranscriptScene) => <PastScene scene={scene} />;

/**
 * A past scene's height before it is drawn, from its text and the column's width (the type of
 * PastScene: 16 px and 1.75 lines on phones, 17 px from 640 px; an average letter about half
 * the type's size). A close guess keeps the page still when a scroll draws the scene.
 */
export function estimateScene(scene: TranscriptScene, width: number): number {
  const wide = width >= 600;
  const font = wide ? 17 : 16;
  const line = font * 1.75;
  const column = Math.min(Math.max(200, width - (wide ? 82 : 42)), 65 * font * 0.56);
  const perLine = Math.max(20, Math.floor(column / (font * 0.47)));
  const lines = paragraphs(scene.text).reduce((sum, p) => sum + Math.ceil(p.length / perLine), 0);
  const gaps = Math.max(0, paragraphs(scene.text).length - 1) * 16;
  // At least a few letters a line: a width not yet known (0) must not make a height infinite.
  const titleLines = Math.ceil((scene.sceneTitle ?? "Scene").length / Math.max(8, Math.floor(width / 11)));
  const action = scene.action
    ? 32 + Math.ceil(scene.action.length / Math.max(8, Math.floor(width / 8))) * 24
    : 0;
  return action + 42 + 18 + titleLines * 28 + 12 + lines * line + gaps;
}

/** How long the opened run's end is held in place while the scenes above it are measured. */
const PIN_MS = 2000;

/**
 * Holds `element` where it is on the screen while the page above it settles (the drawn scenes
 * measured, the list's width read, the fonts in: the spacers above change height, and the
 * browser's scroll anchoring did not always make up for it, leaving the reader scenes back).
 * Until the reader's own wheel, touch, key or pointer, or PIN_MS. Returns the way to stop.
 */
function pinInPlace(element: HTMLElement): () => void {
  const top = element.getBoundingClientRect().top;
  const observer = new ResizeObserver(() => {
    // After the browser's layout, before its paint: the reader never sees the page move.
    const moved = element.getBoundingClientRect().top - top;
    if (Math.abs(moved) > 1) window.scrollBy(0, moved);
  });
  observer.observe(element.parentElement ?? element);
  const inputs = ["wheel", "touchmove", "keydown", "pointerdown"] as const;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, PIN_MS);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * The run so far above the current scene (issue 33 item 2): every earlier scene with the
 * player's action before it, newest last; then the action that led to the current scene. Only
 * the scenes near the viewport are drawn, so a run of hundreds of turns scrolls smoothly.
 */
export function Transcript({ session }: { session: SessionData }) {
  const { scenes, loadEarlier, loadingEarlier } = useTranscript(session);
  const endRef = useRef<HTMLDivElement>(null);
  const [settled, setSettled] = useState(false);
  // Opening a run in the middle: the reader starts at its newest scene, as in a chat, not at scene 1.
  // Before the first paint (a layout effect), so that it shows that scene, not the run's top, and
  // the layout it needs is the one the paint needs anyway. Earlier pages load only after that,
  // when the reader scrolls up to them.
  const unpin = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    if (settled || scenes.length === 0 || window.scrollY >= 50 || !endRef.current) return;
    endRef.current.scrollIntoView({ block: "start" });
    unpin.current?.();
    unpin.current = pinInPlace(endRef.current);
  }, [scenes.length, settled]);
  useEffect(() => {
    if (!settled && scenes.length > 0) setSettled(true);
  }, [scenes.length, settled]);
  useEffect(() => () => unpin.current?.(), []);

  const last = session.currentSceneNumber > 1 ? session.actionHistory.at(-1)?.playerAction : undefined;
  if (session.currentSceneNumber <= 1) return null;
  return (
    <section aria-label="The story so far" data-testid="transcript" className={TRANSCRIPT}>
      {loadingEarlier ? (
        <p className="py-3 text-center text-ink-500 text-sm" role="status">
          Loading earlier scenes…
        </p>
      ) : null}
      <WindowedList
        items={scenes}
        itemKey={sceneKey}
        estimate={estimateScene}
        renderItem={renderScene}
        onNearStart={settled ? loadEarlier : undefined}
      />
      <div ref={endRef} className={TRANSCRIPT_END}>
        {last ? <PlayerAction text={last} /> : null}
      </div>
    </section>
  );
}
