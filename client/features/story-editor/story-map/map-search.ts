import type { Story } from "../story-draft";

/**
 * The map's search and filter (issue 35): which scenes are shown (all, one chapter's, or those
 * with a tag) and, among them, which match the search words in their title or text, in story
 * order. A plain substring test (no pattern from the author's words), so any query costs one
 * pass over the text.
 */
export type MapFilter = { chapterId: string | null; tag: string | null };
export const NO_FILTER: MapFilter = { chapterId: null, tag: null };

export const isFiltered = (filter: MapFilter) => filter.chapterId !== null || filter.tag !== null;

/** Searches ignore case and Unicode forms (so "Cafe\u0301" finds "Café"). */
const folded = (text: string) => text.normalize("NFKC").toLowerCase();

/** The tags a Twee import kept on the scenes, sorted. */
export function storyTags(story: Story): string[] {
  const tags = new Set<string>();
  for (const list of Object.values(story.twee?.tags ?? {})) for (const tag of list) tags.add(tag);
  return [...tags].sort((a, b) => a.localeCompare(b));
}

/** The ids of the scenes the filter shows, or null when it shows every scene. */
export function shownScenes(story: Story, filter: MapFilter): Set<string> | null {
  if (!isFiltered(filter)) return null;
  const tagged = story.twee?.tags ?? {};
  const shown = new Set<string>();
  for (const chapter of story.chapters) {
    if (filter.chapterId !== null && chapter.id !== filter.chapterId) continue;
    for (const scene of chapter.scenes) {
      if (filter.tag !== null && !(Object.hasOwn(tagged, scene.id) && tagged[scene.id]?.includes(filter.tag)))
        continue;
      shown.add(scene.id);
    }
  }
  return shown;
}

/** The scenes whose title or text holds the query, among those shown; none for a blank query. */
export function searchScenes(story: Story, query: string, shown: Set<string> | null): string[] {
  const needle = folded(query.trim());
  if (!needle) return [];
  const found: string[] = [];
  for (const chapter of story.chapters)
    for (const scene of chapter.scenes) {
      if (shown && !shown.has(scene.id)) continue;
      if (folded(scene.title).includes(needle) || folded(scene.description).includes(needle))
        found.push(scene.id);
    }
  return found;
}
