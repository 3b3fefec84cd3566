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
  /** Every passage of the file, special ones too (a story keeps 100 of those at most). */
  maxFilePassages: 2_500,
  /** A story passage's text: a scene keeps 20,000 characters, so this is room to spare. */
  maxPassageLength: 250_000,
  /**
   * A line of a story passage, a passage header, a Twine HTML tag. Scripts and stylesheets
   * (special passages: kept, never read for links) have no line limit: minified code is one line.
   */
  maxLineLength: 50_000,
  /** The links of a passage read for its choices (a scene keeps 10); the rest are counted. */
  linksReadPerPassage: 50,
} as const;

const count = (n: number) => n.toLocaleString("en");

/** The file types an import is sent as: the raw text of the file, no multipart. */
export const IMPORT_CONTENT_TYPES = ["text/plain", "text/html", "application/octet-stream"];

/** What the file picker offers. */
export const IMPORT_ACCEPT = ".twee,.tw,.txt,.html,.htm";

export const ImportMessages = {
  empty: "Choose a Twee (.twee, .tw) or Twine HTML file to import",
  tooLarge: `The file is too large (${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB at most)`,
  tooManyPassages: `The story has more than ${IMPORT_LIMITS.maxPassages} passages`,
  notText: "The file is not a text file",
  tooDemanding: "The file needs more memory or time to read than an import may use",
  tooManyInFile: `The file has more than ${count(IMPORT_LIMITS.maxFilePassages)} passages`,
  passageTooLong: `The passage is longer than ${count(IMPORT_LIMITS.maxPassageLength)} characters`,
  lineTooLong: `The line is longer than ${count(IMPORT_LIMITS.maxLineLength)} characters`,
  tagTooLong: `The tag is longer than ${count(IMPORT_LIMITS.maxLineLength)} characters`,
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

// ---- what a Twee import keeps for the next export (storyBeats.twee) -------------------------

/** The passages special to Twee that the writer makes itself: never kept. */
export const WRITTEN_PASSAGES = ["StoryTitle", "StoryData", "StoryTaleforge"] as const;

export const TWEE_KEEP_LIMITS = {
  passages: 100,
  tagsPerPassage: 20,
  tagLength: 100,
  metadataKeys: 20,
  /** The whole `twee` field as JSON: room for a story's script and stylesheet. */
  bytes: 256 * 1024,
} as const;

const L = TWEE_KEEP_LIMITS;
const tweeTag = z.string().min(1).max(L.tagLength).regex(/^\S+$/, "A Twee tag has no spaces");
const tweeTags = z.array(tweeTag).max(L.tagsPerPassage);
const fewKeys = (max: number) => (record: Record<string, unknown>) => Object.keys(record).length <= max;

/** A passage Taleforge does not play (StoryInit, a script or stylesheet…), as it was read. */
export const KeptPassage = z.object({
  name: z.string().min(1).max(500),
  tags: tweeTags,
  metadata: z
    .record(z.string().max(100), z.union([z.string().max(1000), z.number(), z.boolean()]))
    .refine(fewKeys(L.metadataKeys), "Too many metadata fields in a kept passage")
    .optional(),
  text: z.string(),
});
export type KeptPassage = z.infer<typeof KeptPassage>;

/**
 * What an imported Twee or Twine file held that Taleforge does not play, written back on export
 * (ADR 023): its special passages, each scene's own tags (by scene id), and StoryData's IFID,
 * story format and tag colours. Structure and size only: no value is changed.
 */
export const StoryTwee = z
  .object({
    ifid: z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/, "An IFID is 8 to 64 letters, digits and dashes")
      .optional(),
    format: z.string().min(1).max(100).optional(),
    formatVersion: z.string().min(1).max(50).optional(),
    tagColors: z
      .record(tweeTag, z.string().min(1).max(50))
      .refine(fewKeys(100), "Too many tag colours")
      .optional(),
    tags: z
      .record(z.string().min(1).max(100), tweeTags)
      .refine(fewKeys(20_000), "Too many tagged scenes")
      .optional(),
    passages: z.array(KeptPassage).max(L.passages).optional(),
  })
  .superRefine((twee, ctx) => {
    const names = new Set<string>(WRITTEN_PASSAGES);
    twee.passages?.forEach((p, i) => {
      if (names.has(p.name))
        ctx.addIssue({
          code: "custom",
          message: `The kept passage "${p.name}" is there twice or is one the export writes`,
          path: ["passages", i, "name"],
        });
      names.add(p.name);
    });
    if (new TextEncoder().encode(JSON.stringify(twee)).length > L.bytes)
      ctx.addIssue({
        code: "custom",
        message: `The Twee passages kept with the story are too large (${L.bytes / 1024} KB at most)`,
      });
  });
export type StoryTwee = z.infer<typeof StoryTwee>;
