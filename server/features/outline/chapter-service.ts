import type { z } from "zod";
import {
  CHAPTER_TITLE_MAX,
  type GenerateChapterRequest,
  type RegenerateChapterRequest,
  type RewriteChapterTitleRequest,
} from "../../../contract/outline";
import { AiModelError } from "../../ai/ai-errors";
import type { ChapterInput, GameBible } from "../../ai/narrator";
import type { Db } from "../../db/client";
import { loadGameBible } from "../../game/game-bible";
import type { AiService } from "../../plugins/ai";
import { findOwnedGame } from "../games/game-access";

type GenerateInput = z.output<typeof GenerateChapterRequest>;
type RegenerateInput = z.output<typeof RegenerateChapterRequest>;
type TitleInput = z.output<typeof RewriteChapterTitleRequest>;

/** The planner's Regenerate may come without a direction; the narrator is then asked for a new take. */
export const FRESH_TAKE = "Write a fresh version of this chapter: new moments, the same events.";

/**
 * A chapter's people as the narrators read them: by name. The planner stores names (ADR 017);
 * an id of one of the game's characters, as the spec describes them, is read as that name.
 */
export function castNames(bible: GameBible, selected: string[]): string[] {
  const byId = new Map(bible.characters.filter((c) => c.id).map((c) => [c.id as string, c.name]));
  const names = selected.map((entry) => byId.get(entry) ?? entry.trim()).filter(Boolean);
  return [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
}

async function chapterInput(db: Db, userId: string, gameId: string, body: GenerateInput) {
  const game = await findOwnedGame(db, gameId, userId);
  const bible = await loadGameBible(db, game);
  const input: ChapterInput = {
    game: bible,
    chapterNumber: body.chapterNumber,
    chapterTitle: body.chapterTitle,
    chapterDescription: body.chapterDescription,
    selectedCharacters: castNames(bible, body.selectedCharacters),
    selectedLocation: body.selectedLocation,
    previousChapters: body.previousChapters
      .filter((c) => c.chapterNumber !== body.chapterNumber)
      .map((c) => ({ chapterNumber: c.chapterNumber, title: c.title, content: c.content ?? "" })),
    nextChapters: body.nextChapters.filter((c) => c.chapterNumber !== body.chapterNumber),
  };
  return input;
}

const written = (text: string) => {
  const content = text.trim();
  if (!content) throw new AiModelError("The AI service failed to write the chapter. Please try again.");
  return content;
};

/** POST /api/games/{id}/generate-chapter → the chapter's prose; the planner saves it (ADR 017). */
export async function generateChapter(
  db: Db,
  ai: AiService,
  userId: string,
  gameId: string,
  body: GenerateInput,
) {
  const input = await chapterInput(db, userId, gameId, body);
  const text = await ai.run({ userId, gameId, task: "chapter" }, (o, narrator) => narrator.chapter(input, o));
  return written(text);
}

/** POST /api/games/{id}/regenerate-chapter: a new version, along the creator's direction if any. */
export async function regenerateChapter(
  db: Db,
  ai: AiService,
  userId: string,
  gameId: string,
  body: RegenerateInput,
) {
  const input = await chapterInput(db, userId, gameId, body);
  const text = await ai.run({ userId, gameId, task: "chapter-regenerate" }, (o, narrator) =>
    narrator.regenerateChapter(
      { ...input, currentContent: body.currentContent, direction: body.direction || FRESH_TAKE },
      o,
    ),
  );
  return written(text);
}

/** POST /api/games/{id}/rewrite-chapter-title → a new title, never blank. */
export async function rewriteChapterTitle(
  db: Db,
  ai: AiService,
  userId: string,
  gameId: string,
  body: TitleInput,
) {
  const game = await findOwnedGame(db, gameId, userId);
  const bible = await loadGameBible(db, game);
  const title = await ai.run({ userId, gameId, task: "chapter-title" }, (o, narrator) =>
    narrator.rewriteChapterTitle(
      {
        game: bible,
        chapterNumber: body.chapterNumber,
        currentTitle: body.currentTitle,
        chapterDescription: body.chapterDescription,
        previousChapters: body.previousChapters.map((c) => ({
          chapterNumber: c.chapterNumber,
          title: c.title,
          content: c.content ?? undefined,
        })),
      },
      o,
    ),
  );
  const clean = title
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^["'“”]+|["'“”]+$/g, "")
    .slice(0, CHAPTER_TITLE_MAX)
    .trim();
  return clean || body.currentTitle;
}
