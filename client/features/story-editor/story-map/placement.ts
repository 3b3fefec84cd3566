import { MAP_EXTENT, type MapPosition } from "../../../../contract/edit-game";
import type { Story } from "../story-draft";

/** A place as the story keeps it: whole units, inside the map's bounds. */
export function keptPosition(at: MapPosition): MapPosition {
  const clamp = (v: number) => Math.max(-MAP_EXTENT, Math.min(MAP_EXTENT, Math.round(v)));
  return { x: clamp(at.x), y: clamp(at.y) };
}

/**
 * The scenes moved on the map, kept in the story (scene.position), so their places are saved
 * with it. A chapter with a scene placed has all its scenes pinned where they are drawn
 * (`drawn`, the current layout): left to the automatic layout, its other scenes would drift away
 * from the placed one whenever another chapter's size moved this chapter's corner. Chapters and
 * scenes not moved stay the same objects (the draft tells changes apart by identity first); a
 * scene left where it was is no change.
 */
export function placeScenes(
  story: Story,
  moved: ReadonlyMap<string, MapPosition>,
  drawn?: ReadonlyMap<string, MapPosition>,
): Story {
  if (moved.size === 0) return story;
  let changed = false;
  const chapters = story.chapters.map((chapter) => {
    if (!chapter.scenes.some((s) => moved.has(s.id))) return chapter;
    const scenes = chapter.scenes.map((scene) => {
      const to = moved.get(scene.id) ?? (scene.position ? undefined : drawn?.get(scene.id));
      if (!to) return scene;
      const position = keptPosition(to);
      if (scene.position?.x === position.x && scene.position?.y === position.y) return scene;
      changed = true;
      return { ...scene, position };
    });
    return { ...chapter, scenes };
  });
  return changed ? { ...story, chapters } : story;
}
