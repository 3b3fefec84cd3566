import type { ExportFormat } from "../../contract/open-formats";
import { jsonbText } from "../db/jsonb";
import { HttpError } from "../errors";
import {
  type GameEntry,
  type OpenedArchive,
  openArchive,
  readGame,
} from "../features/backups/backup-archive";
import type { GameDocument } from "../features/backups/backup-format";
import { withFreshChapterIds } from "../features/backups/restored-ids";
import { playerStory, storyHtml } from "../features/open-formats/html-export";
import { storyToTwee } from "../features/open-formats/story-to-twee";
import { TweeError } from "../features/open-formats/twee-document";
import { readTwee } from "../features/open-formats/twee-reader";
import { tweeToStory } from "../features/open-formats/twee-to-story";
import { writeTwee } from "../features/open-formats/twee-writer";
import { isTwineHtml, readTwineHtml } from "../features/open-formats/twine-html-reader";

/**
 * The work on user files that runs in the parsing workers (ADR 026): reading a backup archive,
 * reading a Twee or Twine HTML file, writing a story as Twee or HTML. Pure functions of their
 * input, no database: this module and what it imports are what a worker loads.
 *
 * What crosses between threads is kept cheap to copy on the event loop's side: the archive is a
 * SharedArrayBuffer (shared, never copied, across a restore's tasks), a story's storyBeats
 * travel as JSON text (a string is copied in one block; an object graph is rebuilt node by node),
 * and the server passes that text to PostgreSQL as it is (`::jsonb`), never parsing it.
 */

/** A game from an archive: its document, and its written story as jsonb-safe JSON text. */
export type RestoredGame = {
  /** `game.storyBeats` and each revision's `story` are null here: their JSON text is beside. */
  document: GameDocument;
  storyBeats: string | null;
  /** The stories of `document.revisions`, in its order. */
  revisionStories: (string | null)[];
};

/** What the restore dialog lists of an archive's game, read without keeping the game. */
export type ArchiveGameSummary = {
  /** The game's id where it was backed up. */
  id: string;
  title: string;
  genre: string;
  updatedAt: string;
  sceneCount: number;
};

type Imported = ReturnType<typeof tweeToStory>;
/** A Twee or Twine HTML file read: its story as jsonb-safe JSON text, and what the report says. */
export type ImportedStory = Omit<Imported, "beats"> & {
  beats: string;
  chapters: number;
  /** Some chapter has scenes: the game plays its written story. */
  hasScenes: boolean;
};

/** What an export needs of the game; its storyBeats come as the database's JSON text. */
export type ExportedGame = {
  id: string;
  title: string;
  description: string | null;
  genre: string;
  storyline: string;
};

export type ParseTask =
  | { kind: "backup-open"; archive: SharedArrayBuffer; maxBytes: number }
  | { kind: "backup-game"; archive: SharedArrayBuffer; entry: GameEntry }
  | { kind: "backup-summary"; archive: SharedArrayBuffer; entry: GameEntry }
  | { kind: "story-import"; file: Uint8Array }
  | {
      kind: "story-export";
      format: ExportFormat;
      game: ExportedGame;
      storyBeats: string | null;
      author: string;
      homeUrl: string;
    };

export type ParseResults = {
  "backup-open": OpenedArchive;
  "backup-game": RestoredGame;
  "backup-summary": ArchiveGameSummary;
  "story-import": ImportedStory;
  "story-export": string;
};

/** A task's answer: its value, or the 4xx the user is to see (an HttpError does not cross threads). */
export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

async function run(task: ParseTask): Promise<ParseResults[ParseTask["kind"]]> {
  switch (task.kind) {
    case "backup-open":
      return openArchive(new Uint8Array(task.archive), task.maxBytes);
    case "backup-game": {
      const document = withFreshChapterIds(readGame(new Uint8Array(task.archive), task.entry));
      const beats = document.game.storyBeats;
      const revisions = document.revisions;
      return {
        document: {
          ...document,
          game: { ...document.game, storyBeats: null },
          ...(revisions ? { revisions: revisions.map((r) => ({ ...r, story: null })) } : {}),
        },
        storyBeats: beats === null ? null : jsonbText(beats),
        revisionStories: (revisions ?? []).map((r) => (r.story === null ? null : jsonbText(r.story))),
      };
    }
    case "backup-summary": {
      const { game } = readGame(new Uint8Array(task.archive), task.entry);
      const chapters = game.storyBeats?.chapters ?? [];
      return {
        id: game.id,
        title: game.title,
        genre: game.genre,
        updatedAt: game.updatedAt,
        sceneCount: chapters.reduce((n, c) => n + c.scenes.length, 0),
      };
    }
    case "story-import": {
      const source = new TextDecoder("utf-8").decode(task.file);
      const { beats, ...imported } = tweeToStory(
        isTwineHtml(source) ? readTwineHtml(source) : readTwee(source),
      );
      return {
        ...imported,
        // A new game's story from a file: its writer is the import (ADR 027).
        beats: jsonbText({ ...beats, writtenBy: "import" }),
        chapters: beats.chapters.length,
        hasScenes: beats.chapters.some((c) => c.scenes.length > 0),
      };
    }
    case "story-export": {
      const beats = task.storyBeats === null ? null : JSON.parse(task.storyBeats);
      if (task.format === "twee") return writeTwee(storyToTwee(task.game, beats));
      return storyHtml(playerStory(task.game, beats, task.author, task.homeUrl));
    }
  }
}

/** Runs a task; a refusal meant for the user (HttpError, TweeError) becomes an outcome. */
export async function runParseTask(task: ParseTask): Promise<ParseOutcome<unknown>> {
  try {
    return { ok: true, value: await run(task) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      return { ok: false, status: error.statusCode, message: error.message };
    if (error instanceof TweeError) return { ok: false, status: 400, message: error.message };
    throw error;
  }
}
