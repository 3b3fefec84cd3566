import type { StoryBeats } from "../../../../contract/edit-game";
import type { RevisionItem, RevisionSummary } from "../../../../contract/story-revisions";
import { canonicalJson } from "../../../../contract/story-revisions";

/**
 * What differs between a kept story (a revision) and the story saved now, scene by scene: the
 * same rule the server's summary uses (scenes matched by id; different when anything in the
 * scene differs), so the panel's list agrees with the line it was picked from. A scene whose only
 * difference is its place on the Story Map reads "moved", not "changed" with the same text.
 */

export type SceneVersion = {
  title: string;
  description: string;
  choices: { id: string; text: string }[];
  chapterTitle: string;
};

export type SceneDifference = {
  id: string;
  /**
   * changed: in both, not alike; moved: in both, alike but for the place on the Story Map;
   * kept: only in the kept story; now: only in the story now.
   */
  kind: "changed" | "moved" | "kept" | "now";
  kept: SceneVersion | null;
  now: SceneVersion | null;
};

type Beats = Pick<StoryBeats, "chapters"> | null | undefined;
type RawScene = StoryBeats["chapters"][number]["scenes"][number];

function scenes(beats: Beats): Map<string, { raw: RawScene; version: SceneVersion }> {
  const out = new Map<string, { raw: RawScene; version: SceneVersion }>();
  for (const chapter of beats?.chapters ?? [])
    for (const scene of chapter.scenes)
      out.set(scene.id, {
        raw: scene,
        version: {
          title: scene.title,
          description: scene.description,
          choices: scene.choices.map((c) => ({ id: c.id, text: c.text })),
          chapterTitle: chapter.title,
        },
      });
  return out;
}

/** A scene without its place on the Story Map. */
function unplaced(scene: RawScene): Omit<RawScene, "position"> {
  const { position: _place, ...rest } = scene;
  return rest;
}

/** The kept story's scenes in story order, then the scenes only the story now has. */
export function sceneDifferences(kept: Beats, now: Beats): SceneDifference[] {
  const was = scenes(kept);
  const is = scenes(now);
  const out: SceneDifference[] = [];
  for (const [id, old] of was) {
    const current = is.get(id);
    if (!current) out.push({ id, kind: "kept", kept: old.version, now: null });
    else if (canonicalJson(old.raw) !== canonicalJson(current.raw)) {
      const kind =
        canonicalJson(unplaced(old.raw)) === canonicalJson(unplaced(current.raw)) ? "moved" : "changed";
      out.push({ id, kind, kept: old.version, now: current.version });
    }
  }
  for (const [id, current] of is)
    if (!was.has(id)) out.push({ id, kind: "now", kept: null, now: current.version });
  return out;
}

const scenesWord = (n: number) => `${n} ${n === 1 ? "scene" : "scenes"}`;

/** "3 scenes added, 1 changed": what the write after this revision did. */
export function summaryText({ added, removed, changed, moved }: RevisionSummary): string {
  const parts = [
    added ? ["added", added] : null,
    removed ? ["removed", removed] : null,
    changed ? ["changed", changed] : null,
    moved ? ["moved on the map", moved] : null,
  ].filter((p): p is [string, number] => p !== null);
  if (parts.length === 0) return "No scenes added, removed or changed";
  return parts.map(([what, n], i) => (i === 0 ? `${scenesWord(n)} ${what}` : `${n} ${what}`)).join(", ");
}

export const sceneCountText = scenesWord;

/** A revision's time in the reader's own time zone: "27 Nov 2026, 14:05". */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/**
 * What a version keeps, in words: its scenes, and which write left the story so — the write of
 * the next older version (the list is always the newest run: pruning takes the oldest first).
 */
export function keptText(revision: RevisionItem, leftBy: string | undefined): string {
  const scenes = revision.sceneCount === 0 ? "no scenes" : sceneCountText(revision.sceneCount);
  return leftBy ? `Keeps ${scenes}, as “${leftBy}” left it` : `Keeps ${scenes}`;
}
