import { randomUUID } from "node:crypto";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { chapterImagePath } from "../../../contract/complete-story";
import { StoryWriter } from "../../../contract/edit-game";
import type { GameSummary } from "../../../contract/games";
import { storyKind } from "../../../contract/story-kind";
import type { Db } from "../../db/client";
import { chapterImages, characters, games, outlineChapters, storyChapters, storyJobs } from "../../db/schema";
import type { GameRow } from "../../game/game-bible";
import { renameChapters } from "../../game/story-chapters";
import { writeStory } from "../../game/story-store";
import { findOwnedGame } from "./game-access";
import { shareSlug } from "./share-slug";

/** The story's chapters, scenes and choices as jsonb rows (an old row without them has none). */
const chaptersOf = sql`coalesce(${games.storyBeats}->'chapters', '[]'::jsonb)`;

/** Scenes in storyBeats, counted in SQL so the list never loads whole stories. */
const sceneCountSql = sql<number>`coalesce((
  select sum(jsonb_array_length(coalesce(c->'scenes', '[]'::jsonb)))
  from jsonb_array_elements(${chaptersOf}) as c
), 0)::int`;

const storyChapterCountSql = sql<number>`coalesce(jsonb_array_length(${games.storyBeats}->'chapters'), 0)::int`;

/** Where a choice leads (contract/story-kind.ts `choiceDestination`, in SQL). */
const destination = (choice: SQL) => sql`coalesce(
  'scene:' || nullif(${choice}->>'leadsToScene', ''),
  'ending:' || nullif(${choice}->>'leadsToEnding', ''),
  'chapter:' || nullif(${choice}->>'leadsToChapter', ''),
  'narrator')`;

/**
 * Whether some scene's choices lead to more than one place: a choice that leads elsewhere than
 * the scene's first. Both EXISTS stop at the first they find, and scenes of one choice are never
 * looked into, so a list of large stories stays about as quick as counting their scenes.
 */
const branchesSql = sql<boolean>`exists (
  select 1
  from jsonb_array_elements(${chaptersOf}) as c,
    jsonb_array_elements(coalesce(c->'scenes', '[]'::jsonb)) as s
  where jsonb_array_length(coalesce(s->'choices', '[]'::jsonb)) > 1
    and exists (
      select 1 from jsonb_array_elements(s->'choices') as ch
      where ${destination(sql`ch`)} <> ${destination(sql`(s->'choices'->0)`)}
    )
)`;

const summaryColumns = {
  id: games.id,
  title: games.title,
  genre: games.genre,
  description: games.description,
  shareSlug: games.shareSlug,
  isDraft: games.isDraft,
  isPublished: games.isPublished,
  publishedAt: games.publishedAt,
  updatedAt: games.updatedAt,
  childMode: games.childMode,
  sceneCount: sceneCountSql,
  storyChapterCount: storyChapterCountSql,
  branches: branchesSql,
  writtenBy: sql<string | null>`${games.storyBeats}->>'writtenBy'`,
  restoredFromBackupAt: sql<string | null>`${games.restoredFrom}->>'backupCreatedAt'`,
  unlistedReason: sql<
    string | null
  >`case when ${games.unlistedAt} is not null then ${games.unlistedReason} end`,
};

type Counted = "sceneCount" | "storyChapterCount";
type SummaryRow = {
  [K in keyof typeof summaryColumns]: K extends Counted
    ? number
    : K extends "writtenBy" | "restoredFromBackupAt" | "unlistedReason"
      ? string | null
      : K extends "branches"
        ? boolean
        : GameRow[K & keyof GameRow];
};

export function toSummary({ branches, writtenBy, ...row }: SummaryRow): GameSummary {
  const sceneCount = Number(row.sceneCount) || 0;
  return {
    ...row,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    sceneCount,
    storyChapterCount: Number(row.storyChapterCount) || 0,
    // A name some later version writes, unknown here, is no name rather than a failed list.
    writtenBy: StoryWriter.safeParse(writtenBy).data ?? null,
    storyKind: storyKind({ scenes: sceneCount, branches: Boolean(branches) }),
  };
}

/** Spec 000 §2: the creator's games on Your Creative Studio, and what its cards do. */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<GameSummary[]> {
    const rows = await this.db
      .select(summaryColumns)
      .from(games)
      .where(eq(games.creatorId, userId))
      .orderBy(desc(games.updatedAt), desc(games.createdAt));
    return rows.map(toSummary);
  }

  async summary(gameId: string, userId: string): Promise<GameSummary> {
    await findOwnedGame(this.db, gameId, userId);
    const [row] = await this.db.select(summaryColumns).from(games).where(eq(games.id, gameId));
    return toSummary(row as SummaryRow);
  }

  /** isPublished true, isDraft false, publishedAt now; publishing twice keeps the first date. */
  async publish(gameId: string, userId: string): Promise<GameSummary> {
    const game = await findOwnedGame(this.db, gameId, userId);
    if (!game.isPublished || game.isDraft) {
      const now = new Date();
      await this.db
        .update(games)
        .set({ isPublished: true, isDraft: false, publishedAt: game.publishedAt ?? now, updatedAt: now })
        .where(and(eq(games.id, gameId), eq(games.creatorId, userId)));
    }
    return this.summary(gameId, userId);
  }

  /** The game and everything that belongs to it (characters, outline, sessions, saves: cascades). */
  async remove(gameId: string, userId: string): Promise<void> {
    await findOwnedGame(this.db, gameId, userId);
    await this.db.delete(games).where(and(eq(games.id, gameId), eq(games.creatorId, userId)));
  }

  /**
   * Delete all scenes (GAPS.md): the written story and the chapters' prose go — the outline's
   * and the Complete Story Generator's (its job too: one still writing stops at its next step,
   * ADR 018); title, genre, characters, the chapter plan and the settings stay. Players' own
   * sessions are theirs.
   */
  async clearScenes(gameId: string, userId: string): Promise<{ undoRevisionId: string | null }> {
    await findOwnedGame(this.db, gameId, userId);
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const written = await writeStory(tx, { gameId, next: null, madeBy: "Delete all scenes" });
      await tx
        .update(outlineChapters)
        .set({ content: null, isGenerated: false, updatedAt: now })
        .where(eq(outlineChapters.gameId, gameId));
      // Its chapters go with it (cascade).
      await tx.delete(storyJobs).where(eq(storyJobs.gameId, gameId));
      return { undoRevisionId: written.revisionId };
    });
  }

  /** A deep copy — characters, outline and story — as a new draft with a new link. */
  async duplicate(gameId: string, userId: string, newTitle: string): Promise<{ id: string; title: string }> {
    const game = await findOwnedGame(this.db, gameId, userId);
    const id = randomUUID();
    const now = new Date();
    await this.db.transaction(async (tx) => {
      const [cast, chapters, [story]] = await Promise.all([
        tx.select().from(characters).where(eq(characters.gameId, gameId)),
        tx.select().from(outlineChapters).where(eq(outlineChapters.gameId, gameId)),
        tx
          .select()
          .from(storyJobs)
          .where(and(eq(storyJobs.gameId, gameId), eq(storyJobs.status, "completed"))),
      ]);
      // The copy's chapters get new ids; its story's chapters follow them (ADR 027), so the
      // copy's Story Builder and Complete Story pages find their chapters in its story.
      const newIds = new Map<string, string>();
      for (const c of chapters) newIds.set(c.id, randomUUID());
      const written = story
        ? await tx.select().from(storyChapters).where(eq(storyChapters.storyJobId, story.id))
        : [];
      for (const c of written) newIds.set(c.id, randomUUID());
      await tx.insert(games).values({
        ...game,
        storyBeats: game.storyBeats && renameChapters(game.storyBeats, newIds),
        id,
        title: newTitle,
        shareSlug: shareSlug(newTitle),
        // A duplicate is made here, now: it was not restored.
        restoredFrom: null,
        isDraft: true,
        isPublished: false,
        isPublic: false,
        publishedAt: null,
        // Its plays are the original's; a moderators' unlisting is kept (ADR 031): a copy made
        // public again is not a way round it.
        playCount: 0,
        finishCount: 0,
        createdAt: now,
        updatedAt: now,
      });
      if (cast.length)
        await tx
          .insert(characters)
          .values(cast.map((c) => ({ ...c, id: randomUUID(), gameId: id, createdAt: now })));
      if (chapters.length)
        await tx.insert(outlineChapters).values(
          chapters.map((c) => ({
            ...c,
            id: newIds.get(c.id) as string,
            gameId: id,
            createdAt: now,
            updatedAt: now,
          })),
        );
      // A finished complete story is copied; one still being written is not (its job is the original's).
      if (story) {
        const storyJobId = randomUUID();
        await tx.insert(storyJobs).values({ ...story, id: storyJobId, gameId: id, userId, updatedAt: now });
        if (written.length)
          await tx.insert(storyChapters).values(
            written.map((c) => ({
              ...c,
              id: newIds.get(c.id) as string,
              storyJobId,
              gameId: id,
              imageUrl: c.imageUrl && chapterImagePath(newIds.get(c.id) as string),
              createdAt: now,
              updatedAt: now,
            })),
          );
        // The chapters' pictures come along under the copy's ids (issue 30 item 7).
        for (const c of written)
          if (c.imageUrl)
            await tx.execute(
              sql`insert into ${chapterImages} (chapter_id, content_type, bytes) select ${newIds.get(c.id)}, content_type, bytes from ${chapterImages} where chapter_id = ${c.id}`,
            );
      }
    });
    return { id, title: newTitle };
  }
}
