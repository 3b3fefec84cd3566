import { Flag, PenLine, PlayCircle, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { STORY_LIMITS } from "../../../../contract/edit-game";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { toast } from "../../../ui/toast-store";
import { TextAreaField } from "../../creation-common/inputs";
import { ChoiceRows } from "../scene-editor/choice-rows";
import { targetGroups } from "../scene-editor/targets";
import { useItemSuggestions } from "../scene-editor/use-item-suggestions";
import { type Choice, type Scene, type Story, timeId } from "../story-draft";
import { absorbLinks, createLinkedScene, linkStates, patchScene } from "./link-choices";
import { checkScene } from "./scene-checks";
import { pickerOptions } from "./target-picker";
import { TypedLinkList } from "./typed-link-list";

/** The contract's limits for a scene (contract/edit-game.ts StoryBeats). */
const SCENE_TITLE_MAX = 200;
const SCENE_TEXT_MAX = 20_000;

/**
 * The selected scene, edited in place (issue 35 replaces the Edit Scene modal): its title, its
 * text with Twine's typed links, its choices. Every edit goes straight into the story's draft;
 * Save Story (Ctrl/Cmd+S) keeps it, and the browser keeps the draft meanwhile.
 */
export function ScenePanel({
  story,
  scene,
  chapterId,
  chapterNumber,
  change,
  onPlayFromHere,
  onDelete,
  focusTitle = false,
}: {
  story: Story;
  scene: Scene;
  chapterId: string;
  chapterNumber: number;
  change: (next: (story: Story) => Story) => void;
  /** Playtest from this scene, inside the editor. */
  onPlayFromHere: () => void;
  onDelete: () => void;
  /** A scene just added: its title takes focus, selected, to be typed over. */
  focusTitle?: boolean;
}) {
  const titleField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusTitle) titleField.current?.select();
  }, [focusTitle]);
  const [focusId, setFocusId] = useState<string | null>(null);
  // Read once the text settles, by a reader fetched after the editor has drawn.
  const suggestions = useItemSuggestions(scene.description);
  const errors = useMemo(() => checkScene(scene), [scene]);
  const links = useMemo(
    () => linkStates(story, chapterId, scene.description),
    [story, chapterId, scene.description],
  );
  // Every scene, chapter and ending a choice can lead to: once per story, shared by each picker.
  const options = useMemo(() => pickerOptions(targetGroups(story)), [story]);

  const patch = (fields: Partial<Scene>) => change((s) => patchScene(s, scene.id, fields));
  const setChoices = (choices: (current: Choice[]) => Choice[]) =>
    change((s) => {
      const here = s.chapters.flatMap((c) => c.scenes).find((x) => x.id === scene.id);
      return here ? patchScene(s, scene.id, { choices: choices(here.choices) }) : s;
    });

  const createScene = (name: string) => {
    const created = createLinkedScene(story, scene.id, name);
    if (!created) {
      toast({
        title: "Chapter is full",
        description: `A chapter can have at most ${STORY_LIMITS.scenesPerChapter} scenes.`,
        variant: "destructive",
      });
      return;
    }
    change(() => created.story);
    toast({
      title: "Scene created",
      description: `“${name.trim()}” is in Chapter ${chapterNumber}, marked to write.`,
      variant: "success",
    });
  };

  return (
    <article
      aria-labelledby="scene-title"
      className="min-w-0 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-ember-700 text-xs uppercase tracking-wide dark:text-ember-400">
            Chapter {chapterNumber} · Scene
          </p>
          <h2
            id="scene-title"
            className="break-words font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white"
          >
            {scene.title.trim() || "Untitled scene"}
          </h2>
          <div className="mt-1 flex flex-wrap gap-2">
            {scene.toWrite ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2.5 py-0.5 font-medium text-amber-800 text-xs dark:text-amber-300">
                <PenLine aria-hidden className="size-3" />
                To write
              </span>
            ) : null}
            {scene.isEndingScene ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-ember-500/15 px-2.5 py-0.5 font-medium text-ember-800 text-xs dark:text-ember-300">
                <Flag aria-hidden className="size-3" />
                Ending scene
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onPlayFromHere}>
            <PlayCircle aria-hidden />
            Preview from here
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      </div>

      <div className="mt-5 grid gap-5">
        <Field
          ref={titleField}
          label="Title"
          value={scene.title}
          maxLength={SCENE_TITLE_MAX}
          error={errors.title}
          onChange={(e) => patch({ title: e.target.value })}
        />
        <TextAreaField
          label="Scene text"
          hint="What players read: a blank line starts a paragraph, *italic* and **bold** mark emphasis, [[Choice text|Scene title]] (or [[Scene title]]) adds a choice."
          rows={12}
          // Link markup reads as typed: the font would draw "->" and "<-" as arrows.
          style={{ fontVariantLigatures: "none", fontFeatureSettings: '"calt" 0, "liga" 0' }}
          value={scene.description}
          maxLength={SCENE_TEXT_MAX}
          onChange={(e) => patch({ description: e.target.value })}
          // Typed links become choices once the author leaves the text (ADR 034).
          onBlur={() => change((s) => absorbLinks(s, scene.id))}
        />
        <TypedLinkList
          story={story}
          links={links}
          full={scene.choices.length >= STORY_LIMITS.choicesPerScene}
          onCreate={createScene}
        />
        <label className="flex cursor-pointer items-center gap-2.5 text-ink-800 text-sm dark:text-ink-100">
          <input
            type="checkbox"
            className="size-4 cursor-pointer accent-ember-500"
            checked={scene.isEndingScene ?? false}
            onChange={(e) => patch({ isEndingScene: e.target.checked })}
          />
          This is an ending scene
        </label>
        <ChoiceRows
          story={story}
          choices={scene.choices}
          errors={errors.choices}
          effectErrors={errors.effects}
          suggestions={suggestions}
          targetOptions={options}
          focusId={focusId}
          onChange={(choiceId, fields) =>
            setChoices((choices) => choices.map((c) => (c.id === choiceId ? { ...c, ...fields } : c)))
          }
          onRemove={(choiceId) => setChoices((choices) => choices.filter((c) => c.id !== choiceId))}
          onAdd={() => {
            const id = timeId("choice");
            setChoices((choices) => [...choices, { id, text: "" }]);
            setFocusId(id);
          }}
        />
      </div>
    </article>
  );
}
