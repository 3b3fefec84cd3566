import { deflateRawSync } from "node:zlib";
import { Rng } from "../ai/storyteller/random";
import type { StoryBeats } from "../db/schema";
import { writeArchive } from "../features/backups/backup-archive";
import type { GameDocument } from "../features/backups/backup-format";
import { DOCUMENT_AT, gameDocument } from "../features/backups/game-document-support";
import { manifestBomb } from "../features/backups/zip-test-support";

/**
 * The worst input of each kind a user may send (issue 28): parsing them must never hold the
 * event loop. Shared by server/reliability/hostile-inputs.test.ts (a bounded delay, generous)
 * and bench/hostile-inputs.ts (the real figure, target ≤ 100 ms each).
 */

const SYLLABLES = [
  "ka",
  "lo",
  "mir",
  "en",
  "tha",
  "ro",
  "vel",
  "sin",
  "dor",
  "ae",
  "qu",
  "ith",
  "ban",
  "or",
  "wy",
];

/** Prose-like words that deflate about as real stories do (3 to 1), not like a run of one letter. */
function prose(next: () => number, length: number): string {
  let text = "";
  while (text.length < length) {
    const syllables = 1 + Math.floor(next() * 3);
    let word = "";
    for (let i = 0; i < syllables; i++) word += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    text += next() < 0.08 ? `${word}. ` : `${word} `;
  }
  return text.slice(0, length);
}

/**
 * A written story at the Story Editor's limits (contract/edit-game.ts): `chapters` × `scenes`
 * scenes of `sceneText` characters, each from `text(i)`, each with one choice to the next.
 */
export function storyOf(
  chapters: number,
  scenes: number,
  text: (index: number) => string,
): NonNullable<StoryBeats> {
  const count = chapters * scenes;
  const id = (i: number) => `s${i}`;
  return {
    chapters: Array.from({ length: chapters }, (_, c) => ({
      id: `c${c}`,
      title: `Chapter ${c + 1}`,
      scenes: Array.from({ length: scenes }, (_, k) => {
        const i = c * scenes + k;
        const last = i === count - 1;
        return {
          id: id(i),
          title: `Scene ${i + 1}`,
          description: text(i),
          ...(last ? { isEndingScene: true } : {}),
          choices: last ? [] : [{ id: `x${i}`, text: "Go on", leadsToScene: id(i + 1) }],
        };
      }),
    })),
    endings: [{ id: id(count - 1), title: "The end" }],
  };
}

/**
 * A story at the save limit (8 MB of JSON, edit-game-routes.ts) whose scenes are full of `[[`:
 * 20 chapters of 20 scenes of 19,998 characters (the editor's 20,000 at most).
 */
export const storyOfOpenLinks = () => storyOf(20, 20, () => "[[".repeat(9_999));

/** A game whose written story is `storyBeats`. */
const gameOf = (title: string, storyBeats: NonNullable<StoryBeats>): GameDocument =>
  gameDocument(title, {
    id: title,
    chapterCount: storyBeats.chapters.length,
    hasStructuredStory: true,
    useCompleteStorySystem: true,
    storyBeats,
    shareSlug: "hostile-abcdef",
  });

/**
 * A backup archive just under `maxBytes` (BACKUP_MAX_BYTES): games whose written stories are as
 * large as the Story Editor saves (20 chapters of 20 scenes of 20,000 characters, about 8 MB),
 * of prose that packs as real prose does, as many as fit.
 */
export function backupAtLimit(maxBytes: number): { zip: Uint8Array; games: number } {
  // Seeded: the same fixtures every run.
  const rng = new Rng("hostile-inputs", 28);
  const next = () => rng.float();
  const game = (n: number, chapters: number) => {
    const texts = Array.from({ length: chapters * 20 }, () => prose(next, 20_000));
    return gameOf(
      `Game ${n}`,
      storyOf(chapters, 20, (i) => texts[i] as string),
    );
  };
  // One full game packed, measured once: then as many as fit, and a last one of fewer chapters.
  const first = game(1, 20);
  const packed = deflateRawSync(JSON.stringify(first, null, 2), { level: 6 }).length;
  const room = maxBytes - 64 * 1024;
  const full = Math.max(1, Math.floor(room / packed));
  const documents = [first, ...Array.from({ length: full - 1 }, (_, i) => game(i + 2, 20))];
  let chapters = Math.floor(((room - full * packed) / packed) * 20);
  if (chapters > 0) documents.push(game(full + 1, chapters));
  for (;;) {
    const zip = writeArchive("u1", documents, new Date(DOCUMENT_AT)).bytes;
    if (zip.length <= maxBytes) return { zip, games: documents.length };
    // Over by a little: the last game loses a chapter.
    const last = documents.pop() as GameDocument;
    chapters = (last.game.storyBeats?.chapters.length ?? 1) - 1;
    if (chapters > 0) documents.push(game(documents.length + 1, chapters));
  }
}

/** Issue 28, F1: the 24 KB archive whose manifest lists 12,000,000 zeros (zip-test-support.ts). */
export const manifestOfZeros = () => manifestBomb(12_000_000);
