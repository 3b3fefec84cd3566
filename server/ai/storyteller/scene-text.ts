import { lowerCase, perText, SCENES_KEPT } from "./text";

/**
 * A scene's prose in lower case, with a sketch of the three-letter runs in it: a key with a run
 * the sketch lacks is not in the prose, and most keys are ruled out so, without a search.
 */
export type SceneText = { text: string; runs: Uint32Array };
const RUN_BITS = 4096;
const run3 = (text: string, i: number) =>
  (text.charCodeAt(i) * 961 + text.charCodeAt(i + 1) * 31 + text.charCodeAt(i + 2)) & (RUN_BITS - 1);

/** A recent scene's text and sketch, made once for the three turns it stays recent. */
export const sceneText = perText((prose): SceneText => {
  const text = lowerCase(prose);
  const runs = new Uint32Array(RUN_BITS / 32);
  for (let i = 0; i + 2 < text.length; i++) {
    const bit = run3(text, i);
    runs[bit >>> 5] = (runs[bit >>> 5] as number) | (1 << (bit & 31));
  }
  return { text, runs };
}, SCENES_KEPT);

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
export const nameKey = perText((name) => {
  const key = name.toLowerCase();
  return { key, runs: runsOf(key) };
});

/** Whether the scene's text holds the name, case aside. */
export function mentions(scene: SceneText, name: string): boolean {
  const { key, runs } = nameKey(name);
  return mayContain(scene, runs) && scene.text.includes(key);
}
