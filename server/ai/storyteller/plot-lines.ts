import type { BiblePlotLine } from "../narrator";
import { add, type Draft, ORDER } from "./compose";
import { personalize } from "./personalize";
import { hashString } from "./random";
import { heardSentence, sayFresh } from "./session-lines";
import { upperFirst } from "./text";

/**
 * The author's plot lines in play (issue 31): Edit Game's key events, critical lines first, are
 * told in played scenes one at a time, every few scenes, each once a session. The session's
 * heard lines (session-lines.ts) remember which have been told.
 */

/** Scenes between two key events: the first comes early, the rest keep the line alive. */
const EVERY = 4;
const FIRST_SCENE = 3;
const RANK: Record<string, number> = { critical: 0, major: 1, optional: 2 };

export const plotEventHash = (event: string) => hashString(`e:${event.trim().toLowerCase()}`) & 0xffffff;

/** Key events in the order play should reach them: by priority, then as the author listed them. */
function scheduled(lines: readonly BiblePlotLine[] | undefined): string[] {
  return (lines ?? [])
    .filter((l) => l.isActive !== false && (l.priority ?? "major") !== "optional")
    .map((l, i) => ({ l, i }))
    .sort((a, b) => (RANK[a.l.priority ?? "major"] ?? 1) - (RANK[b.l.priority ?? "major"] ?? 1) || a.i - b.i)
    .flatMap(({ l }) => l.keyEvents.map((e) => e.trim()).filter(Boolean));
}

/** Leads into a key event: the story marks it as one. */
const LEADS = [
  "Then something happens that changes things.",
  "It comes without warning.",
  "This is the moment the day turns on.",
  "What happens next will matter later.",
  "And then, at last, something gives.",
  "It is a small thing at first, and then it is not.",
];

/**
 * Tells the next untold key event when one is due; returns its hash for the session to keep.
 * A closing scene, a child's scene or a game without plot lines tells none.
 */
export function tellPlotEvent(d: Draft, heard: ReadonlySet<number>): number | undefined {
  const { input } = d.world;
  const n = input.sceneNumber;
  if (n < FIRST_SCENE || (n - FIRST_SCENE) % EVERY !== 0) return undefined;
  const event = scheduled(input.game.plotLines).find((e) => !heard.has(plotEventHash(e)));
  if (!event) return undefined;
  const line = personalize(
    upperFirst(event.replace(/[.!?]*$/, ".")),
    d.world.hero,
    d.world.voice.perspective,
  );
  // The outline's chapter already carried it into an earlier scene: told, and not told twice.
  if (heardSentence(d, line)) return plotEventHash(event);
  sayFresh(d, LEADS, ORDER.beat, true);
  add(d, line, ORDER.beat, true);
  d.events.push(event.replace(/[.!?]*$/, "").slice(0, 80));
  return plotEventHash(event);
}
