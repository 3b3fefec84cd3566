import { FilePenLine } from "lucide-react";
import { useMemo, useState } from "react";
import { choiceTextKey } from "../../../../contract/edit-game";
import { Dialog } from "../../../ui/dialog";
import { Field } from "../../../ui/field";
import { dialogIcon, SubmitActions } from "../../adaptive-story/dialog-parts";
import { TextAreaField } from "../../creation-common/inputs";
import { type Choice, type Scene, type SceneDraft, type Story, timeId } from "../story-draft";
import { type EffectErrors, effectErrors, tidyEffects } from "./choice-effects";
import { ChoiceRows } from "./choice-rows";
import { type TargetGroups, targetGroups } from "./targets";
import { useItemSuggestions } from "./use-item-suggestions";

/** The contract's limits and messages for a scene (contract/edit-game.ts StoryBeats). */
const SCENE_TITLE_MAX = 200;
const SCENE_TEXT_MAX = 20_000;
const MESSAGES = {
  title: "Scene title is required",
  choiceText: "Choice text is required",
  // Play finds the clicked choice by its text (case and punctuation aside).
  sameText: "Another choice of this scene has the same text: give each its own",
} as const;

type Errors = { title?: string; choices: Record<string, string>; effects: Record<string, EffectErrors> };

const copyOf = (scene: Scene): SceneDraft => ({
  title: scene.title,
  description: scene.description,
  isEndingScene: scene.isEndingScene ?? false,
  choices: scene.choices.map((c) => ({ ...c })),
});

export function check(draft: SceneDraft): Errors {
  const choices: Record<string, string> = {};
  const effects: Record<string, EffectErrors> = {};
  const texts = new Set<string>();
  for (const c of draft.choices) {
    const key = choiceTextKey(c.text);
    if (!c.text.trim()) choices[c.id] = MESSAGES.choiceText;
    else if (texts.has(key)) choices[c.id] = MESSAGES.sameText;
    texts.add(key);
    const wrong = effectErrors(c.effects);
    if (Object.keys(wrong).length) effects[c.id] = wrong;
  }
  return { title: draft.title.trim() ? undefined : MESSAGES.title, choices, effects };
}

/**
 * Spec 002 §4: the scene edit modal works on a copy of the scene; Save puts the copy into the
 * story, Cancel (or Escape) drops it and the story is as it was.
 */
export function SceneEditDialog({
  story,
  scene,
  onClose,
  onSave,
}: {
  story: Story;
  /** The scene being edited; none when the modal is closed. */
  scene: Scene | null;
  onClose: () => void;
  onSave: (sceneId: string, draft: SceneDraft) => void;
}) {
  return (
    <Dialog
      open={scene !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Scene"
      description="Save Scene puts your changes into the story; Save Story keeps them."
      className="sm:max-w-3xl"
      icon={dialogIcon(FilePenLine)}
    >
      {/* Keyed by the scene: each opening starts from a fresh copy of it. */}
      {scene ? (
        <SceneEditForm
          key={scene.id}
          story={story}
          scene={scene}
          onSave={(draft) => {
            onSave(scene.id, draft);
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}

function SceneEditForm({
  story,
  scene,
  onSave,
}: {
  story: Story;
  scene: Scene;
  onSave: (draft: SceneDraft) => void;
}) {
  const [draft, setDraft] = useState<SceneDraft>(() => copyOf(scene));
  const [errors, setErrors] = useState<Errors>({ choices: {}, effects: {} });
  const suggestions = useItemSuggestions(draft.description);
  const [focusId, setFocusId] = useState<string | null>(null);

  // 400 scenes are 400 <option>s: made once per story and shared by every choice's select.
  const groups = useMemo(() => targetGroups(story), [story]);
  const targetOptions = useMemo(() => <TargetOptions groups={groups} />, [groups]);

  const setChoice = (choiceId: string, change: Partial<Choice>) => {
    setDraft((d) => ({ ...d, choices: d.choices.map((c) => (c.id === choiceId ? { ...c, ...change } : c)) }));
    if (change.text?.trim() && errors.choices[choiceId]) {
      const { [choiceId]: _fixed, ...rest } = errors.choices;
      setErrors({ ...errors, choices: rest });
    }
    // Effects are checked as they are edited, once a save has shown what was wrong.
    if ("effects" in change && errors.effects[choiceId]) {
      const wrong = effectErrors(change.effects);
      const { [choiceId]: _was, ...rest } = errors.effects;
      setErrors({ ...errors, effects: Object.keys(wrong).length ? { ...rest, [choiceId]: wrong } : rest });
    }
  };

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        const found = check(draft);
        setErrors(found);
        if (found.title || Object.keys(found.choices).length > 0 || Object.keys(found.effects).length > 0) {
          // The first field in error takes focus, once its error is on the page.
          const form = e.currentTarget;
          requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          return;
        }
        onSave({
          ...draft,
          title: draft.title.trim(),
          description: draft.description.trim(),
          choices: draft.choices.map(({ effects, ...c }) => {
            const kept = effects && tidyEffects({ ...effects, achievement: effects.achievement?.trim() });
            return { ...c, text: c.text.trim(), ...(kept ? { effects: kept } : {}) };
          }),
        });
      }}
    >
      <Field
        label="Title"
        value={draft.title}
        maxLength={SCENE_TITLE_MAX}
        error={errors.title}
        onChange={(e) => {
          const value = e.target.value;
          setDraft((d) => ({ ...d, title: value }));
          if (errors.title && value.trim()) setErrors({ ...errors, title: undefined });
        }}
      />
      <TextAreaField
        label="Description"
        hint="The scene's text as players read it. Leave a blank line between paragraphs."
        rows={12}
        value={draft.description}
        maxLength={SCENE_TEXT_MAX}
        onChange={(e) => {
          const value = e.target.value;
          setDraft((d) => ({ ...d, description: value }));
        }}
      />
      <label className="flex cursor-pointer items-center gap-2.5 text-ink-800 text-sm dark:text-ink-100">
        <input
          type="checkbox"
          className="size-4 cursor-pointer accent-ember-500"
          checked={draft.isEndingScene ?? false}
          onChange={(e) => {
            const checked = e.target.checked;
            setDraft((d) => ({ ...d, isEndingScene: checked }));
          }}
        />
        This is an ending scene
      </label>
      <ChoiceRows
        story={story}
        choices={draft.choices}
        errors={errors.choices}
        effectErrors={errors.effects}
        suggestions={suggestions}
        targetOptions={targetOptions}
        focusId={focusId}
        onChange={setChoice}
        onRemove={(choiceId) =>
          setDraft((d) => ({ ...d, choices: d.choices.filter((c) => c.id !== choiceId) }))
        }
        onAdd={() => {
          const id = timeId("choice");
          setDraft((d) => ({ ...d, choices: [...d.choices, { id, text: "" }] }));
          setFocusId(id);
        }}
      />
      <SubmitActions saving={false} label="Save Scene" />
    </form>
  );
}

const GROUPS = [
  ["scenes", "Scenes"],
  ["chapters", "Chapters"],
  ["endings", "Endings"],
] as const;

/** Nowhere yet, then the scenes ("Chapter N · title"), the chapters and the endings. */
function TargetOptions({ groups }: { groups: TargetGroups }) {
  return (
    <>
      <option value="">Nowhere yet</option>
      {GROUPS.map(([key, label]) =>
        groups[key].length > 0 ? (
          <optgroup key={key} label={label}>
            {groups[key].map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ) : null,
      )}
    </>
  );
}
