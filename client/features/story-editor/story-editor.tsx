import { Eye, History, LayoutList, Network, Play, Save, Sparkles } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import type { GameDetail } from "../../../contract/creation";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { StudioPage } from "../creation-common/studio-page";
import { useUnsavedWarning } from "../edit-game/page-behaviour";
import { ExportMenu } from "../open-formats/export-menu";
import { HistoryPanel } from "./history/history-panel";
import { AutosaveOffer } from "./inline/autosave-offer";
import { Playtest, type PlaytestStart } from "./inline/playtest";
import { LeaveGuard, SAVES_FIRST, useSaveThenOpen } from "./leave-guard";
import { SceneEditor } from "./scene-editor/scene-editor";
import { findScene } from "./story-draft";
import { backHref } from "./story-editor-states";
import { previewHref, QUICK_START_HREF } from "./story-links";
import { useStoryDraft } from "./use-story-draft";

// The map and its graph library are only fetched when the creator opens it.
const StoryMap = lazy(() => import("./story-map/story-map"));

export type EditorView = "scenes" | "map" | "history";
/** The chapter shown in the left panel and the scene shown in the right. */
export type Selection = { chapterId: string | null; sceneId: string | null };

/** Spec 002 §2: the Story Editor, with the Story Map as a second view of the same draft. */
export function StoryEditor({
  game,
  onStoryWritten,
  initialView = "scenes",
}: {
  game: GameDetail;
  /** The story was written anew on the server (Generate Complete Story): read it and start over. */
  onStoryWritten: () => Promise<unknown>;
  /** `?panel=history` (Edit Game's History link) opens the History panel. */
  initialView?: EditorView;
}) {
  const draft = useStoryDraft(game);
  const [view, setView] = useState<EditorView>(initialView);
  const [selection, setSelection] = useState<Selection>(() => {
    const first = draft.story.chapters[0];
    return { chapterId: first?.id ?? null, sceneId: first?.scenes[0]?.id ?? null };
  });
  useUnsavedWarning(draft.dirty);

  // Ctrl/Cmd+S saves, as in any editor: not from inside a dialog (the scene's edit is not in the
  // story yet), and nothing is sent when nothing changed.
  const { save, dirty } = draft;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      if (event.repeat || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      if (dirty) void save();
      else toast({ title: "No changes to save", description: "The story is as last saved." });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [save, dirty]);
  const saveThenOpen = useSaveThenOpen(draft);

  // Playtest (issue 35): play reads the saved story, so unsaved changes are saved first; a
  // story that cannot be saved stays here, its toast saying why.
  const [playtest, setPlaytest] = useState<PlaytestStart | null>(null);
  const startPlaytest = async (sceneId: string | null) => {
    if (draft.saving) return;
    if (draft.dirty && !(await draft.save())) return;
    const title = sceneId ? (findScene(draft.story, sceneId)?.scene.title ?? null) : null;
    setPlaytest((last) => ({ scene: sceneId, sceneTitle: title, run: (last?.run ?? 0) + 1 }));
  };

  const openScene = (sceneId: string) => {
    const found = findScene(draft.story, sceneId);
    if (found) setSelection({ chapterId: found.chapter.id, sceneId });
    setView("scenes");
  };

  return (
    <StudioPage
      title="Story Editor"
      subtitle={game.title}
      backHref={backHref(game.id)}
      backLabel="Back to Edit Game"
      width="wide"
    >
      <div className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <fieldset
            aria-label="View"
            className="inline-flex rounded-xl border border-ink-200 bg-white p-1 dark:border-ink-800 dark:bg-ink-900"
          >
            <ViewButton current={view} value="scenes" onChange={setView} icon={LayoutList} label="Scenes" />
            <ViewButton current={view} value="map" onChange={setView} icon={Network} label="Story Map" />
          </fieldset>
          <div className="flex flex-wrap items-center gap-2">
            {draft.dirty ? (
              <span className="text-ink-500 text-sm dark:text-ink-400" data-testid="unsaved">
                Unsaved changes
              </span>
            ) : null}
            <Button
              variant="ghost"
              aria-pressed={view === "history"}
              className={view === "history" ? "bg-ink-100 dark:bg-ink-800" : undefined}
              onClick={() => setView(view === "history" ? "scenes" : "history")}
            >
              <History aria-hidden />
              History
            </Button>
            <ExportMenu game={game} unsaved={draft.dirty} />
            <Button asChild variant="ghost">
              <a
                href={previewHref(game.id)}
                onClick={(e) => void saveThenOpen(previewHref(game.id))(e)}
                aria-disabled={draft.saving || undefined}
                {...SAVES_FIRST}
              >
                <Eye aria-hidden />
                Preview
              </a>
            </Button>
            <Button asChild variant="ghost">
              <Link href={QUICK_START_HREF}>
                <Sparkles aria-hidden />
                Generate with Quick Start
              </Link>
            </Button>
            <Button variant="secondary" onClick={() => void startPlaytest(null)} disabled={draft.saving}>
              <Play aria-hidden />
              Play
            </Button>
            <Button onClick={() => void draft.save()} disabled={draft.saving || !draft.dirty}>
              {draft.saving ? <Spinner className="size-4" /> : <Save aria-hidden />}
              {draft.saving ? "Saving..." : "Save Story"}
            </Button>
          </div>
        </div>
        <LeaveGuard draft={draft} />
        <AutosaveOffer autosave={draft.autosave} />
        {view === "scenes" ? (
          <SceneEditor
            game={game}
            draft={draft}
            selection={selection}
            onSelect={setSelection}
            onStoryWritten={onStoryWritten}
            onPlayFrom={(sceneId) => void startPlaytest(sceneId)}
          />
        ) : view === "map" ? (
          <Suspense fallback={<Skeleton className="h-[70vh] rounded-2xl" />}>
            <StoryMap draft={draft} onOpenScene={openScene} />
          </Suspense>
        ) : (
          <HistoryPanel gameId={game.id} dirty={draft.dirty} onStoryWritten={onStoryWritten} />
        )}
      </div>
      <Playtest
        game={game}
        story={draft.story}
        start={playtest}
        onBack={(sceneId) => {
          setPlaytest(null);
          if (sceneId) openScene(sceneId);
        }}
      />
    </StudioPage>
  );
}

function ViewButton({
  current,
  value,
  onChange,
  icon: Icon,
  label,
}: {
  current: EditorView;
  value: EditorView;
  onChange: (view: EditorView) => void;
  icon: typeof Network;
  label: string;
}) {
  const active = current === value;
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => onChange(value)}
      className={`inline-flex items-center gap-2 rounded-lg px-3 py-1.5 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ember-500 ${
        active
          ? "bg-ink-900 text-white dark:bg-white dark:text-ink-950"
          : "text-ink-600 hover:bg-ink-100 dark:text-ink-300 dark:hover:bg-ink-800"
      }`}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );
}
