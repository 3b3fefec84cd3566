import type { GameDetail } from "../../../../contract/creation";
import { storyCounts } from "../../../../contract/story-kind";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What Generate Complete Story would replace in a saved story, in words — "2 endings",
 * "3 chapters, 0 scenes and 1 ending" — or null when there is nothing to replace.
 */
export function replacedByGenerating(saved: GameDetail["storyBeats"]): string | null {
  const chapters = saved?.chapters.length ?? 0;
  const scenes = saved?.chapters.reduce((n, c) => n + c.scenes.length, 0) ?? 0;
  const endings = saved?.endings?.length ?? 0;
  const parts = [
    ...(chapters > 0 ? [storyCounts({ chapters, scenes })] : []),
    ...(endings > 0 ? [plural(endings, "ending", "endings")] : []),
  ];
  return parts.length ? parts.join(" and ") : null;
}
