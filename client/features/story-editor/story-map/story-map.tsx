import "@xyflow/react/dist/style.css";
import "./story-map.css";
import { ReactFlowProvider } from "@xyflow/react";
import { Keyboard } from "lucide-react";
import { useMemo, useState } from "react";
import { storyProblems } from "../story-problems";
import type { StoryDraftApi } from "../use-story-draft";
import { MapCanvas } from "./map-canvas";
import { type MapFilter, NO_FILTER, shownScenes } from "./map-search";
import { ProblemsList } from "./problems-list";
import { TextOutline } from "./text-outline";

/**
 * The Story Map (issue 20): the same draft as a graph of scenes grouped by chapter, its problems
 * beside it, and a text outline of it. Loaded only when opened (story-editor.tsx).
 */
export default function StoryMap({
  draft,
  onOpenScene,
}: {
  draft: StoryDraftApi;
  onOpenScene: (sceneId: string) => void;
}) {
  const problems = useMemo(() => storyProblems(draft.story), [draft.story]);
  const [announcement, setAnnouncement] = useState("");
  const [filter, setFilter] = useState<MapFilter>(NO_FILTER);
  const shown = useMemo(() => shownScenes(draft.story, filter), [draft.story, filter]);
  return (
    <ReactFlowProvider>
      <div className="flex flex-col gap-4" data-testid="story-map">
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <MapCanvas
            draft={draft}
            problems={problems}
            onOpenScene={onOpenScene}
            // The same words again (a second nudge the same way) must still be said: a live
            // region speaks only what changed.
            onAnnounce={(message) =>
              setAnnouncement((was) => (was === message ? `${message}\u00a0` : message))
            }
            filter={filter}
            onFilter={setFilter}
          />
          <ProblemsList
            problems={problems}
            onOpenScene={onOpenScene}
            onReveal={(sceneId) => {
              if (shown && !shown.has(sceneId)) setFilter(NO_FILTER);
            }}
          />
        </div>
        <p className="flex items-start gap-2 text-ink-600 text-sm dark:text-ink-300">
          <Keyboard aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            Click a card or its title to open the scene. Drag a card to place it; Shift or Ctrl and a click
            selects several, Shift and a drag on the background draws a box around them, and a drag moves them
            together. Drag from a choice's dot to another card to change where it leads, or from "New choice"
            to add one. Without a mouse: Tab to a card's title and use the arrow keys to move it (Shift and an
            arrow moves it further; a selected card moves the selection); the problems list and the text
            outline below open every scene, and choices are added and pointed elsewhere in the Scenes view's
            Edit.
          </span>
        </p>
        <TextOutline story={draft.story} onOpenScene={onOpenScene} />
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </ReactFlowProvider>
  );
}
