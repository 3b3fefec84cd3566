import { z } from "zod";

/** Reporting abuse in the gallery, and the operators' queue at /admin/reports (issue 34). */

export const REPORT_REASONS = [
  "Sexual content involving minors",
  "Hate or harassment",
  "Violence or gore beyond its rating",
  "Spam or scam",
  "Copyright",
  "Other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_NOTE_MAX = 1000;

export const ReportSlugParams = z.object({ slug: z.string().trim().min(1).max(200) });

/** POST /api/games/{slug}/reports */
export const ReportBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason from the list" }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `Note must be at most ${REPORT_NOTE_MAX} characters`)
    .optional(),
});
export type ReportBody = z.infer<typeof ReportBody>;

export const ReportResponse = z.object({ message: z.string() });

export const AdminReport = z.object({
  id: z.string(),
  reason: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
  game: z.object({
    id: z.string(),
    title: z.string(),
    shareSlug: z.string(),
    creatorName: z.string(),
    /** Already out of the gallery (another report unlisted it). */
    unlisted: z.boolean(),
  }),
});
export type AdminReport = z.infer<typeof AdminReport>;

/** GET /api/admin/reports: the open reports, oldest first. */
export const AdminReportList = z.object({ reports: z.array(AdminReport) });
export type AdminReportList = z.infer<typeof AdminReportList>;

export const ReportIdParams = z.object({ reportId: z.string().trim().min(1).max(100) });

/** POST /api/admin/reports/{reportId}/unlist and …/dismiss */
export const ReportDecision = z.object({ message: z.string() });

export const ReportMessages = {
  received: "Thank you. The site's moderators will look at this game.",
  tooMany: (seconds: number) => `Too many reports from your address. Try again in ${seconds} seconds.`,
  gameNotFound: "Game not found",
  reportNotFound: "Report not found",
  unlisted: "The game is unlisted: it has left the gallery.",
  dismissed: "The report is dismissed.",
} as const;

/** What the creator's dashboard card says of an unlisted game. */
export const unlistedNotice = (reason: string) => `Unlisted by the site's moderators: ${reason}`;
