import type { ChapterInput } from "../narrator";
import { hashString } from "./random";

/**
 * A written story's memory of its own lines (issue 31), as play keeps one per session
 * (session-lines.ts): every template and every sentence a chapter of the book has used.
 * A chapter is written without the text of the ones before it (the Complete Story Generator
 * writes them side by side), so the memory is rebuilt by writing the earlier chapters of the
 * game's plan again — deterministically, from the same inputs — and kept per book.
 */
export type BookMemory = { templates: Set<string>; sentences: Set<string> };

export const freshBook = (): BookMemory => ({ templates: new Set(), sentences: new Set() });

const copy = (m: BookMemory): BookMemory => ({
  templates: new Set(m.templates),
  sentences: new Set(m.sentences),
});

/** A sentence as the book remembers it: case, quotes and punctuation ignored. */
export const sentenceKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, " ")
    .trim();

/** A line split into its sentences (a closing quote stays with its sentence). */
export const splitSentences = (line: string): string[] =>
  line
    .split(/(?<=[.!?…]["”’]?)\s+(?=["“]?[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** Whether any sentence of `line` is already in the book. */
export const told = (line: string, book: BookMemory) =>
  splitSentences(line).some((s) => book.sentences.has(sentenceKey(s)));

/** Records a line's sentences as used. */
export const remember = (line: string, book: BookMemory) => {
  for (const s of splitSentences(line)) book.sentences.add(sentenceKey(s));
};

/** Snapshots after each chapter of a plan, per book (a game and its plan), a few books kept. */
const books = new Map<string, BookMemory[]>();
const MAX_BOOKS = 16;

type Write = (input: ChapterInput, book: BookMemory) => unknown;

/**
 * What the chapters before `input` in the game's plan have used. `write` writes one chapter
 * into the memory it is given (the chapter writer itself, with no memory of its own).
 */
export function bookBefore(input: ChapterInput, write: Write): BookMemory {
  const plan = [...input.game.chapters]
    .filter((c) => c.title.trim() || c.outline.trim())
    .sort((a, b) => a.chapterNumber - b.chapterNumber);
  const before = plan.filter((c) => c.chapterNumber < input.chapterNumber).length;
  if (!before) return freshBook();
  const json = JSON.stringify({ ...input.game, chapters: plan.map(({ content: _, ...c }) => c) });
  const key = `${hashString(json)}:${json.length}`;
  let snapshots = books.get(key);
  if (!snapshots) {
    if (books.size >= MAX_BOOKS) books.delete(books.keys().next().value as string);
    snapshots = [];
    books.set(key, snapshots);
  }
  for (let i = snapshots.length; i < before; i++) {
    const memory = copy(snapshots[i - 1] ?? freshBook());
    const c = plan[i];
    if (!c) break;
    write(
      {
        game: input.game,
        chapterNumber: c.chapterNumber,
        chapterTitle: c.title,
        chapterDescription: c.outline,
        selectedCharacters: c.selectedCharacters ?? [],
        selectedLocation: c.selectedLocation ?? "",
        previousChapters: plan
          .slice(0, i)
          .map((p) => ({ chapterNumber: p.chapterNumber, title: p.title, content: "" })),
        nextChapters: plan
          .slice(i + 1)
          .map((n) => ({ chapterNumber: n.chapterNumber, title: n.title, outline: n.outline })),
      },
      memory,
    );
    snapshots.push(memory);
  }
  return copy(snapshots[before - 1] ?? freshBook());
}
