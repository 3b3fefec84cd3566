import * as Tabs from "@radix-ui/react-tabs";
import { Flag, PencilLine, PlayCircle, Trash2 } from "lucide-react";
import type { GameDetail } from "../../../../contract/creation";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { SAVES_FIRST, useSaveThenOpen } from "../leave-guard";
import type { Scene, Story } from "../story-draft";
import { previewFromSceneHref } from "../story-links";
import type { StoryDraftApi } from "../use-story-draft";
import { SceneChoices } from "./scene-choices";

const tab =
  "inline-flex cursor-pointer items-center gap-2 border-transparent border-b-2 px-3 py-2 font-medium text-ink-600 text-sm transition-colors hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-ember-500 data-[state=active]:border-ember-500 data-[state=active]:text-ink-950 dark:text-ink-300 dark:data-[state=active]:text-white dark:hover:text-white";

/** Spec 002 §2: the selected scene, its Content and Choices, Edit, Delete and Preview from here. */
export function SceneView({
  game,
  draft,
  story,
  scene,
  chapterNumber,
  onEdit,
  onDelete,
}: {
  game: GameDetail;
  draft: StoryDraftApi;
  story: Story;
  scene: Scene;
  chapterNumber: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const previewHref = previewFromSceneHref(game, scene.id);
  const openPreview = useSaveThenOpen(draft)(previewHref);

  return (
    <article
      aria-labelledby="scene-title"
      className="min-w-0 rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-7 dark:border-ink-800 dark:bg-ink-900"
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
            {scene.title || "Untitled scene"}
          </h2>
          {scene.isEndingScene ? (
            <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-ember-500/15 px-2.5 py-0.5 font-medium text-ember-800 text-xs dark:text-ember-300">
              <Flag aria-hidden className="size-3" />
              Ending scene
            </span>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <PencilLine aria-hidden />
            Edit
          </Button>
          <Button variant="secondary" size="sm" asChild>
            <a
              href={previewHref}
              onClick={(e) => void openPreview(e)}
              aria-disabled={draft.saving || undefined}
              {...SAVES_FIRST}
            >
              {draft.saving ? <Spinner className="size-4" /> : <PlayCircle aria-hidden />}
              Preview from here
            </a>
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

      <Tabs.Root defaultValue="content" className="mt-5">
        <Tabs.List aria-label="Scene" className="flex gap-1 border-ink-200 border-b dark:border-ink-700">
          <Tabs.Trigger value="content" className={tab}>
            Content
          </Tabs.Trigger>
          <Tabs.Trigger value="choices" className={tab}>
            Choices
            <span className="rounded-full bg-ink-100 px-1.5 text-ink-700 text-xs tabular-nums dark:bg-ink-800 dark:text-ink-200">
              {scene.choices.length}
            </span>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content
          value="content"
          className="pt-4 focus-visible:outline-2 focus-visible:outline-ember-500 focus-visible:outline-offset-4"
        >
          <SceneText text={scene.description} />
        </Tabs.Content>
        <Tabs.Content
          value="choices"
          className="pt-4 focus-visible:outline-2 focus-visible:outline-ember-500 focus-visible:outline-offset-4"
        >
          <SceneChoices story={story} scene={scene} />
        </Tabs.Content>
      </Tabs.Root>
    </article>
  );
}

/** The scene's text as players read it: blank lines part paragraphs, single breaks are kept. */
function SceneText({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0)
    return <p className="text-ink-600 text-sm dark:text-ink-300">This scene has no text yet.</p>;
  return (
    <div
      data-testid="scene-text"
      className="grid max-w-prose gap-3 text-ink-800 leading-relaxed dark:text-ink-100"
    >
      {paragraphs.map((p, i) => (
        // Paragraphs have no ids of their own; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <p key={i} className="whitespace-pre-line break-words">
          {p}
        </p>
      ))}
    </div>
  );
}
