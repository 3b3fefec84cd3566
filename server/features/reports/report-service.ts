import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminReport, ReportBody } from "../../../contract/reports";
import { ReportMessages } from "../../../contract/reports";
import type { Db } from "../../db/client";
import { gameReports, games, user } from "../../db/schema";
import { notFound } from "../../errors";

/** Reports of games (issue 34): anyone who can play a game can report it; operators decide. */
export class ReportService {
  constructor(private readonly db: Db) {}

  /** A published game's report (a draft is nobody else's to see: 404, as play answers). */
  async report(slug: string, body: ReportBody): Promise<void> {
    const [game] = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.shareSlug, slug), eq(games.isPublished, true)));
    if (!game) throw notFound(ReportMessages.gameNotFound);
    await this.db.insert(gameReports).values({
      id: randomUUID(),
      gameId: game.id,
      reason: body.reason,
      note: body.note || null,
    });
  }

  /** The open reports, oldest first: the queue an operator works through. */
  async open(): Promise<AdminReport[]> {
    const rows = await this.db
      .select({
        id: gameReports.id,
        reason: gameReports.reason,
        note: gameReports.note,
        createdAt: gameReports.createdAt,
        gameId: games.id,
        title: games.title,
        shareSlug: games.shareSlug,
        unlistedAt: games.unlistedAt,
        creatorId: games.creatorId,
        firstName: user.firstName,
        name: user.name,
      })
      .from(gameReports)
      .innerJoin(games, eq(games.id, gameReports.gameId))
      .leftJoin(user, eq(user.id, games.creatorId))
      .where(eq(gameReports.status, "open"))
      .orderBy(asc(gameReports.createdAt), asc(gameReports.id))
      .limit(200);
    return rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      game: {
        id: r.gameId,
        title: r.title,
        shareSlug: r.shareSlug,
        creatorName: r.creatorId ? r.firstName || r.name || "A Taleforge creator" : "Taleforge",
        unlisted: r.unlistedAt !== null,
      },
    }));
  }

  /**
   * Takes the reported game out of the gallery at once, for the report's reason (its creator
   * reads it on the dashboard), and closes every open report of that game with it.
   */
  async unlist(reportId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [report] = await tx
        .select({ gameId: gameReports.gameId, reason: gameReports.reason })
        .from(gameReports)
        .where(and(eq(gameReports.id, reportId), eq(gameReports.status, "open")))
        .for("update");
      if (!report) throw notFound(ReportMessages.reportNotFound);
      await tx
        .update(games)
        .set({ unlistedAt: sql`coalesce(${games.unlistedAt}, now())`, unlistedReason: report.reason })
        .where(eq(games.id, report.gameId));
      await tx
        .update(gameReports)
        .set({ status: "unlisted", resolvedAt: new Date() })
        .where(and(eq(gameReports.gameId, report.gameId), eq(gameReports.status, "open")));
    });
  }

  async dismiss(reportId: string): Promise<void> {
    const closed = await this.db
      .update(gameReports)
      .set({ status: "dismissed", resolvedAt: new Date() })
      .where(and(eq(gameReports.id, reportId), eq(gameReports.status, "open")))
      .returning({ id: gameReports.id });
    if (closed.length === 0) throw notFound(ReportMessages.reportNotFound);
  }
}
