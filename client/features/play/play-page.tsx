import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import type { SessionData } from "../../../contract/play";
import { PLAY_BAND, PLAY_GRID, PLAY_MAIN, PLAY_PAGE } from "../../../contract/play-look";
import { ReportButton } from "../report-game/report-button";
import { ActionArea } from "./action-area";
import { AutoSaveOffer } from "./auto-save-offer";
import { headerActions, shareGame } from "./header-actions";
import { usePlayMedia } from "./media/use-play-media";
import { PlayHeader } from "./play-header";
import { GameNotFoundScreen, IncompleteScreen, LoadingScreen, SessionErrorScreen } from "./play-screens";
import { PlayerSidebar } from "./player-sidebar";
import { ResumeScreen } from "./resume-screen";
import { RunEnded } from "./run-ended";
import { RedoButton, SceneTools } from "./scene-tools";
import { SceneView, type SceneViewHandle } from "./scene-view";
import { Transcript } from "./transcript";
import { useGameMeta, useNoIndex } from "./use-page-meta";
import { isRefusal, usePlayActions } from "./use-play-actions";
import { INCOMPLETE_SESSION, usePlaySession } from "./use-play-session";
import { useRunEdits } from "./use-run-history";

// The panels and dialogs are loaded when first needed (or when the browser is idle): a player
// reading the first scene downloads only the page itself.
const loadSavePanel = () => import("./save-panel");
const loadRestriction = () => import("./restriction-dialog");
const SavePanel = lazy(() => loadSavePanel().then((m) => ({ default: m.SavePanel })));
const RestrictionDialog = lazy(() => loadRestriction().then((m) => ({ default: m.RestrictionDialog })));

function usePrefetch() {
  useEffect(() => {
    const timer = setTimeout(() => {
      void loadSavePanel();
      void loadRestriction();
    }, 1500);
    return () => clearTimeout(timer);
  }, []);
}

function PlayScreen({ session, slug }: { session: SessionData; slug: string }) {
  const sceneRef = useRef<SceneViewHandle>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  const [saveUsed, setSaveUsed] = useState(false);
  usePrefetch();
  const [pendingAction, setPendingAction] = useState<string | null>(null);
  // After React has drawn the new scene: the run on screen above it grows with the scene just
  // left, so scrolling before that commit would stop a scene's height short (issue 33). The
  // session's commit reveals; two frames on, a scene already drawn (a roll back's) is revealed.
  const revealPending = useRef(false);
  const onNewScene = useCallback(() => {
    revealPending.current = true;
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!revealPending.current) return;
        revealPending.current = false;
        sceneRef.current?.reveal();
      }),
    );
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new session object is a commit to reveal after
  useEffect(() => {
    if (!revealPending.current) return;
    revealPending.current = false;
    requestAnimationFrame(() => sceneRef.current?.reveal());
  }, [session]);
  const play = usePlayActions({ session, onNewScene });
  const media = usePlayMedia(session);
  // Redo and Edit (issue 33); the header's menu may list `edits.redo` while `edits.canRedo`.
  const edits = useRunEdits({ session, onNewScene });

  const openSaves = () => {
    setSaveUsed(true);
    setSaveOpen(true);
  };

  const onAction = (action: string, options?: { onSuccess?: () => void }) => {
    if (play.busy) return;
    setPendingAction(action);
    play.act.mutate(action, {
      onSuccess: (scene) => {
        if (!isRefusal(scene.systemMessage)) options?.onSuccess?.();
      },
      onSettled: () => setPendingAction(null),
    });
  };

  return (
    <div className={PLAY_PAGE}>
      <PlayHeader
        session={session}
        actions={headerActions({
          session,
          play,
          openSaves,
          share: () => void shareGame(slug),
          redo: { run: () => edits.redo.mutate(), pending: edits.redo.isPending, available: edits.canRedo },
        })}
        media={media.controls}
        mediaInMenu={media.menuControls}
      />
      <div className="relative">
        {/* The header's night sky runs on behind the top of the page, with the lantern's glow. */}
        <div aria-hidden className={PLAY_BAND} />
        <div className={PLAY_GRID}>
          <main className={PLAY_MAIN}>
            <AutoSaveOffer session={session} slug={slug} />
            <Transcript session={session} />
            <SceneView
              ref={sceneRef}
              session={session}
              streamingText={play.streamingText}
              pendingAction={
                play.act.isPending
                  ? pendingAction
                  : play.regenerate.isPending
                    ? (session.actionHistory.at(-1)?.playerAction ?? null)
                    : null
              }
              image={media.image}
              narration={media.narration}
              headerAction={<RedoButton edits={edits} busy={play.busy} />}
            />
            <SceneTools session={session} edits={edits} busy={play.busy} />
            {session.ended ? (
              <RunEnded
                session={session}
                slug={slug}
                busy={play.busy}
                rollingBack={play.rollback.isPending}
                onRollback={() => play.rollback.mutate()}
              />
            ) : (
              <ActionArea
                session={session}
                busy={play.busy}
                pendingAction={pendingAction}
                onAction={onAction}
                onNextChapter={(options) =>
                  play.nextChapter.mutate(undefined, {
                    onSuccess: (scene) => {
                      if (!isRefusal(scene.systemMessage)) options?.onSuccess?.();
                    },
                  })
                }
                nextChapterPending={play.nextChapter.isPending}
              />
            )}
          </main>
          <aside aria-label="Player" className="min-w-0">
            <PlayerSidebar session={session} />
            {/* Issue 34: anyone playing a published game may flag it to the site's moderators. */}
            {session.previewMode ? null : (
              <div className="mt-4 flex justify-end">
                <ReportButton slug={session.game.shareSlug} title={session.game.title} />
              </div>
            )}
          </aside>
        </div>
      </div>
      <Suspense fallback={null}>
        {saveUsed ? (
          <SavePanel open={saveOpen} onOpenChange={setSaveOpen} session={session} slug={slug} />
        ) : null}
        {play.restriction !== null ? (
          <RestrictionDialog message={play.restriction} onClose={play.dismissRestriction} />
        ) : null}
        {media.dialogs}
      </Suspense>
    </div>
  );
}

/** `/play/:slug` (spec 000 §2): start or resume a session, then play it scene by scene. */
export default function PlayPage({ params }: { params: { slug: string } }) {
  const slug = params.slug;
  const search = new URLSearchParams(useSearch());
  const session = usePlaySession({
    slug,
    token: search.get("session"),
    loadSave: search.get("loadSave"),
    preview: search.get("preview") === "true",
    scene: search.get("scene") || null,
    restart: search.has("restart"),
  });
  useNoIndex();
  useGameMeta(session.data?.game);
  // The play screen's first render is the heaviest work of the first view: rendered as a
  // deferred update, React does it in slices between which the page stays responsive, and the
  // loading screen stays up until it is ready. Later scenes are not deferred.
  const playScreenReady = useDeferredValue(Boolean(session.data));

  if (session.offer) {
    const { offer } = session;
    return (
      <ResumeScreen
        sceneNumber={offer.sceneNumber}
        savedAt={offer.savedAt}
        onContinue={offer.continueRun}
        onStartOver={offer.startOver}
      />
    );
  }
  if (session.data && !playScreenReady) return <LoadingScreen />;
  if (session.data) return <PlayScreen key={session.data.sessionToken} session={session.data} slug={slug} />;
  if (session.error) {
    const message = session.error.message;
    if (message === INCOMPLETE_SESSION) return <IncompleteScreen />;
    // A token the server can't even read (400) is as lost as one it can't find (404).
    const sessionMissing = Boolean(session.token) && /^(400|404): /.test(message);
    if (sessionMissing || message.startsWith("404: ")) {
      return (
        <GameNotFoundScreen
          slug={slug}
          sessionMissing={sessionMissing && !message.includes("Game not found")}
        />
      );
    }
    return <SessionErrorScreen error={session.error} onRetry={session.retry} />;
  }
  return <LoadingScreen />;
}
