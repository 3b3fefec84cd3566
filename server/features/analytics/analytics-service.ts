import { sql } from "drizzle-orm";
import {
  ANALYTICS_DAYS,
  type CreatorStats,
  type GameAnalytics,
  TOP_FREE_ACTIONS,
} from "../../../contract/analytics";
import { moderateText } from "../../ai/storyteller/moderation";
import { childSafe } from "../../ai/storyteller/safe-words";
import type { Db } from "../../db/client";
import { notFound } from "../../errors";
import { GAME_NOT_FOUND } from "../games/game-access";
import {
  actionRankings,
  CHAPTER_TITLES,
  creatorTotals,
  type FreeActionRow,
  playsPerDay,
  runsByChapter,
  uniquePlayers,
} from "./analytics-queries";

/** Longer typed actions are sentences about someone, not moves in a game: not listed. */
const FREE_ACTION_MAX_CHARS = 60;
// Digits, @ and web addresses are how phone numbers, emails and links get typed.
const PERSONAL_LOOKING = /[0-9@]|https?:|www\.|\.(?:com|net|org)\b/i;

/**
 * Typed actions fit to show a creator: child-safe words only (the same check child mode uses,
 * and none of the words child mode softens) and nothing that looks like personal data.
 */
export function showableFreeActions(rows: FreeActionRow[]): GameAnalytics["topFreeActions"] {
  return rows
    .filter(
      ({ text }) =>
        text.length > 0 &&
        text.length <= FREE_ACTION_MAX_CHARS &&
        !PERSONAL_LOOKING.test(text) &&
        moderateText(text).allowed &&
        childSafe(text) === text,
    )
    .slice(0, TOP_FREE_ACTIONS)
    .map(({ text, count }) => ({ text, count }));
}

/** The last ANALYTICS_DAYS UTC days, oldest first, ending today. */
export function lastDays(today: Date): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: ANALYTICS_DAYS }, (_, i) =>
    new Date(end - (ANALYTICS_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** "Reached chapter n" is every run that got to chapter n or further: the funnel, from runs by furthest chapter. */
export function funnelOf(
  titles: Array<string | null>,
  byChapter: Map<number, number>,
): GameAnalytics["funnel"] {
  const last = Math.max(titles.length, 1);
  // A run past the story's end (chapters removed since) is counted in its last chapter.
  const at = (n: number) =>
    n < last
      ? (byChapter.get(n) ?? 0)
      : [...byChapter].reduce((sum, [c, runs]) => (c >= last ? sum + runs : sum), 0);
  const funnel: GameAnalytics["funnel"] = [];
  let reached = 0;
  for (let n = last; n >= 1; n -= 1) {
    reached += at(n);
    funnel.unshift({ chapter: n, title: titles[n - 1] ?? null, reached, stoppedHere: at(n) });
  }
  return funnel;
}

export class AnalyticsService {
  constructor(private readonly db: Db) {}

  /** The panel of a game its owner made; anyone else is told it does not exist (404). */
  async forGame(gameId: string, userId: string, now = new Date()): Promise<GameAnalytics> {
    const [game] = (
      (await this.db.execute(sql`
        select g.creator_id, g.title, g.share_slug, g.is_published, ${CHAPTER_TITLES} as chapters
        from games g where g.id = ${gameId}`)) as unknown as {
        rows: Array<{
          creator_id: string | null;
          title: string;
          share_slug: string;
          is_published: boolean;
          chapters: unknown;
        }>;
      }
    ).rows;
    if (!game || game.creator_id !== userId) throw notFound(GAME_NOT_FOUND);
    const titles = (Array.isArray(game.chapters) ? game.chapters : []).map((t) =>
      typeof t === "string" && t.trim() ? t.trim() : null,
    );
    const days = lastDays(now);
    const [chapters, players, perDay, rankings] = await Promise.all([
      runsByChapter(this.db, gameId, titles.length),
      uniquePlayers(this.db, gameId),
      playsPerDay(this.db, gameId, days[days.length - 1] as string),
      actionRankings(this.db, gameId),
    ]);
    const sum = (field: "runs" | "turns" | "scenes" | "finished") =>
      chapters.reduce((total, c) => total + c[field], 0);
    const plays = sum("runs");
    const byChapter = new Map(chapters.map((c) => [c.chapter, c.runs]));
    const topChoices: GameAnalytics["topChoices"] = [];
    for (const row of rankings.choices) {
      const scene = topChoices.find((s) => s.scene === row.scene);
      if (scene) scene.choices.push({ text: row.text, count: row.count });
      else topChoices.push({ scene: row.scene, choices: [{ text: row.text, count: row.count }] });
    }
    return {
      gameId,
      title: game.title,
      shareSlug: game.share_slug,
      isPublished: Boolean(game.is_published),
      playsStarted: plays,
      uniquePlayers: players,
      turnsPlayed: sum("turns"),
      finishedRuns: sum("finished"),
      averageScenesPerRun: plays ? Math.round((sum("scenes") / plays) * 10) / 10 : 0,
      chapterCount: titles.length,
      funnel: plays ? funnelOf(titles, byChapter) : [],
      topChoices,
      topFreeActions: showableFreeActions(rankings.free),
      playsPerDay: days.map((date) => ({ date, plays: perDay.get(date) ?? 0 })),
    };
  }

  async forCreator(userId: string): Promise<CreatorStats> {
    const totals = await creatorTotals(this.db, userId);
    return { totalPlays: totals.plays, finishedRuns: totals.finished };
  }
}
