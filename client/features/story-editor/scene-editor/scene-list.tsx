import { Flag, PencilLine, PenLine, Plus } from "lucide-react";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import type { Chapter } from "../story-draft";
import { LimitNote, Panel, plural, SelectRow } from "./panel";

/** The selected chapter's scenes (only this chapter's: a long story stays fast), and Add Scene. */
export function SceneList({
  chapter,
  number,
  selectedSceneId,
  onSelect,
  onAddScene,
  onRename,
}: {
  chapter: Chapter;
  number: number;
  selectedSceneId: string | null;
  onSelect: (sceneId: string) => void;
  onAddScene: () => void;
  onRename: () => void;
}) {
  const full = chapter.scenes.length >= STORY_LIMITS.scenesPerChapter;
  return (
    <Panel
      eyebrow={`Chapter ${number}`}
      title={chapter.title || "Untitled chapter"}
      actions={
        <Button variant="ghost" size="sm" onClick={onRename} aria-label={`Rename chapter ${number}`}>
          <PencilLine aria-hidden />
          Rename
        </Button>
      }
    >
      {chapter.scenes.length === 0 ? (
        <p className="rounded-xl border border-ink-300 border-dashed px-3 py-4 text-center text-ink-600 text-sm dark:border-ink-700 dark:text-ink-300">
          This chapter has no scenes yet.
        </p>
      ) : (
        <ol aria-label={`Scenes of chapter ${number}`} className="grid gap-1">
          {chapter.scenes.map((scene, index) => (
            <li key={scene.id}>
              <SelectRow current={scene.id === selectedSceneId} onSelect={() => onSelect(scene.id)}>
                <span className="mt-0.5 w-5 shrink-0 text-right text-ink-500 text-xs tabular-nums dark:text-ink-300">
                  {index + 1}.
                </span>
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-medium text-sm">{scene.title || "Untitled scene"}</span>
                  <span className="flex items-center gap-1.5 text-ink-500 text-xs dark:text-ink-300">
                    {plural(scene.choices.length, "choice")}
                    {scene.toWrite ? (
                      <>
                        <span aria-hidden>·</span>
                        <PenLine aria-hidden className="size-3" />
                        to write
                      </>
                    ) : null}
                    {scene.isEndingScene ? (
                      <>
                        <span aria-hidden>·</span>
                        <Flag aria-hidden className="size-3" />
                        ending
                      </>
                    ) : null}
                  </span>
                </span>
              </SelectRow>
            </li>
          ))}
        </ol>
      )}
      <Button className="mt-3 w-full" onClick={onAddScene} disabled={full}>
        <Plus aria-hidden />
        Add Scene
      </Button>
      {full ? (
        <LimitNote>A chapter can have at most {STORY_LIMITS.scenesPerChapter} scenes.</LimitNote>
      ) : null}
    </Panel>
  );
}
