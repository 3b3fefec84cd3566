import type { GameDetail } from "../../../../contract/creation";
import type { Selection } from "../story-editor";
import type { StoryDraftApi } from "../use-story-draft";

/** Spec 002 §2: the left panel (chapters, scenes, Add Scene) and the right (the scene). */
export function SceneEditor(_props: {
  game: GameDetail;
  draft: StoryDraftApi;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}) {
  return <div data-testid="scene-editor" />;
}
