import type { GenerateStoryResponse } from "../../../contract/games";
import { sceneCount } from "../../ai/story-graph";
import type { Db } from "../../db/client";
import type { StoryBeats } from "../../db/schema";
import { loadGameBible } from "../../game/game-bible";
import { writeStory } from "../../game/story-store";
import type { AiService } from "../../plugins/ai";
import { findOwnedGame } from "./game-access";

/** Story chapters written by Generate Complete Story: the outline's count, within these bounds. */
export const STORY_CHAPTERS = { min: 3, max: 8, withoutOutline: 5 } as const;

export function storyChapterCount(outlineChapters: number): number {
  if (outlineChapters === 0) return STORY_CHAPTERS.withoutOutline;
  return Math.min(STORY_CHAPTERS.max, Math.max(STORY_CHAPTERS.min, outlineChapters));
}

/**
 * POST /api/games/{id}/generate-story (GAPS.md "Story content"): the narrator writes the whole
 * branching story at once into storyBeats, and play walks it from then on. The model call runs
 * outside any transaction; the story is written once complete, the one it replaces kept as a
 * revision (ADR 027) whose id the answer carries for the toast's Undo.
 */
export class GenerateStoryService {
  constructor(
    private readonly db: Db,
    private readonly ai: AiService,
  ) {}

  async generate(gameId: string, userId: string): Promise<GenerateStoryResponse> {
    const game = await findOwnedGame(this.db, gameId, userId);
    const bible = await loadGameBible(this.db, game);
    const story = await this.ai.run({ userId, gameId, task: "complete-story" }, (options, narrator) =>
      narrator.completeStory(
        { game: bible, chapterCount: storyChapterCount(bible.chapters.length) },
        options,
      ),
    );
    const beats: StoryBeats = story;
    const written = await this.db.transaction((tx) =>
      writeStory(tx, { gameId, next: beats, madeBy: "Generate Complete Story", writtenBy: "generate-story" }),
    );
    return { sceneCount: sceneCount(story), undoRevisionId: written.revisionId };
  }
}
