import { STORY_LIMITS } from "../../../contract/edit-game";
import type { TaleforgeMeta } from "./taleforge-passage";
import type { TweePassage } from "./twee-document";

export type ChapterPlan = { id: string; title: string; passages: TweePassage[] };

/** The export's chapters; a passage added in Twine joins the last chapter. */
export function metaChapters(meta: TaleforgeMeta, ordered: TweePassage[], start: TweePassage): ChapterPlan[] {
  const byName = new Map(ordered.map((p) => [p.name, p]));
  const placed = new Set<TweePassage>();
  const chapters = meta.chapters.map((c) => ({
    id: c.id,
    title: c.title,
    passages: c.passages.flatMap((name) => {
      const p = byName.get(name);
      if (!p || placed.has(p)) return [];
      placed.add(p);
      return [p];
    }),
  }));
  const added = ordered.filter((p) => !placed.has(p));
  if (!chapters.length) chapters.push({ id: "chapter-1", title: "Chapter 1", passages: [] });
  const last = chapters.at(-1) as ChapterPlan;
  if (added.includes(start)) last.passages.unshift(start);
  last.passages.push(...added.filter((p) => p !== start));
  return chapters;
}

/**
 * Chapters from `chapter-N` tags, in number order; untagged passages join the first. A chapter
 * holds 200 scenes at most (a bigger one continues in the next) and a story 100 chapters: past
 * that, the smallest neighbours are joined, with a warning.
 */
export function taggedChapters(ordered: TweePassage[], warnings: string[]): ChapterPlan[] {
  const numberOf = (p: TweePassage) => {
    const tag = p.tags.find((t) => /^chapter-\d+$/.test(t));
    return tag ? Number(tag.slice(8)) : 0;
  };
  const first = Math.min(...ordered.map(numberOf).filter((n) => n > 0), 1);
  const groups = new Map<number, TweePassage[]>();
  for (const p of ordered) {
    const n = numberOf(p) || first;
    const group = groups.get(n);
    if (group) group.push(p);
    else groups.set(n, [p]);
  }
  // The start passage opens the story, so its chapter comes first.
  const startGroup = numberOf(ordered[0] as TweePassage) || first;
  const keys = [startGroup, ...[...groups.keys()].filter((n) => n !== startGroup).sort((a, b) => a - b)];
  const parts: TweePassage[][] = [];
  for (const n of keys) {
    const passages = groups.get(n) as TweePassage[];
    for (let i = 0; i < passages.length; i += STORY_LIMITS.scenesPerChapter)
      parts.push(passages.slice(i, i + STORY_LIMITS.scenesPerChapter));
  }
  if (parts.length > STORY_LIMITS.chapters) {
    warnings.push(
      `The passages are tagged with ${parts.length} chapters; a story has ${STORY_LIMITS.chapters} at most, so the smallest neighbouring chapters were joined`,
    );
    joinSmallest(parts, STORY_LIMITS.chapters);
  }
  return parts.map((passages, i) => ({ id: `chapter-${i + 1}`, title: `Chapter ${i + 1}`, passages }));
}

/**
 * Joins the neighbours with the fewest passages between them until `max` are left. With at most
 * 2,000 passages in 101 or more chapters, some pair always holds 40 or fewer: never past 200.
 */
function joinSmallest(parts: TweePassage[][], max: number) {
  while (parts.length > max) {
    let best = 0;
    for (let i = 1; i < parts.length - 1; i++)
      if (
        (parts[i] as TweePassage[]).length + (parts[i + 1] as TweePassage[]).length <
        (parts[best] as TweePassage[]).length + (parts[best + 1] as TweePassage[]).length
      )
        best = i;
    const [a, b] = [parts[best] as TweePassage[], parts[best + 1] as TweePassage[]];
    parts.splice(best, 2, [...a, ...b]);
  }
}
