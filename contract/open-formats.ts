import { z } from "zod";

/**
 * Open formats (ADR 023): a game's written story exported as Twee 3 or as one playable HTML
 * file, and a Twee 3 file (or a published Twine 2 HTML file) imported as a new draft.
 */

export const EXPORT_FORMATS = ["twee", "html"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** GET /api/games/{id}/export?format=twee|html */
export const ExportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be twee or html" }),
});

/** The href a download link points at. */
export const exportHref = (gameId: string, format: ExportFormat) =>
  `/api/games/${encodeURIComponent(gameId)}/export?format=${format}`;

export const IMPORT_LIMITS = {
  /** The largest file taken: a full 2,000-passage story is well under it. */
  maxBytes: 4 * 1024 * 1024,
  /** Story passages (special ones not counted). */
  maxPassages: 2_000,
  /** Warnings listed in the report; more are counted, not listed. */
  maxWarnings: 50,
} as const;

/** The file types an import is sent as: the raw text of the file, no multipart. */
export const IMPORT_CONTENT_TYPES = ["text/plain", "text/html", "application/octet-stream"];

/** What the file picker offers. */
export const IMPORT_ACCEPT = ".twee,.tw,.txt,.html,.htm";

export const ImportMessages = {
  empty: "Choose a Twee (.twee, .tw) or Twine HTML file to import",
  tooLarge: `The file is too large (${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB at most)`,
  tooManyPassages: `The story has more than ${IMPORT_LIMITS.maxPassages} passages`,
  notText: "The file is not a text file",
} as const;

/** POST /api/games/import: the new draft and what became of the file's passages. */
export const ImportResponse = z.object({
  id: z.string(),
  title: z.string(),
  /** Story passages that became scenes. */
  passages: z.number().int().min(0),
  chapters: z.number().int().min(0),
  /** Passages no link reaches from the start: kept as scenes all the same. */
  unreachable: z.array(z.string()),
  /** Macros kept as text, broken links left out, special passages skipped. */
  warnings: z.array(z.string()),
});
export type ImportResponse = z.infer<typeof ImportResponse>;
