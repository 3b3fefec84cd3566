import { perText, SCENES_KEPT } from "./text";

/**
 * A scene's prose in lower case, with a sketch of the three-letter runs in it: a key with a run
 * the sketch lacks is not in the prose, and most keys are ruled out so, without a search.
 */
export type SceneText = {
  text: string;
  runs: Uint32Array;
  /**
   * Answers about numbered keys, kept for the scene's next turns: the same templates are asked
   * of it on each of the three turns it stays recent (0 not asked yet, 1 absent, 2 present).
   */
  answers: Uint8Array;
};
const RUN_BITS = 4096;
const run3 = (text: string, i: number) =>
  (text.charCodeAt(i) * 961 + text.charCodeAt(i + 1) * 31 + text.charCodeAt(i + 2)) & (RUN_BITS - 1);

/** A recent scene's text and sketch, made once for the three turns it stays recent. */
export const sceneText = perText((prose): SceneText => {
  const text = prose.toLowerCase();
  const runs = new Uint32Array(RUN_BITS / 32);
  for (let i = 0; i + 2 < text.length; i++) {
    const bit = run3(text, i);
    runs[bit >>> 5] = (runs[bit >>> 5] as number) | (1 << (bit & 31));
  }
  return { text, runs, answers: new Uint8Array(ANSWERS) };
}, SCENES_KEPT);

const ANSWERS = 256;
/** Beyond this many numbered keys, answers are not kept (a byte each, per scene remembered). */
const MOST_ANSWERS = 16_384;

/** A lower-case key's three-letter runs, as the sketch counts them. */
export function runsOf(key: string): Uint16Array {
  return Uint16Array.from({ length: Math.max(0, key.length - 2) }, (_, i) => run3(key, i));
}

/** False when the scene cannot hold a key with these runs; true when it may. */
export function mayContain(scene: SceneText, runs: Uint16Array): boolean {
  for (const bit of runs) if (!((scene.runs[bit >>> 5] as number) & (1 << (bit & 31)))) return false;
  return true;
}

/** A name as a key to search scenes for: in lower case, with its runs. */
const nameKey = perText((name) => {
  const key = name.toLowerCase();
  return { key, runs: runsOf(key) };
});

/** Whether the scene's text holds the name, case aside. */
export function mentions(scene: SceneText, name: string): boolean {
  const { key, runs } = nameKey(name);
  return mayContain(scene, runs) && scene.text.includes(key);
}

/** Whether the scene holds a key (lower case) that has a number: worked out once per scene. */
export function holdsKey(scene: SceneText, id: number, key: string, runs: Uint16Array): boolean {
  if (id >= scene.answers.length) {
    if (id >= MOST_ANSWERS) return mayContain(scene, runs) && scene.text.includes(key);
    const grown = new Uint8Array(Math.min(MOST_ANSWERS, 2 ** Math.ceil(Math.log2(id + 1))));
    grown.set(scene.answers);
    scene.answers = grown;
  }
  let answer = scene.answers[id];
  if (!answer) {
    answer = mayContain(scene, runs) && scene.text.includes(key) ? 2 : 1;
    scene.answers[id] = answer;
  }
  return answer === 2;
}
