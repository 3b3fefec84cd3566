import { forwardRef, type ReactNode, useEffect, useImperativeHandle, useRef } from "react";
import type { SessionData } from "../../../contract/play";
import {
  sceneParagraphs as paragraphs,
  SCENE_ARTICLE,
  SCENE_EYEBROW,
  SCENE_EYEBROW_CHAPTER,
  SCENE_EYEBROW_DOT,
  SCENE_HEADER,
  SCENE_HEADING,
  SCENE_HEADING_ROW,
  SCENE_PARAGRAPH,
  SCENE_PICTURE,
  SCENE_PROSE,
  SCENE_TEXT_BOX,
  sceneHeading,
} from "../../../contract/play-look";
import { ChapterPicture } from "../../ui/chapter-picture";
import { EmphasizedText } from "../../ui/emphasized-text";
import { revealScene } from "./reveal-scene";

export type SceneViewHandle = {
  /** Scrolls the new scene into view, back to its first line, and moves focus to its title. */
  reveal: () => void;
};

type SceneViewProps = {
  session: SessionData;
  /** The prose of the scene being written, as it streams in; null when nothing is being written. */
  streamingText: string | null;
  /** The action the scene being written answers. */
  pendingAction: string | null;
  /** The scene image area, above the text, while images are on. */
  image?: ReactNode;
  /** The audio player, under the text, while audio is on. */
  narration?: ReactNode;
  /** Beside the scene's title, where the player looks after a roll back: Redo (issue 33). */
  headerAction?: ReactNode;
};

// The scene's title as the page shows it (the picture's alt text too); the server's pre-paint
// draws the same (contract/play-look.ts).
export { sceneHeading };

const prose = SCENE_PROSE;

/** The main column's scene: chapter and scene titles, then the prose, readable and scrollable. */
export const SceneView = forwardRef<SceneViewHandle, SceneViewProps>(function SceneView(
  { session, streamingText, pendingAction, image, narration, headerAction },
  ref,
) {
  const articleRef = useRef<HTMLElement>(null);
  const scrollerRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stopReveal = useRef<(() => void) | null>(null);
  // A reveal under way stops with the screen (its frames and listeners are the window's).
  useEffect(() => () => stopReveal.current?.(), []);

  useImperativeHandle(ref, () => ({
    reveal: () => {
      scrollerRef.current?.scrollTo({ top: 0 });
      headingRef.current?.focus({ preventScroll: true });
      stopReveal.current?.();
      if (articleRef.current) stopReveal.current = revealScene(articleRef.current);
    },
  }));

  const { chapterTitle, currentSceneNumber } = session;
  const writing = streamingText !== null;
  const heading = sceneHeading(session);
  const showChapter = Boolean(chapterTitle && chapterTitle !== heading);

  return (
    <article ref={articleRef} aria-labelledby="scene-heading" className={SCENE_ARTICLE}>
      <header className={SCENE_HEADER}>
        <p className={SCENE_EYEBROW}>
          <span data-testid="scene-number">Scene {currentSceneNumber}</span>
          {showChapter ? (
            <span className={SCENE_EYEBROW_CHAPTER}>
              <span aria-hidden className={SCENE_EYEBROW_DOT}>
                ·
              </span>
              <span data-testid="chapter-title">{chapterTitle}</span>
            </span>
          ) : null}
        </p>
        <div className={SCENE_HEADING_ROW}>
          <h2 id="scene-heading" ref={headingRef} tabIndex={-1} className={SCENE_HEADING}>
            {heading}
          </h2>
          {headerAction}
        </div>
      </header>

      {/* A complete story's chapter opens with its own picture, in the scene image's place. */}
      {session.chapterImageUrl ? (
        <ChapterPicture
          src={session.chapterImageUrl}
          alt={chapterTitle ?? heading}
          className={SCENE_PICTURE}
        />
      ) : (
        image
      )}

      <section
        ref={scrollerRef}
        aria-label="Scene text"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className={SCENE_TEXT_BOX}
      >
        {writing ? (
          <div className={prose} aria-busy="true">
            {pendingAction ? (
              <p className="border-ember-500 border-l-2 pl-4 font-sans text-base text-ink-600 italic dark:text-ink-300">
                {pendingAction}
              </p>
            ) : null}
            {streamingText ? (
              paragraphs(streamingText).map((p, i, all) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs only ever grow at the end
                <p key={i}>
                  <EmphasizedText text={p} />
                  {i === all.length - 1 ? (
                    <span
                      aria-hidden
                      className="ml-0.5 inline-block h-[1.1em] w-[2px] translate-y-[0.2em] animate-pulse bg-ember-500"
                    />
                  ) : null}
                </p>
              ))
            ) : (
              <div aria-hidden className="space-y-3 pt-1">
                {["w-full", "w-11/12", "w-4/5"].map((w) => (
                  <div key={w} className={`h-4 animate-pulse rounded bg-ink-100 dark:bg-ink-800 ${w}`} />
                ))}
              </div>
            )}
          </div>
        ) : (
          <div className={prose} data-testid="scene-text">
            {paragraphs(session.currentScene).map((p, i) => (
              <p
                // biome-ignore lint/suspicious/noArrayIndexKey: a scene's paragraphs have no identity of their own
                key={i}
                className={SCENE_PARAGRAPH}
              >
                <EmphasizedText text={p} />
              </p>
            ))}
          </div>
        )}
      </section>
      {narration}
    </article>
  );
});
