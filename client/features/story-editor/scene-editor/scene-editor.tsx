import { BookPlus, Flag, MousePointerClick, PencilLine, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { GameDetail } from "../../../../contract/creation";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { ScenePanel } from "../inline/scene-panel";
import {
  addChapter,
  addEnding,
  addScene,
  deleteEnding,
  deleteScene,
  type Ending,
  emptyScene,
  findScene,
  renameChapter,
  renameEnding,
} from "../story-draft";
import type { Selection } from "../story-editor";
import type { StoryDraftApi } from "../use-story-draft";
import { ChapterList } from "./chapter-list";
import { EmptyStory } from "./empty-story";
import { EndingsList } from "./endings-list";
import { SceneList } from "./scene-list";
import { TitleDialog, type TitleRequest } from "./title-dialog";

/** The two panels sit side by side from this width; below it the scene is under the lists. */
const SIDE_BY_SIDE = "(min-width: 1024px)";

/** Spec 002 §2: the left panel (chapters, scenes, Add Scene) and the right (the scene). */
export function SceneEditor({
  game,
  draft,
  selection,
  onSelect,
  onStoryWritten,
  onPlayFrom,
}: {
  game: GameDetail;
  draft: StoryDraftApi;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** Generate Complete Story wrote the story: read it again and open it. */
  onStoryWritten: () => Promise<unknown>;
  /** Playtest from a scene, inside the editor. */
  onPlayFrom: (sceneId: string) => void;
}) {
  const { story, change } = draft;
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [endingToDelete, setEndingToDelete] = useState<Ending | null>(null);
  const [titleRequest, setTitleRequest] = useState<TitleRequest | null>(null);
  const scenePanel = useRef<HTMLDivElement>(null);

  // A selection that no longer exists falls back to the first chapter.
  const chapterIndex = Math.max(
    story.chapters.findIndex((c) => c.id === selection.chapterId),
    0,
  );
  const chapter = story.chapters[chapterIndex] ?? null;
  const selected = selection.sceneId ? findScene(story, selection.sceneId) : null;

  // Add Scene puts a new scene in the chapter and opens it in the panel, its title to write.
  const [added, setAdded] = useState<string | null>(null);
  const addSceneTo = (chapterId: string) => {
    const scene = emptyScene();
    change((s) => addScene(s, chapterId, scene));
    onSelect({ chapterId, sceneId: scene.id });
    setAdded(scene.id);
  };

  const selectScene = (sceneId: string) => {
    onSelect({ chapterId: chapter?.id ?? null, sceneId });
    // On a phone the scene is below the lists: bring it into view.
    if (!window.matchMedia(SIDE_BY_SIDE).matches)
      scenePanel.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  };

  const askChapterTitle = () =>
    setTitleRequest({
      title: "",
      heading: "Add Chapter",
      label: "Chapter title",
      submitLabel: "Add Chapter",
      requiredMessage: "Chapter title is required",
      icon: BookPlus,
      onSave: (title) => {
        const added = addChapter(story, title);
        change(() => added.story);
        onSelect({ chapterId: added.chapterId, sceneId: null });
      },
    });

  const dialogs = <TitleDialog request={titleRequest} onClose={() => setTitleRequest(null)} />;

  if (!chapter)
    return (
      <>
        <EmptyStory
          gameId={game.id}
          saved={game.storyBeats}
          onAddChapter={askChapterTitle}
          onStoryWritten={onStoryWritten}
        />
        {dialogs}
      </>
    );

  const deleteSelected = () => {
    if (!deletingId) return;
    // The next scene of the chapter (or the one before) is shown in its place.
    const home = findScene(story, deletingId)?.chapter ?? chapter;
    const at = home.scenes.findIndex((s) => s.id === deletingId);
    const neighbour = home.scenes[at + 1] ?? home.scenes[at - 1] ?? null;
    change((s) => deleteScene(s, deletingId));
    onSelect({ chapterId: home.id, sceneId: neighbour?.id ?? null });
    setDeletingId(null);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
      <div className="grid min-w-0 gap-4">
        <ChapterList
          chapters={story.chapters}
          selectedId={chapter.id}
          onSelect={(chapterId) => {
            const next = story.chapters.find((c) => c.id === chapterId);
            onSelect({ chapterId, sceneId: next?.scenes[0]?.id ?? null });
          }}
          onAdd={askChapterTitle}
        />
        <SceneList
          chapter={chapter}
          number={chapterIndex + 1}
          selectedSceneId={selection.sceneId}
          onSelect={selectScene}
          onAddScene={() => addSceneTo(chapter.id)}
          onRename={() =>
            setTitleRequest({
              title: chapter.title,
              heading: `Rename Chapter ${chapterIndex + 1}`,
              label: "Chapter title",
              submitLabel: "Rename",
              requiredMessage: "Chapter title is required",
              icon: PencilLine,
              onSave: (title) => change((s) => renameChapter(s, chapter.id, title)),
            })
          }
        />
        <EndingsList
          endings={story.endings}
          onAdd={() =>
            setTitleRequest({
              title: "",
              heading: "Add Ending",
              label: "Ending title",
              submitLabel: "Add Ending",
              requiredMessage: "Ending title is required",
              icon: Flag,
              onSave: (title) => {
                const added = addEnding(story, title);
                change(() => added.story);
              },
            })
          }
          onRename={(ending) =>
            setTitleRequest({
              title: ending.title,
              heading: "Rename Ending",
              label: "Ending title",
              submitLabel: "Rename",
              requiredMessage: "Ending title is required",
              icon: PencilLine,
              onSave: (title) => change((s) => renameEnding(s, ending.id, title)),
            })
          }
          onDelete={setEndingToDelete}
        />
      </div>

      <div ref={scenePanel} className="min-w-0 scroll-mt-4">
        {selected ? (
          // Keyed by the scene: a newly chosen scene starts with its own panel state.
          <ScenePanel
            key={selected.scene.id}
            story={story}
            scene={selected.scene}
            chapterId={selected.chapter.id}
            chapterNumber={story.chapters.indexOf(selected.chapter) + 1}
            change={change}
            onPlayFromHere={() => onPlayFrom(selected.scene.id)}
            onDelete={() => setDeletingId(selected.scene.id)}
            focusTitle={selected.scene.id === added}
          />
        ) : (
          <div className="grid justify-items-center gap-3 rounded-2xl border border-ink-300 border-dashed px-6 py-16 text-center dark:border-ink-700">
            <MousePointerClick aria-hidden className="size-8 text-ink-400" />
            <p className="max-w-sm text-ink-600 dark:text-ink-300">
              {chapter.scenes.length > 0
                ? "Choose a scene on the left to read and edit it."
                : "Add a scene to this chapter to start writing it."}
            </p>
          </div>
        )}
      </div>

      {dialogs}
      <ConfirmDialog
        open={deletingId !== null}
        pending={false}
        title="Delete Scene"
        description={`“${findScene(story, deletingId ?? "")?.scene.title ?? ""}” will be removed from the story. This action cannot be undone. Choices that lead to it will lead to a missing scene until you change them.`}
        confirmLabel="Delete Scene"
        pendingLabel="Deleting…"
        icon={Trash2}
        onConfirm={deleteSelected}
        onClose={() => setDeletingId(null)}
      />
      <ConfirmDialog
        open={endingToDelete !== null}
        pending={false}
        title="Delete Ending"
        description={`“${endingToDelete?.title ?? ""}” will be removed from the story. This action cannot be undone. Choices that lead to it will lead to a missing ending until you change them.`}
        confirmLabel="Delete Ending"
        pendingLabel="Deleting…"
        icon={Trash2}
        onConfirm={() => {
          if (endingToDelete) change((s) => deleteEnding(s, endingToDelete.id));
          setEndingToDelete(null);
        }}
        onClose={() => setEndingToDelete(null)}
      />
    </div>
  );
}
