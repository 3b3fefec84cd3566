import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { DraftCharacter, OutlineResult } from "../../../contract/ai";
import { CHAPTER_COUNT } from "../../../contract/constants";
import {
  CHARACTER_TYPES,
  type CharacterType,
  type NewCharacter,
  QUICK_START_ARC_CHAPTERS,
  type QuickStartRequest,
} from "../../../contract/creation";
import type { Db } from "../../db/client";
import { characters, games, outlineChapters } from "../../db/schema";
import type { AiService } from "../../plugins/ai";
import { findOwnedGame } from "../games/game-access";
import { shareSlug } from "../games/share-slug";
import { characterRows } from "./create-game-service";
import { outlineRows } from "./outline-service";

type QuickStartInput = z.output<typeof QuickStartRequest>;

/** Characters a quick start drafts: enough for a cast, few enough to read at a glance. */
const QUICK_START_CAST = 4;

/** How the difficulty reads to the narrator during play (the game's narrative style). */
const STYLE: Record<QuickStartInput["difficulty"], string> = {
  easy: "adventurous and forgiving: setbacks are gentle and help is never far away",
  medium: "adventurous with real risks: danger is fair, and courage is rewarded",
  hard: "adventurous and unforgiving: danger is real, resources are scarce, mistakes cost dearly",
};

const knownType = (type: string): CharacterType =>
  (CHARACTER_TYPES as readonly string[]).includes(type) ? (type as CharacterType) : "supporting";

/** The narrator's cast as game characters: the first is the protagonist the storyline follows. */
const castFrom = (drafts: DraftCharacter[]): Array<z.output<typeof NewCharacter>> =>
  drafts.map((c, i) => ({
    name: c.name,
    role: c.role,
    characterType: i === 0 ? "protagonist" : knownType(c.characterType),
    description: c.description,
    isRealPerson: false,
  }));

/**
 * POST /api/games/quick-start: the narrator invents the story from the player's few choices.
 * A limited arc also gets its chapter plan (a structured story); an expanding one grows as it
 * is played. With `gameId`, the owner's game is rewritten in place and keeps its title and link.
 */
export async function quickStart(db: Db, ai: AiService, userId: string, input: QuickStartInput) {
  const existing = input.gameId ? await findOwnedGame(db, input.gameId, userId) : null;
  const gameId = existing?.id ?? randomUUID();
  const limited = input.storyStructure === "limited_arc";

  const draft = await ai.run({ userId, gameId: existing?.id, task: "quick-start" }, (o, narrator) =>
    narrator.quickStart(
      {
        seed: randomUUID(),
        genre: input.genre,
        childMode: input.childMode,
        difficulty: input.difficulty,
        storyStructure: input.storyStructure,
        allowInventory: input.allowInventory,
        enableStats: input.enableStats,
        characterCount: QUICK_START_CAST,
      },
      o,
    ),
  );
  const title = existing?.title ?? draft.title;
  const cast = castFrom(draft.characters);

  let outline: OutlineResult | null = null;
  if (limited) {
    outline = await ai.run({ userId, gameId: existing?.id, task: "outline" }, (o, narrator) =>
      narrator.outline(
        {
          title,
          genre: input.genre,
          childMode: input.childMode,
          chapterCount: QUICK_START_ARC_CHAPTERS,
          storyline: draft.storyline,
          characters: cast.map((c) => ({ ...c, description: c.description ?? null })),
        },
        o,
      ),
    );
  }

  const settings = {
    genre: input.genre,
    storyline: draft.storyline,
    childMode: input.childMode,
    narrativeStyle: STYLE[input.difficulty],
    gameplayMode: "interactive",
    chapterCount: limited ? QUICK_START_ARC_CHAPTERS : CHAPTER_COUNT.default,
    hasStructuredStory: limited,
  };

  await db.transaction(async (tx) => {
    if (existing) {
      await tx
        .update(games)
        // A new quick-start story replaces the old one whole, written scenes and plot lines too.
        .set({
          ...settings,
          description: null,
          storyBeats: null,
          useCompleteStorySystem: false,
          plotLines: [],
          updatedAt: new Date(),
        })
        .where(eq(games.id, gameId));
      await tx.delete(characters).where(eq(characters.gameId, gameId));
      await tx.delete(outlineChapters).where(eq(outlineChapters.gameId, gameId));
    } else {
      await tx
        .insert(games)
        .values({ id: gameId, creatorId: userId, title, shareSlug: shareSlug(title), ...settings });
    }
    await tx.insert(characters).values(characterRows(gameId, cast));
    if (outline) await tx.insert(outlineChapters).values(outlineRows(gameId, outline.chapters));
  });
  return { id: gameId, title };
}
