import { add, type Draft, ORDER, say } from "./compose";

/**
 * The scene in which health reaches 0. The engine ends the run after it (rules.ts,
 * fallenScene), so the scene itself must already read as an ending: no hook promising what
 * comes next, no "this place is not finished with you", no lying items to take. What it keeps
 * is what happened (the action, the blow); what it adds is the fall.
 */
const FALL = [
  "Only when it is over [do|does] {S} understand how badly {S} [have|has] been hurt.",
  "{P} legs will not hold {O} any longer.",
  "{S} [try|tries] to stand, and for a moment {S} almost [manage|manages] it.",
  "The ground comes up slowly, almost gently, to meet {O}.",
];
const MORE = [
  "{S} [think|thinks] of {thread}, and of how close the answer felt.",
  "There is no pain now, only a great and heavy tiredness.",
  "Somewhere far away, someone is calling a name. It takes a long time to understand that it is {P} own.",
];
const LAST = "The light narrows to a single point, and the point goes out.";

/** Replaces the scene's forward-looking lines (and idle talk) with its ending. */
export function closeScene(d: Draft): void {
  const words = () => d.segments.reduce((n, s) => n + s.text.split(/\s+/).length, 0);
  d.segments = d.segments.filter(
    (s) =>
      s.order <= ORDER.consequence &&
      s.order !== ORDER.speech &&
      s.order !== ORDER.presence &&
      !/\?$/.test(s.text),
  );
  d.mentioned.delete("items");
  d.mentioned.delete("next");
  d.mentioned.delete("npc");
  d.shownItems = [];
  for (const line of FALL) say(d, [line], ORDER.hook, true);
  for (const line of MORE) if (words() < SCENE_MIN) say(d, [line], ORDER.hook, true);
  add(d, LAST, ORDER.hook + 1);
  d.titleHint = "The Last Stand";
  d.events.push("fell");
}

const SCENE_MIN = 110;
